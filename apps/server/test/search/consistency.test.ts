import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { photoVariantUrl, type ProfileSearchFilterInput, profileSearchFilterSchema } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { users, type UserRow } from '../../src/modules/accounts/accounts.table.js';
import { blocksBetween } from '../../src/modules/blocks/blocks.repository.js';
import { profilePersons, profiles } from '../../src/modules/profiles/profiles.table.js';
import { userUploads } from '../../src/modules/photos/photos.table.js';
import { getSettings, saveSettings } from '../../src/modules/settings/settings.repository.js';
import { appearsOnline } from '../../src/modules/presence/presence.policy.js';
import { isFoundInSearch, matchesFilter, type SearchFacts } from '../../src/modules/search/search.policy.js';
import {
  activeAt,
  ages,
  block,
  fetchFile,
  jpegImage,
  makeFriends,
  member,
  minutesAgo,
  onlineAll,
  searchAll,
  setUser,
  visit,
  withAvatar,
  type Card,
  type Member,
  type MemberOptions,
} from './support.js';

// Issue 4: whoever may see a profile, an online status or a photo one at a time is exactly who finds
// it in the lists (search, online users, the gallery). Every member below is looked at by every viewer
// through the single checks (user(slug), the photo file, the pure rules on the stored rows) and
// through the lists, and the answers must be the same.

interface TargetSpec extends MemberOptions {
  minutesAgo: number | null;
  avatar?: boolean;
  ages?: number[];
  foundInSearch?: boolean;
}

const TARGETS: [string, TargetSpec][] = [
  ['open man, online, with photo', { sex: 'M', minutesAgo: 1, avatar: true, ages: [34] }],
  ['open woman, online, with photo, friend of the first viewer', { sex: 'F', minutesAgo: 2, avatar: true, ages: [29], lookingFor: ['M', 'MF'] }],
  ['couple looking for women only, online, with photo', { sex: 'MF', minutesAgo: 0.5, avatar: true, ages: [48, 39], lookingFor: ['F'] }],
  ['verified-only woman, active an hour ago, with photo', { sex: 'F', minutesAgo: 60, avatar: true, ages: [41], visitableOnlyByVerified: true }],
  ['hidden from the online list, active now, with photo', { sex: 'F', minutesAgo: 0.5, avatar: true, ages: [52], shownOnline: false }],
  ['not found in profile search, online', { sex: 'MM', minutesAgo: 1, ages: [30, 31], foundInSearch: false }],
  ['verified men’s couple looking for men’s couples, 10 minutes ago', { sex: 'MM', minutesAgo: 10, verified: true, ages: [60, 58], lookingFor: ['MM'] }],
  ['premium women’s couple, online, no ages', { sex: 'FF', minutesAgo: 3, premium: true }],
  ['blocked by every viewer, online, with photo', { sex: 'F', minutesAgo: 1, avatar: true }],
  ['blocking every viewer, online', { sex: 'M', minutesAgo: 1 }],
  ['deactivated, was online', { sex: 'F', minutesAgo: 1, avatar: true }],
  ['deleted, was online', { sex: 'M', minutesAgo: 1 }],
  // Presence starts with activation (presence.policy recordsActivity), so a pending member has no activity.
  ['pending activation', { sex: 'F', minutesAgo: null, pending: true }],
  ['never active, no profile type', { sex: null, minutesAgo: null }],
  // Staff are not members (decision 0031): never found, never online, even with a profile type.
  ['staff with a profile type, online, with photo', { sex: 'M', minutesAgo: 1, avatar: true, admin: true, verified: true }],
];

const VIEWERS: [string, MemberOptions][] = [
  ['unverified man', { sex: 'M' }],
  ['verified woman', { sex: 'F', verified: true }],
  ['premium couple', { sex: 'MF', premium: true }],
  ['admin without type', { sex: null, admin: true, verified: true }],
];

