import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TIMINGS, type PushPayload } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { member, type TestMember } from '../friends/support.js';
import { READ, send, writeTo } from '../conversations/support.js';
import { CANCEL, party, publishedEvent, reserve, staff } from '../reservations/support.js';
import { pendingJobs } from '../../src/infra/jobs/jobs.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { pushDeliveries } from '../../src/modules/notifications/push-deliveries.table.js';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { notify } from '../../src/modules/notifications/notify.js';
import { RESERVATION_REMINDER_JOB, reminderAt } from '../../src/modules/reservations/reservations.service.js';
import { startFakePushService, type FakePushService } from './fake-push-service.js';
import { subscribeAt } from './support.js';

// The kinds that push through the one door (decision 0040): messages only when not read live, a
// reservation confirmed, the reminder the day before; never staff.

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

const run = () => t.services.pushSender.runDue();
const SET = `mutation ($kind: NotificationKind!, $channel: NotificationChannel!, $enabled: Boolean!) { setNotificationChannel(kind: $kind, channel: $channel, enabled: $enabled) { push } }`;
const LONG = 'Hallo Bruno, das ist eine lange Nachricht, die mehr als achtzig Zeichen hat, damit die Vorschau gekürzt wird. Geheim!';

describe('messages', () => {
  let anna: TestMember;
  let bruno: TestMember;
  beforeAll(async () => {
    anna = await member(t);
    bruno = await member(t);
  });

  it('push only after the delay, discreet: no sender, no text; urgency high; the badge counts the unread message', async () => {
    const device = await subscribe(bruno);
    const { message } = await writeTo(t, anna, bruno, 'Treffen wir uns am Freitag?');
    expect(await run()).toMatchObject({ sent: 0 });
    t.advance(TIMINGS.pushMessageDelayMs);
    expect(await run()).toMatchObject({ sent: 1 });
    expect(push.payloads<PushPayload>(device)).toEqual([
      { v: 1, kind: 'MESSAGE', title: 'Neue Nachricht', body: 'Öffne die App, um sie zu lesen.', path: `/conversations/${message.conversationId}`, tag: `message:${message.conversationId}`, badge: 1 },
    ]);
    const raw = push.received.at(-1)!;
    expect(raw.body).not.toContain('Freitag');
    expect(raw.body).not.toContain(anna.username);
    expect(raw.urgency).toBe('high');
  });

  it('a message read within the delay sends no push', async () => {
    const carla = await member(t);
    const device = await subscribe(carla);
    const { message } = await writeTo(t, anna, carla, 'Schon gelesen?');
    const read = await t.gql(READ, { id: message.conversationId, seq: message.seq }, { token: carla.token });
    expect(read.errors).toBeUndefined();
    t.advance(TIMINGS.pushMessageDelayMs);
    expect(await run()).toMatchObject({ sent: 0, dropped: 1 });
    expect(push.payloads(device)).toEqual([]);
  });

  it('a detailed device gets the sender and the first 80 characters', async () => {
    const dora = await member(t, { language: 'en' });
    const device = await subscribe(dora, { detailed: true });
    const { message } = await writeTo(t, anna, dora, 'Hi');
    await send(t, anna, message.conversationId, LONG);
    t.advance(TIMINGS.pushMessageDelayMs);
    await run();
    const payloads = push.payloads<PushPayload>(device);
    expect(payloads.map((p) => p.title)).toEqual([`Message from ${anna.username}`, `Message from ${anna.username}`]);
    // The two are sent side by side: they may arrive in either order.
    expect(payloads.map((p) => p.body).sort()).toEqual(['Hi', `${LONG.slice(0, 79)}…`].sort());
    for (const p of payloads) expect(p.body).not.toContain('Geheim');
  });

  it('push switched off for messages: nothing queued', async () => {
    const emil = await member(t);
    await subscribe(emil);
    await t.gql(SET, { kind: 'MESSAGE', channel: 'PUSH', enabled: false }, { token: emil.token });
    await writeTo(t, await member(t), emil, 'Hallo');
    expect(await t.deps.database.db.select().from(pushDeliveries).where(eq(pushDeliveries.userId, emil.id))).toEqual([]);
  });
});

