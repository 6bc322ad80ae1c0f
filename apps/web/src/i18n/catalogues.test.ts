import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@venue/shared';
import de from './de.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const deKeys = leaves(de as Tree);
const enKeys = leaves(en as Tree);

// Every literal key the code asks for, e.g. t('signUp.email').
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], { eager: true, query: '?raw', import: 'default' });
const usedKeys = new Set(Object.values(sources).flatMap((code) => [...code.matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'/g)].map((m) => m[1]!)));

describe('catalogues', () => {
  it('de and en have the same keys', () => {
    expect([...enKeys.keys()].sort()).toEqual([...deKeys.keys()].sort());
  });

  it('have no empty texts', () => {
    for (const [key, text] of [...deKeys, ...enKeys]) expect(text.trim(), key).not.toBe('');
  });

  it('translate every error code in both languages', () => {
    for (const code of ERROR_CODES) {
      expect(deKeys.has(`errors.${code}`), `de errors.${code}`).toBe(true);
      expect(enKeys.has(`errors.${code}`), `en errors.${code}`).toBe(true);
    }
  });

  it('carry the spec texts for the general error and the login timeout', () => {
    expect(deKeys.get('errors.INTERNAL')).toBe('Es ist ein Fehler aufgetreten');
    expect(enKeys.get('errors.INTERNAL')).toBe('There was an error');
    expect(deKeys.get('warnings.loginTimeout')).toBe('Aufgrund mehrfacher Verstösse ist dein Benutzerkonto bis zum {{datetime}} deaktiviert.');
  });

  it('have every key the code uses', () => {
    expect(usedKeys.size).toBeGreaterThan(50);
    const missing = [...usedKeys].filter((key) => !deKeys.has(key));
    expect(missing).toEqual([]);
  });
});
