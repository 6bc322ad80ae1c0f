import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { repoRoot, startAppProcess } from '../apps/server/test/app-process.js';
import { benchArgs, median } from './lib/stats.js';

/**
 * Start-up time on an EXISTING data dir: the first start creates and migrates the embedded
 * database and seeds the demo accounts; then the app is restarted `--runs` times (default 5) and the
 * time from spawning the built server as `npm start` runs it (`node --enable-source-maps
 * apps/server/dist/main.js`, built first if its sources are newer) until /healthz answers 200 is
 * taken. `--source`: the TypeScript sources through tsx instead (as before issue 18 item 5).
 */
export async function startupBench(argv: string[]) {
  const { number, flag } = benchArgs(argv);
  const runs = number('runs', 5);
  const built = !flag('source');
  if (built) execFileSync(process.execPath, ['scripts/ensure-server-build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-bench-startup-'));
  try {
    const first = await startAppProcess(dataDir, { SEED_DEMO: 'true' }, 60_000, { built });
    console.log(`first start (creates, migrates and seeds the database): ${first.readyMs} ms`);
    await first.stop();
    const times: number[] = [];
    for (let i = 1; i <= runs; i++) {
      const app = await startAppProcess(dataDir, { SEED_DEMO: 'true' }, 60_000, { built });
      times.push(app.readyMs);
      console.log(`restart ${i}: ${app.readyMs} ms until /healthz = 200`);
      if ((await app.stop()) !== 0) throw new Error(`the app did not exit cleanly:\n${app.output()}`);
    }
    const m = median(times);
    console.log(`\nstartup of the ${built ? 'built server' : 'sources through tsx'} on an existing data dir: median ${m} ms of ${runs} (min ${Math.min(...times)}, max ${Math.max(...times)}); budget 10000 ms`);
    if (m >= 10_000) process.exitCode = 1;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
