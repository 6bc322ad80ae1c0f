import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.js';
import { createTestApp, type TestApp } from './harness.js';

// app.close() with busy connections (decision 0057): idle ones close at once, finished ones as soon as
// their answer is out (not after keepAliveTimeout), and one that never finishes is cut after the grace.
describe('closing the app with connections open', () => {
  const SHUTDOWN_TIMEOUT_MS = 1_000; // the drain's grace is half of it
  let t: TestApp;
  let built: BuiltApp;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp();
    built = await buildApp({ ...t.deps, config: { ...t.deps.config, shutdownTimeoutMs: SHUTDOWN_TIMEOUT_MS } }, { logger: false, webDist: path.join(t.dataDir, 'no-web') });
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await built?.app.close();
    await t?.close();
  });

  /** A POST taken by the server (it said "100 continue") whose body has not been sent. */
  async function takenUpload() {
    const req = http.request(`${url}/graphql`, {
      method: 'POST',
      agent: new http.Agent({ keepAlive: true }),
      headers: { 'content-type': 'application/json', 'content-length': 100, expect: '100-continue' },
    });
    const outcome = new Promise<string>((resolve) => {
      req.once('response', (res) => resolve(String(res.statusCode)));
      req.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
    });
    req.flushHeaders();
    await new Promise<void>((resolve) => req.once('continue', () => resolve()));
    return { req, outcome };
  }

  it('closes in time: an idle connection at once, a request that never ends after the grace', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const idleClosed = await new Promise<{ closed: Promise<void> }>((resolve) => {
      const req = http.get(`${url}/healthz`, { agent }, (res) => {
        res.resume();
        res.once('end', () => resolve({ closed: new Promise<void>((closed) => req.socket!.once('close', () => closed())) }));
      });
    });
    const stalled = await takenUpload();

    const started = performance.now();
    await built.app.close();
    const ms = performance.now() - started;
    await idleClosed.closed;
    expect(await stalled.outcome).toBe('ECONNRESET');
    console.info(`app.close() with a stalled upload: ${Math.round(ms)} ms (grace ${SHUTDOWN_TIMEOUT_MS / 2} ms)`);
    expect(ms).toBeGreaterThanOrEqual(SHUTDOWN_TIMEOUT_MS / 2 - 20);
    expect(ms).toBeLessThan(SHUTDOWN_TIMEOUT_MS / 2 + 2_000);
  });
});
