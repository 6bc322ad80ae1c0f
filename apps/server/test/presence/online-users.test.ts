import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { ONLINE, activeAt, block, errorOf, member, minutesAgo, onlineAll, setUser, type Member } from '../search/support.js';

// /online-users (spec §2, §3; docs/decisions/0015): who is shown online to whom.
describe('onlineUsers', () => {
  let t: TestApp;
  let viewer: Member;
  const m: Record<string, Member> = {};

  beforeAll(async () => {
    t = await createTestApp();
    viewer = await member(t, { sex: 'M' });
    const online = async (name: string, minutes: number, opts: Parameters<typeof member>[1] = {}) => {
      m[name] = await member(t, opts);
      await activeAt(t, m[name]!, minutesAgo(t, minutes));
    };
    await online('newest', 0.5, { sex: 'F' });
    await online('locked', 1, { sex: 'F', lookingFor: ['F'] });
    await online('older', 4.5, { sex: 'MF' });
    await online('gone', 6, { sex: 'F' });
    await online('hidden', 0.5, { sex: 'F', shownOnline: false });
    await online('blockedByViewer', 0.5);
    await online('blockingViewer', 0.5);
    await online('deactivated', 0.5);
    await online('deleted', 0.5);
    await online('pending', 0.5, { pending: true });
    m.never = await member(t);
    await block(t, viewer, m.blockedByViewer!);
    await block(t, m.blockingViewer!, viewer);
    await setUser(t, m.deactivated!, { isDeactivated: true });
    await setUser(t, m.deleted!, { deletedAt: new Date() });
  }, 60_000);
  afterAll(() => t.close());

  const names = (cards: { id: string }[]) => cards.map((c) => Object.entries(m).find(([, v]) => v.id === c.id)?.[0] ?? (c.id === viewer.id ? 'viewer' : c.id));

  it('lists members active within 5 minutes who show it, newest first; the viewer, blocks either way, hidden, inactive, deactivated, deleted and pending ones are left out', async () => {
    const cards = await onlineAll(t, viewer);
    expect(names(cards)).toEqual(['newest', 'locked', 'older']);
    expect(cards.every((c) => c.isOnline && c.lastActiveAt !== null)).toBe(true);
  });

  it('shows a profile the viewer may not open with a lock and without avatar', async () => {
    const cards = await onlineAll(t, viewer);
    expect(cards.find((c) => c.id === m.locked!.id)).toMatchObject({ isAllowedToVisit: false, avatar: null });
    expect(cards.find((c) => c.id === m.newest!.id)).toMatchObject({ isAllowedToVisit: true });
  });

  it('pages by cursor without repeats or gaps', async () => {
    const first = await t.gql(ONLINE, { first: 2 }, { token: viewer.token });
    expect(names(first.data!.onlineUsers.nodes)).toEqual(['newest', 'locked']);
    expect(first.data!.onlineUsers.hasNextPage).toBe(true);
    const second = await t.gql(ONLINE, { first: 2, after: first.data!.onlineUsers.endCursor }, { token: viewer.token });
    expect(names(second.data!.onlineUsers.nodes)).toEqual(['older']);
    expect(second.data!.onlineUsers.hasNextPage).toBe(false);
  });

  it('the block works both ways: the blocked members do not see the viewer either', async () => {
    await activeAt(t, viewer, minutesAgo(t, 0.2));
    const seen = async (who: Member) => (await onlineAll(t, who)).some((c) => c.id === viewer.id);
    expect(await seen(m.newest!)).toBe(true);
    expect(await seen(m.blockedByViewer!)).toBe(false);
    expect(await seen(m.blockingViewer!)).toBe(false);
  });

  it('a member drops off 5 minutes after the last activity', async () => {
    t.advance(60_000);
    expect(names(await onlineAll(t, viewer))).toEqual(['newest', 'locked']);
    t.advance(-60_000);
  });

  it('refuses visitors, members who have not activated, deactivated members and forged cursors', async () => {
    expect(errorOf(await t.gql(ONLINE, {}))?.code).toBe('NOT_SIGNED_IN');
    expect(errorOf(await t.gql(ONLINE, {}, { token: m.pending!.token }))?.code).toBe('NEED_PHONE_AND_EMAIL');
    const sleeper = await member(t);
    await setUser(t, sleeper, { isDeactivated: true });
    expect(errorOf(await t.gql(ONLINE, {}, { token: sleeper.token }))?.code).toBe('NEED_ACTIVE');
    const forged = await t.gql(ONLINE, { after: Buffer.from('yesterday|someone').toString('base64url') }, { token: viewer.token });
    expect(errorOf(forged)).toMatchObject({ code: 'BAD_INPUT', fields: [{ field: 'after', code: 'BAD_INPUT' }] });
  });
});
