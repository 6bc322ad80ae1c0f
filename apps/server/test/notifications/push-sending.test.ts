import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PushPayload } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { member, request, type TestMember } from '../friends/support.js';
import { pushSubscriptions } from '../../src/modules/notifications/push-subscriptions.table.js';
import { pushDeliveries } from '../../src/modules/notifications/push-deliveries.table.js';
import { notify } from '../../src/modules/notifications/notify.js';
import { createPushSender, PUSH_SENDING, pushRetryDelayMs } from '../../src/modules/notifications/push-sender.js';
import { startFakePushService, type FakePushService } from './fake-push-service.js';
import { subscribeAt } from './support.js';

// Web Push from the outbox to a push service speaking the protocol over HTTP (decision 0040): the
// fake service holds each device's keys, decrypts the body and checks the VAPID signature.

let t: TestApp;
let push: FakePushService;

beforeAll(async () => {
  t = await createTestApp();
  push = await startFakePushService();
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

const subscribe = (m: { id: string }, opts: { detailed?: boolean } = {}) => subscribeAt(t, push, m, opts);

async function queued(m: TestMember) {
  return t.deps.database.db.select().from(pushDeliveries).where(eq(pushDeliveries.userId, m.id));
}

const run = () => t.services.pushSender.runDue();

describe('push messages', () => {
  it('a friend request reaches the device discreetly: no name, in the member’s language, signed with the stored keys', async () => {
    const anna = await member(t);
    const bruno = await member(t, { language: 'de' });
    const device = await subscribe(bruno);
    const friendshipId = await request(t, anna, bruno);
    expect(await run()).toMatchObject({ sent: 1 });
    const [payload] = push.payloads<PushPayload>(device);
    expect(payload).toEqual({ v: 1, kind: 'FRIEND_REQUEST', title: 'Neue Benachrichtigung', body: 'Du hast eine neue Benachrichtigung.', path: '/friends', tag: `FRIEND_REQUEST:${friendshipId}`, badge: 1 });
    expect(JSON.stringify(payload)).not.toContain(anna.username);
    const last = push.received.at(-1)!;
    expect(last.vapidKey).toBe(await t.services.push.publicKey());
    expect(last.urgency).toBe('normal');
    expect(last.ttl).toBe(String(PUSH_SENDING.ttlSeconds));
    expect(push.refused).toEqual([]);
    expect(await queued(bruno)).toEqual([]);
  });

  it('a device that opted in to detailed texts names the member; English for an English member', async () => {
    const anna = await member(t);
    const carla = await member(t, { language: 'en' });
    const detailed = await subscribe(carla, { detailed: true });
    const discreet = await subscribe(carla);
    await request(t, anna, carla);
    await run();
    expect(push.payloads<PushPayload>(detailed)).toEqual([expect.objectContaining({ title: 'New friend request', body: `${anna.username} would like to be your friend.` })]);
    expect(push.payloads<PushPayload>(discreet)).toEqual([expect.objectContaining({ title: 'New notification', body: 'You have a new notification.' })]);
  });

  it('410 from the push service removes the subscription and sends it nothing more', async () => {
    const anna = await member(t);
    const dora = await member(t);
    const gone = await subscribe(dora);
    push.answerAlways(gone, { status: 410 });
    await request(t, anna, dora);
    expect(await run()).toMatchObject({ sent: 0, dropped: 1 });
    expect(await t.deps.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, gone.subscriptionId))).toEqual([]);
    expect(await queued(dora)).toEqual([]);
  });

  it('a 5xx is tried again after the backoff, not before; 429 waits its Retry-After', async () => {
    const anna = await member(t);
    const emil = await member(t);
    const device = await subscribe(emil);
    push.answerNext(device, { status: 503 }, { status: 429, retryAfter: '120' });
    await request(t, anna, emil);
    expect(await run()).toMatchObject({ sent: 0, retried: 1 });
    const [waiting] = await queued(emil);
    expect(waiting!.attempts).toBe(1);
    expect(waiting!.leaseUntil).toBeNull();
    expect(await run()).toMatchObject({ sent: 0, retried: 0 });
    t.advance(pushRetryDelayMs(1));
    expect(await run()).toMatchObject({ retried: 1 });
    const [limited] = await queued(emil);
    expect(limited!.runAt.getTime() - t.deps.now().getTime()).toBeGreaterThan(110_000);
    t.advance(120_000);
    expect(await run()).toMatchObject({ sent: 1 });
    expect(push.payloads(device)).toHaveLength(1);
    expect(await queued(emil)).toEqual([]);
  });

  it('a block since the request (either way) drops the push, as the home list hides it', async () => {
    const anna = await member(t);
    const jana = await member(t);
    const device = await subscribe(jana);
    await request(t, anna, jana);
    const res = await t.gql(`mutation ($slug: String!) { block(slug: $slug) { reason } }`, { slug: jana.slug }, { token: anna.token });
    expect(res.errors).toBeUndefined();
    expect(await run()).toMatchObject({ sent: 0, dropped: 1 });
    expect(push.payloads(device)).toEqual([]);
  });

  it('gives up after the last attempt', async () => {
    const anna = await member(t);
    const fritz = await member(t);
    const device = await subscribe(fritz);
    push.answerAlways(device, { status: 500 });
    await request(t, anna, fritz);
    for (let i = 1; i <= PUSH_SENDING.maxAttempts; i++) {
      await run();
      t.advance(pushRetryDelayMs(i));
    }
    expect(push.received.filter((r) => r.deviceId === device.id)).toHaveLength(PUSH_SENDING.maxAttempts);
    expect(await queued(fritz)).toEqual([]);
    push.answerAlways(device, null);
  });

  it('an instance that dies after claiming loses nothing: the lease runs out and another sends it once', async () => {
    const anna = await member(t);
    const gina = await member(t);
    const device = await subscribe(gina);
    await request(t, anna, gina);
    const dying = createPushSender(t.deps, { vapidKeys: t.services.push.vapidKeys });
    expect(await dying.claim()).toHaveLength(1);
    // The claim is leased: the other instance leaves it alone until the lease has run out.
    expect(await run()).toMatchObject({ sent: 0 });
    t.advance(PUSH_SENDING.leaseMs);
    expect(await run()).toMatchObject({ sent: 1 });
    expect(await run()).toMatchObject({ sent: 0 });
    expect(push.payloads(device)).toHaveLength(1);
    await dying.stop();
  });

  it('two instances racing over 60 notifications send each exactly once', async () => {
    const hanna = await member(t);
    const device = await subscribe(hanna);
    const subjects = Array.from({ length: 60 }, () => crypto.randomUUID());
    await t.deps.database.db.transaction(async (tx) => {
      for (const subjectId of subjects) await notify(tx, { userId: hanna.id, kind: 'RESERVATION_CONFIRMED', subjectId, at: t.deps.now() });
    });
    const a = createPushSender(t.deps, { vapidKeys: t.services.push.vapidKeys, batch: 10 });
    const b = createPushSender(t.deps, { vapidKeys: t.services.push.vapidKeys, batch: 10 });
    const [ra, rb] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ra.sent + rb.sent).toBe(60);
    const tags = push.payloads<PushPayload>(device).map((p) => p.tag);
    expect(tags).toHaveLength(60);
    expect(new Set(tags)).toEqual(new Set(subjects.map((s) => `RESERVATION_CONFIRMED:${s}`)));
    await Promise.all([a.stop(), b.stop()]);
  });

  it('nothing is queued for a change that rolls back', async () => {
    const ida = await member(t);
    await subscribe(ida);
    await t.deps.database.db
      .transaction(async (tx) => {
        await notify(tx, { userId: ida.id, kind: 'RESERVATION_CONFIRMED', subjectId: crypto.randomUUID(), at: t.deps.now() });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(await queued(ida)).toEqual([]);
  });
});
