import crypto from 'node:crypto';
import { WebhookSignatureError } from './payment-provider.js';

// Stripe-like webhook signatures (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`): the
// timestamp is signed with the body, so a captured webhook replayed later than the tolerance is
// refused, and any change to the body breaks the signature.

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signWebhook(secret: string, rawBody: Buffer | string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = crypto.createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** Throws WebhookSignatureError unless the header signs this exact body within the tolerance. */
export function verifyWebhookSignature(secret: string, rawBody: Buffer, header: string | string[] | undefined, now: Date, toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS): void {
  if (typeof header !== 'string' || header.length > 1000) throw new WebhookSignatureError('missing signature');
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const [key, value] = item.split('=', 2);
    if (!key || !value) continue;
    parts.set(key.trim(), [...(parts.get(key.trim()) ?? []), value.trim()]);
  }
  const t = Number(parts.get('t')?.[0]);
  const signatures = parts.get('v1') ?? [];
  if (!Number.isInteger(t) || signatures.length === 0) throw new WebhookSignatureError('malformed signature');
  if (Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) throw new WebhookSignatureError('stale signature');
  const expected = crypto.createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  const matches = signatures.some((s) => {
    if (!/^[0-9a-f]{64}$/i.test(s)) return false;
    return crypto.timingSafeEqual(Buffer.from(s, 'hex'), expected);
  });
  if (!matches) throw new WebhookSignatureError('signature mismatch');
}
