import { personCountOf, type ErrorCode, type Region, type Sex } from '@venue/shared';
import type { ProfileInput, ProfilePersonInput, UserProfile } from './operations.js';

// The profile form's values (strings and '' for "not said", as inputs hold them) and the API input.

export const PERSON_CHOICES = ['hairColour', 'eyeColour', 'looks', 'sexuality', 'dominance', 'smoking'] as const;
export type PersonChoice = (typeof PERSON_CHOICES)[number];
export const PERSON_NUMBERS = ['age', 'heightCm', 'weightKg'] as const;
export type PersonNumber = (typeof PERSON_NUMBERS)[number];

export type PersonFormValues = Record<PersonNumber, number | string> & Record<PersonChoice, string>;

export interface ProfileFormValues {
  sex: Sex | '';
  /** Always two: switching from a couple to a single and back keeps what was typed. */
  persons: [PersonFormValues, PersonFormValues];
  about: string;
  lookingFor: Sex[];
  /** The canton, or '' for "not said". */
  region: Region | '';
}

function emptyPerson(): PersonFormValues {
  return { age: '', heightCm: '', weightKg: '', hairColour: '', eyeColour: '', looks: '', sexuality: '', dominance: '', smoking: '' };
}

/** The form filled from a saved profile (or empty for a new member). */
export function formValuesOf(profile: (Pick<UserProfile, 'sex' | 'info'> & { region?: Region | null }) | null): ProfileFormValues {
  const persons: [PersonFormValues, PersonFormValues] = [emptyPerson(), emptyPerson()];
  for (const p of profile?.info.persons ?? []) {
    if (p.position !== 1 && p.position !== 2) continue;
    persons[p.position - 1] = {
      age: p.age ?? '',
      heightCm: p.heightCm ?? '',
      weightKg: p.weightKg ?? '',
      hairColour: p.hairColour ?? '',
      eyeColour: p.eyeColour ?? '',
      looks: p.looks ?? '',
      sexuality: p.sexuality ?? '',
      dominance: p.dominance ?? '',
      smoking: p.smoking ?? '',
    };
  }
  return { sex: profile?.sex ?? '', persons, about: profile?.info.about ?? '', lookingFor: profile?.info.lookingFor ?? [], region: profile?.region ?? '' };
}

function toNumber(value: number | string): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(n) ? n : NaN;
}

function toPerson(p: PersonFormValues): ProfilePersonInput {
  return {
    age: toNumber(p.age),
    heightCm: toNumber(p.heightCm),
    weightKg: toNumber(p.weightKg),
    hairColour: (p.hairColour || null) as ProfilePersonInput['hairColour'],
    eyeColour: (p.eyeColour || null) as ProfilePersonInput['eyeColour'],
    looks: (p.looks || null) as ProfilePersonInput['looks'],
    sexuality: (p.sexuality || null) as ProfilePersonInput['sexuality'],
    dominance: (p.dominance || null) as ProfilePersonInput['dominance'],
    smoking: (p.smoking || null) as ProfilePersonInput['smoking'],
  };
}

/** What the form sends: only the persons the chosen type has. */
export function toProfileInput(values: ProfileFormValues): ProfileInput {
  const count = values.sex ? personCountOf(values.sex) : 1;
  return { sex: values.sex as Sex, persons: values.persons.slice(0, count).map(toPerson), about: values.about, lookingFor: values.lookingFor, region: values.region || null };
}

/** Which step of the onboarding a field belongs to (1 type, 2 persons, 3 about and looking-for). */
export function stepOfField(field: string): 1 | 2 | 3 {
  if (field === 'sex') return 1;
  if (field.startsWith('persons')) return 2;
  return 3;
}

export type FieldErrors = Record<string, ErrorCode>;
