import { InvalidStorageKeyError, segmentsOf } from './storage.js';

/** Where files go (STORAGE_URL, decision 0056): DATA_DIR/storage, or a bucket with an optional key prefix. */
export type StorageLocation = { kind: 'local' } | { kind: 's3'; bucket: string; prefix: string };

// AWS's bucket naming rules, which S3-compatible providers follow: 3–63 lowercase letters, digits,
// dots and hyphens, a letter or digit at each end, no two dots in a row.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * Reads STORAGE_URL: unset, empty or `file:` is the local directory; `s3://bucket/optional/prefix`
 * a bucket. The messages never repeat the value: someone may have pasted a key into it.
 */
export function parseStorageUrl(value: string | undefined): StorageLocation | { error: string } {
  const v = (value ?? '').trim();
  if (v === '' || v === 'file:') return { kind: 'local' };
  if (v.startsWith('file:')) return { error: 'file: takes no path (files then go to DATA_DIR/storage); use s3://bucket[/prefix] for a bucket' };
  const match = /^s3:\/\/([^/?#]*)(\/[^?#]*)?$/.exec(v);
  if (!match) return { error: 'must be s3://bucket[/prefix] (an S3-compatible bucket) or file: (DATA_DIR/storage, the default)' };
  const [, bucket = '', path = ''] = match;
  if (bucket.includes('@')) return { error: 'must not hold credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY' };
  if (!BUCKET.test(bucket) || bucket.includes('..')) {
    return { error: 'needs a bucket name of 3–63 lowercase letters, digits, dots or hyphens, starting and ending with a letter or digit' };
  }
  const prefix = path.replace(/^\//, '').replace(/\/$/, '');
  if (prefix === '') return { kind: 's3', bucket, prefix: '' };
  try {
    segmentsOf(prefix);
  } catch (err) {
    if (!(err instanceof InvalidStorageKeyError)) throw err;
    return { error: "has a prefix that is not slash-separated names of letters, digits, '.', '_' and '-' (no empty or dot-first names)" };
  }
  return { kind: 's3', bucket, prefix: `${prefix}/` };
}
