export const SEXES = ['M', 'F', 'MF', 'MM', 'FF'] as const;
export type Sex = (typeof SEXES)[number];

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';
