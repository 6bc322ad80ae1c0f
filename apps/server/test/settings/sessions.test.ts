import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { eq } from 'drizzle-orm';
import { errorOf, member, sessionCount, signInAgain, tokenWorks } from './support.js';
import { sessions } from '../../src/modules/accounts/accounts.table.js';
import { findSessionWithUser, findSessionsWithUsers } from '../../src/modules/accounts/sessions.repository.js';
import { hashToken } from '../../src/modules/accounts/tokens.js';

// The settings' list of devices: what it shows, signing out one other device or all others.

const SESSIONS = `query ($first: Int, $after: String) { sessions(first: $first, after: $after) { nodes { id browser os createdAt lastUsedAt current viewerCan { end } } hasNextPage endCursor } }`;
const END = `mutation ($id: ID!) { endSession(id: $id) }`;
const END_OTHERS = `mutation { endOtherSessions }`;
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0';

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (token: string, vars: Record<string, unknown> = {}) => (await t.gql(SESSIONS, vars, { token })).data!.sessions;

  it('lists the member’s devices newest first, marks this one, and only the others can be ended', async () => {
    const anna = await member(t);
    const phone = await signInAgain(t, anna, { userAgent: ANDROID_CHROME });
    const laptop = await signInAgain(t, anna, { userAgent: MAC_FIREFOX });
    const other = await member(t);
    const page = await list(laptop);
    expect(page.nodes.map((s: { browser: string | null; os: string | null; current: boolean; viewerCan: { end: boolean } }) => [s.browser, s.os, s.current, s.viewerCan.end])).toEqual([
      ['Firefox', 'macOS', true, false],
      ['Chrome', 'Android', false, true],
      [null, null, false, true],
    ]);
    expect(page.nodes.every((s: { createdAt: string; lastUsedAt: string }) => !Number.isNaN(Date.parse(s.createdAt)) && !Number.isNaN(Date.parse(s.lastUsedAt)))).toBe(true);
    // Nothing of other members.
    expect((await list(other.token)).nodes).toHaveLength(1);
    expect(await tokenWorks(t, phone)).toBe(true);
  });

  it('pages through many devices', async () => {
    const ben = await member(t);
    for (let i = 0; i < 4; i++) await signInAgain(t, ben);
    const first = await list(ben.token, { first: 3 });
    expect(first.nodes).toHaveLength(3);
    expect(first.hasNextPage).toBe(true);
    const second = await list(ben.token, { first: 3, after: first.endCursor });
    expect(second.nodes).toHaveLength(2);
    expect(second.hasNextPage).toBe(false);
    const ids = [...first.nodes, ...second.nodes].map((s: { id: string }) => s.id);
    expect(new Set(ids).size).toBe(5);
  });

  it('signs out one other device', async () => {
    const carl = await member(t);
    const phone = await signInAgain(t, carl, { userAgent: ANDROID_CHROME });
    const phoneSession = (await list(carl.token)).nodes.find((s: { browser: string | null }) => s.browser === 'Chrome');
    expect((await t.gql(END, { id: phoneSession.id }, { token: carl.token })).data!.endSession).toBe(true);
    expect(await tokenWorks(t, phone)).toBe(false);
    expect(await tokenWorks(t, carl.token)).toBe(true);
    expect(errorOf(await t.gql(END, { id: phoneSession.id }, { token: carl.token }))?.code).toBe('NOT_FOUND');
  });

  it('refuses someone else’s session, a forged id and this very session; nothing ends', async () => {
    const dora = await member(t);
    const emil = await member(t);
    const emilSession = (await list(emil.token)).nodes[0];
    const doraSession = (await list(dora.token)).nodes[0];
    expect(errorOf(await t.gql(END, { id: emilSession.id }, { token: dora.token }))?.code).toBe('NOT_FOUND');
    expect(errorOf(await t.gql(END, { id: '3f1e2d4c-5b6a-4789-9abc-def012345678' }, { token: dora.token }))?.code).toBe('NOT_FOUND');
    expect(errorOf(await t.gql(END, { id: 'nonsense' }, { token: dora.token }))?.code).toBe('NOT_FOUND');
    expect(errorOf(await t.gql(END, { id: doraSession.id }, { token: dora.token }))?.code).toBe('NOT_ALLOWED');
    expect(await tokenWorks(t, emil.token)).toBe(true);
    expect(await tokenWorks(t, dora.token)).toBe(true);
  });

  it('“sign out everywhere else” ends every other session of the member only', async () => {
    const fritz = await member(t);
    const gina = await member(t);
    const others = [await signInAgain(t, fritz), await signInAgain(t, fritz)];
    expect((await t.gql(END_OTHERS, {}, { token: fritz.token })).data!.endOtherSessions).toBe(2);
    for (const token of others) expect(await tokenWorks(t, token)).toBe(false);
    expect(await tokenWorks(t, fritz.token)).toBe(true);
    expect(await sessionCount(t, fritz.id)).toBe(1);
    expect(await tokenWorks(t, gina.token)).toBe(true);
    expect((await t.gql(END_OTHERS, {}, { token: fritz.token })).data!.endOtherSessions).toBe(0);
  });

  it('marks a session as used at most once a minute, also when a screen’s requests arrive together', async () => {
    const m = await member(t);
    const db = t.deps.database.db;
    const usedAt = async () => (await db.select({ at: sessions.lastUsedAt }).from(sessions).where(eq(sessions.userId, m.id)))[0]!.at;
    const ask = () => t.gql('{ currentUser { id } }', {}, { token: m.token });
    // Used 30 s ago: not written again.
    const recent = new Date(t.deps.now().getTime() - 30_000);
    await db.update(sessions).set({ lastUsedAt: recent }).where(eq(sessions.userId, m.id));
    expect((await ask()).data!.currentUser.id).toBe(m.id);
    expect((await usedAt()).getTime()).toBe(recent.getTime());
    // Used two minutes ago: three requests at once all answer, and the mark moves to now.
    await db.update(sessions).set({ lastUsedAt: new Date(t.deps.now().getTime() - 120_000) }).where(eq(sessions.userId, m.id));
    const before = t.deps.now().getTime();
    const answers = await Promise.all([ask(), ask(), ask()]);
    expect(answers.map((a) => a.data!.currentUser.id)).toEqual([m.id, m.id, m.id]);
    expect((await usedAt()).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('sessions looked up together each find their own member; an expired or unknown one finds none', async () => {
    const [a, b, c, d] = [await member(t), await member(t), await member(t), await member(t)];
    const db = t.deps.database.db;
    await db.update(sessions).set({ expiresAt: new Date(t.deps.now().getTime() - 1000) }).where(eq(sessions.userId, d.id));
    // The first lookup runs alone; those arriving meanwhile go in one statement together.
    const found = await Promise.all([a, b, c, d].map((m) => t.services.sessions.resolve(m.token)).concat(t.services.sessions.resolve('no-such-token')));
    expect(found.map((f) => f?.user.id ?? null)).toEqual([a.id, b.id, c.id, null, null]);
  });

  it('finds the sessions of any number of tokens looked up at once, each with its member, none for the unknown and the expired', async () => {
    const db = t.deps.database.db;
    const members = [];
    for (let i = 0; i < 35; i++) members.push(await member(t));
    const expired = members[2]!;
    await db.update(sessions).set({ expiresAt: new Date(t.deps.now().getTime() - 1000) }).where(eq(sessions.userId, expired.id));
    // Sizes of each kind of statement: one per count, padded to a size, and the array past the sizes.
    for (const n of [2, 4, 5, 8, 9, 17, 33, 35]) {
      const asked = members.slice(0, n);
      const hashes = [...asked.map((m) => hashToken(m.token)), hashToken('no-such-token')];
      const found = await findSessionsWithUsers(db, hashes, t.deps.now());
      expect(hashes.map((h) => found.get(h)?.user.id ?? null), `${n} tokens`).toEqual([...asked.map((m) => (m === expired ? null : m.id)), null]);
      // Each as the lookup of one token finds it: the same session and member, value for value.
      for (const h of hashes.slice(0, 3)) expect(found.get(h), `${n} tokens`).toEqual(await findSessionWithUser(db, h, t.deps.now()));
    }
  });

  it('visitors have no sessions to list or end', async () => {
    expect(errorOf(await t.gql(SESSIONS))?.code).toBe('NOT_SIGNED_IN');
    expect(errorOf(await t.gql(END_OTHERS))?.code).toBe('NOT_SIGNED_IN');
  });
});
