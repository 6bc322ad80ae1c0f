import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { lockFilePath } from '../src/db/lock.js';
import { socketDatabaseUrl } from '../src/db/open.js';
import { openPostgres } from '../src/db/postgres.js';
import { insertUser } from '../src/modules/accounts/accounts.repository.js';
import { insertSession } from '../src/modules/accounts/sessions.repository.js';
import { hashToken, newToken } from '../src/modules/accounts/tokens.js';
import { startAppProcess, type AppProcess } from './app-process.js';
import { migratedDataDir } from './data-dir-template.js';

// SIGTERM on the real process with open sockets, idle keep-alive connections, an upload still in
// flight and requests arriving meanwhile (decision 0057): it must end in time, and cleanly.
const SHUTDOWN_TIMEOUT_MS = 5_000;
const SOCKETS = 10;
const KEEP_ALIVE = 10;
const LOAD_LOOPS = 8;

describe('graceful shutdown (SIGTERM on the real process)', () => {
  let dataDir: string;
  let app: AppProcess;
  let token: string;
  const clients: Client[] = [];
  const idleAgent = new http.Agent({ keepAlive: true });
  const loadAgent = new http.Agent({ keepAlive: true });

  beforeAll(async () => {
    dataDir = await migratedDataDir('venue-shutdown-');
    app = await startAppProcess(dataDir, { SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) });
    const { socketDir } = JSON.parse(fs.readFileSync(lockFilePath(dataDir), 'utf8')) as { socketDir: string };
    const viaSocket = await openPostgres(socketDatabaseUrl(socketDir), { migrate: false, max: 1 });
    try {
      const member = await insertUser(viaSocket.db, { email: 'leaving@example.ch', username: 'leaving_member', passwordHash: 'not-used', emailVerifiedAt: new Date(), phoneVerifiedAt: new Date() });
      token = newToken();
      await insertSession(viaSocket.db, { userId: member.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
    } finally {
      await viaSocket.close();
    }
  }, 90_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    idleAgent.destroy();
    loadAgent.destroy();
    if (app && app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A subscribed graphql-ws client; resolves once its first tick arrived, with the close code it will see. */
  async function subscribedSocket(): Promise<{ closeCode: Promise<number> }> {
    let closed!: (code: number) => void;
    const closeCode = new Promise<number>((resolve) => (closed = resolve));
    const client = createClient({
      url: `${app.url.replace('http', 'ws')}/socket`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
      on: { closed: (event) => closed((event as { code: number }).code) },
    });
    clients.push(client);
    await new Promise<void>((resolve, reject) => {
      client.subscribe({ query: 'subscription { serverTime(intervalMs: 200) }' }, { next: () => resolve(), error: reject, complete: () => undefined });
    });
    return { closeCode };
  }

  /** A keep-alive connection left idle after one answered request; resolves when the server closes it. */
  async function idleKeepAlive(): Promise<{ closed: Promise<void> }> {
    return new Promise((resolve, reject) => {
      const req = http.get(`${app.url}/healthz`, { agent: idleAgent }, (res) => {
        res.resume();
        res.once('end', () => resolve({ closed: new Promise<void>((closed) => req.socket!.once('close', () => closed())) }));
      });
      req.once('error', reject);
    });
  }

  /**
   * A POST /graphql whose body waits: `Expect: 100-continue` makes the server answer "continue" once
   * it has taken the request (routed it), so the request is in flight before SIGTERM for certain.
   */
  function uploadInFlight() {
    const body = JSON.stringify({ query: '{ serverTime }' });
    const req = http.request(`${app.url}/graphql`, {
      method: 'POST',
      agent: new http.Agent({ keepAlive: true }),
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
    });
    const taken = new Promise<void>((resolve) => req.once('continue', () => resolve()));
    const answered = new Promise<{ status: number; body: string; socketClosed: Promise<void> }>((resolve, reject) => {
      req.once('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.once('end', () => resolve({ status: res.statusCode!, body: text, socketClosed: new Promise((closed) => (req.socket!.destroyed ? closed() : req.socket!.once('close', () => closed()))) }));
      });
      req.once('error', reject);
    });
    req.flushHeaders();
    return { taken, answered, finish: () => req.end(body) };
  }

  /** Requests one after another over keep-alive until the server stops answering them: what they got. */
  async function load(): Promise<Record<string, number>> {
    const seen: Record<string, number> = {};
    for (;;) {
      const outcome = await new Promise<string>((resolve) => {
        const req = http.get(`${app.url}/healthz`, { agent: loadAgent }, (res) => {
          res.resume();
          res.once('end', () => resolve(String(res.statusCode)));
        });
        req.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
      });
      seen[outcome] = (seen[outcome] ?? 0) + 1;
      if (outcome !== '200') return seen;
    }
  }

  /** Resolves when the process has written `text` (stdout or stderr). */
  function untilOutput(text: string): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (!app.output().includes(text)) return;
        app.child.stdout!.off('data', check);
        resolve();
      };
      app.child.stdout!.on('data', check);
      check();
    });
  }

  it('closes sockets with 1001, finishes the request in flight, closes idle connections and exits 0 in time', async () => {
    const socketCloses = await Promise.all(Array.from({ length: SOCKETS }, () => subscribedSocket()));
    const idleCloses = await Promise.all(Array.from({ length: KEEP_ALIVE }, () => idleKeepAlive()));
    const upload = uploadInFlight();
    await upload.taken;
    const loads = Array.from({ length: LOAD_LOOPS }, () => load());
    const exited = new Promise<number | null>((resolve) => app.child.once('exit', (code) => resolve(code)));

    const started = performance.now();
    app.child.kill('SIGTERM');
    await untilOutput('SIGTERM: shutting down');
    upload.finish();

    const answered = await upload.answered;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toMatchObject({ data: { serverTime: expect.any(String) } });
    expect(await Promise.all(socketCloses.map((s) => s.closeCode))).toEqual(Array.from({ length: SOCKETS }, () => 1001));
    await Promise.all(idleCloses.map((c) => c.closed));
    await answered.socketClosed;
    const code = await exited;
    const ms = Math.round(performance.now() - started);
    const outcomes = await Promise.all(loads);
    console.info(`shutdown with ${SOCKETS} sockets, ${KEEP_ALIVE} idle keep-alive connections, an upload in flight and ${LOAD_LOOPS} request loops: ${ms} ms from SIGTERM to exit (code ${code}); the loops' last answers: ${JSON.stringify(outcomes.map((o) => Object.keys(o).filter((k) => k !== '200')[0]))}`);
    expect(code, app.output()).toBe(0);
    expect(ms).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 2_000);
    // Every loop ended (refused, or told 503): no request was left hanging.
    expect(outcomes).toHaveLength(LOAD_LOOPS);
    expect(fs.existsSync(lockFilePath(dataDir))).toBe(false);
  }, 60_000);
});
