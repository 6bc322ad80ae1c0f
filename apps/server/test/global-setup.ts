import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './app-process.js';

/**
 * Once before the server's test files: the built server (apps/server/dist/main.js) is brought up to
 * date with the sources, so the tests that start the real process run what `npm start` runs, and
 * no two workers rebuild it at once. Nothing happens when it is current (as after npm ci in CI).
 */
export default function setup(): void {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/ensure-server-build.mjs')], { cwd: repoRoot, stdio: 'inherit' });
}
