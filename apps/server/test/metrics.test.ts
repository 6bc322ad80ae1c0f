import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { buildApp, type BuiltApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { enqueueJob } from '../src/infra/jobs/jobs.js';
import { insertUser } from '../src/modules/accounts/accounts.repository.js';
import { createTestApp, type TestApp } from './harness.js';

const TOKEN = 'metrics-token-0123456789abcdef';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The samples of an exposition text, by series ("name{labels}") in the order written. */
function samples(text: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (!m) throw new Error(`not an exposition line: ${line}`);
    map.set(m[1]!, m[2] === '+Inf' ? Infinity : Number(m[2]));
  }
  return map;
}

// GET /metrics (decision 0057): Prometheus text behind METRICS_TOKEN.
describe('GET /metrics', () => {
  let t: TestApp;
  let built: BuiltApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    built = await buildApp({ ...t.deps, config: { ...t.deps.config, metricsToken: TOKEN } }, { logger: false, webDist: path.join(t.dataDir, 'no-web') });
    app = built.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const scrape = async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return { text: res.body, values: samples(res.body), headers: res.headers };
  };

  it('answers 404 as for an unknown path when METRICS_TOKEN is not set, even with a token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: [{ status: '404', code: 'NOT_FOUND' }] });
    }
  });

  it('answers 401 without the token, with a wrong one or another scheme', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcd', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('answers the text format 0.0.4 with the right token', async () => {
    const { text, headers } = await scrape();
    expect(headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(headers['cache-control']).toBe('no-store');
    expect(text.endsWith('\n')).toBe(true);
    for (const name of ['http_requests_total counter', 'http_request_duration_seconds histogram', 'websocket_connections gauge', 'job_queue_depth gauge', 'process_cpu_seconds_total counter', 'process_resident_memory_bytes gauge', 'nodejs_eventloop_lag_seconds gauge']) {
      expect(text).toContain(`# TYPE ${name}\n`);
    }
    const { values } = await scrape();
    expect(values.get('process_resident_memory_bytes')).toBeGreaterThan(1_000_000);
    expect(values.get('process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(values.get('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts requests by route pattern and status, with the durations as a histogram', async () => {
    const series = 'http_requests_total{method="GET",route="/healthz",status="200"}';
    const before = (await scrape()).values.get(series) ?? 0;
    for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const { values } = await scrape();
    expect(values.get(series)).toBe(before + 3);

    const labels = 'method="GET",route="/healthz"';
    const buckets = [...values.entries()].filter(([key]) => key.startsWith(`http_request_duration_seconds_bucket{${labels},`));
    expect(buckets.map(([key]) => /le="([^"]+)"/.exec(key)![1])).toEqual(['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10', '+Inf']);
    const counts = buckets.map(([, n]) => n);
    expect(counts).toEqual([...counts].sort((a, b) => a - b)); // cumulative
    expect(counts.at(-1)).toBe(values.get(`http_request_duration_seconds_count{${labels}}`));
    expect(values.get(`http_request_duration_seconds_count{${labels}}`)).toBeGreaterThanOrEqual(before + 3);
    expect(values.get(`http_request_duration_seconds_sum{${labels}}`)).toBeGreaterThan(0);
  });

  it('labels routes by their pattern, never by a URL with ids; unmatched paths as "unmatched"; HEAD once', async () => {
    const id = crypto.randomUUID();
    await app.inject({ method: 'GET', url: `/api/photos/${id}/640.webp` });
    await app.inject({ method: 'GET', url: `/api/no-such/${id}` });
    await app.inject({ method: 'HEAD', url: '/healthz' });
    const { text, values } = await scrape();
    expect(text).not.toMatch(UUID);
    expect(values.get('http_requests_total{method="GET",route="/api/photos/:id/:file",status="404"}')).toBe(1);
    expect(values.get('http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(values.get('http_requests_total{method="HEAD",route="/healthz",status="200"}')).toBe(1);
  });

  it('reports the open /socket connections', async () => {
    const member = await insertUser(t.deps.database.db, { email: 'metrics@example.ch', username: 'metrics_member', passwordHash: 'not-used', emailVerifiedAt: new Date(), phoneVerifiedAt: new Date() });
    const { token } = await t.services.sessions.start(t.deps.database.db, member.id, null);
    const before = (await scrape()).values.get('websocket_connections')!;
    let connected!: () => void;
    const open = new Promise<void>((resolve) => (connected = resolve));
    const client = createClient({
      url: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/socket`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
      lazy: false,
      on: { connected: () => connected() },
    });
    try {
      await open;
      expect((await scrape()).values.get('websocket_connections')).toBe(before + 1);
    } finally {
      await client.dispose();
    }
    // The server sees the close a moment after the client: wait for it.
    await new Promise<void>((resolve) => (built.realtime.wss.clients.size === before ? resolve() : [...built.realtime.wss.clients].at(-1)!.once('close', () => resolve())));
    expect((await scrape()).values.get('websocket_connections')).toBe(before);
  });

  it('reports the due jobs waiting as job_queue_depth', async () => {
    const before = (await scrape()).values.get('job_queue_depth')!;
    await enqueueJob(t.deps.database.db, { kind: 'metrics-test', payload: {}, runAt: new Date(Date.now() - 60_000) });
    await enqueueJob(t.deps.database.db, { kind: 'metrics-test', payload: {}, runAt: new Date(Date.now() + 3_600_000) }); // not due
    expect((await scrape()).values.get('job_queue_depth')).toBe(before + 1);
  });

  it('wants a METRICS_TOKEN of at least 16 characters', () => {
    const env = { NODE_ENV: 'test' as const, DATA_DIR: t.dataDir };
    expect(() => loadConfig({ ...env, METRICS_TOKEN: 'too-short' })).toThrow(ConfigError);
    expect(loadConfig({ ...env, METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(loadConfig(env)).toMatchObject({ metricsToken: null, shutdownTimeoutMs: 10_000 });
    expect(() => loadConfig({ ...env, SHUTDOWN_TIMEOUT_MS: '10' })).toThrow(ConfigError);
  });
});
