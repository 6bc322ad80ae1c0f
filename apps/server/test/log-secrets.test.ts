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

  beforeAll(async () => {
    t = await createTestApp();
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (logged += chunk.toString('utf8')));
    ({ app } = await buildApp({ ...t.deps, config: { ...t.deps.config, logLevel: 'trace' } }, { webDist: path.join(t.dataDir, 'no-web'), logStream: stream }));
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

  it('redacts secret query values whatever their case or encoding, and keeps the rest', () => {
    expect(redactUrl('/a?TOKEN=1&x=2')).toBe('/a?TOKEN=[redacted]&x=2');
    expect(redactUrl('/a?%74oken=1')).toBe('/a?%74oken=[redacted]');
    expect(redactUrl('/a?%E0=1&code=123456')).toBe('/a?%E0=1&code=[redacted]');
    expect(redactUrl('/news?page=2')).toBe('/news?page=2');
  });
});
