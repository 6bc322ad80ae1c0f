import { describe, expect, it } from 'vitest';

// Architecture: a web feature does not import another feature; the router composes them.
const files = import.meta.glob<string>('../features/**/*.{ts,tsx}', { eager: true, query: '?raw', import: 'default' });

function featureOf(path: string): string | undefined {
  return /features\/([^/]+)\//.exec(path)?.[1];
}

describe('feature boundaries', () => {
  it('no feature imports from another feature', () => {
    expect(Object.keys(files).length).toBeGreaterThan(10);
    const offences: string[] = [];
    for (const [file, code] of Object.entries(files)) {
      const own = featureOf(file);
      for (const [, spec] of code.matchAll(/from\s+'([^']+)'/g)) {
        if (!spec!.startsWith('.')) continue;
        const target = new URL(spec!, `file:///src/${file.replace(/^\.\.\//, '')}`).pathname;
        const other = featureOf(target);
        if (other && other !== own) offences.push(`${file} → ${spec}`);
      }
    }
    expect(offences).toEqual([]);
  });
});
