import { ArchiveFormatError } from '../../infra/backup/read.js';
import { createBackup } from '../../infra/backup/backup.js';
import { BackupRefused } from '../../infra/backup/format.js';
import { CommandFailed, defineDataDirCommand, requireString } from '../command.js';
import { megabytes, seconds } from './backup-units.js';

export const backupCommand = defineDataDirCommand({
  name: 'backup',
  usage: 'backup --to FILE',
  options: { to: { type: 'string' } },
  parse: (values) => ({ to: requireString(values, 'to') }),
  async run(ctx, input) {
    try {
      const s = await createBackup({ config: ctx.config, target: input.to, openDatabase: ctx.openDatabase, now: ctx.now });
      // Counts and sizes only: a backup's summary never shows what members wrote.
      ctx.print(`backup written to ${s.target} (${megabytes(s.bytes)}, readable by its owner only)`);
      ctx.print(
        `database: ${s.tables} tables, ${s.rows} rows, ${s.migrations} migrations; the snapshot held the database for ${s.heldMs} ms` +
          (s.appRunning ? ' (the running app waited that long)' : ' (no app was running)'),
      );
      if ('bucket' in s.files) {
        ctx.print(`files: in the bucket ${s.files.bucket}, not in this backup; back the bucket up with the provider's tools (docs/backups.md)`);
      } else {
        const notes = [
          s.files.vanished ? `${s.files.vanished} deleted after the snapshot, not included` : '',
          s.files.skipped ? `${s.files.skipped} not named as the app names files, skipped` : '',
        ].filter(Boolean);
        ctx.print(`files: ${s.files.files} stored files, ${megabytes(s.files.bytes)}${notes.length ? `; ${notes.join('; ')}` : ''}`);
      }
      ctx.print(`took ${seconds(s.ms)}`);
    } catch (err) {
      if (err instanceof BackupRefused || err instanceof ArchiveFormatError) throw new CommandFailed(`refused: ${err.message}`);
      throw err;
    }
  },
});
