import { z } from 'zod';
import { SEXES } from './enums.js';
import { PROFILE_PERSON_RANGES } from './profile.schemas.js';

// Finding people (spec §2 /profile-search and /online-users, §8 search limit;
// docs/decisions/0015-search-and-presence.md): constants and the filter input shared by the server
// (authoritative) and the search form (instant feedback). Messages are error codes.

export const PROFILE_SEARCH = {
  pageSize: 20,
  pageSizeMax: 50,
} as const;

export const ONLINE_USERS = {
  pageSize: 30,
  pageSizeMax: 50,
  /** Members online on home. */
  home: 24,
} as const;

/** A list of profile types: a subset of SEXES (empty: no restriction), without repeats, in SEXES order. */
const sexSubset = z
  .array(z.enum(SEXES, 'BAD_INPUT'), 'BAD_INPUT')
  .max(SEXES.length * 2, 'BAD_INPUT')
  .nullish()
  .transform((list) => SEXES.filter((s) => (list ?? []).includes(s)));

const age = z
  .number('SEARCH_AGE_INVALID')
  .int('SEARCH_AGE_INVALID')
  .min(PROFILE_PERSON_RANGES.age.min, 'SEARCH_AGE_INVALID')
  .max(PROFILE_PERSON_RANGES.age.max, 'SEARCH_AGE_INVALID')
  .nullish()
  .transform((v) => v ?? null);

const flag = z
  .boolean('BAD_INPUT')
  .nullish()
  .transform((v) => v ?? false);

/**
 * The profile search's filters; every one is optional and an empty filter finds everyone the
 * searcher may find. Ages are whole years from 18 to 99; `ageMin` may not exceed `ageMax`.
 */
export const profileSearchFilterSchema = z
  .object({
    /** Profile types of the members found (the member's own type). */
    profileTypes: sexSubset,
    ageMin: age,
    ageMax: age,
    /** Members who look for at least one of these types (members who look for everyone count). */
    lookingFor: sexSubset,
    /** Only members whose card shows a photo to the searcher. */
    hasPhoto: flag,
    /** Only verified or premium members (the verified badge). */
    verifiedOnly: flag,
    /** Only members active within the last 5 minutes who show it. */
    onlineNow: flag,
    /** Also members whose profile the searcher may not open (shown locked); off by default. */
    includeLocked: flag,
  }, 'BAD_INPUT')
  .nullish()
  .transform(
    (f) =>
      f ?? { profileTypes: [], ageMin: null, ageMax: null, lookingFor: [], hasPhoto: false, verifiedOnly: false, onlineNow: false, includeLocked: false },
  )
  .superRefine((f, ctx) => {
    if (f.ageMin !== null && f.ageMax !== null && f.ageMin > f.ageMax) {
      ctx.addIssue({ code: 'custom', path: ['ageMax'], message: 'SEARCH_AGE_RANGE_INVALID' });
    }
  });

export type ProfileSearchFilterInput = z.input<typeof profileSearchFilterSchema>;
export type ProfileSearchFilter = z.output<typeof profileSearchFilterSchema>;
