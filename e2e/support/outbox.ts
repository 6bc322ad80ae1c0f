import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

function files(dir: string, ext: string) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(ext))
    .sort()
    .map((f) => path.join(dir, f));
}

async function waitFor<T>(find: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Decodes quoted-printable soft line breaks and =XX escapes (enough for the links we look for). */
function decodeQuotedPrintable(text: string) {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest e-mail to `to` in the app's outbox whose text contains a link to `pathPrefix`; returns that link. */
export async function linkFromMail(to: string, pathPrefix: string): Promise<string> {
  const dir = path.join(inject('dataDir'), 'outbox/mail');
  return waitFor(() => {
    for (const file of files(dir, '.eml').reverse()) {
      const raw = decodeQuotedPrintable(fs.readFileSync(file, 'utf8'));
      if (!new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(raw)) continue;
      const match = raw.match(new RegExp(`https?://[^\\s"<>]*${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`));
      if (match) return match[0].replace(/&amp;/g, '&');
    }
    return undefined;
  }, `a mail to ${to} with ${pathPrefix}`);
}

/** The newest 6-digit code sent by SMS to `phone`. */
export async function codeFromSms(phone: string, after = 0): Promise<string> {
  const dir = path.join(inject('dataDir'), 'outbox/sms');
  return waitFor(() => {
    for (const file of files(dir, '.json').reverse()) {
      if (fs.statSync(file).mtimeMs < after) continue;
      const sms = JSON.parse(fs.readFileSync(file, 'utf8')) as { to: string; body: string };
      const code = sms.to === phone ? sms.body.match(/\b(\d{6})\b/)?.[1] : undefined;
      if (code) return code;
    }
    return undefined;
  }, `an SMS to ${phone}`);
}
