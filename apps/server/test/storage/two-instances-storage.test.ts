import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { loadConfig } from '../../src/config.js';
import { createStorage } from '../../src/infra/create-deps.js';
import { openPostgres } from '../../src/db/postgres.js';
import type { Database } from '../../src/db/client.js';
import { userUploads } from '../../src/modules/photos/photos.table.js';
import { createTestApp, type TestApp } from '../harness.js';
import { member } from '../friends/support.js';
import { fetchFile, jpegImage, storedPhotoFiles, uploadPhoto } from '../photos/support.js';
import { startS3rver, type FakeS3 } from './s3rver.js';

// Issue 19, item 1: on two machines, each with its own DATA_DIR, half the members' pictures were
// missing for the other half. Here TWO app instances, each with its own database pool and its own
// data directory, share one PostgreSQL database and one bucket (s3rver), as two machines behind a
// load balancer would: a photo uploaded through one is served by the other, and deleted for both.
// CI sets TEST_DATABASE_URL (.ci/run). The embedded-database run (`npm test`) has no server: it skips.

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.warn('two-instances-storage.test.ts: TEST_DATABASE_URL not set, so the two-instance storage tests are skipped (they need a real PostgreSQL; CI sets it, see .ci/run).');
}

const DELETE_PHOTO = `mutation ($id: ID!) { deletePhoto(id: $id) }`;

describe.skipIf(!databaseUrl)('two app instances with their own DATA_DIR, one PostgreSQL and one bucket (TEST_DATABASE_URL)', () => {
  const dbName = `t_files_${crypto.randomBytes(5).toString('hex')}`;
  const instances: TestApp[] = [];
  const databases: Database[] = [];
  const dataDirs: string[] = [];
  const storages: ReturnType<typeof createStorage>[] = [];
  let fake: FakeS3;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    fake = await startS3rver();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(databaseUrl!);
    url.pathname = `/${dbName}`;
    for (let i = 0; i < 2; i++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `venue-files-${i}-`));
      dataDirs.push(dataDir);
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...fake.env('shared/') });
      // Each instance its own pool (the first applies the migrations), as separate processes have.
      const database = await openPostgres(url.toString(), { migrate: i === 0, max: 5 });
      databases.push(database);
      const storage = createStorage(config);
      storages.push(storage);
      instances.push(await createTestApp({ database, storage }));
    }
    [a, b] = instances as [TestApp, TestApp];
  }, 60_000);

  afterAll(async () => {
    for (const i of instances) await i.close();
    for (const d of databases) await d.close();
    for (const st of storages) st.dispose?.();
    const cleanup = new pg.Client({ connectionString: databaseUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await cleanup.end();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    await fake?.close();
  });

  it('a photo uploaded through A is served by B with the same bytes; deleted through B, it is gone for A and from the bucket', async () => {
    // Members are rows in the shared database: made through A, they exist for B as well.
    const anna = await member(a);
    const res = await uploadPhoto(a, await jpegImage(800, 600), { token: anna.token, visibility: 'FRIENDS' });
    expect(res.status).toBe(201);
    const id = res.body.data.id as string;
    const urls = [res.body.data.attributes.thumbnail.webp as string, res.body.data.attributes.variants[1].avif as string];
    for (const url of urls) {
      const [viaA, viaB] = [await fetchFile(a, url, anna.token), await fetchFile(b, url, anna.token)];
      expect([viaA.status, viaB.status], url).toEqual([200, 200]);
      expect(viaB.data.equals(viaA.data), url).toBe(true);
    }
    // Neither machine kept a copy of its own.
    expect([storedPhotoFiles(a), storedPhotoFiles(b)]).toEqual([[], []]);

    const [row] = await b.deps.database.db.select({ storageKey: userUploads.storageKey }).from(userUploads).where(eq(userUploads.id, id));
    expect(await fake.keys(`shared/${row!.storageKey}/`)).toHaveLength(9);
    expect((await b.gql(DELETE_PHOTO, { id }, { token: anna.token })).data).toEqual({ deletePhoto: id });
    for (const url of urls) expect((await fetchFile(a, url, anna.token)).status, url).toBe(404);
    expect(await fake.keys(`shared/${row!.storageKey}/`)).toEqual([]);
  });
});
