import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Screen {
  /** The screen module as routes.tsx imports it, e.g. ./landing.screen.js. */
  specifier: string;
  layout: 'visitor' | 'member';
}

const WEB_SRC_APP = 'src/app';

/**
 * The screen tables of apps/web/src/app/routes.tsx (visitors) and member-screens.tsx (members), read
 * from their sources (pass both): route name → the module
 * its `load` imports and its layout. Read as text so the bench follows the table without running it.
 */
export function readScreens(routesSource: string): Map<string, Screen> {
  const screens = new Map<string, Screen>();
  const entry = /^\s*(\w+): \{ layout: '(visitor|member)', load: \(\) => import\('([^']+)'\) \}/gm;
  for (const [, name, layout, specifier] of routesSource.matchAll(entry)) {
    screens.set(name!, { specifier: specifier!, layout: layout as Screen['layout'] });
  }
  return screens;
}

/** `./landing.screen.js` (relative to src/app) → the manifest's key for it (`.tsx` or `.ts`). */
export function manifestKey(manifest: Manifest, specifier: string): string {
  const base = path.posix.join(WEB_SRC_APP, specifier).replace(/\.js$/, '');
  const key = ['.tsx', '.ts'].map((ext) => base + ext).find((k) => k in manifest);
  if (!key) throw new Error(`${specifier}: not in the build manifest (is the build older than routes.tsx?)`);
  return key;
}

function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
  if (!key) throw new Error('the build manifest has no index.html entry');
  return key;
}

/** The chunks that load before a module runs: it and its static imports, recursively. */
function staticClosure(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key}: not in the build manifest`);
    into.add(key);
    staticClosure(manifest, chunk.imports ?? [], into);
  }
  return into;
}

export interface InitialFiles {
  js: string[];
  css: string[];
}

/**
 * What a screen needs before it works: the entry and its static imports, for a member's screen the
 * members' frame and screen table (lazy chunks the members' route loads first, routes.tsx), and the
 * screen's lazy chunk, each with their static imports. Lazy imports a screen makes while rendering
 * are not in here (the bench measures those in the browser).
 */
export function initialFiles(manifest: Manifest, screen: Screen): InitialFiles {
  const memberFrame = screen.layout === 'member' ? ['./layout/member-nav.js', './member-screens.js'].map((specifier) => manifestKey(manifest, specifier)) : [];
  const roots = [entryKey(manifest), ...memberFrame, manifestKey(manifest, screen.specifier)];
  const chunks = [...staticClosure(manifest, roots)].map((k) => manifest[k]!);
  return {
    js: [...new Set(chunks.map((c) => c.file).filter((f) => f.endsWith('.js')))],
    css: [...new Set(chunks.flatMap((c) => c.css ?? []))],
  };
}

const gzipCache = new Map<string, number>();

/** Size of a built file after gzip at level 9 (what the budget counts). */
export function gzipSize(distDir: string, file: string): number {
  const full = path.join(distDir, file);
  let size = gzipCache.get(full);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length;
    gzipCache.set(full, size);
  }
  return size;
}

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build with build.manifest (apps/web/vite.config.ts)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
