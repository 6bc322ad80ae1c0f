export interface SmsMessage {
    to: string;
    body: string;
}
export interface SmsSender {
    send(message: SmsMessage): Promise<void>;
}
/** No provider configured: each SMS becomes DATA_DIR/outbox/sms/<time>.json with { to, body, sentAt }. */
export declare function createOutboxSms(dir: string): SmsSender;
/**
 * HTTP SMS gateway: POST {url} with JSON { to, body } and a Bearer token; any 2xx is success.
 * This is the shape most gateways accept (and what the test fake speaks).
 */
export declare function createHttpSms(url: string, token: string | undefined): SmsSender;
