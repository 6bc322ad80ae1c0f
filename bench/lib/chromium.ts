import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's chromium package, never a downloaded browser (architecture: tests and benches). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Starts headless chromium with a DevTools port for Lighthouse, on a temporary profile. The port is
 * read from the profile's DevToolsActivePort file (chromium picks a free one).
 */
export async function launchChromium(timeoutMs = 30_000) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-bench-chromium-'));
  const args = [
    '--headless=new',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-extensions',
    '--disable-background-networking',
    '--disable-dev-shm-usage',
    // The sandbox needs user namespaces, which root and most containers do not have.
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    'about:blank',
  ];
  const child = spawn(CHROMIUM, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const portFile = path.join(profile, 'DevToolsActivePort');
  const started = Date.now();
  let port = 0;
  while (!port) {
    if (child.exitCode !== null) throw new Error(`chromium exited (${child.exitCode}):\n${stderr.slice(-2000)}`);
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`chromium did not open its DevTools port in ${timeoutMs} ms:\n${stderr.slice(-2000)}`);
    }
    if (fs.existsSync(portFile)) port = Number(fs.readFileSync(portFile, 'utf8').split('\n')[0]) || 0;
    if (!port) await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
