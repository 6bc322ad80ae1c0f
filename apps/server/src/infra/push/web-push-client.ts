import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.js';

// Sends one Web Push message (RFC 8030, aes128gcm body per RFC 8291, VAPID per RFC 8292). web-push
// encrypts and signs; the request goes out here over keep-alive agents, so a batch reuses the
// connections to each push service (and the tests' fake service can speak plain HTTP).

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSendOptions {
  vapid: { keys: VapidKeys; subject: string };
  /** Seconds the push service keeps an undelivered message. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  timeoutMs?: number;
}

/** What the push service answered; `status` 0: no answer (network error, timeout). */
export interface PushResponse {
  status: number;
  /** Retry-After in seconds, where the service sent one (429, 503). */
  retryAfterSeconds: number | null;
}

export interface WebPushClient {
  send(target: PushTarget, payload: string, opts: PushSendOptions): Promise<PushResponse>;
  close(): void;
}

function retryAfter(value: string | string[] | undefined, now: number): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return null;
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim());
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A VAPID JWT is valid for 12 h; it is signed again after 11 h (one signature per push service, not per push). */
const VAPID_VALID_S = 12 * 3600;
const VAPID_REUSE_MS = 11 * 3600_000;

export function createWebPushClient(opts: { maxSockets?: number } = {}): WebPushClient {
  const vapidHeaders = new Map<string, { authorization: string; until: number; key: string }>();
  function authorization(endpoint: URL, vapid: PushSendOptions['vapid']): string {
    const audience = endpoint.origin;
    const now = Date.now();
    const cached = vapidHeaders.get(audience);
    if (cached && cached.until > now && cached.key === vapid.keys.publicKey) return cached.authorization;
    const headers = webpush.getVapidHeaders(audience, vapid.subject, vapid.keys.publicKey, vapid.keys.privateKey, 'aes128gcm', Math.floor(now / 1000) + VAPID_VALID_S);
    const value = String(headers.Authorization);
    vapidHeaders.set(audience, { authorization: value, until: now + VAPID_REUSE_MS, key: vapid.keys.publicKey });
    return value;
  }
  const agentOptions = { keepAlive: true, maxSockets: opts.maxSockets ?? 32 };
  const httpsAgent = new https.Agent(agentOptions);
  const httpAgent = new http.Agent(agentOptions);
  return {
    send(target, payload, o) {
      const url = new URL(target.endpoint);
      // Encrypted by web-push; the VAPID header is ours (cached per push service).
      const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        TTL: o.ttlSeconds,
        urgency: o.urgency,
        contentEncoding: 'aes128gcm',
      });
      details.headers.Authorization = authorization(url, o.vapid);
      const secure = url.protocol === 'https:';
      return new Promise<PushResponse>((resolve) => {
        const req = (secure ? https : http).request(
          url,
          { method: 'POST', headers: details.headers as http.OutgoingHttpHeaders, agent: secure ? httpsAgent : httpAgent, timeout: o.timeoutMs ?? 15_000 },
          (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfterSeconds: retryAfter(res.headers['retry-after'], Date.now()) }));
            res.on('error', () => resolve({ status: 0, retryAfterSeconds: null }));
          },
        );
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', () => resolve({ status: 0, retryAfterSeconds: null }));
        req.end(details.body ?? undefined);
      });
    },
    close() {
      httpsAgent.destroy();
      httpAgent.destroy();
    },
  };
}
