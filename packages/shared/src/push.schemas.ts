import { z } from 'zod';

// A browser's Web Push subscription (PushSubscription.toJSON()), as the web app sends it and the
// server stores it. Messages are error codes (docs/decisions/0008-push-subscriptions.md).

export const PUSH_LIMITS = {
  /** Real push-service endpoints are 100–500 characters; anything longer is no endpoint. */
  endpointMax: 1000,
  /** Subscriptions a member keeps (one per browser); saving one more drops the oldest. */
  subscriptionsPerMember: 10,
  /** Days the question waits after "not now". */
  askAgainAfterDays: 30,
} as const;

/**
 * An https URL on a public host name: the server will POST to it when sending, so IP literals,
 * localhost, single-label names, other ports and credentials are refused (no requests into the
 * venue's own network).
 */
export function isPushEndpoint(value: string): boolean {
  if (value.length > PUSH_LIMITS.endpointMax) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  if (url.protocol !== 'https:' || url.username || url.password || url.port !== '') return false;
  if (host.startsWith('[') || /^[\d.]+$/.test(host)) return false;
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) return false;
  return true;
}

/** URL-safe base64 without padding (trailing "=" is tolerated and removed). */
function base64url(length: number, first?: string) {
  const pattern = new RegExp(`^${first ?? ''}[A-Za-z0-9_-]{${length - (first ? 1 : 0)}}$`);
  return z
    .string({ error: 'PUSH_KEY_INVALID' })
    .transform((value) => value.replace(/=+$/, ''))
    .refine((value) => pattern.test(value), 'PUSH_KEY_INVALID');
}

export const pushEndpointSchema = z.string({ error: 'PUSH_ENDPOINT_INVALID' }).refine(isPushEndpoint, 'PUSH_ENDPOINT_INVALID');

export const pushSubscriptionInput = z.object({
  endpoint: pushEndpointSchema,
  /** The browser's P-256 public key, uncompressed: 65 bytes, the first 0x04 (so "B…"). */
  p256dh: base64url(87, 'B'),
  /** The 16-byte authentication secret. */
  auth: base64url(22),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInput>;
export type PushSubscriptionValues = z.output<typeof pushSubscriptionInput>;
