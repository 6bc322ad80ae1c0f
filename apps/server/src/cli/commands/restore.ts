import { ArchiveFormatError } from '../../infra/backup/read.js';
import { BackupRefused } from '../../infra/backup/format.js';
import { IncompatibleBackupError } from '../../infra/backup/migrations.js';
import { restoreBackup } from '../../infra/backup/restore.js';
import { CommandFailed, defineDataDirCommand, requireString } from '../command.js';
import { megabytes, seconds } from './backup-units.js';

export const restoreCommand = defineDataDirCommand({
  name: 'restore',
  usage: 'restore --from FILE',
  options: { from: { type: 'string' } },
  parse: (values) => ({ from: requireString(values, 'from') }),
  async run(ctx, input) {
    try {
      const s = await restoreBackup({ config: ctx.config, from: input.from });
      ctx.print(
        `restored the backup of ${s.createdAt} into ${s.dataDir}: ${s.tables} tables, ${s.rows} rows, ${s.files} stored files (${megabytes(s.fileBytes)}) in ${seconds(s.ms)}`,
      );
      if (s.filesInBucket) ctx.print("files: this backup's files live in a bucket; the restored app reads them there (STORAGE_URL), restore the bucket with the provider's tools");
      if (s.newerMigrations > 0) ctx.print(`the backup is older than this code: the app applies ${s.newerMigrations} newer migrations at its next start`);
    } catch (err) {
      if (err instanceof BackupRefused || err instanceof ArchiveFormatError || err instanceof IncompatibleBackupError) {
        throw new CommandFailed(`refused: ${err.message}`);
      }
      throw err;
    }
  },
});
