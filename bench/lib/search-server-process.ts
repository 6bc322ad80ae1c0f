import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { repoRoot } from '../../apps/server/test/app-process.js';
import { runCli } from '../../apps/server/src/cli/run.js';
import { serverEnv } from './server-env.js';

// What the search and Spark benches share: the CLI (to seed synthetic members) and the real app in
// a child process (bench/search-server.ts: buildApp with NODE_ENV=production), so that autocannon
// does not share the server's event loop.

export interface Measure {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

export async function cli(argv: string[], env: Record<string, string>) {
  const code = await runCli(argv, { out: (line) => console.log(`  ${line}`), err: (line) => console.error(`  ${line}`) }, { env: { ...env, NODE_ENV: 'development', LOG_LEVEL: 'warn' } });
  if (code !== 0) throw new Error(`cli ${argv.join(' ')} exited with ${code}`);
}

export async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/search-server.ts'], { cwd: repoRoot, env: serverEnv(env), stdio: ['ignore', 'pipe', 'inherit'] });
  const first = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const { port } = JSON.parse(first) as { port: number };
  return {
    port,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
