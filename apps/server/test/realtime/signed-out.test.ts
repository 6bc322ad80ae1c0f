import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../harness.js';
import { member, setUser, type Member } from '../profiles/support.js';
import { sessions } from '../../src/modules/accounts/accounts.table.js';
import { lastActiveAtOf } from '../../src/modules/presence/presence.repository.js';
import { socketTestApp, type LiveSubscription } from './support.js';

// A member who is signed out loses their subscriptions (decision 0017): the socket closes with 4401.

const TICKS = 'subscription { serverTime(intervalMs: 200) }';

describe('sockets of signed-out members', () => {
  const app = socketTestApp();
  let t: TestApp;
  beforeAll(() => {
    t = app.t;
  });

  async function ticking(token: string) {
    const live = app.subscribe(token, TICKS);
    await live.waitFor(1);
    return live;
  }

  /** Another session of the same member (a second device). */
  async function secondDevice(m: Member) {
    return (await t.services.sessions.start(t.deps.database.db, m.id, 'second device')).token;
  }

  /** Proof that a socket still works: another tick arrives. */
  async function stillTicking(live: LiveSubscription<unknown>) {
    const seen = live.results.length;
    await live.waitFor(seen + 1);
    expect(live.closedWith).toBeNull();
  }

  it('closes the socket of the session that signed out, and only that one', async () => {
    const anna = await member(t);
    const other = await secondDevice(anna);
    const here = await ticking(anna.token);
    const there = await ticking(other);
    expect((await t.gql('mutation { signOut }', {}, { token: anna.token })).data?.signOut).toBe(true);
    expect(await here.waitForClose()).toBe(4401);
    await stillTicking(there);
    expect(t.realtime.registry.of(anna.id)).toHaveLength(1);
  });

  it('closes the other devices’ sockets on "sign out everywhere else", not this one', async () => {
    const ben = await member(t);
    const other = await secondDevice(ben);
    const here = await ticking(ben.token);
    const there = await ticking(other);
    expect((await t.gql('mutation { endOtherSessions }', {}, { token: ben.token })).data?.endOtherSessions).toBe(1);
    expect(await there.waitForClose()).toBe(4401);
    await stillTicking(here);
  });

  it('closes every socket of a member who deactivates their account', async () => {
    const cleo = await member(t);
    const sockets = [await ticking(cleo.token), await ticking(await secondDevice(cleo))];
    expect((await t.gql('mutation { deactivateAccount }', {}, { token: cleo.token })).errors).toBeUndefined();
    expect(await Promise.all(sockets.map((s) => s.waitForClose()))).toEqual([4401, 4401]);
    expect(t.realtime.registry.of(cleo.id)).toHaveLength(0);
  });

  it('leaves sockets of other members alone', async () => {
    const dora = await member(t);
    const emil = await member(t);
    const dorasSocket = await ticking(dora.token);
    await t.gql('mutation { signOut }', {}, { token: emil.token });
    await stillTicking(dorasSocket);
  });

  it('the minute’s check closes what no event announced (a timeout set by the CLI, a session removed in the database)', async () => {
    const fritz = await member(t);
    const gina = await member(t);
    const hans = await member(t);
    const timedOut = await ticking(fritz.token);
    const removed = await ticking(gina.token);
    const fine = await ticking(hans.token);
    await setUser(t, fritz, { loginTimeoutUntil: new Date(t.deps.now().getTime() + 3_600_000) });
    await t.deps.database.db.delete(sessions).where(eq(sessions.userId, gina.id));
    await stillTicking(timedOut);
    await t.realtime.watch.checkAll();
    expect(await timedOut.waitForClose()).toBe(4401);
    expect(await removed.waitForClose()).toBe(4401);
    await stillTicking(fine);
  });

  it('the minute’s check keeps a member with an open socket active (online) while it is open', async () => {
    const ida = await member(t);
    await ticking(ida.token);
    // A minute later (activity is written at most once a minute), with no request meanwhile.
    t.advance(61_000);
    const twoMinutesAgo = new Date(t.deps.now().getTime() - 120_000);
    await setUser(t, ida, { lastActiveAt: twoMinutesAgo });
    await t.realtime.watch.checkAll();
    const after = await lastActiveAtOf(t.deps.database.db, ida.id);
    expect(after!.getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + 100_000);
  });

  it('a visitor’s socket is refused at connection_init (4403: no subscription is open to visitors)', async () => {
    const before = app.t.realtime.registry.size;
    const visitor = app.subscribe(null, TICKS);
    expect(await visitor.waitForClose()).toBe(4403);
    expect(visitor.results).toEqual([]);
    expect(app.t.realtime.registry.size).toBe(before);
  });
});
