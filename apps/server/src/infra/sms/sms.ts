import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';

export interface SmsMessage {
  to: string;
  body: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** No provider configured: each SMS becomes DATA_DIR/outbox/sms/<time>.json with { to, body, sentAt }. */
export function createOutboxSms(dir: string): SmsSender {
  return {
    async send({ to, body }) {
      await fs.mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const name = `${sentAt.replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.json`;
      await fs.writeFile(path.join(dir, name), JSON.stringify({ to, body, sentAt }, null, 2));
    },
  };
}

/**
 * HTTP SMS gateway: POST {url} with JSON { to, body } and a Bearer token; any 2xx is success.
 * This is the shape most gateways accept (and what the test fake speaks).
 */
export function createHttpSms(url: string, token: string | undefined): SmsSender {
  return {
    async send(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(message),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
