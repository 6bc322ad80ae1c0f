import { inject } from 'vitest';
import { runCli } from '../../apps/server/src/cli/run.js';

/**
 * Runs an operator command against the running app's embedded database (through its socket), as
 * `npm run cli` does, but in this process: a new Node process per member cost 1–2 s of CPU.
 */
export async function cli(...args: string[]): Promise<string> {
  const out: string[] = [];
  const err: string[] = [];
  const env = { ...process.env, DATA_DIR: inject('dataDir'), LOG_LEVEL: 'silent', ARGON2_MEMORY_KIB: '19456' };
  const code = await runCli(args, { out: (line) => out.push(line), err: (line) => err.push(line) }, { env });
  if (code !== 0) throw new Error(`cli ${args[0]} exited with ${code}: ${err.join('\n')}`);
  return out.join('\n');
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
