import { type Config } from '../config.js';
import type { Database } from '../db/client.js';
import { type Command } from './command.js';
export declare const commands: Command[];
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
/** Runs one operator command; returns the process exit code (0 ok, 1 failed, 2 wrong invocation). */
export declare function runCli(argv: string[], io: CliIo, opts?: CliOptions): Promise<number>;
