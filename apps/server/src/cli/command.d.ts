import type { ParseArgsConfig } from 'node:util';
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
/** A wrong invocation: unknown command, missing or invalid flag. Exit code 2. */
export declare class UsageError extends Error {
}
/** The command ran but could not do what was asked (unknown e-mail, duplicate, …). Exit code 1. */
export declare class CommandFailed extends Error {
}
export interface CommandContext {
    db: Db;
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
export declare function defineCommand<Input>(command: Command<Input>): Command<Input>;
export declare function requireString(values: FlagValues, name: string): string;
/** Validates one flag with a shared zod schema; its message is the shared error code. */
export declare function parseFlag<S extends z.ZodType>(schema: S, values: FlagValues, name: string): z.output<S>;
/** A PostgreSQL unique violation (23505), through drizzle's wrapper on either driver; its constraint name. */
export declare function uniqueViolation(err: unknown): string | undefined;
