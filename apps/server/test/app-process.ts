import { execFile, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The real app and the real CLI as separate processes (for lock, CLI and startup tests, and benches).
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface AppProcess {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn until /healthz answered 200. */
  readyMs: number;
  output(): string;
  /** SIGTERM and wait; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** This process's environment without a database or Redis of its own: the children use DATA_DIR. */
function baseEnv() {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return env;
}

const quietEnv = { LOG_LEVEL: 'warn', NODE_ENV: 'test', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' };

/**
 * Starts the built server as `npm start` runs it (apps/server/dist/main.js: the server tests' global
 * setup and the benches bring it up to date, scripts/ensure-server-build.mjs) on dataDir and waits
 * for /healthz; `built: false`: the sources through tsx (`node --import tsx apps/server/src/main.ts`,
 * 10-20 s more per start on a loaded 2-core machine). `nodeArgs` go to node first (e.g. a bench's `--cpu-prof`).
 */
export async function startAppProcess(dataDir: string, env: Record<string, string> = {}, timeoutMs = 60_000, opts: { built?: boolean; nodeArgs?: string[] } = {}): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const entry = (opts.built ?? true) ? ['--enable-source-maps', 'apps/server/dist/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), ...entry], {
    cwd: repoRoot,
    env: { ...baseEnv(), ...quietEnv, SEED_DEMO: 'false', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited early (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`app not ready in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    child,
    readyMs: Date.now() - started,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Runs the operator CLI as `npm run cli` would; never throws, returns the exit code and output. */
export function runCliProcess(dataDir: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/main.ts', ...args],
      { cwd: repoRoot, env: { ...baseEnv(), ...quietEnv, DATA_DIR: dataDir, ...env } },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}
