import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { requestIdOf } from '../src/http/request-id.js';
import { createTestApp, type TestApp } from './harness.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// Request ids (decision 0057): a proxy's safe X-Request-Id is kept, echoed and in every log line.
describe('request ids', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let logged = '';

  beforeAll(async () => {
    t = await createTestApp();
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (logged += chunk.toString('utf8')));
    ({ app } = await buildApp({ ...t.deps, config: { ...t.deps.config, logLevel: 'info' } }, { webDist: path.join(t.dataDir, 'no-web'), logStream: stream }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  /** The JSON log lines of one request id. */
  const linesOf = (reqId: string) =>
    logged
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { reqId?: string; msg?: string; req?: { url?: string }; res?: { statusCode?: number } })
      .filter((line) => line.reqId === reqId);

  it('keeps a safe incoming X-Request-Id, answers it and logs both request lines with it', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.2_Z-9' } });
    expect(res.headers['x-request-id']).toBe('lb-7f3a.2_Z-9');
    const lines = linesOf('lb-7f3a.2_Z-9');
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]!.req?.url).toBe('/healthz');
    expect(lines[1]!.res?.statusCode).toBe(200);
  });

  it('replaces an unsafe or overlong one with a new UUID, which the log carries instead', async () => {
    for (const unsafe of ['a b', 'x'.repeat(65), '<script>', 'id\u00e9', '']) {
      const res = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': unsafe } });
      const id = res.headers['x-request-id'] as string;
      expect(id, unsafe).toMatch(UUID);
      expect(linesOf(id)).toHaveLength(2);
    }
    expect(logged).not.toContain('<script>');
    expect(logged).not.toContain('x'.repeat(65));
  });

  it('gives a request without one a UUID, a new one each time, also on errors and unknown paths', async () => {
    const a = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const b = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(a.statusCode).toBe(404);
    expect(b.statusCode).toBe(400);
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('logs no credentials of the request (session cookie, bearer token)', async () => {
    await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'with-secrets', cookie: 'session=Cookie-Secret-123', authorization: 'Bearer Bearer-Secret-456' } });
    expect(linesOf('with-secrets')).toHaveLength(2);
    expect(logged).not.toContain('Cookie-Secret-123');
    expect(logged).not.toContain('Bearer-Secret-456');
  });

  it('takes only a single header value', () => {
    expect(requestIdOf({ headers: { 'x-request-id': 'ok-1' } } as never)).toBe('ok-1');
    expect(requestIdOf({ headers: { 'x-request-id': ['a', 'b'] } } as never)).toMatch(UUID);
  });
});
