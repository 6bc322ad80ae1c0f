import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, currentMigrations, listing, syntheticBackup, tempDir } from './support.js';

// What backup and restore refuse, and that a refusal writes nothing (no database is needed to refuse).
describe('backup and restore refusals', () => {
  const dir = tempDir('venue-backup-refusals-');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  const freshDataDir = () => path.join(dir, `data-${++n}`);

  async function backupFile(opts: Parameters<typeof syntheticBackup>[1] = {}) {
    const file = path.join(dir, `b-${++n}.tar.gz`);
    await syntheticBackup(file, opts);
    return file;
  }

  it('restore refuses a DATA_DIR that has a database, and leaves it as it was', async () => {
    const dataDir = freshDataDir();
    fs.mkdirSync(path.join(dataDir, 'db'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), '17');
    const before = listing(dataDir);
    const r = await cli(dataDir, ['restore', '--from', await backupFile()]);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`restore: refused: ${path.join(dataDir, 'db')} already holds a database: restore only into a data directory without one (move it aside first); nothing was changed`);
    expect(r.out).toBe('');
    expect(listing(dataDir)).toEqual(before);
    expect(fs.readFileSync(path.join(dataDir, 'db', 'PG_VERSION'), 'utf8')).toBe('17');
  });

  it('restore refuses a DATA_DIR whose storage holds files', async () => {
    const dataDir = freshDataDir();
    fs.mkdirSync(path.join(dataDir, 'storage', 'news'), { recursive: true });
    const r = await cli(dataDir, ['restore', '--from', await backupFile()]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('storage already holds files');
    expect(listing(dataDir)).toEqual(['storage', 'storage/news']);
  });

  it('restore refuses a truncated or damaged backup with a clear error and writes nothing', async () => {
    const good = fs.readFileSync(await backupFile());
    for (const [bytes, message] of [
      [good.subarray(0, good.length - 10), /^restore: refused: the backup file is truncated \(its compressed data ends early\)$/],
      [good.subarray(0, good.length >> 1), /^restore: refused: the backup file is truncated/],
      // A changed checksum in the gzip trailer; a byte changed inside the compressed data shows as
      // damage, an early end or a foreign first entry, depending on where it falls.
      [Buffer.from(good.map((b, i) => (i === good.length - 6 ? b ^ 0x55 : b))), /^restore: refused: the backup file is damaged \(gzip: incorrect data check\)$/],
      [Buffer.from(good.map((b, i) => (i === good.length >> 1 ? b ^ 0x55 : b))), /^restore: refused: (the backup file is (damaged|truncated)|not a backup) /],
    ] as const) {
      const file = path.join(dir, `bad-${++n}.tar.gz`);
      fs.writeFileSync(file, bytes);
      const dataDir = freshDataDir();
      const r = await cli(dataDir, ['restore', '--from', file]);
      expect(r).toMatchObject({ code: 1, out: '' });
      expect(r.err).toMatch(message);
      expect(fs.existsSync(dataDir)).toBe(false); // not even DATA_DIR itself, nor a lock
    }
  });

  it('restore refuses a backup made by a newer app (an unknown migration), and one with a changed migration', async () => {
    const applied = currentMigrations();
    const newer = await backupFile({ header: { migrations: [...applied, { hash: 'a'.repeat(64), createdAt: Date.parse('2030-01-01T00:00:00Z') }] } });
    const dataDir = freshDataDir();
    const r = await cli(dataDir, ['restore', '--from', newer]);
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      'restore: refused: the backup was made by a newer version of the app: its database has 1 migration(s) this code does not know (newest from 2030-01-01T00:00:00.000Z); restore it with that version or a later one',
    );
    expect(fs.existsSync(dataDir)).toBe(false);
    const changed = await backupFile({ header: { migrations: applied.map((m, i) => (i === 1 ? { ...m, hash: 'b'.repeat(64) } : m)) } });
    const again = await cli(dataDir, ['restore', '--from', changed]);
    expect(again.err).toMatch(/^restore: refused: the backup's database was made with a different version of migration 0001_accounts/);
  });

  it('restore refuses with DATABASE_URL set (PostgreSQL is restored with pg_restore); a missing file is named', async () => {
    const withUrl = await cli(freshDataDir(), ['restore', '--from', await backupFile()], { DATABASE_URL: 'postgres://venue@127.0.0.1:1/venue' });
    expect(withUrl).toMatchObject({ code: 1 });
    expect(withUrl.err).toContain('DATABASE_URL is set');
    expect(withUrl.err).toContain('pg_restore');
    const missing = await cli(freshDataDir(), ['restore', '--from', path.join(dir, 'nope.tar.gz')]);
    expect(missing).toMatchObject({ code: 1, err: `restore: refused: no backup file at ${path.join(dir, 'nope.tar.gz')}` });
    const usage = await cli(freshDataDir(), ['restore']);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('missing --from');
  });

  it('backup refuses a DATA_DIR without a database, a target inside DATA_DIR or in a missing directory, and PostgreSQL', async () => {
    const dataDir = freshDataDir();
    fs.mkdirSync(dataDir);
    const none = await cli(dataDir, ['backup', '--to', path.join(dir, 'x.tar.gz')]);
    expect(none).toMatchObject({ code: 1, err: `backup: refused: no embedded database in ${path.join(dataDir, 'db')}: nothing to back up (is DATA_DIR right?)` });
    expect(listing(dataDir)).toEqual([]); // no database was created by looking
    const inside = await cli(dataDir, ['backup', '--to', path.join(dataDir, 'backups', 'x.tar.gz')]);
    expect(inside.err).toContain('is inside DATA_DIR');
    const nowhere = await cli(dataDir, ['backup', '--to', path.join(dir, 'no-such-dir', 'x.tar.gz')]);
    expect(nowhere.err).toBe(`backup: refused: the directory ${path.join(dir, 'no-such-dir')} does not exist`);
    const postgres = await cli(dataDir, ['backup', '--to', path.join(dir, 'x.tar.gz')], { DATABASE_URL: 'postgres://venue@127.0.0.1:1/venue' });
    expect(postgres.err).toContain('back PostgreSQL up with pg_dump');
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('x.tar.gz') || f.includes('.partial'))).toEqual([]);
  });
});
