import { fork } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { S3StorageOptions } from '../../src/infra/storage/s3-storage.js';
import { fastTempDir } from './temp-dir.js';

/** S3 bucket names need 3–63 characters. */
export const S3RVER_BUCKET = 'venue-test';
/** s3rver's one access key (its README); it refuses other keys but does not check SigV4 signatures. */
const S3RVER_KEY = 'S3RVER';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  status: number;
}

/** A fake S3 (s3rver) on a random port with its own temp directory, in a child process. */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  /** createS3Storage options for this bucket, every key under `prefix` ('' or ending in '/'). */
  options(prefix?: string): S3StorageOptions;
  /** The environment (loadConfig) that puts the app's files into this bucket under `prefix`. */
  env(prefix?: string): Record<string, string>;
  /** Every request that reached the server so far, in order. */
  requests(): Promise<RecordedRequest[]>;
  /** The keys the bucket holds under `prefix`. */
  keys(prefix?: string): Promise<string[]>;
  /** Writes tiny objects straight into s3rver's store (fast; for the many-keys case). */
  seed(keys: string[]): Promise<void>;
  close(): Promise<void>;
}

export async function startS3rver(): Promise<FakeS3> {
  // s3rver keeps three small files per object.
  const dir = fastTempDir('venue-s3rver-');
  const script = fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url));
  // Own execArgv: not the test runner's flags, and DES for s3rver's continuation tokens.
  const child = fork(script, [dir, S3RVER_BUCKET], { execArgv: ['--openssl-legacy-provider'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = once(child, 'exit');
  const [first] = (await Promise.race([once(child, 'message'), exited.then(([code]) => Promise.reject(new Error(`s3rver exited with ${String(code)} before listening`)))])) as [{ port: number }];
  const endpoint = `http://127.0.0.1:${first.port}`;

  let serial = 0;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  child.on('message', (m: { id?: number; result?: unknown; error?: string }) => {
    const call = m.id === undefined ? undefined : pending.get(m.id);
    if (!call) return;
    pending.delete(m.id!);
    if (m.error) call.reject(new Error(m.error));
    else call.resolve(m.result);
  });
  const call = <T>(op: string, args: Record<string, unknown> = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = ++serial;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      child.send({ id, op, args });
    });

  const credentials = { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY };
  return {
    endpoint,
    bucket: S3RVER_BUCKET,
    options: (prefix = '') => ({ bucket: S3RVER_BUCKET, prefix, region: 'us-east-1', endpoint, forcePathStyle: true, credentials }),
    env: (prefix = '') => ({
      STORAGE_URL: `s3://${S3RVER_BUCKET}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    }),
    requests: () => call<RecordedRequest[]>('requests'),
    keys: (prefix = '') => call<string[]>('keys', { prefix }),
    seed: async (keys) => void (await call<number>('seed', { keys })),
    async close() {
      if (child.connected) child.disconnect();
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

