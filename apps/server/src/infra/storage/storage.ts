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
/** How many keys' content types a local storage keeps in memory (about 100 bytes each). */
const MAX_TYPES_REMEMBERED = 20_000;

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

  // The content types read, so that a photo shown again reads one file, not two (each read is four
  // calls into libuv's thread pool: issue 18, the photos of an evening's load). A key keeps its type:
  // keys are new for every image, and this instance's put and delete change the memo too (a type
  // read while one of them ran is not kept: it may be the one before).
  const types = new Map<string, string>();
  let changes = 0;
  const remember = (key: string, contentType: string) => {
    if (types.size >= MAX_TYPES_REMEMBERED) types.delete(types.keys().next().value!);
    types.set(key, contentType);
  };
  const readType = (key: string, parts: string[]) => {
    const known = types.get(key);
    if (known !== undefined) return known;
    const before = changes;
    return fs.readFile(typeOf(parts), 'utf8').then(
      (contentType) => {
        if (changes === before) remember(key, contentType);
        return contentType;
      },
      () => 'application/octet-stream',
    );
  };

  return {
    async put(key, data, contentType) {
      const parts = segmentsOf(key);
      changes++;
      types.delete(key);
      try {
        await writeAtomic(typeOf(parts), contentType);
        await writeAtomic(fileOf(parts), data);
      } finally {
        changes++;
      }
    },

    async get(key) {
      const parts = segmentsOf(key);
      try {
        const [data, contentType] = await Promise.all([fs.readFile(fileOf(parts)), readType(key, parts)]);
        return { data, contentType };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw err;
      }
    },

    async delete(prefix) {
      // A prefix may end inside a segment ("news/ab" removes "news/abc/…"); "news/" removes all news.
      const parts = segmentsOf(prefix, { allowPartialLast: true });
      changes++;
      for (const key of types.keys()) if (key.startsWith(prefix)) types.delete(key);
      const partial = parts.pop()!;
      try {
        for (const root of [dir, path.join(dir, TYPES_DIR)]) {
          const parent = path.join(root, ...parts);
          const entries = await fs.readdir(parent).catch(() => [] as string[]);
          await Promise.all(entries.filter((name) => name.startsWith(partial) && name !== TYPES_DIR).map((name) => fs.rm(path.join(parent, name), { recursive: true, force: true })));
        }
      } finally {
        changes++;
      }
    },

    async check() {
      // The directory may not exist before the first upload; creating it is what a put would do.
      await fs.mkdir(dir, { recursive: true });
      await fs.access(dir, fs.constants.W_OK);
    },
  };
}
