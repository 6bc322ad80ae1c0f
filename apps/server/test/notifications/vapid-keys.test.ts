import fs from 'node:fs';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { ConfigError, loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { lockFilePath } from '../../src/db/lock.js';
import { socketDatabaseUrl } from '../../src/db/open.js';
import { generateVapidKeys } from '../../src/infra/push/vapid-keys.js';
import { appSettings } from '../../src/modules/system/app-settings.table.js';
import { createVapidKeySource, VAPID_SETTING_KEY } from '../../src/modules/notifications/vapid-key-source.js';
import { createTestApp } from '../harness.js';
import { createTestDatabase } from '../test-database.js';
import { startAppProcess } from '../app-process.js';
import { migratedDataDir } from '../data-dir-template.js';
import { PUBLIC_KEY } from './support.js';

// VAPID keys: configured ones are used as they are; otherwise one pair is generated for the
// database and every instance, and every restart, signs with it (architecture §5, decision 0008).

/** Generous: a start takes a few seconds, but the machine may be busy with other test files. */
const STARTUP_LIMIT_MS = 120_000;

const BASE_ENV = { NODE_ENV: 'test', DATA_DIR: os.tmpdir(), LOG_LEVEL: 'silent', SEED_DEMO: 'false', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' };

function configError(env: Record<string, string>): string {
  try {
    loadConfig({ ...BASE_ENV, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
}

describe('VAPID configuration', () => {
  const pair = generateVapidKeys();

  it('without keys: none configured, the subject comes from MAIL_FROM', () => {
    expect(loadConfig(BASE_ENV).vapid).toEqual({ keys: null, subject: 'mailto:no-reply@club-venue.local' });
    expect(loadConfig({ ...BASE_ENV, MAIL_FROM: 'Club Venue <info@venue.ch>' }).vapid.subject).toBe('mailto:info@venue.ch');
    expect(loadConfig({ ...BASE_ENV, MAIL_FROM: 'kontakt@venue.ch' }).vapid.subject).toBe('mailto:kontakt@venue.ch');
    expect(loadConfig({ ...BASE_ENV, MAIL_FROM: 'Club Venue' }).vapid.subject).toBe('mailto:info@club-venue.local');
    expect(loadConfig({ ...BASE_ENV, VAPID_SUBJECT: 'https://venue.ch/kontakt' }).vapid.subject).toBe('https://venue.ch/kontakt');
  });

  it('configured keys are taken as they are', () => {
    const config = loadConfig({ ...BASE_ENV, VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'mailto:ops@venue.ch' });
    expect(config.vapid).toEqual({ keys: pair, subject: 'mailto:ops@venue.ch' });
  });

  it('a bad or half configuration fails naming the variable, never echoing the private key', () => {
    const other = generateVapidKeys();
    const cases: [Record<string, string>, string][] = [
      [{ VAPID_PUBLIC_KEY: 'not-a-key', VAPID_PRIVATE_KEY: pair.privateKey }, 'VAPID_PUBLIC_KEY: must be the URL-safe base64 public key'],
      [{ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: `${pair.privateKey}AAAA` }, 'VAPID_PRIVATE_KEY: must be the URL-safe base64 private key'],
      [{ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: 'a+b/c' }, 'VAPID_PRIVATE_KEY:'],
      [{ VAPID_PUBLIC_KEY: pair.publicKey }, 'VAPID_PRIVATE_KEY: must be set together with VAPID_PUBLIC_KEY'],
      [{ VAPID_PRIVATE_KEY: pair.privateKey }, 'VAPID_PUBLIC_KEY: must be set together with VAPID_PRIVATE_KEY'],
      [{ VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }, 'VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY'],
      [{ VAPID_SUBJECT: 'info@venue.ch' }, 'VAPID_SUBJECT: must be a mailto: address or an https: URL'],
      [{ VAPID_SUBJECT: 'http://venue.ch' }, 'VAPID_SUBJECT:'],
    ];
    for (const [env, expected] of cases) {
      const message = configError(env);
      expect(message, JSON.stringify(env)).toContain(expected);
      expect(message).not.toContain(pair.privateKey);
    }
  });
});

describe('VAPID keys of an installation', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  async function storedPairs() {
    return database.db.select().from(appSettings).where(eq(appSettings.key, VAPID_SETTING_KEY));
  }

  it('are generated once on first use and then the same for every instance and restart on that database', async () => {
    const first = await createTestApp({ database });
    const key = (await first.gql(PUBLIC_KEY)).data!.pushPublicKey as string;
    expect((await first.services.push.vapidKeys()).source).toBe('generated');
    await first.close();

    const again = await createTestApp({ database });
    expect((await again.gql(PUBLIC_KEY)).data!.pushPublicKey).toBe(key);
    expect((await again.services.push.vapidKeys()).source).toBe('stored');
    await again.close();

    const stored = await storedPairs();
    expect(stored).toHaveLength(1);
    expect((stored[0]!.value as { publicKey: string }).publicKey).toBe(key);
  }, 120_000);

  it('two instances starting at once end up with one pair', async () => {
    await database.db.delete(appSettings).where(eq(appSettings.key, VAPID_SETTING_KEY));
    const config = loadConfig(BASE_ENV);
    const [a, b] = await Promise.all([createVapidKeySource({ config, database }).get(), createVapidKeySource({ config, database }).get()]);
    expect(a.keys).toEqual(b.keys);
    expect([a.source, b.source].sort()).toEqual(['generated', 'stored']);
    expect(await storedPairs()).toHaveLength(1);
  });

  it('configured keys win; nothing is generated for them', async () => {
    await database.db.delete(appSettings).where(eq(appSettings.key, VAPID_SETTING_KEY));
    const pair = generateVapidKeys();
    const config = loadConfig({ ...BASE_ENV, VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey });
    const t = await createTestApp({ database, config });
    expect((await t.gql(PUBLIC_KEY)).data!.pushPublicKey).toBe(pair.publicKey);
    expect((await t.services.push.vapidKeys()).source).toBe('config');
    await t.close();
    expect(await storedPairs()).toEqual([]);
  }, 60_000);

  it('a damaged stored pair is reported with what to do, not replaced silently', async () => {
    await database.db.insert(appSettings).values({ key: VAPID_SETTING_KEY, value: { publicKey: 'x', privateKey: 'y' } }).onConflictDoNothing();
    const source = createVapidKeySource({ config: loadConfig(BASE_ENV), database });
    await expect(source.get()).rejects.toThrow(/delete that row to generate a new one, or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    await database.db.delete(appSettings).where(eq(appSettings.key, VAPID_SETTING_KEY));
  });
});

describe('VAPID keys across real restarts (npm start on one data dir)', () => {
  // Migrated already (the keys are not part of it): the first start of the app is what is tested.
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await migratedDataDir('venue-vapid-');
  });
  afterAll(() => dataDir && fs.rmSync(dataDir, { recursive: true, force: true }));

  async function publicKeyOf(url: string): Promise<string> {
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: PUBLIC_KEY }) });
    return ((await res.json()) as { data: { pushPublicKey: string } }).data.pushPublicKey;
  }

  async function storedPrivateKey(): Promise<string> {
    const { socketDir } = JSON.parse(fs.readFileSync(lockFilePath(dataDir), 'utf8')) as { socketDir: string };
    const client = new pg.Client(socketDatabaseUrl(socketDir));
    await client.connect();
    try {
      return (await client.query(`select value->>'privateKey' as k from app_settings where key = $1`, [VAPID_SETTING_KEY])).rows[0].k as string;
    } finally {
      await client.end();
    }
  }

  it('the first start generates and logs it in one line; the next start keeps the pair and says nothing', async () => {
    const first = await startAppProcess(dataDir, {}, STARTUP_LIMIT_MS);
    const key = await publicKeyOf(first.url);
    const privateKey = await storedPrivateKey();
    const firstOutput = first.output();
    expect(await first.stop()).toBe(0);
    expect(firstOutput.match(/generated web push \(VAPID\) keys/g)).toHaveLength(1);
    expect(firstOutput).not.toContain(privateKey);

    const second = await startAppProcess(dataDir, {}, STARTUP_LIMIT_MS);
    expect(await publicKeyOf(second.url)).toBe(key);
    const secondOutput = second.output();
    expect(await second.stop()).toBe(0);
    expect(secondOutput).not.toContain('VAPID');
    expect(secondOutput).not.toContain(privateKey);
  }, 3 * STARTUP_LIMIT_MS);
});
