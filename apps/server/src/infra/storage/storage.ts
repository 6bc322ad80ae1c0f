import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded and generated files live (architecture §5: local directory by default; an
 * S3-compatible bucket implements the same three calls, s3-storage.ts). Keys are relative,
 * slash-separated paths such as `static-pages/<uuid>/640.webp`.
 */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** Removes every key that starts with `prefix` (e.g. all variants of one image). */
  delete(prefix: string): Promise<void>;
  /** A cheap check that files can be stored now (GET /readyz); throws if not. Optional: unchecked without it. */
  check?(): Promise<void>;
}

export class InvalidStorageKeyError extends Error {}

// Each segment: letters, digits, '.', '_' and '-', never starting with a dot (so never '..' or a
// hidden file); no empty segments, no backslashes, no absolute paths.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** The key's segments, or InvalidStorageKeyError: every Storage checks keys with this, before any I/O. */
export function segmentsOf(key: string, opts: { allowPartialLast?: boolean } = {}): string[] {
  const parts = key.split('/');
  const valid =
    key.length > 0 &&
    key.length <= 512 &&
    !key.includes('..') &&
    parts.every((p, i) => SEGMENT.test(p) || (opts.allowPartialLast && i === parts.length - 1 && p === ''));
  if (!valid) throw new InvalidStorageKeyError(`invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
  return parts;
}

/** Content types are kept beside the files in a parallel tree, which no valid key can reach. */
const TYPES_DIR = '.types';

/** Files under `dir` (DATA_DIR/storage); writes are atomic (temp file, then rename). */
export function createLocalStorage(dir: string): Storage {
  const fileOf = (parts: string[]) => path.join(dir, ...parts);
  const typeOf = (parts: string[]) => path.join(dir, TYPES_DIR, ...parts);

  async function writeAtomic(file: string, data: Buffer | string) {
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, file);
    } catch (err) {
      // A full disk leaves a partial temp file: removed, so nothing half-written stays.
      await fs.rm(tmp, { force: true }).catch(() => undefined);
      throw err;
    }
  }

  return {
    async put(key, data, contentType) {
      const parts = segmentsOf(key);
      await writeAtomic(typeOf(parts), contentType);
      await writeAtomic(fileOf(parts), data);
    },

    async get(key) {
      const parts = segmentsOf(key);
      try {
        const [data, contentType] = await Promise.all([fs.readFile(fileOf(parts)), fs.readFile(typeOf(parts), 'utf8').catch(() => 'application/octet-stream')]);
        return { data, contentType };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw err;
      }
    },

    async delete(prefix) {
      // A prefix may end inside a segment ("news/ab" removes "news/abc/…"); "news/" removes all news.
      const parts = segmentsOf(prefix, { allowPartialLast: true });
      const partial = parts.pop()!;
      for (const root of [dir, path.join(dir, TYPES_DIR)]) {
        const parent = path.join(root, ...parts);
        const entries = await fs.readdir(parent).catch(() => [] as string[]);
        await Promise.all(entries.filter((name) => name.startsWith(partial) && name !== TYPES_DIR).map((name) => fs.rm(path.join(parent, name), { recursive: true, force: true })));
      }
    },

    async check() {
      // The directory may not exist before the first upload; creating it is what a put would do.
      await fs.mkdir(dir, { recursive: true });
      await fs.access(dir, fs.constants.W_OK);
    },
  };
}
