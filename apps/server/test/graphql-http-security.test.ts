import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { insertUser } from '../src/modules/accounts/accounts.repository.js';
import { createTestApp, type TestApp } from './harness.js';

// Issue 11 items 3 and 11: /graphql answers CORS only for the app's own origins, refuses requests
// a foreign page could send without a preflight (Yoga's CSRF prevention), runs GET as a visitor,
// and the CSP lets the page open sockets only to its own origin (decision 0023).

const OWN = 'https://club.example.ch';

describe('/graphql: CORS, CSRF and GET', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-cors-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', PUBLIC_URL: OWN });
    t = await createTestApp({ config });
    const user = await insertUser(t.deps.database.db, { email: 'cors@example.ch', username: 'cors_member', passwordHash: 'not-used', emailVerifiedAt: new Date(), phoneVerifiedAt: new Date() });
    const { token } = await t.services.sessions.start(t.deps.database.db, user.id, null);
    cookie = `session=${encodeURIComponent(token)}`;
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (headers: Record<string, string>, payload: string) => t.app.inject({ method: 'POST', url: '/graphql', headers, payload });
  const ME = JSON.stringify({ query: '{ currentUser { username } }' });

  it('answers CORS for PUBLIC_URL’s origin only, not for a sibling subdomain or another site', async () => {
    const own = await post({ 'content-type': 'application/json', origin: OWN, cookie }, ME);
    expect(own.headers['access-control-allow-origin']).toBe(OWN);
    expect(own.headers['access-control-allow-credentials']).toBe('true');
    for (const origin of ['https://chat.club.example.ch', 'https://evil.example']) {
      const res = await post({ 'content-type': 'application/json', origin, cookie }, ME);
      expect(res.headers['access-control-allow-origin']).not.toBe(origin);
      const preflight = await t.app.inject({ method: 'OPTIONS', url: '/graphql', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
      expect(preflight.headers['access-control-allow-origin']).not.toBe(origin);
    }
  });

  it('refuses requests a form or link could send (no preflight) without the CSRF header: 403', async () => {
    const form = await post({ 'content-type': 'application/x-www-form-urlencoded', cookie }, 'query=%7BcurrentUser%7Busername%7D%7D');
    expect([403, 415]).toContain(form.statusCode); // Fastify has no form parser: refused before Yoga
    const text = await post({ 'content-type': 'text/plain', cookie }, ME);
    expect(text.statusCode).toBe(403);
    const link = await t.app.inject({ method: 'GET', url: '/graphql?query=%7BcurrentUser%7Busername%7D%7D', headers: { cookie } });
    expect(link.statusCode).toBe(403);
    expect(JSON.stringify(link.json())).not.toContain('cors_member');
  });

  it('answers JSON POSTs (preflighted) and requests with the CSRF header', async () => {
    const json = await post({ 'content-type': 'application/json', cookie }, ME);
    expect(json.json().data.currentUser.username).toBe('cors_member');
    const get = await t.app.inject({ method: 'GET', url: '/graphql?query=%7BserverTime%7D', headers: { 'x-graphql-yoga-csrf': '1' } });
    expect(get.statusCode).toBe(200);
    expect(typeof get.json().data.serverTime).toBe('string');
  });

  it('runs a GET as a visitor whatever cookie it carries, and never a mutation', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/graphql?query=%7BcurrentUser%7Busername%7D%7D', headers: { cookie, 'x-graphql-yoga-csrf': '1' } });
    expect(get.json().data.currentUser).toBeNull();
    const mutation = await t.app.inject({ method: 'GET', url: '/graphql?query=mutation%7BsignOut%7D', headers: { cookie, 'x-graphql-yoga-csrf': '1' } });
    expect(mutation.statusCode).toBe(405);
  });

  it('lets pages open sockets only to the app’s own origin (CSP connect-src)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const connectSrc = String(res.headers['content-security-policy']).split(';').find((d) => d.trim().startsWith('connect-src'))!.trim().split(/\s+/);
    expect(connectSrc).toEqual(['connect-src', "'self'", 'wss://club.example.ch']);
  });
});

describe('allowed origins', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/unused', PORT: '4100' };

  it('without PUBLIC_URL: the app on this machine by any loopback name (a newcomer may open 127.0.0.1)', () => {
    expect(loadConfig(base).allowedOrigins).toEqual(['http://localhost:4100', 'http://127.0.0.1:4100', 'http://[::1]:4100']);
  });

  it('with PUBLIC_URL: its origin and ALLOWED_ORIGINS only', () => {
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://club.example.ch/', ALLOWED_ORIGINS: 'https://app.example.ch' }).allowedOrigins).toEqual(['https://club.example.ch', 'https://app.example.ch']);
  });
});

