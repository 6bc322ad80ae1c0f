import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../harness.js';
import { userSettings } from '../../src/modules/settings/settings.table.js';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { errorOf, member } from './support.js';

// Spec §3 settings through /graphql: read with defaults, partial changes, bad input changes nothing,
// and the rules of other domains follow the stored choice.

const FIELDS = `emailOnFriendRequest emailOnGiftReceived emailOnFriendDailyReservation emailOnFriendEventReservation emailOnMessage
  foundInSpark reservationsVisibleTo shownOnline visitableOnlyByVerified onlyVerifiedMayContact messagesFromFriendsOnly foundInSearch`;
const SETTINGS = `{ currentUser { id settings { ${FIELDS} } } }`;
const UPDATE = `mutation ($input: UpdateSettingsInput!) { updateSettings(input: $input) { ${FIELDS} } }`;
const REQUEST = `mutation ($slug: String!) { requestFriendship(slug: $slug) { relation } }`;
const PROFILE = `query ($slug: String!) { user(slug: $slug) { refusal } }`;

const DEFAULTS = {
  emailOnFriendRequest: true,
  emailOnGiftReceived: true,
  emailOnFriendDailyReservation: true,
  emailOnFriendEventReservation: true,
  emailOnMessage: true,
  foundInSpark: true,
  reservationsVisibleTo: 'EVERYONE',
  shownOnline: true,
  visitableOnlyByVerified: false,
  onlyVerifiedMayContact: false,
  messagesFromFriendsOnly: false,
  foundInSearch: true,
};

describe('settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const settingsOf = async (token: string) => (await t.gql(SETTINGS, {}, { token })).data!.currentUser.settings;
  const storedRows = async (userId: string) => t.deps.database.db.select().from(userSettings).where(eq(userSettings.userId, userId));

  it('a new member has the open, mailed defaults', async () => {
    const anna = await member(t);
    expect(await settingsOf(anna.token)).toEqual(DEFAULTS);
  });

  it('changes only the named settings and keeps them', async () => {
    const anna = await member(t);
    const res = await t.gql(UPDATE, { input: { shownOnline: false, reservationsVisibleTo: 'FRIENDS', emailOnMessage: false } }, { token: anna.token });
    expect(res.errors).toBeUndefined();
    const expected = { ...DEFAULTS, shownOnline: false, reservationsVisibleTo: 'FRIENDS', emailOnMessage: false };
    expect(res.data!.updateSettings).toEqual(expected);
    const again = await t.gql(UPDATE, { input: { foundInSearch: false } }, { token: anna.token });
    expect(again.data!.updateSettings).toEqual({ ...expected, foundInSearch: false });
    expect(await settingsOf(anna.token)).toEqual({ ...expected, foundInSearch: false });
  });

  it.each([
    ['no setting named', {}],
    ['null for a toggle', { shownOnline: null }],
    ['null for the reservations choice', { reservationsVisibleTo: null }],
  ])('refuses %s with BAD_INPUT and stores nothing', async (_, input) => {
    const anna = await member(t);
    const res = await t.gql(UPDATE, { input }, { token: anna.token });
    expect(errorOf(res)?.code).toBe('BAD_INPUT');
    expect(await storedRows(anna.id)).toEqual([]);
    expect(await settingsOf(anna.token)).toEqual(DEFAULTS);
  });

  it('refuses wrong types and unknown values before anything runs', async () => {
    const anna = await member(t);
    for (const input of [{ shownOnline: 'no' }, { reservationsVisibleTo: 'NOBODY' }, { isAdmin: true }]) {
      const res = await t.gql(UPDATE, { input }, { token: anna.token });
      expect(res.errors?.length).toBeGreaterThan(0);
      expect(res.data ?? null).toBeNull();
    }
    expect(await storedRows(anna.id)).toEqual([]);
  });

  it('visitors cannot read or change settings', async () => {
    expect(errorOf(await t.gql(UPDATE, { input: { shownOnline: false } }))?.code).toBe('NOT_SIGNED_IN');
    expect((await t.gql(SETTINGS)).data!.currentUser).toBeNull();
  });

  it('a deactivated member may still change settings (guard rule 4 sends them there)', async () => {
    const anna = await member(t);
    await updateUser(t.deps.database.db, anna.id, { isDeactivated: true });
    const res = await t.gql(UPDATE, { input: { foundInSpark: false } }, { token: anna.token });
    expect(res.data!.updateSettings.foundInSpark).toBe(false);
  });

  it('“only verified users may contact me” stops unverified members’ friend requests, not verified ones’', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    const carl = await member(t, { verified: true });
    await t.gql(UPDATE, { input: { onlyVerifiedMayContact: true } }, { token: anna.token });
    expect(errorOf(await t.gql(REQUEST, { slug: anna.slug }, { token: ben.token }))?.code).toBe('CONTACT_NOT_POSSIBLE');
    expect((await t.gql(REQUEST, { slug: anna.slug }, { token: carl.token })).data!.requestFriendship.relation).toBe('REQUEST_SENT');
  });

  it('“visitable only by verified profiles” closes the profile to unverified members and opens it again when switched off', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    await t.gql(UPDATE, { input: { visitableOnlyByVerified: true } }, { token: anna.token });
    expect((await t.gql(PROFILE, { slug: anna.slug }, { token: ben.token })).data!.user.refusal).toBe('PROFILE_VERIFIED_ONLY');
    await t.gql(UPDATE, { input: { visitableOnlyByVerified: false } }, { token: anna.token });
    expect((await t.gql(PROFILE, { slug: anna.slug }, { token: ben.token })).data!.user.refusal).toBeNull();
  });
});
