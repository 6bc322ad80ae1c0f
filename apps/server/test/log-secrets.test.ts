import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { redactUrl } from '../src/http/log-redaction.js';
import { createTestApp, type TestApp } from './harness.js';
import { ACTIVATE_EMAIL, PASSWORD, SIGN_IN, SIGN_UP, newMember, tokenFromMail } from './accounts/support.js';

describe('request logs keep no secrets', () => {
  let t: TestApp;
  let logged = '';
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let services: Awaited<ReturnType<typeof buildApp>>['services'];

  beforeAll(async () => {
    t = await createTestApp();
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (logged += chunk.toString('utf8')));
    ({ app, services } = await buildApp({ ...t.deps, config: { ...t.deps.config, logLevel: 'trace' } }, { webDist: path.join(t.dataDir, 'no-web'), logStream: stream }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const post = (query: string, variables: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify({ query, variables }) });

  it('logs requests, but no token from a link, password, phone number or session', async () => {
    const input = newMember({ password: 'Geheim-Passwort-4711', phone: '+41791112233' });
    expect((await post(SIGN_UP, { input })).json()).toEqual({ data: { signUp: true } });
    // This app's mail goes out in the background: wait for the link, then sign in with it.
    const link = await vi.waitFor(() => tokenFromMail(t, input.email, '/activation'));
    const activated = await post(ACTIVATE_EMAIL, { token: link });
    const token = activated.cookies.find((c) => c.name === 'session')!.value;
    await post(SIGN_IN, { input: { email: input.email, password: 'Geheim-Passwort-4711' } }, { authorization: `Bearer ${token}` });
    await app.inject({ method: 'GET', url: '/activation?token=Link-Secret-abc123&lang=de', headers: { cookie: `session=${token}` } });
    await app.inject({ method: 'GET', url: '/reset-password?token=Reset-Secret-xyz789' });

    expect(logged).toContain('/activation?token=[redacted]&lang=de');
    expect(logged).toContain('/reset-password?token=[redacted]');
    for (const secret of [link, 'Link-Secret-abc123', 'Reset-Secret-xyz789', 'Geheim-Passwort-4711', PASSWORD, '+41791112233', '791112233', token]) {
      expect(logged, secret).not.toContain(secret);
    }
  });

  it('logs an unexpected error answered as INTERNAL by its kind and code, never its text', async () => {
    const original = services.push.publicKey;
    services.push.publicKey = async () => {
      throw Object.assign(new Error('Failed query: select body from messages params: Geheime-Nachricht-42'), { code: '57P01' });
    };
    try {
      const res = await post('{ pushPublicKey }', {});
      expect(res.json().errors[0].extensions.code).toBe('INTERNAL');
    } finally {
      services.push.publicKey = original;
    }
    const line = logged.split('\n').find((l) => l.includes('answered as INTERNAL'));
    expect(line, 'the INTERNAL answer left a line in the log').toBeDefined();
    expect(JSON.parse(line!).err).toEqual({ name: 'Error', code: '57P01', path: 'pushPublicKey' });
    expect(logged).not.toContain('Geheime-Nachricht-42');
  });

  it('redacts secret query values whatever their case or encoding, and keeps the rest', () => {
    expect(redactUrl('/a?TOKEN=1&x=2')).toBe('/a?TOKEN=[redacted]&x=2');
    expect(redactUrl('/a?%74oken=1')).toBe('/a?%74oken=[redacted]');
    expect(redactUrl('/a?%E0=1&code=123456')).toBe('/a?%E0=1&code=[redacted]');
    expect(redactUrl('/news?page=2')).toBe('/news?page=2');
  });
});