describe('channels read with the change (issue 18: one round trip less)', () => {
  const RECORD_VISIT = `mutation ($slug: String!) { recordProfileVisit(slug: $slug) }`;
  const pushesOf = (m: { id: string }) => t.deps.database.db.select().from(pushDeliveries).where(eq(pushDeliveries.userId, m.id));

  it('a message in a conversation they share: queued for a device, nothing once push is off for messages', async () => {
    const [gina, hans] = [await member(t), await member(t)];
    await subscribe(hans);
    const id = (await writeTo(t, gina, hans, 'Hallo')).conversation.id;
    expect(await pushesOf(hans)).toHaveLength(1);
    await t.gql(SET, { kind: 'MESSAGE', channel: 'PUSH', enabled: false }, { token: hans.token });
    await send(t, gina, id, 'Noch da?');
    expect(await pushesOf(hans)).toHaveLength(1);
    await t.gql(SET, { kind: 'MESSAGE', channel: 'PUSH', enabled: true }, { token: hans.token });
    await send(t, gina, id, 'Jetzt?');
    expect((await pushesOf(hans)).map((p) => p.kind)).toEqual(['MESSAGE', 'MESSAGE']);
  });

  it('a profile visit: pushed once a day to a member who switched it on, not to one who kept the default (off)', async () => {
    const [ida, jon, kai] = [await member(t), await member(t), await member(t)];
    await subscribe(jon);
    await subscribe(kai);
    await t.gql(SET, { kind: 'PROFILE_VISIT', channel: 'PUSH', enabled: true }, { token: jon.token });
    for (const target of [jon, jon, kai]) expect((await t.gql(RECORD_VISIT, { slug: target.slug }, { token: ida.token })).data!.recordProfileVisit).toBe(true);
    expect((await pushesOf(jon)).map((p) => [p.kind, p.actorId])).toEqual([['PROFILE_VISIT', ida.id]]);
    expect(await pushesOf(kai)).toEqual([]);
  });
});

describe('staff', () => {
  it('are never notified as members', async () => {
    const admin = await staff(t);
    await subscribe(admin);
    const told = await t.deps.database.db.transaction((tx) => notify(tx, { userId: admin.id, kind: 'FRIEND_REQUEST', actorId: null, subjectId: crypto.randomUUID(), at: t.deps.now() }));
    expect(told).toEqual({ home: null, pushes: 0, email: false });
    expect(await t.deps.database.db.select().from(notifications).where(eq(notifications.userId, admin.id))).toEqual([]);
    const [row] = await t.deps.database.db.select({ admin: users.admin }).from(users).where(eq(users.id, admin.id));
    expect(row!.admin).toBe(true);
  });
});

describe('reservations', () => {
  it('a confirmed reservation pushes RESERVATION_CONFIRMED; the reminder goes out at 10:00 Swiss time the day before, not for a cancelled one', async () => {
    const gina = await member(t, { sex: 'F' });
    const hugo = await member(t);
    const ginaDevice = await subscribe(gina);
    const hugoDevice = await subscribe(hugo);
    const event = await publishedEvent(t);
    const kept = await reserve(t, gina, event, party(1, 0));
    const cancelled = await reserve(t, hugo, event, party(0, 1));
    // The follow-up jobs of the two reservations (their pushes), which the running app runs at once.
    await t.services.jobs.runDue();
    await t.gql(CANCEL, { id: cancelled.id }, { token: hugo.token });
    await run();
    expect(push.payloads<PushPayload>(ginaDevice)).toEqual([expect.objectContaining({ kind: 'RESERVATION_CONFIRMED', title: 'Neue Benachrichtigung', path: '/reservations', tag: `RESERVATION_CONFIRMED:${kept.id}` })]);

    const [job] = await pendingJobs(t.deps.database.db, RESERVATION_REMINDER_JOB, kept.id);
    expect(job!.runAt).toEqual(reminderAt(kept.date));
    expect(new Intl.DateTimeFormat('de-CH', { timeZone: 'Europe/Zurich', hour: '2-digit', minute: '2-digit' }).format(job!.runAt)).toBe('10:00');
    t.advance(job!.runAt.getTime() - t.deps.now().getTime() - 60_000);
    await t.services.jobs.runDue();
    await run();
    expect(push.payloads<PushPayload>(ginaDevice).map((p) => p.kind)).toEqual(['RESERVATION_CONFIRMED']);
    t.advance(60_000);
    await t.services.jobs.runDue();
    await run();
    expect(push.payloads<PushPayload>(ginaDevice).map((p) => p.kind)).toEqual(['RESERVATION_CONFIRMED', 'RESERVATION_REMINDER']);
    expect(push.payloads<PushPayload>(hugoDevice).map((p) => p.kind)).toEqual(['RESERVATION_CONFIRMED']);
  });
});
