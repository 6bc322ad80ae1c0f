import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@venue/shared';
import de from './de.json';

// German is the default and ships with the first page; English is fetched when chosen.
const STORAGE_KEY = 'venue.language';

type Catalogue = typeof de;
const loaders: Record<Language, () => Promise<Catalogue>> = {
  de: async () => de,
  en: async () => (await import('./en.json')).default,
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): Language {
  const value = storage?.getItem(STORAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Creates and initialises the i18next instance; resolves once the chosen catalogue is loaded. */
export async function createI18n(language: Language = storedLanguage()): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: { de: { translation: de } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  await switchLanguage(instance, language);
  return instance;
}

/** Loads the catalogue if needed, switches, remembers the choice and keeps `<html lang>` in step. */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await loaders[language]());
  }
  try {
    safeStorage()?.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  if (instance.language !== language) await instance.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function currentLanguage(instance: I18n): Language {
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
