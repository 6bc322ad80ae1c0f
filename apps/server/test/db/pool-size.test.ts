import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { openAppDatabase, type OpenedDatabase } from '../../src/db/open.js';

// DATABASE_POOL_SIZE (decision 0062): the connections an instance keeps to DATABASE_URL.

const BASE_ENV = { NODE_ENV: 'test', DATA_DIR: os.tmpdir(), LOG_LEVEL: 'silent', SEED_DEMO: 'false' };
const url = process.env.TEST_DATABASE_URL;

describe('DATABASE_POOL_SIZE', () => {
  let opened: OpenedDatabase | undefined;
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  it('is 30 unless set; 0, 201 and words are refused by name', () => {
    expect(loadConfig(BASE_ENV).databasePoolSize).toBe(30);
    expect(loadConfig({ ...BASE_ENV, DATABASE_POOL_SIZE: '8' }).databasePoolSize).toBe(8);
    for (const bad of ['0', '201', 'many']) {
      expect(() => loadConfig({ ...BASE_ENV, DATABASE_POOL_SIZE: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ ...BASE_ENV, DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });

  it.runIf(url)('opens at most that many connections to PostgreSQL', async () => {
    opened = await openAppDatabase(loadConfig({ ...BASE_ENV, DATABASE_URL: url!, DATABASE_POOL_SIZE: '3' }), () => undefined);
    const pool = (opened as unknown as { pool: { totalCount: number; options: { max: number } } }).pool;
    expect(pool.options.max).toBe(3);
    // Eight sleeping queries at once: three run, the rest wait for a connection.
    await Promise.all(Array.from({ length: 8 }, () => opened!.exec('select pg_sleep(0.05)')));
    expect(pool.totalCount).toBe(3);
  });
});
