import crypto from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { TestApp } from '../harness.js';
import { pushSubscriptions } from '../../src/modules/notifications/push-subscriptions.table.js';
import type { FakeDevice, FakePushService } from './fake-push-service.js';

export const PUBLIC_KEY = `{ pushPublicKey }`;
export const SAVE = `mutation ($input: PushSubscriptionInput!) { savePushSubscription(input: $input) }`;
export const REMOVE = `mutation ($endpoint: String!) { removePushSubscription(endpoint: $endpoint) }`;

/** What a real browser's PushSubscription.toJSON() holds: a push-service URL and fresh keys. */
export function browserSubscription(overrides: Partial<{ endpoint: string; p256dh: string; auth: string }> = {}) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomBytes(12).toString('base64url')}:APA91b${crypto.randomBytes(90).toString('base64url')}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: crypto.randomBytes(16).toString('base64url'),
    ...overrides,
  };
}

/** Every stored subscription, oldest first, for "what changed" checks. */
export async function storedSubscriptions(t: TestApp) {
  return t.deps.database.db.select().from(pushSubscriptions).orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

/** A browser of `m` subscribed at the fake push service, stored as savePushSubscription would (http endpoint: tests only). */
export async function subscribeAt(t: TestApp, service: FakePushService, m: { id: string }, opts: { detailed?: boolean } = {}): Promise<FakeDevice & { subscriptionId: string }> {
  const device = service.device();
  const [row] = await t.deps.database.db
    .insert(pushSubscriptions)
    .values({ userId: m.id, endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth, detailed: opts.detailed ?? false })
    .returning();
  return { ...device, subscriptionId: row!.id };
}
