import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './harness.js';

const introspection = '{ __schema { queryType { name } } }';

describe('introspection', () => {
  let dev: TestApp;
  let prod: TestApp;
  beforeAll(async () => {
    dev = await createTestApp();
    prod = await createTestApp({ config: loadConfig({ NODE_ENV: 'production', DATA_DIR: dev.dataDir, LOG_LEVEL: 'silent' }) });
  });
  afterAll(async () => {
    await prod.close();
    await dev.close();
  });

  it('is available outside production', async () => {
    const res = await dev.gql(introspection);
    expect(res.data?.__schema.queryType.name).toBe('Query');
  });

  it('is refused in production', async () => {
    const res = await prod.gql(introspection);
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0]?.message).toMatch(/introspection/i);
  });
});
