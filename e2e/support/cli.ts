import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { repoRoot } from './app-process.js';

const run = promisify(execFile);

/** Runs the operator CLI against the running app's embedded database (through its socket). */
export async function cli(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/main.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: inject('dataDir'), LOG_LEVEL: 'silent', ARGON2_MEMORY_KIB: '19456' },
  });
  return stdout;
}

let counter = 0;
/** A unique member identity for one journey. */
export function uniqueMember(prefix = 'e2e') {
  const id = `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
  return {
    username: id,
    email: `${id}@example.ch`,
    password: 'Sauna-Abend-2026!',
    phone: `+4179${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
  };
}
