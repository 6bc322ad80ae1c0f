import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { ConfigError, loadConfig } from '../src/config.js';
import { databaseSocketDir, openAppDatabase, openCliDatabase, socketDatabaseUrl, type OpenedDatabase } from '../src/db/open.js';
import { secureDataDir } from '../src/infra/data-dir.js';
import { DatabaseLockedError, lockFilePath } from '../src/db/lock.js';
import { openPostgres } from '../src/db/postgres.js';
import { users } from '../src/modules/accounts/accounts.table.js';
import { migratedDataDir } from './data-dir-template.js';
import { findUserByEmail, insertUser } from '../src/modules/accounts/accounts.repository.js';

// The embedded database (PGlite in DATA_DIR/db) belongs to one process, which serves it to others.
const quiet = () => undefined;
const dirs: string[] = [];
/** A data dir with its database already migrated (these tests are about the lock, not a first start). */
async function tempConfig(env: Record<string, string> = {}) {
  const dir = await migratedDataDir('venue-lock-');
  dirs.push(dir);
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent', ...env });
}
const readLockFile = (dir: string) => JSON.parse(fs.readFileSync(lockFilePath(dir), 'utf8')) as { pid: number; socketDir?: string; socketPort?: number };
const modeOf = (file: string) => fs.statSync(file).mode & 0o7777;
/** The TCP ports (not Unix sockets) that `open` makes this process listen on. */
async function tcpListensOf<T>(open: () => Promise<T>): Promise<{ result: T; tcp: unknown[][] }> {
  const listen = vi.spyOn(net.Server.prototype, 'listen');
  try {
    const result = await open();
    return { result, tcp: listen.mock.calls.filter((args) => typeof args[0] !== 'string') };
  } finally {
    listen.mockRestore();
  }
}
/** The pid of a process that has just ended. */
function deadPid() {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the database lock', () => {
  const open: OpenedDatabase[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((d) => d.close()));
  });

  it('refuses a second open of the same data dir, naming the owner pid, and frees it on close', async () => {
    const config = await tempConfig();
    const first = await openAppDatabase(config, quiet);
    open.push(first);
    expect(readLockFile(config.dataDir)).toMatchObject({ pid: process.pid, socketDir: first.socketDir });
    const second = openAppDatabase(config, quiet);
    await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(second).rejects.toThrow(`in use by process ${process.pid}`);
    await open.pop()!.close();
    expect(fs.existsSync(lockFilePath(config.dataDir))).toBe(false);
    open.push(await openAppDatabase(config, quiet)); // free again
  });

  it('refuses while another live process holds the lock', async () => {
    const config = await tempConfig();
    fs.writeFileSync(lockFilePath(config.dataDir), JSON.stringify({ pid: process.ppid }));
    await expect(openAppDatabase(config, quiet)).rejects.toThrow(`in use by process ${process.ppid}`);
    expect(readLockFile(config.dataDir).pid).toBe(process.ppid);
  });

  it('takes over the stale lock of a process that is gone', async () => {
    const config = await tempConfig();
    const pid = deadPid();
    fs.writeFileSync(lockFilePath(config.dataDir), JSON.stringify({ pid, socketDir: '/nowhere' }));
    // …and the socket file that process left behind.
    fs.mkdirSync(databaseSocketDir(config.dataDir), { mode: 0o700 });
    fs.writeFileSync(path.join(databaseSocketDir(config.dataDir), '.s.PGSQL.5432'), '');
    const database = await openAppDatabase(config, quiet);
    open.push(database);
    expect(readLockFile(config.dataDir)).toMatchObject({ pid: process.pid, socketDir: databaseSocketDir(config.dataDir) });
    const client = new pg.Client(socketDatabaseUrl(database.socketDir!));
    await client.connect();
    await client.end();
  });

  it.runIf(fs.existsSync('/proc/self/stat'))('takes over a lock whose pid now belongs to another process (pid reuse)', async () => {
    const config = await tempConfig();
    fs.writeFileSync(lockFilePath(config.dataDir), JSON.stringify({ pid: process.ppid, startTime: '1' }));
    open.push(await openAppDatabase(config, quiet));
    expect(readLockFile(config.dataDir).pid).toBe(process.pid);
  });
});

