import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../../src/cli/run.js';
import { migrationsFolder } from '../../src/db/client.js';
import { codeMigrations } from '../../src/infra/backup/migrations.js';
import { BackupWriter } from '../../src/infra/backup/write.js';
import { rowsEntry, type BackupHeader } from '../../src/infra/backup/format.js';

/** The operator CLI in this process, on a real DATA_DIR (it opens the database as `npm run cli` does). */
export async function cli(dataDir: string, argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(
    argv,
    { out: (l) => out.push(l), err: (l) => err.push(l) },
    { env: { NODE_ENV: 'test', DATA_DIR: dataDir, ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', ...env } },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

export function tempDir(prefix: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Every file under a directory, relative, sorted (to see that nothing was written). */
export function listing(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).map(String).sort();
}

/** The migrations this code ships, as a backup header records them. */
export function currentMigrations(): BackupHeader['migrations'] {
  return codeMigrations(migrationsFolder).migrations.map((m) => ({ hash: m.hash, createdAt: m.when }));
}

/**
 * A small backup written with the real writer, for the refusals (no database needed): one table
 * with `rows` lines and one stored file. `header` overrides fields; `manifest` replaces its counts.
 */
export async function syntheticBackup(file: string, opts: { header?: Partial<BackupHeader>; manifestRows?: number; rows?: number } = {}) {
  const rows = opts.rows ?? 3;
  const header: BackupHeader = {
    format: 'club-venue-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    migrations: currentMigrations(),
    tables: [{ schema: 'public', name: 'app_settings' }],
    sequences: [],
    files: 'included',
    ...opts.header,
  };
  const writer = BackupWriter.create(file);
  await writer.add('backup.json', Buffer.from(JSON.stringify(header)));
  const lines = Array.from({ length: rows }, (_, i) => JSON.stringify({ key: `k${i}`, value: { n: i } }));
  if (rows > 0) await writer.add(rowsEntry(header.tables[0]!, 1), Buffer.from(`${lines.join('\n')}\n`));
  await writer.add('storage/.types/news/a/1.webp', Buffer.from('image/webp'));
  await writer.add('storage/news/a/1.webp', Buffer.from('RIFF....WEBP'));
  const manifest = { rows: { 'public.app_settings': opts.manifestRows ?? rows }, files: 1, fileBytes: 12 };
  await writer.add('manifest.json', Buffer.from(JSON.stringify(manifest)));
  await writer.commit();
}
