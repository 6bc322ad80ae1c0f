import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readBackup, type BackupItem } from '../../src/infra/backup/read.js';
import { readTar, tarEnd, tarEntry } from '../../src/infra/backup/tar.js';
import { BackupWriter } from '../../src/infra/backup/write.js';
import { IncompatibleBackupError, codeMigrations, migrationsOfBackup } from '../../src/infra/backup/migrations.js';
import { migrationsFolder } from '../../src/db/client.js';
import { currentMigrations, syntheticBackup, tempDir } from './support.js';

// The backup file itself: a gzip'd tar that `tar` reads, checked entry by entry when read back.
describe('backup archive', () => {
  const dir = tempDir('venue-backup-archive-');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function items(file: string): Promise<BackupItem[]> {
    const all: BackupItem[] = [];
    for await (const item of readBackup(file)) all.push(item);
    return all;
  }

  async function* chunks(buffer: Buffer, size: number) {
    for (let at = 0; at < buffer.length; at += size) yield buffer.subarray(at, at + size);
  }

  it('round-trips names longer than ustar holds (pax) and bodies of any length, across chunk borders', async () => {
    const long = `storage/member-photos/${'a'.repeat(120)}/ümlaut-ä.webp`;
    const entries = [
      { name: 'backup.json', body: Buffer.from('{}') },
      { name: long, body: Buffer.alloc(1025, 7) },
      { name: 'empty', body: Buffer.alloc(0) },
      { name: 'x'.repeat(100), body: Buffer.alloc(512, 1) },
    ];
    const tar = Buffer.concat([...entries.flatMap((e) => tarEntry(e.name, e.body)), tarEnd()]);
    for (const size of [1, 7, 512, 100_000]) {
      const read: { name: string; body: Buffer }[] = [];
      for await (const entry of readTar(chunks(tar, size), 1 << 20)) read.push(entry);
      expect(read.map((e) => e.name)).toEqual(entries.map((e) => e.name));
      expect(read.map((e) => e.body.equals(entries[read.indexOf(e)]!.body))).toEqual([true, true, true, true]);
    }
  });

  it('writes a 0600 file that tar lists and extracts, and readBackup checks it whole', async () => {
    const file = path.join(dir, 'ok.tar.gz');
    await syntheticBackup(file);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir).filter((f) => f.includes('.partial'))).toEqual([]);
    const read = await items(file);
    expect(read.map((i) => i.kind)).toEqual(['header', 'rows', 'file', 'manifest']);
    expect(read[2]).toMatchObject({ kind: 'file', key: 'news/a/1.webp', contentType: 'image/webp' });
    const tar = spawnSync('tar', ['-tzf', file]);
    if (tar.status === 0) {
      expect(tar.stdout.toString().trim().split('\n')).toEqual([
        'backup.json',
        'db/public/app_settings/000001.jsonl',
        'storage/.types/news/a/1.webp',
        'storage/news/a/1.webp',
        'manifest.json',
      ]);
    }
  });

  it('refuses a truncated, damaged or foreign file with a sentence, at any cut', async () => {
    const file = path.join(dir, 'good.tar.gz');
    await syntheticBackup(file);
    const good = fs.readFileSync(file);
    const cases: [string, Buffer, RegExp][] = [
      ['cut in the middle', good.subarray(0, good.length >> 1), /truncated/],
      ['cut before the gzip trailer', good.subarray(0, good.length - 4), /truncated/],
      ['one flipped byte', Buffer.from(good.map((b, i) => (i === good.length >> 1 ? b ^ 0xff : b))), /damaged|truncated|not a backup/],
      ['a flipped checksum', Buffer.from(good.map((b, i) => (i === good.length - 6 ? b ^ 0xff : b))), /damaged \(gzip: incorrect data check\)/],
      ['not gzip', Buffer.from('name,email\nanna,anna@example.ch\n'), /not a backup file/],
      ['empty', Buffer.alloc(0), /truncated|not a backup/],
      ['a tar.gz of something else', zlib.gzipSync(Buffer.concat([...tarEntry('notes.txt', Buffer.from('hi')), tarEnd()])), /not a backup of this app/],
    ];
    for (const [what, bytes, message] of cases) {
      const bad = path.join(dir, 'bad.tar.gz');
      fs.writeFileSync(bad, bytes);
      await expect(items(bad), what).rejects.toThrow(message);
    }
    await expect(items(path.join(dir, 'missing.tar.gz'))).rejects.toThrow(/no backup file at/);
  });

  it('refuses a backup whose manifest counts differ from its rows, or with no manifest at all', async () => {
    const counted = path.join(dir, 'counted.tar.gz');
    await syntheticBackup(counted, { rows: 3, manifestRows: 4 });
    await expect(items(counted)).rejects.toThrow(/manifest counts 4 rows in 1 tables and 1 files, the file holds 3 rows/);
    const cut = path.join(dir, 'no-manifest.tar.gz');
    const writer = BackupWriter.create(cut);
    const header = { format: 'club-venue-backup', version: 1, createdAt: new Date().toISOString(), migrations: currentMigrations(), tables: [], sequences: [], files: 'included' };
    await writer.add('backup.json', Buffer.from(JSON.stringify(header)));
    await writer.commit();
    await expect(items(cut)).rejects.toThrow(/truncated \(no manifest\.json at its end\)/);
  });

  it('accepts the migrations of an older or equal app and refuses newer or changed ones', () => {
    const { migrations: code } = codeMigrations(migrationsFolder);
    const applied = currentMigrations();
    expect(migrationsOfBackup(applied, code)).toHaveLength(code.length);
    expect(migrationsOfBackup(applied.slice(0, 5), code).map((m) => m.tag)).toEqual(code.slice(0, 5).map((m) => m.tag));
    const newer = [...applied, { hash: 'f'.repeat(64), createdAt: applied[applied.length - 1]!.createdAt + 1000 }];
    expect(() => migrationsOfBackup(newer, code)).toThrow(IncompatibleBackupError);
    expect(() => migrationsOfBackup(newer, code)).toThrow(/made by a newer version of the app: its database has 1 migration\(s\) this code does not know/);
    const changed = applied.map((m, i) => (i === 2 ? { ...m, hash: '0'.repeat(64) } : m));
    expect(() => migrationsOfBackup(changed, code)).toThrow(`different version of migration ${code[2]!.tag}`);
  });
});
