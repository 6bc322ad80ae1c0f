import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { lockFilePath } from '../src/db/lock.js';
import { socketDatabaseUrl } from '../src/db/open.js';
import { DEMO_ACCOUNTS } from '../src/modules/demo/demo-accounts.js';
import { startAppProcess, type AppProcess } from './app-process.js';

// The 10 s budget is measured by `npm run bench -- startup` (median of restarts on a quiet machine);
// here a restart must come up at all, also on a loaded CI machine, and not seed twice.
const RESTART_LIMIT_MS = 60_000;
// A first start also creates the database and draws the demo members' pictures: seen at 60+ s
// with a load average of 13 on 2 cores.
const FIRST_START_LIMIT_MS = 150_000;

async function countMembers(dataDir: string) {
  const { socketDir } = JSON.parse(fs.readFileSync(lockFilePath(dataDir), 'utf8')) as { socketDir: string };
  const client = new pg.Client(socketDatabaseUrl(socketDir));
  await client.connect();
  try {
    return (await client.query('select count(*)::int as n from users')).rows[0].n as number;
  } finally {
    await client.end();
  }
}

// `npm start` on a data dir that already holds a database must be ready within the budget.
describe('startup', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-startup-'));
  let app: AppProcess | undefined;
  afterAll(async () => {
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds the demo accounts on a first start, once', async () => {
    app = await startAppProcess(dataDir, { SEED_DEMO: 'true' }, FIRST_START_LIMIT_MS);
    expect(app.output()).toContain(`seeded ${DEMO_ACCOUNTS.length} demo accounts`);
    expect(await countMembers(dataDir)).toBe(DEMO_ACCOUNTS.length);
    expect(await app.stop()).toBe(0);
  }, FIRST_START_LIMIT_MS + 30_000);

  it('answers /healthz when started again on the existing data dir, without seeding again', async () => {
    app = await startAppProcess(dataDir, { SEED_DEMO: 'true' }, RESTART_LIMIT_MS);
    console.info(`startup on an existing data dir: ${app.readyMs} ms until /healthz answered 200`);
    expect(await countMembers(dataDir)).toBe(DEMO_ACCOUNTS.length); // not seeded twice
    expect(app.output()).not.toContain('seeded');
    expect(await app.stop()).toBe(0);
    expect(fs.existsSync(lockFilePath(dataDir))).toBe(false);
  }, 90_000);
});
