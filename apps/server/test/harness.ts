import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.js';
import type { AppDeps } from '../src/deps.js';
import { buildApp, type BuiltApp } from '../src/app.js';
import type { Services } from '../src/services.js';
import { createOutboxMailer } from '../src/infra/mail/mailer.js';
import { createOutboxSms } from '../src/infra/sms/sms.js';
import { createMemoryRateLimiter } from '../src/infra/rate-limit/rate-limiter.js';
import { createMemoryPubSub } from '../src/realtime/pubsub.js';
import { createLocalStorage } from '../src/infra/storage/storage.js';
import { createTestDatabase } from './test-database.js';
import { untilSubscribed } from './listening.js';

export interface GraphQLResult<T = Record<string, any>> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string; fields?: { field: string; code: string }[]; [k: string]: unknown } }[];
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  services: Services;
  /** The /socket server (open members' sockets, their session checks). */
  realtime: BuiltApp['realtime'];
  /** The /graphql fast path: how many requests it answered. */
  graphqlFastPath: BuiltApp['graphqlFastPath'];
  dataDir: string;
  /**
   * Waits until the server has `n` live subscriptions on a pub/sub topic (`'room:event'`, id),
   * i.e. an event published now reaches them (the subscriptions of this process).
   */
  listening(topic: string, id: string, n?: number): Promise<void>;
  /** Live subscriptions on a pub/sub topic now. */
  listeners(topic: string, id: string): number;
  /** Moves the injected clock forward. */
  advance(ms: number): void;
  /**
   * Moves the injected clock forward to the next noon in Zurich, so a test about "one Swiss day"
   * cannot straddle midnight (CI runs at any hour).
   */
  advanceToSwissNoon(): void;
  /**
   * Posts to /graphql as a bearer client (X-Session-Transport: bearer: signIn/signUp answer the
   * token, no cookie); `cookieClient` posts as a browser does (the cookie, no token in the body).
   */
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, opts?: { token?: string; ip?: string; cookieClient?: boolean }): Promise<GraphQLResult<T> & { cookies: Record<string, string> }>;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database with outboxes in a temp dir; requests go through app.inject.
 * A `database` given in the overrides (e.g. one PostgreSQL shared by two instances) is used and
 * left open on close: its owner closes it.
 */
export async function createTestApp(overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' });
  const database = overrides.database ?? (await createTestDatabase());
  let offset = 0;
  const deps: AppDeps = {
    config,
    database,
    mailer: createOutboxMailer(path.join(dataDir, 'outbox/mail'), config.mailFrom),
    sms: createOutboxSms(path.join(dataDir, 'outbox/sms')),
    rateLimiter: createMemoryRateLimiter(() => Date.now() + offset),
    pubsub: createMemoryPubSub(),
    storage: createLocalStorage(path.join(dataDir, 'storage')),
    now: () => new Date(Date.now() + offset),
    ...overrides,
  };
  const { app, services, realtime, graphqlFastPath } = await buildApp(deps, { logger: false, webDist: path.join(dataDir, 'no-web') });
  await app.ready();
  return {
    app,
    deps,
    services,
    realtime,
    graphqlFastPath,
    dataDir,
    listening: (topic, id, n = 1) => untilSubscribed(deps.pubsub, `${topic}:${id}`, n),
    listeners: (topic, id) => deps.pubsub.subscribers(`${topic}:${id}`),
    advance: (ms) => {
      offset += ms;
    },
    advanceToSwissNoon: () => {
      offset += untilSwissNoon(new Date(Date.now() + offset));
    },
    async gql(query, variables, opts = {}) {
      const res = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'content-type': 'application/json',
          ...(opts.cookieClient ? {} : { 'x-session-transport': 'bearer' }),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
        remoteAddress: opts.ip ?? '127.0.0.1',
        payload: JSON.stringify({ query, variables }),
      });
      const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
      return { ...(res.json() as GraphQLResult<any>), cookies };
    },
    async close() {
      await app.close();
      if (!overrides.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Milliseconds from `at` to the next 12:00 on the Zurich wall clock (0 when it is 12:00:00.000). */
function untilSwissNoon(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zurich', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const sinceMidnight = ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + at.getUTCMilliseconds();
  const day = 86_400_000;
  return (12 * 3_600_000 - sinceMidnight + day) % day;
}
