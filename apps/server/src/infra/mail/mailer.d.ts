export interface MailMessage {
    to: string;
    subject: string;
    text: string;
    html: string;
}
export interface Mailer {
    send(message: MailMessage): Promise<void>;
    close?(): void;
}
/** No SMTP configured: each e-mail becomes an RFC 5322 .eml file in DATA_DIR/outbox/mail/. */
export declare function createOutboxMailer(dir: string, from: string): Mailer;
/** SMTP_URL configured: real delivery through nodemailer. */
export declare function createSmtpMailer(url: string, from: string): Mailer;
