import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../harness.js';
import { createPresenceService } from '../../src/modules/presence/presence.service.js';
import { lastActiveAtOf } from '../../src/modules/presence/presence.repository.js';
import { member, setUser, visit, type Member } from '../search/support.js';

// lastActiveAt is written by activity, at most once a minute per member (docs/decisions/0015).
describe('presence writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ask = (m: Member) => t.gql('{ currentUser { id } }', {}, { token: m.token });

  it('the first request of a member writes lastActiveAt; more within a minute do not; a minute later it moves on', async () => {
    const anna = await member(t);
    expect(await lastActiveAtOf(t.deps.database.db, anna.id)).toBeNull();
    const first = t.deps.now();
    await ask(anna);
    const written = await lastActiveAtOf(t.deps.database.db, anna.id);
    expect(written!.getTime()).toBeGreaterThanOrEqual(first.getTime());

    t.advance(30_000);
    await ask(anna);
    t.advance(29_000);
    await ask(anna);
    expect(await lastActiveAtOf(t.deps.database.db, anna.id)).toEqual(written);

    t.advance(1_500);
    const later = t.deps.now();
    await ask(anna);
    const moved = await lastActiveAtOf(t.deps.database.db, anna.id);
    expect(moved!.getTime()).toBeGreaterThanOrEqual(later.getTime());
    expect(moved!.getTime() - written!.getTime()).toBeGreaterThanOrEqual(60_000);
  });

  it('many members at once (a rush): each request is answered as its own member, a signed-out token as a visitor, and each member written', async () => {
    const members = await Promise.all(Array.from({ length: 40 }, () => member(t)));
    const signedOut = await member(t);
    await t.gql('mutation { signOut }', {}, { token: signedOut.token });
    const answers = await Promise.all([...members, signedOut].map((m) => ask(m)));
    expect(answers.map((a) => (a.data as { currentUser: { id: string } | null }).currentUser?.id ?? null)).toEqual([...members.map((m) => m.id), null]);
    for (const m of members) expect(await lastActiveAtOf(t.deps.database.db, m.id)).not.toBeNull();
  });

  it('another instance (its own memory) does not write again within the minute: the UPDATE’s condition holds', async () => {
    const ben = await member(t);
    await ask(ben);
    const userRow = await t.services.sessions.resolve(ben.token);
    const written = await lastActiveAtOf(t.deps.database.db, ben.id);
    const second = createPresenceService(t.deps);
    expect(await second.recordActivity(userRow!.user)).toBe(false);
    expect(await lastActiveAtOf(t.deps.database.db, ben.id)).toEqual(written);
    t.advance(60_000);
    expect(await second.recordActivity(userRow!.user)).toBe(true);
    expect((await lastActiveAtOf(t.deps.database.db, ben.id))!.getTime() - written!.getTime()).toBeGreaterThanOrEqual(60_000);
  });

  it('concurrent requests of one member on two instances write once', async () => {
    const cleo = await member(t);
    const session = await t.services.sessions.resolve(cleo.token);
    const instances = [createPresenceService(t.deps), createPresenceService(t.deps), createPresenceService(t.deps)];
    const wrote = await Promise.all(instances.map((p) => p.recordActivity(session!.user)));
    expect(wrote.filter(Boolean)).toHaveLength(1);
  });

  it('visitors, members not yet activated, members in a login timeout and deleted members write nothing', async () => {
    await t.gql('{ currentUser { id } }');
    const pending = await member(t, { pending: true });
    await ask(pending);
    expect(await lastActiveAtOf(t.deps.database.db, pending.id)).toBeNull();
    const timedOut = await member(t);
    await setUser(t, timedOut, { loginTimeoutUntil: new Date(t.deps.now().getTime() + 3_600_000) });
    await ask(timedOut);
    expect(await lastActiveAtOf(t.deps.database.db, timedOut.id)).toBeNull();
    const p = createPresenceService(t.deps);
    const deleted = await member(t);
    const session = await t.services.sessions.resolve(deleted.token);
    expect(await p.recordActivity({ ...session!.user, deletedAt: t.deps.now() })).toBe(false);
    expect(await lastActiveAtOf(t.deps.database.db, deleted.id)).toBeNull();
  });

  it('a member hidden from the online list is still written (others just do not see it)', async () => {
    const hidden = await member(t, { shownOnline: false });
    const other = await member(t);
    await ask(hidden);
    expect(await lastActiveAtOf(t.deps.database.db, hidden.id)).not.toBeNull();
    const seen = await visit(t, other, hidden);
    expect(seen.profile).toMatchObject({ lastActiveAt: null, isOnline: false });
    const own = await visit(t, hidden, hidden);
    expect(own.profile).toMatchObject({ isOnline: true });
    expect(own.profile!.lastActiveAt).not.toBeNull();
  });

  it('opening the /socket connection is activity too', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/socket`;
    const dora = await member(t);
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${dora.token}` }, retryAttempts: 0, lazy: true });
    try {
      const iterator = client.iterate<{ serverTime: string }>({ query: 'subscription { serverTime(intervalMs: 200) }' });
      for await (const result of iterator) {
        expect(result.errors).toBeUndefined();
        break;
      }
    } finally {
      await client.dispose();
    }
    expect(await lastActiveAtOf(t.deps.database.db, dora.id)).not.toBeNull();
  });
});
