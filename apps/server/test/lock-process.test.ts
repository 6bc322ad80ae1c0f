import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openAppDatabase, socketDatabaseUrl } from '../src/db/open.js';
import { DatabaseLockedError, lockFilePath } from '../src/db/lock.js';
import { openPostgres } from '../src/db/postgres.js';
import { findUserByEmail } from '../src/modules/accounts/accounts.repository.js';
import { insertSession } from '../src/modules/accounts/sessions.repository.js';
import { hashToken, newToken } from '../src/modules/accounts/tokens.js';
import { runCliProcess, startAppProcess, type AppProcess } from './app-process.js';
import { migratedDataDir } from './data-dir-template.js';

// A running app owns its embedded database; the CLI and psql reach it through the app's socket.
describe('a running app shares its embedded database', () => {
  let dataDir: string;
  let app: AppProcess;
  let socketDir: string;

  beforeAll(async () => {
    // Already migrated: the test is about sharing the database, not about a first start.
    dataDir = await migratedDataDir('venue-lockproc-');
    app = await startAppProcess(dataDir);
    const lock = JSON.parse(fs.readFileSync(lockFilePath(dataDir), 'utf8')) as { pid: number; socketDir: string; socketPort?: number };
    expect(lock.pid).toBe(app.child.pid);
    expect(lock.socketPort).toBeUndefined(); // no TCP port unless PGLITE_SOCKET_PORT asks
    socketDir = lock.socketDir;
    expect(socketDir).toBe(path.join(dataDir, 'run'));
  }, 90_000);
  afterAll(async () => {
    await app?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to open the same data dir in a second process, naming the app’s pid', async () => {
    const attempt = openAppDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), () => undefined);
    await expect(attempt).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(attempt).rejects.toThrow(`in use by process ${app.child.pid} (served on the socket in ${socketDir})`);
  });

  it('lets the CLI create a member that the running app then has', async () => {
    const created = await runCliProcess(dataDir, ['user:create', '--email', 'Live@Example.ch', '--username', 'live_member', '--password', 'Sauna-Abend-2026', '--sex', 'MF']);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^created member live_member <live@example\.ch> id=[0-9a-f-]{36} \(activated\)\n$/);
    const viaSocket = await openPostgres(socketDatabaseUrl(socketDir), { migrate: false, max: 1 });
    try {
      const user = await findUserByEmail(viaSocket.db, 'live@example.ch');
      expect(user).toMatchObject({ username: 'live_member', sex: 'MF', admin: false });
      expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
      expect(user!.phoneVerifiedAt).toBeInstanceOf(Date);
      // The app process itself, through its own connection, knows the member: a session made for
      // them is accepted by its GraphQL endpoint.
      const token = newToken();
      await insertSession(viaSocket.db, { userId: user!.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
      const res = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ currentUser { username sex } }' }),
      });
      expect(await res.json()).toEqual({ data: { currentUser: { username: 'live_member', sex: 'MF' } } });
    } finally {
      await viaSocket.close();
    }
    const again = await runCliProcess(dataDir, ['user:create', '--email', 'live@example.ch', '--username', 'other_name', '--password', 'Sauna-Abend-2026']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('EMAIL_TAKEN');
  }, 60_000);

  it.runIf(spawnSync('psql', ['--version']).status === 0)('answers psql on its socket: psql -h DATA_DIR/run -U postgres', () => {
    const psql = spawnSync('psql', ['-h', socketDir, '-U', 'postgres', '-tAc', 'select 1']);
    expect(psql.stderr.toString()).toBe('');
    expect(psql.stdout.toString().trim()).toBe('1');
  });

  it('shuts down cleanly on SIGTERM and removes its lock', async () => {
    expect(await app.stop()).toBe(0);
    expect(fs.existsSync(lockFilePath(dataDir))).toBe(false);
    // With no app running, the CLI opens the directory itself (under the lock) and finds the member.
    const granted = await runCliProcess(dataDir, ['user:admin', '--email', 'live@example.ch', '--grant']);
    expect(granted).toMatchObject({ code: 0, stdout: 'granted admin to live_member <live@example.ch>\n' });
    expect(fs.existsSync(lockFilePath(dataDir))).toBe(false);
  }, 60_000);
});
