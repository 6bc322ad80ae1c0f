import { SEXES, type ErrorCode, type Sex, profileSearchFilterSchema } from '@venue/shared';
import type { ProfileSearchFilter } from './operations.js';

// The search's filter lives in the address (?type=F&type=MF&ageMin=30&…): Back returns to the same
// results, and a search can be bookmarked. These two functions translate between both forms.

export interface SearchFormValues {
  profileTypes: Sex[];
  ageMin: number | string;
  ageMax: number | string;
  lookingFor: Sex[];
  hasPhoto: boolean;
  verifiedOnly: boolean;
  onlineNow: boolean;
  includeLocked: boolean;
}

export const EMPTY_SEARCH: SearchFormValues = { profileTypes: [], ageMin: '', ageMax: '', lookingFor: [], hasPhoto: false, verifiedOnly: false, onlineNow: false, includeLocked: false };

const sexes = (values: string[]) => SEXES.filter((s) => values.includes(s));

/** The form's values read from the address (unknown or malformed parts are left out or kept for the check). */
export function valuesFromParams(params: URLSearchParams): SearchFormValues {
  return {
    profileTypes: sexes(params.getAll('type')),
    ageMin: params.get('ageMin') ?? '',
    ageMax: params.get('ageMax') ?? '',
    lookingFor: sexes(params.getAll('looking')),
    hasPhoto: params.get('photo') === '1',
    verifiedOnly: params.get('verified') === '1',
    onlineNow: params.get('online') === '1',
    includeLocked: params.get('locked') === '1',
  };
}

export function paramsFromValues(values: SearchFormValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const s of sexes(values.profileTypes)) params.append('type', s);
  if (values.ageMin !== '') params.set('ageMin', String(values.ageMin));
  if (values.ageMax !== '') params.set('ageMax', String(values.ageMax));
  for (const s of sexes(values.lookingFor)) params.append('looking', s);
  if (values.hasPhoto) params.set('photo', '1');
  if (values.verifiedOnly) params.set('verified', '1');
  if (values.onlineNow) params.set('online', '1');
  if (values.includeLocked) params.set('locked', '1');
  return params;
}

const age = (value: number | string): number | null => (value === '' ? null : Number(value));

/** How many filters differ from the empty search (the count on the phone's filter button). */
export function activeFilterCount(values: SearchFormValues): number {
  return (
    values.profileTypes.length +
    values.lookingFor.length +
    (values.ageMin !== '' ? 1 : 0) +
    (values.ageMax !== '' ? 1 : 0) +
    [values.hasPhoto, values.verifiedOnly, values.onlineNow, values.includeLocked].filter(Boolean).length
  );
}

/** The filter the API takes, or the shared schema's codes per field ('' for the filter itself). */
export function filterFromValues(values: SearchFormValues): { filter: ProfileSearchFilter } | { errors: Record<string, ErrorCode> } {
  const filter: ProfileSearchFilter = {
    profileTypes: values.profileTypes,
    ageMin: age(values.ageMin),
    ageMax: age(values.ageMax),
    lookingFor: values.lookingFor,
    hasPhoto: values.hasPhoto,
    verifiedOnly: values.verifiedOnly,
    onlineNow: values.onlineNow,
    includeLocked: values.includeLocked,
  };
  const result = profileSearchFilterSchema.safeParse(filter);
  if (result.success) return { filter };
  const errors: Record<string, ErrorCode> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message as ErrorCode;
  return { errors };
}
