import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NOTIFICATION_KIND_NAMES } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { member, request, type TestMember } from '../friends/support.js';
import { mailsTo } from '../accounts/support.js';
import { browserSubscription } from './support.js';
import { pushSubscriptions } from '../../src/modules/notifications/push-subscriptions.table.js';
import { pushDeliveries } from '../../src/modules/notifications/push-deliveries.table.js';
import { notificationPreferences } from '../../src/modules/notifications/notification-preferences.table.js';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { canSetChannel, canSetPushDetailed } from '../../src/modules/notifications/notification-channels.policy.js';

// The member's notification table (decision 0041) and a device's choice of texts (decision 0040).

const CHANNELS = `{ currentUser { settings { emailOnMessage notificationChannels { kind push email } } } }`;
const SET = `mutation ($kind: NotificationKind!, $channel: NotificationChannel!, $enabled: Boolean!) { setNotificationChannel(kind: $kind, channel: $channel, enabled: $enabled) { kind push email } }`;
const UPDATE = `mutation ($input: UpdateSettingsInput!) { updateSettings(input: $input) { emailOnMessage } }`;
const DEVICE = `query ($endpoint: String!) { pushDevice(endpoint: $endpoint) { endpoint detailed } }`;
const DETAILED = `mutation ($endpoint: String!, $detailed: Boolean!) { setPushDetailed(endpoint: $endpoint, detailed: $detailed) { endpoint detailed } }`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function channels(m: TestMember) {
  const res = await t.gql(CHANNELS, {}, { token: m.token });
  expect(res.errors).toBeUndefined();
  return res.data!.currentUser.settings as { emailOnMessage: boolean; notificationChannels: { kind: string; push: boolean; email: boolean | null }[] };
}

async function device(m: TestMember) {
  const s = browserSubscription();
  await t.deps.database.db.insert(pushSubscriptions).values({ userId: m.id, ...s });
  return s.endpoint;
}

describe('notification settings', () => {
  it('lists every kind in order with its defaults; e-mail only where the kind sends one', async () => {
    const anna = await member(t);
    const { notificationChannels } = await channels(anna);
    expect(notificationChannels.map((c) => c.kind)).toEqual(NOTIFICATION_KIND_NAMES);
    expect(notificationChannels.find((c) => c.kind === 'MESSAGE')).toEqual({ kind: 'MESSAGE', push: true, email: true });
    expect(notificationChannels.find((c) => c.kind === 'FRIEND_ACCEPTED')).toEqual({ kind: 'FRIEND_ACCEPTED', push: true, email: null });
    expect(notificationChannels.find((c) => c.kind === 'PROFILE_VISIT')).toEqual({ kind: 'PROFILE_VISIT', push: false, email: null });
  });

  it('switching push off for friend requests queues no push; the home entry and the e-mail stay', async () => {
    const anna = await member(t);
    const bruno = await member(t);
    await device(bruno);
    const res = await t.gql(SET, { kind: 'FRIEND_REQUEST', channel: 'PUSH', enabled: false }, { token: bruno.token });
    expect(res.data!.setNotificationChannel).toEqual({ kind: 'FRIEND_REQUEST', push: false, email: true });
    await request(t, anna, bruno);
    expect(await t.deps.database.db.select().from(pushDeliveries).where(eq(pushDeliveries.userId, bruno.id))).toEqual([]);
    expect(await t.deps.database.db.select().from(notifications).where(eq(notifications.userId, bruno.id))).toHaveLength(1);
    await t.services.friends.drain();
    expect(await mailsTo(t, bruno.email)).toHaveLength(1);
  });

  it('switching e-mail off for friend requests is the old toggle: no e-mail, push still queued', async () => {
    const anna = await member(t);
    const carla = await member(t);
    await device(carla);
    await t.gql(SET, { kind: 'FRIEND_REQUEST', channel: 'EMAIL', enabled: false }, { token: carla.token });
    await request(t, anna, carla);
    await t.services.friends.drain();
    expect(await mailsTo(t, carla.email)).toEqual([]);
    expect(await t.deps.database.db.select().from(pushDeliveries).where(eq(pushDeliveries.userId, carla.id))).toHaveLength(1);
  });

  it('e-mail of a kind with a stored setting writes that setting, and updateSettings shows in the table', async () => {
    const dora = await member(t);
    await t.gql(SET, { kind: 'MESSAGE', channel: 'EMAIL', enabled: false }, { token: dora.token });
    expect((await channels(dora)).emailOnMessage).toBe(false);
    await t.gql(UPDATE, { input: { emailOnMessage: true } }, { token: dora.token });
    expect((await channels(dora)).notificationChannels.find((c) => c.kind === 'MESSAGE')!.email).toBe(true);
    expect(await t.deps.database.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, dora.id))).toEqual([]);
  });

  it('e-mail of a kind without a setting is stored in the table', async () => {
    const emil = await member(t);
    const res = await t.gql(SET, { kind: 'VERIFICATION_DECIDED', channel: 'EMAIL', enabled: false }, { token: emil.token });
    expect(res.data!.setNotificationChannel).toEqual({ kind: 'VERIFICATION_DECIDED', push: true, email: false });
    expect(await t.deps.database.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, emil.id))).toEqual([
      expect.objectContaining({ kind: 'VERIFICATION_DECIDED', channel: 'EMAIL', enabled: false }),
    ]);
  });

  it('refuses e-mail for a kind that sends none (BAD_INPUT, nothing written), and visitors', async () => {
    const fritz = await member(t);
    const res = await t.gql(SET, { kind: 'FRIEND_ACCEPTED', channel: 'EMAIL', enabled: true }, { token: fritz.token });
    expect(res.errors![0]!.extensions!.code).toBe('BAD_INPUT');
    expect(await t.deps.database.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, fritz.id))).toEqual([]);
    const visitor = await t.gql(SET, { kind: 'MESSAGE', channel: 'PUSH', enabled: false });
    expect(visitor.errors![0]!.extensions!.code).toBe('NOT_SIGNED_IN');
  });
});

