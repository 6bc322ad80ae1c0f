import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** What a failed journey leaves behind (not committed): screenshots, the app's log. */
export const artifactsDir = path.join(repoRoot, 'e2e/artifacts');

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
  dataDir: string;
  /** Its stdout and stderr (support/app-log.ts reads it). */
  logPath: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the real app as `npm start` does (the built server, apps/server/dist; global-setup builds it) on a fresh data dir. */
export async function startApp(env: Record<string, string> = {}): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    // Password hashing at its cheapest setting (still argon2id, as the server tests): the journeys
    // sign up and in some hundred times, which at the production cost is CPU the browser needs.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn', NODE_ENV: 'test', TRUST_PROXY: 'true', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // The app's log, for a failed journey: e2e/artifacts/app-<port>.log (E2E_LOG_LEVEL=info: every request).
  fs.mkdirSync(artifactsDir, { recursive: true });
  const logPath = path.join(artifactsDir, `app-${port}.log`);
  const log = fs.createWriteStream(logPath);
  // Kept in memory only until the app is up (for the error when it does not start).
  let starting = true;
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (d) => {
      if (starting) output += d;
      log.write(d);
    });
  }
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      // Not left running (with its database) after the journeys have given up on it.
      child.kill('SIGKILL');
      throw new Error(`app not ready in 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  starting = false;
  return {
    url,
    dataDir,
    logPath,
    child,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      log.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
