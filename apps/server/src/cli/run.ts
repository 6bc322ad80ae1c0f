import { parseArgs } from 'node:util';
import { loadConfig, ConfigError, type Config } from '../config.js';
import type { Database } from '../db/client.js';
import { openCliDatabase } from '../db/open.js';
import { DatabaseLockedError } from '../db/lock.js';
import { CommandFailed, UsageError, type Command, type DataDirCommand, type FlagValues } from './command.js';
import { userCreate } from './commands/user-create.js';
import { userAdmin } from './commands/user-admin.js';
import { userPassword } from './commands/user-password.js';
import { userTimeout } from './commands/user-timeout.js';
import { seedDemoCommand } from './commands/seed-demo.js';
import { seedMembersCommand } from './commands/seed-members.js';
import { jobsRunDue } from './commands/jobs-run-due.js';
import { subscriptionShift } from './commands/subscription-shift.js';
import { backupCommand } from './commands/backup.js';
import { restoreCommand } from './commands/restore.js';

export const commands: (Command | DataDirCommand)[] = [
  userCreate,
  userAdmin,
  userPassword,
  userTimeout,
  seedDemoCommand,
  seedMembersCommand,
  jobsRunDue,
  subscriptionShift,
  backupCommand,
  restoreCommand,
];

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

export interface CliOptions {
  env?: NodeJS.ProcessEnv;
  /** Tests hand in their database; the real CLI opens the configured one (see openCliDatabase). */
  openDatabase?: (config: Config) => Promise<Database>;
  now?: () => Date;
}

function usage() {
  return ['usage: npm run cli -- <command> [flags]', 'commands:', ...commands.map((c) => `  ${c.usage}`)].join('\n');
}

/** Runs one operator command; returns the process exit code (0 ok, 1 failed, 2 wrong invocation). */
export async function runCli(argv: string[], io: CliIo, opts: CliOptions = {}): Promise<number> {
  const [name, ...rest] = argv;
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(name && name !== '--help' && name !== 'help' ? `unknown command: ${name}\n${usage()}` : usage());
    return 2;
  }
  let input: unknown;
  let config: Config;
  try {
    const { values } = parseArgs({ args: rest, options: command.options, strict: true, allowPositionals: false });
    input = command.parse(values as FlagValues);
    config = loadConfig(opts.env ?? process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      io.err(err.message);
      return 1;
    }
    io.err(`${command.name}: ${(err as Error).message}\nusage: ${command.usage}`);
    return 2;
  }
  if ('kind' in command) return runDataDirCommand(command, input, config, io, opts);
  let database: Database;
  try {
    database = await (opts.openDatabase ?? openCliDatabase)(config);
  } catch (err) {
    io.err(err instanceof DatabaseLockedError ? err.message : `cannot open the database: ${(err as Error).message}`);
    return 1;
  }
  try {
    await command.run({ db: database.db, database, config, now: opts.now ?? (() => new Date()), print: io.out }, input);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`${command.name}: ${err.message}`);
      return 2;
    }
    io.err(`${command.name}: ${err instanceof CommandFailed ? err.message : String((err as Error).stack ?? err)}`);
    return 1;
  } finally {
    if (!opts.openDatabase) await database.close();
  }
}

/** backup, restore: they open the database themselves, or not at all. */
async function runDataDirCommand(command: DataDirCommand, input: unknown, config: Config, io: CliIo, opts: CliOptions): Promise<number> {
  const openDatabase = async (): Promise<Database> => {
    if (!opts.openDatabase) return openCliDatabase(config);
    const database = await opts.openDatabase(config);
    return { ...database, close: async () => undefined }; // a test's database stays open
  };
  try {
    await command.run({ config, openDatabase, now: opts.now ?? (() => new Date()), print: io.out }, input);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`${command.name}: ${err.message}`);
      return 2;
    }
    const known = err instanceof CommandFailed || err instanceof DatabaseLockedError;
    io.err(`${command.name}: ${known ? (err as Error).message : String((err as Error).stack ?? err)}`);
    return 1;
  }
}
