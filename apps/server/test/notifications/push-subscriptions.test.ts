import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_LIMITS } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { member } from '../guestbook/support.js';
import { errorOf } from '../accounts/support.js';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { PUBLIC_KEY, REMOVE, SAVE, browserSubscription, storedSubscriptions } from './support.js';

// The push question's server side: a member's browser subscription is stored (once per endpoint,
// with whoever is signed in now), and only its owner can take it away again.

describe('push subscriptions', () => {
  let t: TestApp;
  let anna: Awaited<ReturnType<typeof member>>;
  let ben: Awaited<ReturnType<typeof member>>;

  beforeAll(async () => {
    t = await createTestApp();
    anna = await member(t);
    ben = await member(t);
  });
  afterAll(() => t.close());

  it('the public key is there for everyone, visitors included', async () => {
    const res = await t.gql(PUBLIC_KEY);
    expect(res.errors).toBeUndefined();
    expect(Buffer.from(res.data!.pushPublicKey, 'base64url')).toHaveLength(65);
    expect((await t.gql(PUBLIC_KEY, {}, { token: anna.token })).data!.pushPublicKey).toBe(res.data!.pushPublicKey);
  });

  it('a visitor cannot save a subscription: NOT_SIGNED_IN and no row', async () => {
    const before = await storedSubscriptions(t);
    const res = await t.gql(SAVE, { input: browserSubscription() });
    expect(errorOf(res)?.code).toBe('NOT_SIGNED_IN');
    expect(await storedSubscriptions(t)).toEqual(before);
  });

  it('a member saves the browser’s subscription; saving it again changes nothing', async () => {
    const input = browserSubscription();
    const res = await t.gql(SAVE, { input }, { token: anna.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.savePushSubscription).toBe(true);
    const [row] = (await storedSubscriptions(t)).filter((s) => s.endpoint === input.endpoint);
    expect(row).toMatchObject({ userId: anna.id, endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, userAgent: expect.any(String) });

    t.advance(60_000);
    const again = await t.gql(SAVE, { input }, { token: anna.token });
    expect(again.data!.savePushSubscription).toBe(true);
    const rows = (await storedSubscriptions(t)).filter((s) => s.endpoint === input.endpoint);
    expect(rows).toEqual([row]);
  });

  it('new keys for a known endpoint replace the old ones', async () => {
    const input = browserSubscription();
    await t.gql(SAVE, { input }, { token: anna.token });
    const renewed = browserSubscription({ endpoint: input.endpoint });
    await t.gql(SAVE, { input: renewed }, { token: anna.token });
    const rows = (await storedSubscriptions(t)).filter((s) => s.endpoint === input.endpoint);
    expect(rows.map((r) => [r.userId, r.p256dh, r.auth])).toEqual([[anna.id, renewed.p256dh, renewed.auth]]);
  });

  it('an endpoint saved by another member moves to them (the browser belongs to whoever is signed in now)', async () => {
    const input = browserSubscription();
    await t.gql(SAVE, { input }, { token: anna.token });
    const [before] = (await storedSubscriptions(t)).filter((s) => s.endpoint === input.endpoint);

    t.advance(60_000);
    const res = await t.gql(SAVE, { input }, { token: ben.token });
    expect(res.data!.savePushSubscription).toBe(true);
    const rows = (await storedSubscriptions(t)).filter((s) => s.endpoint === input.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(ben.id);
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThan(before!.createdAt.getTime());

    // Anna can no longer take it away; Ben can.
    expect(errorOf(await t.gql(REMOVE, { endpoint: input.endpoint }, { token: anna.token }))?.code).toBe('NOT_FOUND');
    expect((await t.gql(REMOVE, { endpoint: input.endpoint }, { token: ben.token })).data!.removePushSubscription).toBe(true);
    expect((await storedSubscriptions(t)).filter((s) => s.endpoint === input.endpoint)).toEqual([]);
  });

  describe('bad input: BAD_INPUT with the field’s code, and no row', () => {
    const cases: [string, Record<string, string>, string, string][] = [
      ['an http endpoint', { endpoint: 'http://fcm.googleapis.com/fcm/send/abc' }, 'endpoint', 'PUSH_ENDPOINT_INVALID'],
      ['an endpoint that is no URL', { endpoint: 'not a url' }, 'endpoint', 'PUSH_ENDPOINT_INVALID'],
      ['an endpoint on an IP address', { endpoint: 'https://10.0.0.5/push/abc' }, 'endpoint', 'PUSH_ENDPOINT_INVALID'],
      ['an endpoint on localhost', { endpoint: 'https://localhost/push/abc' }, 'endpoint', 'PUSH_ENDPOINT_INVALID'],
      ['an endpoint with a port', { endpoint: 'https://push.example.com:8443/abc' }, 'endpoint', 'PUSH_ENDPOINT_INVALID'],
      ['an endpoint with credentials', { endpoint: 'https://user:pw@push.example.com/abc' }, 'endpoint', 'PUSH_ENDPOINT_INVALID'],
      ['an endpoint over 1000 characters', { endpoint: `https://push.example.com/${'a'.repeat(PUSH_LIMITS.endpointMax)}` }, 'endpoint', 'PUSH_ENDPOINT_INVALID'],
      ['an empty endpoint', { endpoint: '' }, 'endpoint', 'PUSH_ENDPOINT_INVALID'],
      ['a p256dh that is too short', { p256dh: 'BOr4Zq' }, 'p256dh', 'PUSH_KEY_INVALID'],
      ['a p256dh with other characters', { p256dh: `B${'+'.repeat(86)}` }, 'p256dh', 'PUSH_KEY_INVALID'],
      ['a p256dh that is no uncompressed point', { p256dh: `A${'a'.repeat(86)}` }, 'p256dh', 'PUSH_KEY_INVALID'],
      ['an auth secret that is too long', { auth: 'a'.repeat(40) }, 'auth', 'PUSH_KEY_INVALID'],
      ['an empty auth secret', { auth: '' }, 'auth', 'PUSH_KEY_INVALID'],
    ];
    it.each(cases)('%s', async (_label, override, field, code) => {
      const before = await storedSubscriptions(t);
      const res = await t.gql(SAVE, { input: browserSubscription(override) }, { token: anna.token });
      expect(errorOf(res)).toMatchObject({ code: 'BAD_INPUT', fields: [{ field, code }] });
      expect(res.data?.savePushSubscription ?? null).toBeNull();
      expect(await storedSubscriptions(t)).toEqual(before);
    });

    it('keys with base64 padding are stored without it', async () => {
      const input = browserSubscription();
      await t.gql(SAVE, { input: { ...input, p256dh: `${input.p256dh}=`, auth: `${input.auth}==` } }, { token: anna.token });
      const [row] = (await storedSubscriptions(t)).filter((s) => s.endpoint === input.endpoint);
      expect([row!.p256dh, row!.auth]).toEqual([input.p256dh, input.auth]);
    });
  });

  it('a member cannot remove someone else’s or an unknown endpoint: NOT_FOUND and nothing changes', async () => {
    const bens = browserSubscription();
    await t.gql(SAVE, { input: bens }, { token: ben.token });
    const before = await storedSubscriptions(t);
    for (const endpoint of [bens.endpoint, browserSubscription().endpoint, 'javascript:alert(1)', '']) {
      expect(errorOf(await t.gql(REMOVE, { endpoint }, { token: anna.token }))?.code, endpoint).toBe('NOT_FOUND');
    }
    expect(errorOf(await t.gql(REMOVE, { endpoint: bens.endpoint }))?.code).toBe('NOT_SIGNED_IN');
    expect(await storedSubscriptions(t)).toEqual(before);
  });

  it('a member removes their own subscription; removing it twice is NOT_FOUND', async () => {
    const input = browserSubscription();
    await t.gql(SAVE, { input }, { token: anna.token });
    const res = await t.gql(REMOVE, { endpoint: input.endpoint }, { token: anna.token });
    expect(res.data!.removePushSubscription).toBe(true);
    expect((await storedSubscriptions(t)).some((s) => s.endpoint === input.endpoint)).toBe(false);
    expect(errorOf(await t.gql(REMOVE, { endpoint: input.endpoint }, { token: anna.token }))?.code).toBe('NOT_FOUND');
  });

  it('during a login timeout a member cannot save, but can still remove their browser', async () => {
    const carla = await member(t);
    const input = browserSubscription();
    await t.gql(SAVE, { input }, { token: carla.token });
    await updateUser(t.deps.database.db, carla.id, { loginTimeoutUntil: new Date(Date.now() + 3_600_000) });

    expect(errorOf(await t.gql(SAVE, { input: browserSubscription() }, { token: carla.token }))?.code).toBe('LOGIN_TIMEOUT');
    expect((await t.gql(REMOVE, { endpoint: input.endpoint }, { token: carla.token })).data!.removePushSubscription).toBe(true);
    expect((await storedSubscriptions(t)).filter((s) => s.userId === carla.id)).toEqual([]);
  });

  it(`a member keeps at most ${PUSH_LIMITS.subscriptionsPerMember} browsers: the oldest is forgotten`, async () => {
    const dora = await member(t);
    const inputs = Array.from({ length: PUSH_LIMITS.subscriptionsPerMember + 2 }, () => browserSubscription());
    for (const input of inputs) {
      t.advance(1000);
      expect((await t.gql(SAVE, { input }, { token: dora.token })).errors).toBeUndefined();
    }
    const kept = (await storedSubscriptions(t)).filter((s) => s.userId === dora.id).map((s) => s.endpoint);
    expect(kept).toEqual(inputs.slice(2).map((i) => i.endpoint));
  });

  it('a deleted member’s subscriptions go with the account', async () => {
    const eva = await member(t);
    await t.gql(SAVE, { input: browserSubscription() }, { token: eva.token });
    await t.deps.database.exec(`DELETE FROM users WHERE id = '${eva.id}'`);
    expect((await storedSubscriptions(t)).filter((s) => s.userId === eva.id)).toEqual([]);
  });
});
