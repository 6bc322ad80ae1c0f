import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@venue/shared';
import { CATALOGUES, type CataloguePart } from './catalogues.js';
import { Translator } from './translator.js';

export type { TFunction } from './translator.js';

// The choice is kept in the browser (localStorage) and in a cookie, which tells the server the
// language to render the public pages in.
const STORAGE_KEY = 'venue.language';
export const LANGUAGE_COOKIE = 'venue_lang';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The interface language with its texts. Starts with the public pages' texts; `loadFull()` adds
 * everything else (members' screens call it). A text asked for before it has arrived fetches the
 * full catalogue and is empty until then (components re-render once it is there).
 */
export class I18n extends Translator {
  #full = false;
  #failed = false;
  readonly #loading = new Map<string, Promise<void>>();
  readonly #arrived = new Set<string>();

  constructor(language: Language) {
    super(language, DEFAULT_LANGUAGE);
    this.onMissing = (key) => {
      if (this.#arrived.has(`${this.language}:full`) || this.#failed) {
        console.warn(`missing text ${key}`);
        return undefined;
      }
      this.loadFull().catch(() => {
        this.#failed = true;
        console.warn('texts not loaded');
      });
      return '';
    };
  }

  /** Loads the full catalogue of the current language, and of every language chosen later. */
  async loadFull(): Promise<void> {
    this.#full = true;
    await this.load(this.language);
  }

  /** The catalogue part the language needs now: the public one, or the full one once asked for. */
  load(language: Language): Promise<void> {
    const part: CataloguePart = this.#full ? 'full' : 'public';
    const id = `${language}:${part}`;
    let loading = this.#loading.get(id);
    if (!loading) {
      loading = CATALOGUES[language][part]().then((texts) => {
        this.#arrived.add(id);
        this.#failed = false;
        this.addResourceBundle(language, texts);
      });
      // A failed fetch (offline) is tried again next time.
      loading.catch(() => this.#loading.delete(id));
      this.#loading.set(id, loading);
    }
    return loading;
  }
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): Language {
  return storedLanguageChoice(storage) ?? DEFAULT_LANGUAGE;
}

/** The language chosen in this browser, or null when none was chosen here. */
export function storedLanguageChoice(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): Language | null {
  const value = storage?.getItem(STORAGE_KEY);
  return isLanguage(value) ? value : null;
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Creates the texts in a language; resolves once they are loaded (`full`: all of them). */
export async function createI18n(language: Language = storedLanguage(), opts: { full?: boolean } = {}): Promise<I18n> {
  const instance = new I18n(language);
  instance.onChange((lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  if (opts.full) await instance.loadFull();
  else await instance.load(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return instance;
}

/** Loads the texts if needed, switches, remembers the choice and keeps `<html lang>` in step. */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  await instance.load(language);
  try {
    safeStorage()?.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  if (typeof document !== 'undefined') document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
  instance.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function currentLanguage(instance: Pick<I18n, 'language'>): Language {
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
