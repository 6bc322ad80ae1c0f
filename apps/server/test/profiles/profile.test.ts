import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../harness.js';
import { profilePersons, profiles } from '../../src/modules/profiles/profiles.table.js';
import { userUploads } from '../../src/modules/photos/photos.table.js';
import { VISITORS } from './support.js';
import { UPDATE_PROFILE, USER, block, coupleInput, errorOf, member, openProfile, setUser, singleInput, visit, type Member } from './support.js';

// Profiles through /graphql: a member fills their own profile, others open it or are refused (§8).

describe('profiles', () => {
  let t: TestApp;
  let anna: Member;
  beforeAll(async () => {
    t = await createTestApp();
    anna = await member(t, { sex: null });
  });
  afterAll(() => t.close());

  async function profileRowCounts(userId: string) {
    const db = t.deps.database.db;
    const [p] = await db.select({ n: count() }).from(profiles).where(eq(profiles.userId, userId));
    const [q] = await db.select({ n: count() }).from(profilePersons).where(eq(profilePersons.userId, userId));
    return { profiles: Number(p!.n), persons: Number(q!.n) };
  }

  it('a new member fills a single profile: type, person, about and looking-for come back as saved', async () => {
    const ownLookingFor = async () => (await t.gql('{ currentUser { lookingFor } }', {}, { token: anna.token })).data!.currentUser.lookingFor;
    expect(await ownLookingFor()).toEqual([]);
    const res = await t.gql(UPDATE_PROFILE, { input: singleInput({ about: '  Ich geniesse die Sauna.  ', lookingFor: ['F', 'MF', 'F'] }) }, { token: anna.token });
    expect(res.errors).toBeUndefined();
    const { profile, currentUser } = res.data!.updateProfile;
    expect(currentUser).toEqual({ id: anna.id, sex: 'F' });
    expect(profile).toMatchObject({ id: anna.id, slug: anna.slug, sex: 'F', isAllowedToVisit: true, avatar: null, wall: null });
    expect(profile.info).toMatchObject({ about: 'Ich geniesse die Sauna.', lookingFor: ['F', 'MF'], isComplete: true });
    expect(profile.info.persons).toEqual([
      { position: 1, sex: 'F', age: 34, heightCm: 168, weightKg: 60, hairColour: 'BLOND', eyeColour: 'GREEN', looks: 'SPORTY', sexuality: 'BISEXUAL', dominance: 'BOTH', smoking: 'NO' },
    ]);
    expect(profile.viewerCan).toEqual({ edit: true, befriend: false, write: false, block: false, report: false, seeVisitors: false, giveGift: false });
    // Home's nudge reads it from currentUser.
    expect(await ownLookingFor()).toEqual(['F', 'MF']);
  });

  it('a couple profile carries each partner’s attributes, in the order of the type (MF: man, then woman)', async () => {
    const couple = await member(t, { sex: null });
    const res = await t.gql(UPDATE_PROFILE, { input: coupleInput() }, { token: couple.token });
    expect(res.errors).toBeUndefined();
    const persons = res.data!.updateProfile.profile.info.persons;
    expect(persons.map((p: { position: number; sex: string; age: number; smoking: string }) => [p.position, p.sex, p.age, p.smoking])).toEqual([
      [1, 'M', 45, 'NO'],
      [2, 'F', 41, 'SOMETIMES'],
    ]);
    // Opened as a profile (its facts and parts read in one statement): the same order.
    const opened = await openProfile(t, couple, couple);
    expect(opened.profile!.info.persons.map((p: { position: number; sex: string }) => [p.position, p.sex])).toEqual([
      [1, 'M'],
      [2, 'F'],
    ]);
    // Turning into a single keeps one person only.
    const single = await t.gql(UPDATE_PROFILE, { input: singleInput({ sex: 'M', persons: [{ age: 45 }] }) }, { token: couple.token });
    expect(single.data!.updateProfile.profile.info.persons).toHaveLength(1);
    expect(await profileRowCounts(couple.id)).toEqual({ profiles: 1, persons: 1 });
  });

  it.each([
    ['a couple with one person', coupleInput({ persons: [{ age: 40 }] }), 'persons', 'PROFILE_PERSONS_MISMATCH'],
    ['a single with two persons', singleInput({ persons: [{ age: 40 }, { age: 41 }] }), 'persons', 'PROFILE_PERSONS_MISMATCH'],
    ['an age under 18', singleInput({ persons: [{ age: 17 }] }), 'persons.0.age', 'PROFILE_AGE_INVALID'],
    ['a height of 300 cm', coupleInput({ persons: [{ age: 40 }, { heightCm: 300 }] }), 'persons.1.heightCm', 'PROFILE_HEIGHT_INVALID'],
    ['a weight of 20 kg', singleInput({ persons: [{ weightKg: 20 }] }), 'persons.0.weightKg', 'PROFILE_WEIGHT_INVALID'],
    ['about longer than 3000 characters', singleInput({ about: 'x'.repeat(3001) }), 'about', 'PROFILE_ABOUT_TOO_LONG'],
  ])('refuses %s with a coded field error and writes nothing', async (_name, input, field, code) => {
    const fresh = await member(t, { sex: null });
    const res = await t.gql(UPDATE_PROFILE, { input }, { token: fresh.token });
    expect(errorOf(res)).toMatchObject({ code: 'BAD_INPUT', fields: [{ field, code }] });
    expect(res.data).toBeNull();
    expect(await profileRowCounts(fresh.id)).toEqual({ profiles: 0, persons: 0 });
    const me = await t.gql('{ currentUser { sex } }', {}, { token: fresh.token });
    expect(me.data!.currentUser.sex).toBeNull();
  });

  it('refuses unknown choices before anything runs, and visitors and deactivated members', async () => {
    // graphql-js refuses a value outside the enum before any resolver runs (the code of that
    // refusal is the shared error masking's, see test/accounts/bad-input.test.ts COERCION_CODES).
    const before = await visit(t, anna, anna);
    const bad = await t.gql(UPDATE_PROFILE, { input: singleInput({ persons: [{ looks: 'SHABBY' }] }) }, { token: anna.token });
    expect(bad.errors).toHaveLength(1);
    expect(bad.data ?? null).toBeNull();
    const inline = await t.gql('mutation { updateProfile(input: { sex: X, persons: [], about: "", lookingFor: [] }) { currentUser { id } } }', {}, { token: anna.token });
    expect(errorOf(inline)?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(await visit(t, anna, anna)).toEqual(before);
    expect(errorOf(await t.gql(UPDATE_PROFILE, { input: singleInput() }))?.code).toBe('NOT_SIGNED_IN');
    const gone = await member(t);
    await setUser(t, gone, { isDeactivated: true });
    expect(errorOf(await t.gql(UPDATE_PROFILE, { input: singleInput() }, { token: gone.token }))?.code).toBe('NEED_ACTIVE');
    expect(await profileRowCounts(gone.id)).toEqual({ profiles: 0, persons: 0 });
  });

  it('updateProfile only ever changes the viewer’s own profile (owner only)', async () => {
    const other = await member(t, { sex: 'MM' });
    await t.gql(UPDATE_PROFILE, { input: singleInput({ sex: 'F', about: 'Nur meins' }) }, { token: anna.token });
    const seen = await visit(t, anna, other);
    expect(seen.profile).toMatchObject({ sex: 'MM', info: { about: '' } });
    expect(seen.profile!.viewerCan.edit).toBe(false);
  });

  it('shows another member’s profile with badges and the actions the viewer may take', async () => {
    const reto = await member(t, { sex: 'M', verified: true, lookingFor: ['F', 'MF'] });
    const seen = await visit(t, anna, reto);
    expect(seen.refusal).toBeNull();
    expect(seen.profile).toMatchObject({ id: reto.id, username: reto.username, sex: 'M', isVerified: true, isPremium: false, isAllowedToVisit: true });
    expect(seen.profile!.info.lookingFor).toEqual(['F', 'MF']);
    expect(seen.profile!.viewerCan).toEqual({ edit: false, befriend: true, write: true, block: true, report: true, seeVisitors: false, giveGift: false });
  });

  it('reads only what the document selects, and still answers every field asked through aliases and fragments', async () => {
    const reto = await member(t, { sex: 'M', lookingFor: [] });
    await t.gql(UPDATE_PROFILE, { input: singleInput({ sex: 'M' }) }, { token: reto.token });
    // The profile screen's achievements: no persons, images nor friendship are needed.
    const light = await t.gql('query ($slug: String!) { user(slug: $slug) { profile { id achievements { key } } } }', { slug: reto.slug }, { token: anna.token });
    expect(light.errors).toBeUndefined();
    expect(light.data!.user.profile).toEqual({ id: reto.id, achievements: [] });
    // The same parts asked under aliases, a named fragment and an inline fragment.
    await t.gql('mutation ($slug: String!) { requestFriendship(slug: $slug) { __typename } }', { slug: reto.slug }, { token: anna.token });
    const deep = await t.gql(
      'query ($slug: String!) { u: user(slug: $slug) { ...Lookup } } fragment Lookup on UserLookup { p: profile { ... on UserProfile { years: ages info { persons { age } } can: viewerCan { befriend write } } } }',
      { slug: reto.slug },
      { token: anna.token },
    );
    expect(deep.errors).toBeUndefined();
    expect(deep.data!.u.p).toEqual({ years: [34], info: { persons: [{ age: 34 }] }, can: { befriend: false, write: true } });
  });

  it('refuses with the §8 reasons: blocked, verified-only, profile type, and unknown, deleted or deactivated members', async () => {
    const viewer = await member(t, { sex: 'M' });
    const blocker = await member(t);
    await block(t, blocker, viewer);
    const blockedOne = await member(t);
    await block(t, viewer, blockedOne);
    const verifiedOnly = await member(t, { visitableOnlyByVerified: true });
    const womenOnly = await member(t, { sex: 'F', lookingFor: ['F', 'FF'] });
    const deleted = await member(t);
    await setUser(t, deleted, { deletedAt: new Date() });
    const deactivated = await member(t);
    await setUser(t, deactivated, { isDeactivated: true });

    expect((await visit(t, viewer, blocker)).refusal).toBe('PROFILE_BLOCKED');
    expect((await visit(t, viewer, blockedOne)).refusal).toBe('PROFILE_BLOCKED');
    expect((await visit(t, blocker, viewer)).refusal).toBe('PROFILE_BLOCKED');
    expect((await visit(t, viewer, verifiedOnly)).refusal).toBe('PROFILE_VERIFIED_ONLY');
    expect((await visit(t, viewer, womenOnly)).refusal).toBe('PROFILE_TYPE_MISMATCH');
    expect((await visit(t, viewer, deleted)).refusal).toBe('NOT_FOUND');
    expect((await visit(t, viewer, deactivated)).refusal).toBe('NOT_FOUND');
    expect((await visit(t, viewer, { slug: 'nobody-here' })).refusal).toBe('NOT_FOUND');
    expect((await visit(t, viewer, { slug: '../../etc' })).refusal).toBe('NOT_FOUND');
    for (const refused of [blocker, verifiedOnly, womenOnly]) expect((await visit(t, viewer, refused)).profile).toBeNull();

    // Allowed: a verified viewer on the verified-only profile; a woman on the women-only one.
    const verified = await member(t, { verified: true });
    expect((await visit(t, verified, verifiedOnly)).refusal).toBeNull();
    const woman = await member(t, { sex: 'F' });
    expect((await visit(t, woman, womenOnly)).refusal).toBeNull();
    // Admins handle reports: they pass verified-only and type rules, never a block.
    const admin = await member(t, { admin: true, sex: null });
    expect((await visit(t, admin, verifiedOnly)).refusal).toBeNull();
    expect((await visit(t, admin, womenOnly)).refusal).toBeNull();
    await block(t, womenOnly, admin);
    expect((await visit(t, admin, womenOnly)).refusal).toBe('PROFILE_BLOCKED');
  });

  it('asks for a signed-in, activated, active member', async () => {
    const target = await member(t);
    expect(errorOf(await t.gql(USER, { slug: target.slug }))?.code).toBe('NOT_SIGNED_IN');
    const pending = await member(t, { pending: true });
    expect(errorOf(await t.gql(USER, { slug: target.slug }, { token: pending.token }))?.code).toBe('NEED_PHONE_AND_EMAIL');
    // Their own profile needs only an active account: the profile step may come before the phone's.
    expect((await visit(t, pending, pending)).profile!.viewerCan.edit).toBe(true);
    expect((await t.gql(UPDATE_PROFILE, { input: singleInput() }, { token: pending.token })).errors).toBeUndefined();
    const gone = await member(t);
    await setUser(t, gone, { isDeactivated: true });
    expect(errorOf(await t.gql(USER, { slug: target.slug }, { token: gone.token }))?.code).toBe('NEED_ACTIVE');
  });

  it('befriend and write follow contact settings, profile type and friends-only messages', async () => {
    const viewer = await member(t, { sex: 'M' });
    const onlyVerified = await member(t, { onlyVerifiedMayContact: true });
    expect((await visit(t, viewer, onlyVerified)).profile!.viewerCan).toMatchObject({ befriend: false, write: false, block: true, report: true });
    const friendsOnly = await member(t, { messagesFromFriendsOnly: true });
    expect((await visit(t, viewer, friendsOnly)).profile!.viewerCan).toMatchObject({ befriend: true, write: false });
    const verified = await member(t, { verified: true });
    expect((await visit(t, verified, onlyVerified)).profile!.viewerCan).toMatchObject({ befriend: true, write: true });
  });

  it('hides lastActiveAt of members not shown among online users, shows who is online', async () => {
    const now = t.deps.now();
    const hidden = await member(t, { shownOnline: false });
    const shown = await member(t);
    await setUser(t, hidden, { lastActiveAt: now });
    await setUser(t, shown, { lastActiveAt: now });
    expect((await visit(t, anna, hidden)).profile).toMatchObject({ lastActiveAt: null, isOnline: false });
    expect((await visit(t, anna, shown)).profile).toMatchObject({ lastActiveAt: now.toISOString(), isOnline: true });
    expect((await visit(t, hidden, hidden)).profile).toMatchObject({ lastActiveAt: now.toISOString(), isOnline: true });
  });

  it('shows avatar and wall image (public photos); lists leave the avatar out where the viewer may not open the profile', async () => {
    const db = t.deps.database.db;
    const owner = await member(t, { sex: 'F', lookingFor: ['F'] });
    const [avatar] = await db.insert(userUploads).values({ userId: owner.id, storageKey: 'photos/avatar', width: 800, height: 800 }).returning();
    const [wall] = await db.insert(userUploads).values({ userId: owner.id, storageKey: 'photos/wall', width: 1600, height: 600 }).returning();
    await db.insert(profiles).values({ userId: owner.id, avatarUploadId: avatar!.id, wallUploadId: wall!.id }).onConflictDoUpdate({ target: profiles.userId, set: { avatarUploadId: avatar!.id, wallUploadId: wall!.id } });
    const woman = await member(t, { sex: 'F' });
    expect((await visit(t, woman, owner)).profile).toMatchObject({ avatar: { id: avatar!.id, width: 800, height: 800 }, wall: { id: wall!.id } });

    // The owner visits a verified man's profile; he sees her in his visitors list, but may not open hers.
    const man = await member(t, { sex: 'M', verified: true });
    await visit(t, owner, man);
    const visitors = await t.gql(VISITORS, {}, { token: man.token });
    expect(visitors.data!.profileVisitors.nodes[0].visitor).toMatchObject({ id: owner.id, isAllowedToVisit: false, avatar: null });
    await visit(t, owner, woman);
    await setUser(t, woman, { isVerified: true });
    const hers = await t.gql(VISITORS, {}, { token: woman.token });
    expect(hers.data!.profileVisitors.nodes[0].visitor).toMatchObject({ id: owner.id, isAllowedToVisit: true, avatar: { id: avatar!.id } });

    // A photo that is not public never shows as someone else's avatar.
    await db.update(userUploads).set({ visibility: 'FRIENDS' }).where(eq(userUploads.id, avatar!.id));
    expect((await visit(t, woman, owner)).profile!.avatar).toBeNull();
    expect((await visit(t, owner, owner)).profile!.avatar).toMatchObject({ id: avatar!.id });
  });

  it('keeps the canton the member lives in: on the profile and on cards, not on the card of a profile the viewer may not open', async () => {
    const owner = await member(t, { sex: null });
    const REGION_CARD = `{ profileVisitors { nodes { visitor { id region isAllowedToVisit } } } }`;
    const saved = await t.gql(UPDATE_PROFILE.replace('slug username', 'slug username region'), { input: singleInput({ region: 'ZH', lookingFor: ['F'] }) }, { token: owner.token });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateProfile.profile.region).toBe('ZH');
    const woman = await member(t, { sex: 'F', verified: true });
    const man = await member(t, { sex: 'M', verified: true });
    expect((await t.gql(USER.replace('slug username', 'slug username region'), { slug: owner.slug }, { token: woman.token })).data!.user.profile.region).toBe('ZH');
    // In lists: shown to a member who may open the profile, left out for one who may not (she looks for women).
    await visit(t, owner, woman);
    await visit(t, owner, man);
    expect((await t.gql(REGION_CARD, {}, { token: woman.token })).data!.profileVisitors.nodes[0].visitor).toEqual({ id: owner.id, region: 'ZH', isAllowedToVisit: true });
    expect((await t.gql(REGION_CARD, {}, { token: man.token })).data!.profileVisitors.nodes[0].visitor).toEqual({ id: owner.id, region: null, isAllowedToVisit: false });
    // Left out: not said; an unknown canton is refused before anything is written.
    expect((await t.gql(UPDATE_PROFILE.replace('slug username', 'slug username region'), { input: singleInput({ lookingFor: ['F'] }) }, { token: owner.token })).data!.updateProfile.profile.region).toBeNull();
    const bad = await t.gql(UPDATE_PROFILE, { input: singleInput({ region: 'XY' }) }, { token: owner.token });
    expect(bad.errors).toHaveLength(1);
    expect(bad.data ?? null).toBeNull();
  });

  it('setProfileType still sets the type alone, and a couple turned single keeps person 1', async () => {
    const couple = await member(t, { sex: null });
    await t.gql(UPDATE_PROFILE, { input: coupleInput() }, { token: couple.token });
    const res = await t.gql('mutation { setProfileType(sex: F) { sex } }', {}, { token: couple.token });
    expect(res.data!.setProfileType.sex).toBe('F');
    const own = await visit(t, couple, couple);
    expect(own.profile!.info.persons.map((p: { position: number; sex: string; age: number }) => [p.position, p.sex, p.age])).toEqual([[1, 'F', 45]]);
  });

  it('setProfileType refuses a deactivated member like updateProfile does (NEED_ACTIVE), and changes nothing', async () => {
    const gone = await member(t, { sex: 'M' });
    await setUser(t, gone, { isDeactivated: true });
    expect(errorOf(await t.gql('mutation { setProfileType(sex: F) { sex } }', {}, { token: gone.token }))?.code).toBe('NEED_ACTIVE');
    const me = await t.gql('{ currentUser { sex } }', {}, { token: gone.token });
    expect(me.data!.currentUser.sex).toBe('M');
  });
});
