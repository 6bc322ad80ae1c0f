import { z } from 'zod';
import { LIMITS } from './limits.js';
import { DOMINANCES, EYE_COLOURS, HAIR_COLOURS, LOOKS, REGIONS, SEXES, SEXUALITIES, SMOKING, type Sex } from './enums.js';

// The member's profile (spec §3 profile info, §5): one schema for the form (instant feedback) and
// the server (authoritative). Each message is an error code the web app translates.

/** The sex of each person behind a profile type, in the order the type names them (MF: man, then woman). */
export function personSexesOf(sex: Sex): ('M' | 'F')[] {
  return sex.split('') as ('M' | 'F')[];
}

/** Singles have one person, couples two. */
export function personCountOf(sex: Sex): 1 | 2 {
  return sex.length === 2 ? 2 : 1;
}

export const PROFILE_PERSON_RANGES = {
  age: { min: 18, max: 99 },
  heightCm: { min: 120, max: 230 },
  weightKg: { min: 35, max: 250 },
} as const;

/** A whole number in range, or nothing (every personal attribute is optional). */
function optionalWhole(range: { min: number; max: number }, code: string) {
  return z
    .number(code)
    .int(code)
    .min(range.min, code)
    .max(range.max, code)
    .nullish()
    .transform((v) => v ?? null);
}

function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .enum(values, 'PROFILE_OPTION_INVALID')
    .nullish()
    .transform((v) => v ?? null);
}

export const profilePersonInput = z.object({
  age: optionalWhole(PROFILE_PERSON_RANGES.age, 'PROFILE_AGE_INVALID'),
  heightCm: optionalWhole(PROFILE_PERSON_RANGES.heightCm, 'PROFILE_HEIGHT_INVALID'),
  weightKg: optionalWhole(PROFILE_PERSON_RANGES.weightKg, 'PROFILE_WEIGHT_INVALID'),
  hairColour: optionalChoice(HAIR_COLOURS),
  eyeColour: optionalChoice(EYE_COLOURS),
  looks: optionalChoice(LOOKS),
  sexuality: optionalChoice(SEXUALITIES),
  dominance: optionalChoice(DOMINANCES),
  smoking: optionalChoice(SMOKING),
});
export type ProfilePersonInput = z.input<typeof profilePersonInput>;
export type ProfilePersonValues = z.output<typeof profilePersonInput>;

/** Length as people count characters (code points), the way the database's char_length does. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

export const aboutSchema = z
  .string()
  .transform((v) => v.trim())
  .refine((v) => characterCount(v) <= LIMITS.aboutMax, 'PROFILE_ABOUT_TOO_LONG');

/** Profile types looked for: a subset of SEXES (empty: everyone), stored without repeats in SEXES order. */
export const lookingForSchema = z
  .array(z.enum(SEXES, 'PROFILE_LOOKING_FOR_INVALID'))
  .max(20, 'PROFILE_LOOKING_FOR_INVALID')
  .transform((list) => SEXES.filter((s) => list.includes(s)));

export const profileInput = z
  .object({
    sex: z.enum(SEXES, 'PROFILE_TYPE_REQUIRED'),
    persons: z.array(profilePersonInput).max(2, 'PROFILE_PERSONS_MISMATCH'),
    about: aboutSchema,
    lookingFor: lookingForSchema,
    /** The canton the member lives in; optional (null or left out: not said). */
    region: z.enum(REGIONS, 'PROFILE_REGION_INVALID').nullable().optional().transform((v) => v ?? null),
  })
  .superRefine((value, ctx) => {
    if (value.persons.length !== personCountOf(value.sex)) ctx.addIssue({ code: 'custom', path: ['persons'], message: 'PROFILE_PERSONS_MISMATCH' });
  });
export type ProfileInput = z.input<typeof profileInput>;
export type ProfileValues = z.output<typeof profileInput>;

/**
 * A profile counts as complete when the type is chosen, every person has an age and the member has
 * said what they look for (docs/decisions/0009). The avatar is counted separately.
 */
export function isProfileComplete(p: { sex: Sex | null; persons: readonly { age: number | null }[]; lookingFor: readonly string[] }): boolean {
  if (!p.sex) return false;
  return p.persons.length === personCountOf(p.sex) && p.persons.every((person) => person.age !== null) && p.lookingFor.length > 0;
}

/** Page sizes of the profile visitors and /home notifications lists. */
export const PROFILE_LISTS = { pageSize: 20, pageSizeMax: 50 } as const;

/** A list's page size: the default when none is asked, otherwise between 1 and the maximum. */
export function listPageSize(first: number | null | undefined, sizes: { pageSize: number; pageSizeMax: number } = PROFILE_LISTS): number {
  if (first === null || first === undefined) return sizes.pageSize;
  return Math.min(Math.max(Math.trunc(first), 1), sizes.pageSizeMax);
}
