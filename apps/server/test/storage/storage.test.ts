import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../src/infra/storage/storage.js';
import { createS3Storage } from '../../src/infra/storage/s3-storage.js';
import { storageContract } from './storage-contract.js';
import { fastTempDir } from './temp-dir.js';
import { startS3rver, type FakeS3, type RecordedRequest } from './s3rver.js';

// The same contract against the local directory and against an S3 bucket (s3rver), then what only
// a bucket can get wrong: where the keys land, what the requests carry, which errors are "missing".

storageContract('local directory', async () => {
  const dir = fastTempDir('venue-storage-');
  return { storage: createLocalStorage(dir), close: async () => fs.rmSync(dir, { recursive: true, force: true }) };
});

let fake: FakeS3;
const warnings: Error[] = [];
const onWarning = (w: Error) => void warnings.push(w);
beforeAll(async () => {
  process.on('warning', onWarning);
  fake = await startS3rver();
});
afterAll(async () => {
  process.off('warning', onWarning);
  await fake?.close();
});

const isList = (r: RecordedRequest) => r.method === 'GET' && /[?&]list-type=2/.test(r.url);
const isBatchDelete = (r: RecordedRequest) => r.method === 'POST' && /[?&]delete/.test(r.url);

storageContract('S3 bucket (s3rver, keys under a prefix)', async () => {
  const storage = createS3Storage(fake.options('contract/'));
  return {
    storage,
    seed: (keys) => fake.seed(keys.map((k) => `contract/${k}`)),
    requests: async () => (await fake.requests()).length,
    async afterBulkDelete(before) {
      const sent = (await fake.requests()).slice(before);
      // 1,005 keys: two listing pages (the second asked with the first's continuation token) and a
      // DeleteObjects per page. s3rver answers a batch delete 500 now and then (its own race when
      // removing emptied directories); the SDK retries it, so count the answered ones.
      const lists = sent.filter(isList);
      expect(lists).toHaveLength(2);
      expect(lists[1]!.url).toMatch(/continuation-token=/);
      expect(sent.filter((r) => isBatchDelete(r) && r.status === 200)).toHaveLength(2);
      expect(await fake.keys('contract/bulk/')).toEqual([]);
    },
    close: async () => storage.dispose(),
  };
});

describe('S3 bucket (s3rver): what the requests carry', () => {
  it('puts every key under the STORAGE_URL prefix, as a private object: no ACL, signed with the app’s key', async () => {
    const storage = createS3Storage(fake.options('apps/venue/'));
    const start = (await fake.requests()).length;
    await storage.put('member-photos/p1/640.webp', Buffer.from('webp'), 'image/webp');
    await storage.put('member-photos/p1/thumb.avif', Buffer.from('avif'), 'image/avif');
    await storage.get('member-photos/p1/640.webp');
    await storage.delete('member-photos/p1/');
    storage.dispose();

    const sent = (await fake.requests()).slice(start);
    expect(sent.filter((r) => r.method === 'PUT').map((r) => r.url.split('?')[0])).toEqual([
      `/${fake.bucket}/apps/venue/member-photos/p1/640.webp`,
      `/${fake.bucket}/apps/venue/member-photos/p1/thumb.avif`,
    ]);
    for (const r of sent) {
      // No canned ACL and no grants: an object stays readable by the bucket's owner only.
      expect(Object.keys(r.headers).filter((h) => h === 'x-amz-acl' || h.startsWith('x-amz-grant-')), r.url).toEqual([]);
      expect(r.headers.authorization, r.url).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\//);
    }
    // Providers that predate the newer checksums want Content-MD5 on a batch delete.
    expect(sent.filter(isBatchDelete).every((r) => typeof r.headers['content-md5'] === 'string')).toBe(true);
    expect(sent.filter(isBatchDelete).length).toBeGreaterThan(0);
  });

  it('a missing key is null; a missing bucket or a refused key is an error, not a missing file (and not ready)', async () => {
    const storage = createS3Storage(fake.options('errors/'));
    expect(await storage.get('nothing/here.webp')).toBeNull();
    const noBucket = createS3Storage({ ...fake.options(), bucket: 'no-such-bucket' });
    await expect(noBucket.get('x/y.webp')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    // s3rver knows one access key (it does not check SigV4 signatures): another one is refused 403.
    const wrongKey = createS3Storage({ ...fake.options(), credentials: { accessKeyId: 'NOT-S3RVER', secretAccessKey: 'whatever' } });
    await expect(wrongKey.get('x/y.webp')).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    await expect(wrongKey.put('x/y.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    // The readiness check (GET /readyz) tells the same apart.
    await expect(storage.check()).resolves.toBeUndefined();
    await expect(noBucket.check()).rejects.toThrow();
    await expect(wrongKey.check()).rejects.toThrow();
    for (const s of [storage, noBucket, wrongKey]) s.dispose();
  });

  it(`the SDK's Node version warning does not reach the logs`, async () => {
    // The SDK emits it when the first client of the process is made (this file's, unless another
    // file in this worker came first); the adapter sets the SDK's documented switch before that.
    await new Promise((r) => setImmediate(r));
    expect(process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED).toBe('true');
    expect(warnings.filter((w) => /NodeVersionSupport|AWS SDK/i.test(`${w.name} ${w.message}`))).toEqual([]);
  });
});
