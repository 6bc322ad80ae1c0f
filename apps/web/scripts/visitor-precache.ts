import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { CustomInjectManifestOptions } from 'vite-plugin-pwa';

type ManifestTransform = NonNullable<CustomInjectManifestOptions['manifestTransforms']>[number];

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), as far as the precache needs it. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The modules whose lazy import opens the members' and the staff's app (routes.tsx): what only they
 * reach is left to the runtime cache (decision 0073).
 */
export const APP_ONLY_IMPORTS = /^src\/app\/(member-screens|layout\/member-nav|layout\/AdminLayout)\.tsx?$/;

/**
 * The built JavaScript and CSS a visitor's pages can reach: the entry with everything it imports,
 * statically or lazily, except through the imports that open the members' and the staff's app.
 * A chunk a public page shares with a members' screen stays in (the public page needs it).
 */
export function visitorFiles(manifest: ViteManifest, appOnly: RegExp = APP_ONLY_IMPORTS): Set<string> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length === 0) throw new Error('the Vite manifest names no entry');
  const seen = new Set<string>();
  const open = [...entries];
  for (let key = open.pop(); key !== undefined; key = open.pop()) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest imports ${key} but has no chunk for it`);
    seen.add(key);
    open.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []).filter((target) => !appOnly.test(target)));
  }
  const files = new Set<string>();
  for (const key of seen) {
    const chunk = manifest[key]!;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

/** Built code (hashed JavaScript and CSS under assets/): what the filter decides on; every other file is kept. */
const BUILT_CODE = /^assets\/.+\.(js|css)$/;

/**
 * Workbox's `manifestTransforms` step for vite-plugin-pwa (`transform`): the precache keeps the app's
 * other files (HTML, icons, manifest) and, of the built code, only what a visitor's pages reach. Its
 * `plugin` tells it where the build writes (`--outDir` may move it); vite-plugin-pwa builds the worker
 * in `closeBundle`, after Vite has written its manifest there.
 */
export function visitorPrecache(): { plugin: Plugin; transform: ManifestTransform } {
  let outDir: string | undefined;
  return {
    plugin: {
      name: 'venue:visitor-precache',
      apply: 'build',
      configResolved(config) {
        outDir = path.resolve(config.root, config.build.outDir);
      },
    },
    transform: (entries) => {
      if (!outDir) throw new Error('visitorPrecache().plugin is not among the plugins of the build');
      const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
      const keep = visitorFiles(manifest);
      return { manifest: entries.filter((entry) => !BUILT_CODE.test(entry.url) || keep.has(entry.url)), warnings: [] };
    },
  };
}
