import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { saveSettings } from '../../src/modules/settings/settings.repository.js';
import { SEARCH, activeAt, ages, block, errorOf, member, minutesAgo, searchAll, setUser, type Member } from './support.js';

// /profile-search through /graphql (spec §2, §8; docs/decisions/0015): order, pages, bad input, the limit.
describe('profileSearch', () => {
  let t: TestApp;
  let viewer: Member;
  const m: Record<string, Member> = {};

  beforeAll(async () => {
    t = await createTestApp();
    viewer = await member(t, { sex: 'MF' });
    const add = async (name: string, minutes: number | null, opts: Parameters<typeof member>[1] = {}) => {
      m[name] = await member(t, opts);
      await activeAt(t, m[name]!, minutes === null ? null : minutesAgo(t, minutes));
    };
    await add('onlineNow', 1, { sex: 'F' });
    await add('onlineEarlier', 4, { sex: 'MF' });
    await add('today', 120, { sex: 'M' });
    await add('lastWeek', 7 * 24 * 60, { sex: 'FF' });
    await add('hiddenButActive', 0.5, { sex: 'F', shownOnline: false });
    await add('never', null, { sex: 'MM' });
    await add('notSearchable', 1, { sex: 'F' });
    await saveSettings(t.deps.database.db, m.notSearchable!.id, { foundInSearch: false });
    await add('blocked', 1);
    await block(t, m.blocked!, viewer);
    await ages(t, m.onlineNow!, 29);
    await ages(t, m.onlineEarlier!, 52, 33);
    await ages(t, m.today!, 41);
  }, 60_000);
  afterAll(() => t.close());

  const names = (cards: { id: string }[]) => cards.map((c) => (c.id === viewer.id ? 'viewer' : (Object.entries(m).find(([, v]) => v.id === c.id)?.[0] ?? c.id)));

  it('orders online members first, then by recent activity, then members who show no activity; hides the blocked and unsearchable', async () => {
    const cards = await searchAll(t, viewer);
    const order = names(cards);
    expect(order.slice(0, 4)).toEqual(['onlineNow', 'onlineEarlier', 'today', 'lastWeek']);
    expect(new Set(order.slice(4))).toEqual(new Set(['hiddenButActive', 'never']));
    // The hidden member's activity shows nowhere: neither on the card nor by the position.
    expect(cards.find((c) => c.id === m.hiddenButActive!.id)).toMatchObject({ lastActiveAt: null, isOnline: false });
    expect(cards.slice(0, 2).every((c) => c.isOnline)).toBe(true);
  });

  it('pages by cursor across the two groups without repeats or gaps, for every page size', async () => {
    const all = names(await searchAll(t, viewer));
    for (const size of [1, 2, 3, 4, 5]) expect(names(await searchAll(t, viewer, {}, size))).toEqual(all);
  });

  it('pages a search by several profile types (one walk per type, merged) in the same order', async () => {
    // Another searcher: every page counts towards the limit, and the first one has paged a lot.
    const searcher = await member(t, { sex: 'M' });
    const filter = { profileTypes: ['F' as const, 'MF' as const, 'FF' as const] };
    const all = names(await searchAll(t, searcher, filter));
    // The first searcher (a couple, active through their searches just now) is found too.
    expect(all).toEqual(['viewer', 'onlineNow', 'onlineEarlier', 'lastWeek', 'hiddenButActive']);
    for (const size of [1, 3]) expect(names(await searchAll(t, searcher, filter, size))).toEqual(all);
  });

  it('filters: a couple matches an age range when either partner is in it', async () => {
    expect(names(await searchAll(t, viewer, { ageMin: 30, ageMax: 35 }))).toEqual(['onlineEarlier']);
    expect(names(await searchAll(t, viewer, { ageMin: 40 }))).toEqual(['onlineEarlier', 'today']);
    expect(names(await searchAll(t, viewer, { profileTypes: ['F', 'FF'], onlineNow: true }))).toEqual(['onlineNow']);
  });

  it('leaves out profiles the searcher may not open, and shows them locked (no avatar) only when asked to', async () => {
    const searcher = await member(t, { sex: 'M' });
    const womenOnly = await member(t, { sex: 'F', lookingFor: ['F'] });
    const open = await member(t, { sex: 'F', lookingFor: ['M'] });
    const found = await searchAll(t, searcher, { profileTypes: ['F'] });
    expect(found.map((c) => c.id)).toContain(open.id);
    expect(found.map((c) => c.id)).not.toContain(womenOnly.id);
    expect(found.every((c) => c.isAllowedToVisit)).toBe(true);
    const withLocked = await searchAll(t, searcher, { profileTypes: ['F'], includeLocked: true });
    expect(withLocked.find((c) => c.id === womenOnly.id)).toMatchObject({ isAllowedToVisit: false, avatar: null });
    expect(withLocked.find((c) => c.id === open.id)).toMatchObject({ isAllowedToVisit: true });
    expect(errorOf(await t.gql(SEARCH, { filter: { includeLocked: 'yes' } }, { token: searcher.token }))).toBeDefined();
  });

  it('cards tell the ages of the persons behind a profile (both partners of a couple), none on a locked card', async () => {
    const AGES = `query ($filter: ProfileSearchFilter) { profileSearch(filter: $filter, first: 50) { nodes { id ages isAllowedToVisit } } }`;
    const nodes = (await t.gql(AGES, { filter: { includeLocked: true } }, { token: viewer.token })).data!.profileSearch.nodes as { id: string; ages: number[]; isAllowedToVisit: boolean }[];
    expect(nodes.find((n) => n.id === m.onlineEarlier!.id)?.ages).toEqual([52, 33]);
    expect(nodes.find((n) => n.id === m.today!.id)?.ages).toEqual([41]);
    expect(nodes.find((n) => n.id === m.never!.id)?.ages).toEqual([]);
    expect(nodes.filter((n) => !n.isAllowedToVisit).every((n) => n.ages.length === 0)).toBe(true);
  });

  it('refuses bad input with a coded error, and bad input does not count towards the limit', async () => {
    const someone = await member(t);
    const code = async (variables: Record<string, unknown>) => errorOf(await t.gql(SEARCH, variables, { token: someone.token }));
    expect(await code({ filter: { ageMin: 17 } })).toMatchObject({ code: 'SEARCH_AGE_INVALID', fields: [{ field: 'ageMin', code: 'SEARCH_AGE_INVALID' }] });
    expect(await code({ filter: { ageMin: 50, ageMax: 40 } })).toMatchObject({ code: 'SEARCH_AGE_RANGE_INVALID' });
    expect(await code({ after: 'bm90LWEtY3Vyc29y' })).toMatchObject({ code: 'BAD_INPUT', fields: [{ field: 'after', code: 'BAD_INPUT' }] });
    const forgedType = await t.gql(SEARCH, { filter: { profileTypes: ['XY'] } }, { token: someone.token });
    expect(forgedType.errors?.length).toBeGreaterThan(0);
    expect(forgedType.data?.profileSearch).toBeUndefined();
    for (let i = 0; i < RATE_LIMITS.profileSearchPerAccount.limit; i++) {
      const res = await t.gql(SEARCH, { first: 1 }, { token: someone.token });
      expect(res.errors, `search ${i + 1}`).toBeUndefined();
    }
  });

  it('refuses the 31st page within 5 minutes with PROFILE_SEARCH_LIMIT, for that member only, until the window has passed', async () => {
    const eager = await member(t);
    const other = await member(t);
    for (let i = 0; i < RATE_LIMITS.profileSearchPerAccount.limit; i++) expect((await t.gql(SEARCH, {}, { token: eager.token })).errors).toBeUndefined();
    const refused = errorOf(await t.gql(SEARCH, {}, { token: eager.token }));
    expect(refused?.code).toBe('PROFILE_SEARCH_LIMIT');
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(300);
    expect((await t.gql(SEARCH, {}, { token: other.token })).errors).toBeUndefined();
    t.advance(RATE_LIMITS.profileSearchPerAccount.windowSeconds * 1000);
    expect((await t.gql(SEARCH, {}, { token: eager.token })).errors).toBeUndefined();
  });

  it('is for activated, active members only', async () => {
    expect(errorOf(await t.gql(SEARCH, {}))?.code).toBe('NOT_SIGNED_IN');
    const pending = await member(t, { pending: true });
    expect(errorOf(await t.gql(SEARCH, {}, { token: pending.token }))?.code).toBe('NEED_PHONE_AND_EMAIL');
    const sleeper = await member(t);
    await setUser(t, sleeper, { isDeactivated: true });
    expect(errorOf(await t.gql(SEARCH, {}, { token: sleeper.token }))?.code).toBe('NEED_ACTIVE');
  });
});
