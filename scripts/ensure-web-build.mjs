// Builds the web app when its build output is missing or older than its sources,
// so that `npm install && npm start` works on a fresh clone and a restart stays fast.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newest } from './newest-mtime.mjs';
import { execSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const web = join(root, 'apps/web');
// The web app and the server renderer of its public pages (dist-server/), built together.
const stamps = [join(web, 'dist/index.html'), join(web, 'dist-server/entry-server.js')];
const sources = [join(web, 'src'), join(web, 'index.html'), join(web, 'vite.config.ts'), join(web, 'pwa.config.ts'), join(web, 'scripts'), join(root, 'packages/shared/src'), join(web, 'public')];

if (!existsSync(join(web, 'node_modules')) && !existsSync(join(root, 'node_modules/vite'))) {
  console.log('[build] dependencies not installed yet; skipping web build');
  process.exit(0);
}
if (!existsSync(join(web, 'index.html'))) process.exit(0);
const built = Math.min(...stamps.map((stamp) => (existsSync(stamp) ? statSync(stamp).mtimeMs : 0)));
if (built >= Math.max(...sources.map(newest))) process.exit(0);
console.log('[build] building the web app …');
execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
