import type { Language } from '@venue/shared';

/** A catalogue: nested objects of texts, e.g. { nav: { signIn: 'Anmelden' } }. */
export type Catalogue = { [key: string]: string | Catalogue };
export type TranslateValues = Record<string, string | number | null | undefined>;
export type TFunction = (key: string, values?: TranslateValues) => string;

/**
 * The app's own small translator (decision 0012): looks a dotted key up in the catalogue of the
 * current language, then in the fallback's; fills in `{{name}}` placeholders; with a numeric
 * `count` it prefers `key_one` / `key_other` (Intl plural rules) when the catalogue has them.
 * A key found nowhere is reported to `onMissing` and returned as it is (or as `onMissing` says).
 */
export class Translator {
  language: Language;
  readonly #fallback: Language;
  readonly #catalogues = new Map<Language, Catalogue>();
  readonly #listeners = new Set<(language: Language) => void>();
  /** Told about a key that no loaded catalogue has; may answer a stand-in text. */
  onMissing: ((key: string) => string | undefined) | undefined;
  #version = 0;

  constructor(language: Language, fallback: Language) {
    this.language = language;
    this.#fallback = fallback;
  }

  /** Grows with every change of language or texts (React re-renders on it). */
  get version(): number {
    return this.#version;
  }

  hasResourceBundle(language: Language): boolean {
    return this.#catalogues.has(language);
  }

  /** Adds texts to a language (deep merge: a later part may complete an earlier one). */
  addResourceBundle(language: Language, catalogue: Catalogue): void {
    this.#catalogues.set(language, merge(this.#catalogues.get(language) ?? {}, catalogue));
    this.#changed();
  }

  changeLanguage(language: Language): void {
    if (language === this.language) return;
    this.language = language;
    this.#changed();
  }

  /** Called after every change; returns the unsubscribe function. */
  onChange(listener: (language: Language) => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  t: TFunction = (key, values) => {
    const count = values?.count;
    const plural = typeof count === 'number' ? `${key}_${pluralRules(this.language).select(count)}` : null;
    const text = (plural && (this.#find(plural) ?? this.#find(`${key}_other`))) ?? this.#find(key);
    if (text === undefined) {
      return this.onMissing?.(key) ?? key;
    }
    return values ? interpolate(text, values) : text;
  };

  #find(key: string): string | undefined {
    return lookup(this.#catalogues.get(this.language), key) ?? lookup(this.#catalogues.get(this.#fallback), key);
  }

  #changed(): void {
    this.#version += 1;
    for (const listener of this.#listeners) listener(this.language);
  }
}

const plurals = new Map<string, Intl.PluralRules>();
function pluralRules(language: string): Intl.PluralRules {
  let rules = plurals.get(language);
  if (!rules) plurals.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
}

function lookup(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, values: TranslateValues): string {
  return text.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

function merge(target: Catalogue, source: Catalogue): Catalogue {
  const out: Catalogue = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = out[key];
    out[key] = typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
  }
  return out;
}
