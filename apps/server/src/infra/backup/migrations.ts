import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { AppliedMigration } from './format.js';

interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}
interface Journal {
  version: string;
  dialect: string;
  entries: JournalEntry[];
}

export interface CodeMigration extends JournalEntry {
  /** As drizzle records it: sha256 of the SQL file. */
  hash: string;
}

/** The migrations this code ships, oldest first, identified as drizzle's migrations table does. */
export function codeMigrations(folder: string): { journal: Journal; migrations: CodeMigration[] } {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const migrations = journal.entries.map((entry) => ({
    ...entry,
    hash: crypto.createHash('sha256').update(fs.readFileSync(path.join(folder, `${entry.tag}.sql`), 'utf8')).digest('hex'),
  }));
  return { journal, migrations };
}

/** The migrations applied to a database, read in the caller's transaction. */
export async function appliedMigrations(db: DbOrTx): Promise<AppliedMigration[]> {
  const result = (await db.execute(sql`SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY created_at, id`)) as unknown as {
    rows: { hash: string; created_at: string }[];
  };
  return result.rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}

export class IncompatibleBackupError extends Error {}

/**
 * The code's migrations a backup was made with: they must be the first n of this code's, same
 * files. A backup of a newer app (a migration this code lacks) or of a changed migration is refused:
 * its rows may not fit the tables this code would make.
 */
export function migrationsOfBackup(applied: AppliedMigration[], code: CodeMigration[]): CodeMigration[] {
  const newest = code[code.length - 1];
  applied.forEach((m, i) => {
    const ours = code[i];
    if (!ours || m.createdAt > (newest?.when ?? 0)) {
      throw new IncompatibleBackupError(
        `the backup was made by a newer version of the app: its database has ${applied.length - i} migration(s) this code does not know (newest from ${new Date(applied[applied.length - 1]!.createdAt).toISOString()}); restore it with that version or a later one`,
      );
    }
    if (ours.when !== m.createdAt) {
      throw new IncompatibleBackupError(`the backup's migration from ${new Date(m.createdAt).toISOString()} is not the code's migration ${ours.tag}: it was made by a different line of the app`);
    }
    if (ours.hash !== m.hash) {
      throw new IncompatibleBackupError(`the backup's database was made with a different version of migration ${ours.tag}: its tables may differ from what this code creates`);
    }
  });
  return code.slice(0, applied.length);
}

/** A temp migrations folder with only the first `count` migrations, for drizzle's migrator. */
export function subsetMigrationsFolder(folder: string, journal: Journal, count: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-restore-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const entries = journal.entries.slice(0, count);
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) fs.copyFileSync(path.join(folder, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}
