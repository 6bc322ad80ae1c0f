// Builds the server into one JavaScript file (apps/server/dist/main.js) when it is missing or older
// than its sources, so that `npm start` runs built code (no TypeScript loader: the restart of issue
// 18 item 5) and a change to the sources is never started stale. Its dependencies stay in
// node_modules; the workspace's own TypeScript (@venue/shared) goes into the bundle. The files the
// server reads beside its code (migrations, the common passwords) are copied next to it, at the
// same places relative to the bundle as to their modules.
import { cpSync, existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newest } from './newest-mtime.mjs';
import { serverBundleOptions } from './server-bundle.mjs';

const root = new URL('..', import.meta.url).pathname;
const server = join(root, 'apps/server');
const dist = join(server, 'dist');
const stamp = join(dist, 'main.js');
const sources = [join(server, 'src'), join(root, 'packages/shared/src'), join(server, 'package.json'), join(root, 'scripts/ensure-server-build.mjs'), join(root, 'scripts/newest-mtime.mjs'), join(root, 'scripts/server-bundle.mjs')];

if (!existsSync(join(root, 'node_modules/esbuild'))) {
  console.log('[build] dependencies not installed yet; skipping server build');
  process.exit(0);
}
if (existsSync(stamp) && statSync(stamp).mtimeMs >= Math.max(...sources.map(newest))) process.exit(0);

const { build } = await import('esbuild');
const { dependencies = {} } = JSON.parse(readFileSync(join(server, 'package.json'), 'utf8'));
const started = Date.now();
rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [join(server, 'src/main.ts')],
  outfile: stamp,
  ...serverBundleOptions,
  // Packages load from node_modules as they are (native code, WebAssembly, their own files).
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@venue/')).flatMap((name) => [name, `${name}/*`]),
});
cpSync(join(server, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
cpSync(join(server, 'src/modules/accounts/common-passwords.txt'), join(dist, 'common-passwords.txt'));
console.log(`[build] server built in ${Date.now() - started} ms`);
