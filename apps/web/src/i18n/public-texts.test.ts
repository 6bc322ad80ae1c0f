import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import { pickTexts, PUBLIC_TEXTS } from './public-texts.js';

type Tree = { [key: string]: string | Tree };

// Every source file of the app, by its path under src/ (e.g. "app/routes.tsx").
const sources = Object.fromEntries(
  Object.entries(import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], { eager: true, query: '?raw', import: 'default' })).map(([file, code]) => [
    file.startsWith('./') ? `i18n/${file.slice(2)}` : file.replace(/^\.\.\//, ''),
    code,
  ]),
);

/** Code that only staff or members ever load, although a public screen imports it lazily. */
// (The discretion feature, decision 0043: a signed-in member's quick exit and app lock on the public
// pages; the rest of a member's frame and the staff shell, which the site's layout loads only for
// them, decision 0065.)
const NOT_FOR_VISITORS = new Set([
  'features/pages/PageEditor.tsx',
  'features/reservations/EventReservations.tsx',
  'features/discretion/index.ts',
  'app/realtime/ConnectionNotice.tsx',
  'features/push/PushQuestion.tsx',
  'app/layout/AdminLayout.tsx',
]);

/** The app shell a visitor's first page runs, and the screens listed as PUBLIC_TEXT_SCREENS. */
function publicRoots(): string[] {
  const routes = sources['app/routes.tsx']!;
  const names = [.../PUBLIC_TEXT_SCREENS[^=]*= new Set<RouteName>\(\[([^\]]+)\]/.exec(routes)![1]!.matchAll(/'(\w+)'/g)].map((m) => m[1]!);
  const screens = names.map((name) => {
    const specifier = new RegExp(`^\\s*${name}: \\{ layout: 'visitor', load: \\(\\) => import\\('([^']+)'\\)`, 'm').exec(routes)?.[1];
    if (!specifier) throw new Error(`routes.tsx: no visitor screen ${name}`);
    return resolve('app/routes.tsx', specifier);
  });
  return ['main.tsx', 'app/layout/RootLayout.tsx', 'app/layout/VisitorLayout.tsx', 'app/RouteError.tsx', ...screens];
}

function resolve(from: string, specifier: string): string {
  const base = new URL(specifier, `file:///${from}`).pathname.slice(1).replace(/\.js$/, '');
  const file = [`${base}.tsx`, `${base}.ts`].find((f) => f in sources);
  if (!file) throw new Error(`${from}: cannot find ${specifier}`);
  return file;
}

/** What runs on a public page: the roots and everything they import, statically or lazily. */
function reachable(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || NOT_FOR_VISITORS.has(file)) return;
    seen.add(file);
    const code = sources[file]!;
    const imports = [...code.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm)];
    // The screens the router loads lazily are roots of their own (or not public at all).
    if (file !== 'app/routes.tsx') imports.push(...code.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g));
    for (const [, specifier] of imports) {
      // Only source modules; the catalogues and stylesheets are not code that asks for texts.
      if (!/\.(json|css)$/.test(specifier!)) visit(resolve(file, specifier!));
    }
  };
  roots.forEach(visit);
  return seen;
}

function has(tree: Tree, path: string): 'text' | 'group' | false {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? 'text' : typeof node === 'object' ? 'group' : false;
}

describe('the texts that ship with the first page (PUBLIC_TEXTS)', () => {
  const publicDe = pickTexts(de as Tree, PUBLIC_TEXTS);

  it('contain every text the public pages ask for, so that visitors never wait for the full catalogue', () => {
    const files = reachable(publicRoots());
    expect(files.size).toBeGreaterThan(20);
    expect(files).toContain('components/venue-page/VenuePageContent.tsx');
    const missing: string[] = [];
    for (const file of files) {
      const code = sources[file]!;
      for (const [, key] of code.matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'/g)) if (has(publicDe, key!) !== 'text') missing.push(`${file}: ${key}`);
      // t(`news.states.${state}`): the group before the first placeholder must be there.
      for (const [, prefix] of code.matchAll(/\bt\(\s*`([A-Za-z0-9_.]+)\.\$\{/g)) if (has(publicDe, prefix!) !== 'group') missing.push(`${file}: ${prefix}.*`);
    }
    expect(missing).toEqual([]);
  });

  it('are the same parts in German and English, and leave the staff forms out', () => {
    const keys = (tree: Tree, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
    expect(keys(pickTexts(en as Tree, PUBLIC_TEXTS)).sort()).toEqual(keys(publicDe).sort());
    expect(has(publicDe, 'events.form')).toBe(false);
    expect(has(publicDe, 'events.upcoming')).toBe('text');
    expect(has(publicDe, 'profile')).toBe(false);
  });
});
