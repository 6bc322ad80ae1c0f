import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type BuiltApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { insertUser } from '../src/modules/accounts/accounts.repository.js';
import { createPasswordHasher } from '../src/modules/accounts/passwords.js';
import { createTestApp, type TestApp } from './harness.js';

// Issue 18, decision 0053: queries and mutations POSTed as JSON are answered by the fast path
// instead of Yoga. Every request below goes to two apps on the same database and services' deps:
// one with the fast path, one without (Yoga only). The answers must be the same to a client:
// status, media type, CORS and cookie headers, and the JSON.

const OWN = 'https://club.example.ch';
const PASSWORD = 'Fast-Path-2026';

interface Sent {
  headers?: Record<string, string>;
  payload?: unknown;
  method?: 'POST' | 'GET';
  url?: string;
}

describe('/graphql fast path answers as Yoga does', () => {
  let t: TestApp;
  let yogaOnly: BuiltApp;
  let token: string;
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/unused', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', PUBLIC_URL: OWN });
    t = await createTestApp({ config });
    yogaOnly = await buildApp(t.deps, { logger: false, webDist: path.join(t.dataDir, 'no-web'), graphqlFastPath: false });
    await yogaOnly.app.ready();
    const hash = await createPasswordHasher(config.argon2).hash(PASSWORD);
    const user = await insertUser(t.deps.database.db, { email: 'fast@example.ch', username: 'fast_member', passwordHash: hash, emailVerifiedAt: new Date(), phoneVerifiedAt: new Date() });
    ({ token } = await t.services.sessions.start(t.deps.database.db, user.id, null));
    // A resolver that fails unexpectedly (a programming error), the same in both apps.
    for (const services of [t.services, yogaOnly.services]) {
      const page = services.pages.page;
      services.pages.page = async (name: string) => {
        if (name === 'boom') throw new Error('database said something private');
        return page(name);
      };
    }
  });
  afterAll(async () => {
    await yogaOnly.app.close();
    await t.close();
  });

  async function both(sent: Sent): Promise<[LightMyRequestResponse, LightMyRequestResponse, boolean]> {
    const request = {
      method: sent.method ?? 'POST',
      url: sent.url ?? '/graphql',
      headers: { 'content-type': 'application/json', ...sent.headers },
      ...(sent.payload === undefined ? {} : { payload: typeof sent.payload === 'string' ? sent.payload : JSON.stringify(sent.payload) }),
    } as const;
    const before = t.graphqlFastPath?.answered ?? 0;
    const fast = await t.app.inject(request);
    const fastAnswered = (t.graphqlFastPath?.answered ?? 0) > before;
    const yoga = await yogaOnly.app.inject(request);
    return [fast, yoga, fastAnswered];
  }

  /** What a client sees of an answer; tokens and ids that differ by nature are replaced. */
  function seen(res: LightMyRequestResponse) {
    const header = (name: string) => res.headers[name];
    let body: unknown = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {
      // not JSON: compared as text
    }
    return {
      status: res.statusCode,
      type: header('content-type'),
      cors: [header('access-control-allow-origin'), header('access-control-allow-credentials'), header('access-control-allow-methods'), header('vary')],
      cookies: res.cookies.map((c) => `${c.name}:${c.value ? 'set' : 'cleared'}:${c.httpOnly}:${c.sameSite}:${c.path}`),
      body: JSON.parse(JSON.stringify(body).replace(/"token":"[^"]+"/g, '"token":"…"')),
    };
  }

  const auth = () => ({ authorization: `Bearer ${token}` });

  it('a member’s query, a visitor’s query, with and without the own origin, with each Accept a client sends', async () => {
    const accepts = [undefined, 'application/json', 'application/graphql-response+json, application/json', 'application/graphql-response+json, application/graphql+json, application/json, text/event-stream, multipart/mixed', '*/*'];
    for (const accept of accepts) {
      for (const origin of [undefined, OWN]) {
        for (const headers of [auth(), {}]) {
          const [fast, yoga, answered] = await both({ headers: { ...headers, ...(accept ? { accept } : {}), ...(origin ? { origin } : {}) }, payload: { query: '{ currentUser { username } serverTime }' } });
          expect(answered).toBe(true);
          const a = seen(fast);
          const b = seen(yoga);
          // serverTime differs by the milliseconds between the two requests.
          (a.body as any).data.serverTime = (b.body as any).data.serverTime = 'now';
          expect(a).toEqual(b);
        }
      }
    }
  });

  it('variables and a chosen operation of several; errors of the app (NOT_SIGNED_IN, BAD_INPUT) and an unexpected one (masked)', async () => {
    const cases: Sent[] = [
      { payload: { query: 'query Page($name: String!) { page(name: $name) { name } }', variables: { name: 'welcome' } } },
      { payload: { query: 'query A { serverTime } query B { pages { name } }', operationName: 'B' } },
      // The same text again, each name answering its own operation (the operations are kept per name).
      { payload: { query: 'query A { page(name: "welcome") { name } } query B { pages { name } }', operationName: 'A' } },
      { payload: { query: 'query A { page(name: "welcome") { name } } query B { pages { name } }', operationName: 'B' } },
      // Variables sent where none are declared are ignored, as graphql-js does.
      { payload: { query: '{ pages { name } }', variables: { unused: 5 } } },
      // Another site's page: Yoga names the own origin, so the browser keeps the answer from it.
      { headers: { origin: 'https://evil.example' }, payload: { query: '{ pages { name } }' } },
      { payload: { query: '{ adminDashboard { openReports } }' } },
      { headers: auth(), payload: { query: '{ adminDashboard { openReports } }' } },
      { payload: { query: '{ page(name: "boom") { name } }' } },
      { payload: { query: '{ a: page(name: "boom") { name } b: page(name: "welcome") { name } }' } },
      { payload: { query: 'mutation($input: SignInInput!) { signIn(input: $input) { token } }', variables: { input: { email: 'fast@example.ch', password: 'wrong-password-1' } } } },
    ];
    for (const sent of cases) {
      const [fast, yoga, answered] = await both(sent);
      expect(answered, JSON.stringify(sent)).toBe(true);
      expect(seen(fast)).toEqual(seen(yoga));
    }
    const [boom] = await both({ payload: { query: '{ page(name: "boom") { name } }' } });
    expect(boom.body).not.toContain('private');
    expect(boom.json().errors[0].extensions.code).toBe('INTERNAL');
  });

  it('a sign-in sets the same cookie (browser) or answers the token (bearer client)', async () => {
    const signIn = { query: 'mutation($input: SignInInput!) { signIn(input: $input) { token user { username } } }', variables: { input: { email: 'fast@example.ch', password: PASSWORD } } };
    for (const headers of [{ origin: OWN }, { 'x-session-transport': 'bearer' }] as Record<string, string>[]) {
      const [fast, yoga, answered] = await both({ headers, payload: signIn });
      expect(answered).toBe(true);
      expect(seen(fast)).toEqual(seen(yoga));
      expect(fast.json().data.signIn.user.username).toBe('fast_member');
    }
  });

  it('leaves to Yoga what it does not answer itself, and the answers stay Yoga’s', async () => {
    const cases: Sent[] = [
      { payload: { query: '{ currentUser { nope } }' } }, // invalid
      { payload: { query: '{ currentUser {' } }, // does not parse
      { payload: { query: 'query($n: String!) { page(name: $n) { name } }', variables: { n: 5 } } }, // variables of the wrong type
      { payload: { query: 'query($n: String!) { page(name: $n) { name } }' } }, // a variable missing
      { payload: { query: 'query A { serverTime } query B { serverTime }' } }, // which operation?
      { payload: { query: '{ serverTime }', operationName: 'C' } },
      { payload: { query: '{ serverTime }', extra: 1 } }, // unknown parameter
      { payload: [{ query: '{ serverTime }' }] }, // a batch
      { payload: { query: 42 } },
      { payload: { query: '{ serverTime }', extensions: { persistedQuery: { version: 1 } } } },
      { headers: { accept: 'text/event-stream' }, payload: { query: '{ serverTime }' } },
      { headers: { accept: 'text/html' }, payload: { query: '{ serverTime }' } },
      { payload: { query: 'subscription { serverTime }' } },
      { payload: { query: '{ __schema { types { name } } }' } }, // no introspection in production
      { payload: { query: `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: serverTime`).join(' ')} }` } }, // too many aliases
    ];
    for (const sent of cases) {
      const [fast, yoga, answered] = await both(sent);
      expect(answered, JSON.stringify(sent)).toBe(false);
      expect(fast.statusCode, JSON.stringify(sent)).toBe(yoga.statusCode);
      expect(fast.body.replace(/"serverTime":"[^"]+"/, ''), JSON.stringify(sent)).toBe(yoga.body.replace(/"serverTime":"[^"]+"/, ''));
    }
  });
});