// Issue 11: no other local user may read or change the members' data through the database or its files.
describe('the embedded database and DATA_DIR belong to their owner alone', () => {
  const open: OpenedDatabase[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((d) => d.close()));
  });

  it.runIf(process.platform !== 'win32')('creates DATA_DIR 0700, the lock file 0600 and the socket in a 0700 directory', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-lock-'));
    dirs.push(parent);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(parent, 'data'), LOG_LEVEL: 'silent' });
    open.push(await openAppDatabase(config, quiet));
    expect(modeOf(config.dataDir)).toBe(0o700);
    expect(modeOf(lockFilePath(config.dataDir))).toBe(0o600);
    const socketDir = databaseSocketDir(config.dataDir);
    expect(modeOf(socketDir)).toBe(0o700);
    expect(fs.statSync(path.join(socketDir, '.s.PGSQL.5432')).isSocket()).toBe(true);
    expect(modeOf(path.join(socketDir, '.s.PGSQL.5432'))).toBe(0o600);
    await open.pop()!.close();
    expect(fs.existsSync(path.join(socketDir, '.s.PGSQL.5432'))).toBe(false);
  });

  it.runIf(process.platform !== 'win32')('tightens an existing DATA_DIR that others may enter, and says so', async () => {
    const config = await tempConfig();
    fs.chmodSync(config.dataDir, 0o755);
    const logged: string[] = [];
    open.push(await openAppDatabase(config, (msg) => logged.push(msg)));
    expect(modeOf(config.dataDir)).toBe(0o700);
    expect(logged).toContain(`tightened DATA_DIR ${config.dataDir} from 0755 to 0700: only its owner may read the database`);
  });

  it.runIf(process.platform !== 'win32')('leaves a shared sticky directory such as /tmp alone and warns', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-lock-'));
    dirs.push(dir);
    fs.chmodSync(dir, 0o1777);
    expect(secureDataDir(dir)).toMatch(/is a shared directory \(01777\): other local users may read the database/);
    expect(modeOf(dir)).toBe(0o1777);
  });

  it('serves no TCP port unless PGLITE_SOCKET_PORT asks for one', async () => {
    const config = await tempConfig();
    const { result: database, tcp } = await tcpListensOf(() => openAppDatabase(config, quiet));
    open.push(database);
    expect(tcp).toEqual([]);
    expect(database.socketPort).toBeUndefined();
    expect(readLockFile(config.dataDir).socketPort).toBeUndefined();

    const asked = await tcpListensOf(async () => openAppDatabase(await tempConfig({ PGLITE_SOCKET_PORT: '0' }), quiet));
    open.push(asked.result);
    expect(asked.tcp).toEqual([[0, '127.0.0.1', expect.any(Function)]]);
    const client = new pg.Client(`postgresql://postgres@127.0.0.1:${asked.result.socketPort}/postgres?sslmode=disable`);
    await client.connect();
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await client.end();
  });

  it('serves no TCP port in production, and refuses PGLITE_SOCKET_PORT there', async () => {
    const production = await tempConfig({ NODE_ENV: 'production' });
    const { result, tcp } = await tcpListensOf(() => openAppDatabase(production, quiet));
    open.push(result);
    expect(tcp).toEqual([]);
    expect(readLockFile(production.dataDir).socketPort).toBeUndefined();
    const asking = { NODE_ENV: 'production', DATA_DIR: production.dataDir, PGLITE_SOCKET_PORT: '5999' };
    expect(() => loadConfig(asking)).toThrow(ConfigError);
    expect(() => loadConfig(asking)).toThrow(/PGLITE_SOCKET_PORT: serves the database without a password/);
  });
});

describe('the embedded database served on its Unix socket', () => {
  let app: OpenedDatabase;
  let url: string;
  let dataDir: string;
  beforeAll(async () => {
    const config = await tempConfig();
    dataDir = config.dataDir;
    app = await openAppDatabase(config, quiet);
    url = socketDatabaseUrl(app.socketDir!);
  });
  afterAll(() => app.close());

  it('works with openPostgres(…, { migrate: false }): rows written through the socket are the app’s rows', async () => {
    const remote = await openPostgres(url, { migrate: false, max: 2 });
    try {
      const row = await insertUser(remote.db, { email: 'via-socket@example.ch', username: 'via_socket', passwordHash: 'x' });
      expect((await findUserByEmail(app.db, 'via-socket@example.ch'))?.id).toBe(row.id);
      await remote.db.update(users).set({ admin: true }).where(eq(users.id, row.id));
      expect((await findUserByEmail(app.db, 'via-socket@example.ch'))?.admin).toBe(true);
    } finally {
      await remote.close();
    }
  });

  it('keeps a client transaction whole: the app waits for COMMIT instead of running inside it', async () => {
    const client = new pg.Client(url);
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query("INSERT INTO users (email, username, slug, password_hash) VALUES ('tx@example.ch', 'tx_member', 'tx_member', 'x')");
      let appDone = false;
      const appQuery = app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.email, 'tx@example.ch'))
        .then((r) => {
          appDone = true;
          return r[0]!.n;
        });
      await new Promise((r) => setTimeout(r, 150));
      expect(appDone).toBe(false);
      await client.query('ROLLBACK');
      expect(await appQuery).toBe(0); // the app never saw the rolled-back row
    } finally {
      await client.end();
    }
  });

  it('rolls back what a client left open when it disconnects', async () => {
    const client = new pg.Client(url);
    await client.connect();
    await client.query('BEGIN');
    await client.query("INSERT INTO users (email, username, slug, password_hash) VALUES ('gone@example.ch', 'gone_member', 'gone_member', 'x')");
    (client as unknown as { connection: { stream: net.Socket } }).connection.stream.destroy();
    await client.end().catch(() => undefined);
    expect(await findUserByEmail(app.db, 'gone@example.ch')).toBeUndefined();
    // …and the app's own work goes on outside any transaction.
    await insertUser(app.db, { email: 'after@example.ch', username: 'after_member', passwordHash: 'x' });
    expect(await findUserByEmail(app.db, 'after@example.ch')).toBeDefined();
  });

  it('gives every parameterised query its own answer while the app queries at the same time', async () => {
    const remote = await openPostgres(url, { migrate: false, max: 4 });
    try {
      const viaSocket = Array.from({ length: 100 }, (_, i) => remote.pool.query('select $1::int * 2 as v', [i]).then((r) => r.rows[0].v as number));
      const inApp = Array.from({ length: 100 }, (_, i) => app.db.execute(sql`select ${i}::int * 3 as v`).then((r) => ((r as unknown as { rows: { v: number }[] }).rows[0]!.v)));
      expect(await Promise.all(viaSocket)).toEqual(Array.from({ length: 100 }, (_, i) => i * 2));
      expect(await Promise.all(inApp)).toEqual(Array.from({ length: 100 }, (_, i) => i * 3));
    } finally {
      await remote.close();
    }
  });

  it('lets the CLI connect through the socket while the app holds the lock', async () => {
    const cli = await openCliDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
    try {
      expect(cli.kind).toBe('postgres');
      expect(await findUserByEmail(cli.db, 'via-socket@example.ch')).toBeDefined();
    } finally {
      await cli.close();
    }
  });
});