describe('a device’s choice of texts', () => {
  it('starts discreet; the owner switches it to detailed and back', async () => {
    const gina = await member(t);
    const endpoint = await device(gina);
    expect((await t.gql(DEVICE, { endpoint }, { token: gina.token })).data!.pushDevice).toEqual({ endpoint, detailed: false });
    expect((await t.gql(DETAILED, { endpoint, detailed: true }, { token: gina.token })).data!.setPushDetailed).toEqual({ endpoint, detailed: true });
    expect((await t.gql(DEVICE, { endpoint }, { token: gina.token })).data!.pushDevice).toEqual({ endpoint, detailed: true });
  });

  it('a device saved again by its owner keeps its choice; taken over by another member it starts discreet', async () => {
    const jana = await member(t);
    const kurt = await member(t);
    const input = browserSubscription();
    const SAVE = `mutation ($input: PushSubscriptionInput!) { savePushSubscription(input: $input) }`;
    await t.gql(SAVE, { input }, { token: jana.token });
    await t.gql(DETAILED, { endpoint: input.endpoint, detailed: true }, { token: jana.token });
    await t.gql(SAVE, { input }, { token: jana.token });
    expect((await t.gql(DEVICE, { endpoint: input.endpoint }, { token: jana.token })).data!.pushDevice).toEqual({ endpoint: input.endpoint, detailed: true });
    await t.gql(SAVE, { input }, { token: kurt.token });
    expect((await t.gql(DEVICE, { endpoint: input.endpoint }, { token: kurt.token })).data!.pushDevice).toEqual({ endpoint: input.endpoint, detailed: false });
  });

  it('someone else’s device: null to ask, NOT_FOUND to change (nothing changes)', async () => {
    const hanna = await member(t);
    const ida = await member(t);
    const endpoint = await device(hanna);
    expect((await t.gql(DEVICE, { endpoint }, { token: ida.token })).data!.pushDevice).toBeNull();
    const res = await t.gql(DETAILED, { endpoint, detailed: true }, { token: ida.token });
    expect(res.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const [row] = await t.deps.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row!.detailed).toBe(false);
    expect((await t.gql(DEVICE, { endpoint: 'not a url' }, { token: ida.token })).data!.pushDevice).toBeNull();
  });
});

describe('notification channels policy', () => {
  const viewer = { id: 'a' };
  it('allows push for every kind and e-mail where the kind sends one', () => {
    expect(canSetChannel(viewer, 'FRIEND_ACCEPTED', 'PUSH')).toEqual({ allowed: true });
    expect(canSetChannel(viewer, 'MESSAGE', 'EMAIL')).toEqual({ allowed: true });
  });
  it('refuses e-mail of a kind without, and visitors', () => {
    expect(canSetChannel(viewer, 'RESERVATION_REMINDER', 'EMAIL')).toEqual({ allowed: false, code: 'BAD_INPUT' });
    expect(canSetChannel(null, 'MESSAGE', 'PUSH')).toEqual({ allowed: false, code: 'NOT_SIGNED_IN' });
  });
  it('a device’s texts: its owner only; anyone else’s looks unknown', () => {
    expect(canSetPushDetailed(viewer, { userId: 'a' })).toEqual({ allowed: true });
    expect(canSetPushDetailed(viewer, { userId: 'b' })).toEqual({ allowed: false, code: 'NOT_FOUND' });
    expect(canSetPushDetailed(viewer, undefined)).toEqual({ allowed: false, code: 'NOT_FOUND' });
    expect(canSetPushDetailed(null, { userId: 'a' })).toEqual({ allowed: false, code: 'NOT_SIGNED_IN' });
  });
});
