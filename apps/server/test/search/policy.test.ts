import { describe, expect, it } from 'vitest';
import { profileSearchFilterSchema, RATE_LIMITS, type ProfileSearchFilterInput } from '@venue/shared';
import { isFoundInSearch, matchesFilter, type SearchFacts, type SearchTarget } from '../../src/modules/search/search.policy.js';

// docs/decisions/0015-search-and-presence.md: who is found, and each filter, allowed and denied.

const NOW = new Date('2026-05-01T20:00:00.000Z');

describe('who is found at all', () => {
  const target = (o: Partial<SearchTarget> = {}): SearchTarget => ({
    id: 't',
    deletedAt: null,
    isDeactivated: false,
    emailVerifiedAt: NOW,
    phoneVerifiedAt: NOW,
    admin: false,
    foundInSearch: true,
    ...o,
  });
  const free = { blockedEitherWay: false };
  it.each([
    ['an activated member who allows it', target(), free, true],
    ['"found in profile search" off', target({ foundInSearch: false }), free, false],
    ['blocked by or blocking the viewer', target(), { blockedEitherWay: true }, false],
    ['deactivated', target({ isDeactivated: true }), free, false],
    ['deleted', target({ deletedAt: NOW }), free, false],
    ['pending activation', target({ emailVerifiedAt: null }), free, false],
    ['staff (an admin account; decision 0031)', target({ admin: true }), free, false],
    ['the searcher themself', target({ id: 'v' }), free, false],
  ] as const)('%s: %s', (_name, t, relation, expected) => {
    expect(isFoundInSearch('v', t, relation)).toBe(expected);
  });
});

describe('the filters', () => {
  const facts = (o: Partial<SearchFacts> = {}): SearchFacts => ({
    sex: 'MF',
    ages: [45, 38],
    lookingFor: ['F', 'MF'],
    isVerified: false,
    isPremium: false,
    showsPhoto: true,
    online: false,
    mayVisit: true,
    ...o,
  });
  const filter = (input: ProfileSearchFilterInput) => profileSearchFilterSchema.parse(input);

  it.each([
    ['no filter', {}, facts(), true],
    ['a profile the viewer may not open, by default', {}, facts({ mayVisit: false }), false],
    ['a profile the viewer may not open, locked ones asked for', { includeLocked: true }, facts({ mayVisit: false }), true],
    ['a profile the viewer may open, locked ones asked for', { includeLocked: true }, facts(), true],
    ['the member’s type among the types', { profileTypes: ['MF', 'F'] }, facts(), true],
    ['the member’s type not among them', { profileTypes: ['M'] }, facts(), false],
    ['a member without a type, with a type filter', { profileTypes: ['M'] }, facts({ sex: null }), false],
    ['a couple with one partner in range', { ageMin: 40, ageMax: 50 }, facts(), true],
    ['a couple with the other partner in range', { ageMin: 30, ageMax: 39 }, facts(), true],
    ['a couple with neither in range', { ageMin: 50 }, facts(), false],
    ['only a lower bound, met', { ageMin: 45 }, facts(), true],
    ['only an upper bound, met', { ageMax: 38 }, facts(), true],
    ['only an upper bound, missed', { ageMax: 37 }, facts(), false],
    ['ages unknown, with an age filter', { ageMin: 18 }, facts({ ages: [] }), false],
    ['looks for one of the types', { lookingFor: ['M', 'F'] }, facts(), true],
    ['looks for none of the types', { lookingFor: ['MM'] }, facts(), false],
    ['looks for everyone', { lookingFor: ['MM'] }, facts({ lookingFor: [] }), true],
    ['has a photo the viewer sees', { hasPhoto: true }, facts(), true],
    ['no photo for the viewer', { hasPhoto: true }, facts({ showsPhoto: false }), false],
    ['verified', { verifiedOnly: true }, facts({ isVerified: true }), true],
    ['premium counts as verified', { verifiedOnly: true }, facts({ isPremium: true }), true],
    ['neither verified nor premium', { verifiedOnly: true }, facts(), false],
    ['online', { onlineNow: true }, facts({ online: true }), true],
    ['not online', { onlineNow: true }, facts(), false],
    ['every filter at once, all met', { profileTypes: ['MF'], ageMin: 44, ageMax: 46, lookingFor: ['F'], hasPhoto: true, verifiedOnly: true, onlineNow: true }, facts({ isVerified: true, online: true }), true],
    ['every filter at once, one missed', { profileTypes: ['MF'], ageMin: 44, ageMax: 46, lookingFor: ['F'], hasPhoto: true, verifiedOnly: true, onlineNow: true }, facts({ isVerified: true }), false],
  ] as const)('%s: %s', (_name, input, f, expected) => {
    expect(matchesFilter(filter(input as ProfileSearchFilterInput), f)).toBe(expected);
  });
});

describe('the filter input', () => {
  const issues = (input: unknown) => {
    const result = profileSearchFilterSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };

  it('an absent filter is the empty filter', () => {
    expect(profileSearchFilterSchema.parse(null)).toEqual({ profileTypes: [], ageMin: null, ageMax: null, lookingFor: [], hasPhoto: false, verifiedOnly: false, onlineNow: false, includeLocked: false });
  });

  it('types come out without repeats, in the usual order', () => {
    expect(profileSearchFilterSchema.parse({ profileTypes: ['FF', 'M', 'FF'] }).profileTypes).toEqual(['M', 'FF']);
  });

  it.each([
    [{ ageMin: 17 }, ['ageMin:SEARCH_AGE_INVALID']],
    [{ ageMax: 100 }, ['ageMax:SEARCH_AGE_INVALID']],
    [{ ageMin: 30.5 }, ['ageMin:SEARCH_AGE_INVALID']],
    [{ ageMin: '30' }, ['ageMin:SEARCH_AGE_INVALID']],
    [{ ageMin: 50, ageMax: 40 }, ['ageMax:SEARCH_AGE_RANGE_INVALID']],
    [{ profileTypes: ['X'] }, ['profileTypes.0:BAD_INPUT']],
    [{ lookingFor: 'MF' }, ['lookingFor:BAD_INPUT']],
    [{ hasPhoto: 'yes' }, ['hasPhoto:BAD_INPUT']],
  ])('refuses %j', (input, expected) => {
    expect(issues(input)).toEqual(expected);
  });

  it.each([[{ ageMin: 18, ageMax: 99 }], [{ ageMin: 40, ageMax: 40 }], [{ profileTypes: [], lookingFor: [] }]])('accepts %j', (input) => {
    expect(issues(input)).toEqual([]);
  });

  it('the search limit is 30 searches in 5 minutes', () => {
    expect(RATE_LIMITS.profileSearchPerAccount).toEqual({ limit: 30, windowSeconds: 300 });
  });
});
