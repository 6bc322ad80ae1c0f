import type { ParseArgsConfig } from 'node:util';
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';

/** A wrong invocation: unknown command, missing or invalid flag. Exit code 2. */
export class UsageError extends Error {}

/** The command ran but could not do what was asked (unknown e-mail, duplicate, …). Exit code 1. */
export class CommandFailed extends Error {}

export interface CommandContext {
  db: Db;
  /** The opened database (commands that build the app's services need it whole). */
  database: Database;
  config: Config;
  now: () => Date;
  /** One line per action, to stdout. */
  print(line: string): void;
}

export type FlagValues = Record<string, string | boolean | undefined>;

export interface Command<Input = any> {
  name: string;
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /** Checks the flags before the database is opened; throws UsageError. */
  parse(values: FlagValues): Input;
  run(ctx: CommandContext, input: Input): Promise<void>;
}

export function defineCommand<Input>(command: Command<Input>): Command<Input> {
  return command;
}

/** What a command on the data directory itself gets: it opens the database itself, if at all. */
export interface DataDirContext {
  config: Config;
  /** Opens the configured database as the other commands get it (a test's database in tests). */
  openDatabase(): Promise<Database>;
  now: () => Date;
  print(line: string): void;
}

/** A command that decides whether and when the database is opened (backup, restore). */
export interface DataDirCommand<Input = unknown> extends Omit<Command<Input>, 'run'> {
  kind: 'data-dir';
  run(ctx: DataDirContext, input: Input): Promise<void>;
}

export function defineDataDirCommand<Input>(command: Omit<DataDirCommand<Input>, 'kind'>): DataDirCommand<Input> {
  return { ...command, kind: 'data-dir' };
}

export function requireString(values: FlagValues, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`missing --${name}`);
  return value;
}

/** Validates one flag with a shared zod schema; its message is the shared error code. */
export function parseFlag<S extends z.ZodType>(schema: S, values: FlagValues, name: string): z.output<S> {
  const result = schema.safeParse(values[name]);
  if (!result.success) throw new UsageError(`invalid --${name} (${result.error.issues[0]?.message ?? 'BAD_INPUT'})`);
  return result.data;
}

/** A PostgreSQL unique violation (23505), through drizzle's wrapper on either driver; its constraint name. */
export function uniqueViolation(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : 'unique';
  }
  return undefined;
}