const FILTERS: ProfileSearchFilterInput[] = [
  { profileTypes: ['MM'] },
  { profileTypes: ['F', 'FF'] },
  { ageMin: 35, ageMax: 50 },
  { ageMax: 30 },
  { lookingFor: ['MM'] },
  { hasPhoto: true },
  { verifiedOnly: true },
  { onlineNow: true },
  { profileTypes: ['F', 'MF'], hasPhoto: true, onlineNow: true },
  { includeLocked: true },
  { includeLocked: true, profileTypes: ['F', 'FF'], onlineNow: true },
];

describe('single checks and lists agree', () => {
  let t: TestApp;
  const viewers: [string, Member][] = [];
  const targets: [string, Member][] = [];
  const avatars = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    const image = await jpegImage(320, 320);
    for (const [name, opts] of VIEWERS) viewers.push([name, await member(t, opts)]);
    for (const [name, spec] of TARGETS) {
      const m = await member(t, spec);
      targets.push([name, m]);
      if (spec.avatar) avatars.set(m.id, await withAvatar(t, m, image));
      if (spec.ages) await ages(t, m, ...spec.ages);
      if (spec.foundInSearch === false) await saveSettings(t.deps.database.db, m.id, { foundInSearch: false });
    }
    const byName = Object.fromEntries(targets);
    for (const [, viewer] of viewers) {
      await block(t, viewer, byName['blocked by every viewer, online, with photo']!);
      await block(t, byName['blocking every viewer, online']!, viewer);
    }
    await makeFriends(t, viewers[0]![1], byName['open woman, online, with photo, friend of the first viewer']!);
    await setUser(t, byName['deactivated, was online']!, { isDeactivated: true });
    await setUser(t, byName['deleted, was online']!, { deletedAt: new Date() });
    // Activity last: the uploads above were requests of the members (and so activity).
    for (const [name, spec] of TARGETS) {
      const m = byName[name]!;
      await activeAt(t, m, spec.minutesAgo === null ? null : minutesAgo(t, spec.minutesAgo));
    }
  }, 120_000);
  afterAll(() => t.close());

  const everyone = () => [...viewers, ...targets].map(([, m]) => m);
  const nameOf = (id: string) => [...viewers, ...targets].find(([, m]) => m.id === id)?.[0] ?? id;

  async function rowOf(id: string): Promise<UserRow> {
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, id));
    return row!;
  }

  /** What the pure rules say about `target` for `viewer`, from the stored rows, one member at a time. */
  async function singleFacts(viewer: Member, target: Member) {
    const db = t.deps.database.db;
    const row = await rowOf(target.id);
    const settings = await getSettings(db, target.id);
    const between = await blocksBetween(db, viewer.id, target.id);
    const relation = { blockedEitherWay: between.aBlockedB || between.bBlockedA };
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, target.id));
    const persons = await db.select().from(profilePersons).where(eq(profilePersons.userId, target.id));
    const now = t.deps.now();
    const online = appearsOnline(viewer.id, { ...row, shownOnline: settings.shownOnline }, relation, now);
    const found = isFoundInSearch(viewer.id, { ...row, foundInSearch: settings.foundInSearch }, relation);
    return { row, profile, persons, online, found };
  }

  async function photoFileVisible(viewer: Member, photoId: string): Promise<boolean> {
    const res = await fetchFile(t, photoVariantUrl(photoId, 'thumb', 'webp'), viewer.token);
    return res.status === 200;
  }

  describe.each(VIEWERS.map(([name]) => name))('%s', (viewerName) => {
    const viewerOf = () => viewers.find(([n]) => n === viewerName)![1];

    it('search finds exactly the members the single rule finds; each card’s lock, online mark and photo are the single checks’ answers', async () => {
      const viewer = viewerOf();
      const cards = new Map((await searchAll(t, viewer, { includeLocked: true })).map((c) => [c.id, c]));
      let locked = 0;
      for (const target of everyone()) {
        const facts = await singleFacts(viewer, target);
        const card = cards.get(target.id);
        expect(!!card, `${nameOf(target.id)} found`).toBe(facts.found);
        if (!card) continue;
        const { refusal, profile } = await visit(t, viewer, target);
        expect(card.isAllowedToVisit, `${nameOf(target.id)} isAllowedToVisit`).toBe(refusal === null);
        if (!card.isAllowedToVisit) locked += 1;
        expect(card.isOnline, `${nameOf(target.id)} isOnline`).toBe(facts.online);
        if (profile) expect(profile.isOnline, `${nameOf(target.id)} profile isOnline`).toBe(facts.online);
        const avatarId = avatars.get(target.id);
        const fileVisible = avatarId ? await photoFileVisible(viewer, avatarId) : false;
        expect(card.avatar?.id ?? null, `${nameOf(target.id)} avatar`).toBe(fileVisible ? avatarId : null);
      }
      // The matrix has locked and open results for the non-admin viewers.
      if (viewerName !== 'admin without type') expect(locked).toBeGreaterThan(0);
    });

    it('online users are exactly the members the single rule shows online, and the profile agrees where it may be opened', async () => {
      const viewer = viewerOf();
      const listed = new Set((await onlineAll(t, viewer)).map((c) => c.id));
      let shown = 0;
      for (const target of everyone()) {
        const facts = await singleFacts(viewer, target);
        expect(listed.has(target.id), `${nameOf(target.id)} online`).toBe(facts.online);
        if (facts.online) shown += 1;
        if (target.id === viewer.id) continue;
        const { profile } = await visit(t, viewer, target);
        if (profile) expect(profile.isOnline, `${nameOf(target.id)} profile isOnline`).toBe(facts.online);
      }
      expect(shown).toBeGreaterThan(0);
    });

    it('a gallery lists a profile photo exactly when the photo itself may be fetched', async () => {
      const viewer = viewerOf();
      for (const [ownerId, photoId] of avatars) {
        const owner = everyone().find((m) => m.id === ownerId)!;
        const res = await t.gql('query ($slug: String!) { userPhotos(slug: $slug) { nodes { id } } }', { slug: owner.slug }, { token: viewer.token });
        const inGallery = (res.data?.userPhotos.nodes ?? []).some((p: { id: string }) => p.id === photoId);
        expect(inGallery, `${nameOf(ownerId)} gallery`).toBe(await photoFileVisible(viewer, photoId));
      }
    });

    it.each(FILTERS.map((f) => [JSON.stringify(f), f] as const))('the filter %s finds exactly the found members it matches', async (_label, input) => {
      const viewer = viewerOf();
      const filter = profileSearchFilterSchema.parse(input);
      const listed = (await searchAll(t, viewer, input)).map((c: Card) => c.id).sort();
      const expected: string[] = [];
      for (const target of everyone()) {
        const f = await singleFacts(viewer, target);
        if (!f.found) continue;
        const avatarId = avatars.get(target.id);
        const facts: SearchFacts = {
          sex: f.row.sex,
          ages: f.persons.map((p) => p.age).filter((a): a is number => a !== null),
          lookingFor: f.profile?.lookingFor ?? [],
          isVerified: f.row.isVerified,
          isPremium: f.row.isPremium,
          showsPhoto: avatarId ? await photoFileVisible(viewer, avatarId) : false,
          online: f.online,
          mayVisit: (await visit(t, viewer, target)).refusal === null,
        };
        if (matchesFilter(filter, facts)) expected.push(target.id);
      }
      expect(listed.map(nameOf)).toEqual(expected.sort().map(nameOf));
    });
  });

  it('the stored avatars are real public photos (the checks above are not empty)', async () => {
    const rows = await t.deps.database.db.select().from(userUploads);
    expect(rows.filter((r) => avatars.has(r.userId) && r.visibility === 'PUBLIC')).toHaveLength(avatars.size);
  });
});
