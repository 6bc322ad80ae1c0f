import type { Language } from '@venue/shared';
import publicDe from 'virtual:public-texts/de';
import type { Catalogue } from './translator.js';

/**
 * Which texts load when. The public pages' texts in German ship with the first page; English ones
 * are fetched when chosen; every other text (members' screens, forms, admin) comes with the full
 * catalogue, fetched by the screens that need it (initial-JS budget, decision 0012).
 */
export type CataloguePart = 'public' | 'full';

export const CATALOGUES: Record<Language, Record<CataloguePart, () => Promise<Catalogue>>> = {
  de: {
    public: async () => publicDe,
    full: async () => (await import('./de.json')).default,
  },
  en: {
    public: async () => (await import('virtual:public-texts/en')).default,
    full: async () => (await import('./en.json')).default,
  },
};
