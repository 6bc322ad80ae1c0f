import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../src/infra/storage/storage.js';

/** One Storage to check, with what the contract needs to know about its backend. */
export interface StorageUnderTest {
  storage: Storage;
  /** Puts many tiny objects (the more-than-1,000-keys case) faster than put by put; default: put. */
  seed?(keys: string[]): Promise<void>;
  /** How many requests reached the backend so far (a bucket); a directory has none. */
  requests?(): Promise<number>;
  /** Backend checks after the 1,005 keys were deleted (e.g. how a bucket was paged). */
  afterBulkDelete?(requestsBefore: number): Promise<void>;
  close(): Promise<void>;
}

/** Keys that could leave their place (`..`, absolute, empty, backslash, empty or hidden segments). */
export const INVALID_KEYS = ['../outside.txt', 'news/../../etc/passwd', '/etc/passwd', '', 'news\\x', 'news//x', '.types/news/x', 'news/x/'];
export const BULK_COUNT = 1005;

/**
 * The behaviour every Storage shares (the local directory, an S3 bucket): the app's code relies on
 * exactly this and nothing more.
 */
export function storageContract(name: string, open: () => Promise<StorageUnderTest>) {
  describe(`${name}: the Storage contract`, () => {
    let s: StorageUnderTest;
    let storage: Storage;
    beforeAll(async () => {
      s = await open();
      storage = s.storage;
    });
    afterAll(() => s?.close());

    it('gives back the bytes put, with their content type', async () => {
      const bytes = Buffer.concat([Buffer.from([0, 255, 13, 10]), crypto.randomBytes(4096)]);
      await storage.put('member-photos/a1/640.webp', bytes, 'image/webp');
      await storage.put('member-photos/a1/meta.json', Buffer.from('{"width":1}'), 'application/json');
      const file = await storage.get('member-photos/a1/640.webp');
      expect(file!.data.equals(bytes)).toBe(true);
      expect(file!.contentType).toBe('image/webp');
      expect(await storage.get('member-photos/a1/meta.json')).toEqual({ data: Buffer.from('{"width":1}'), contentType: 'application/json' });
    });

    it('overwrites a key: the last put wins, bytes and content type', async () => {
      await storage.put('news/n1/320.avif', Buffer.from('first'), 'image/avif');
      await storage.put('news/n1/320.avif', Buffer.from('second, longer'), 'image/webp');
      expect(await storage.get('news/n1/320.avif')).toEqual({ data: Buffer.from('second, longer'), contentType: 'image/webp' });
    });

    it('a key read before is read as stored last: overwritten, or deleted and stored again', async () => {
      await storage.put('news/n2/320.avif', Buffer.from('first'), 'image/avif');
      expect(await storage.get('news/n2/320.avif')).toEqual({ data: Buffer.from('first'), contentType: 'image/avif' });
      await storage.put('news/n2/320.avif', Buffer.from('second'), 'image/webp');
      expect(await storage.get('news/n2/320.avif')).toEqual({ data: Buffer.from('second'), contentType: 'image/webp' });
      await storage.delete('news/n2/');
      expect(await storage.get('news/n2/320.avif')).toBeNull();
      await storage.put('news/n2/320.avif', Buffer.from('third'), 'application/octet-stream');
      expect(await storage.get('news/n2/320.avif')).toEqual({ data: Buffer.from('third'), contentType: 'application/octet-stream' });
    });

    it('answers null for a key never stored, and for a "directory" of keys', async () => {
      expect(await storage.get('news/never/320.webp')).toBeNull();
      await storage.put('events/e1/640.webp', Buffer.from('x'), 'image/webp');
      expect(await storage.get('events/e1')).toBeNull();
    });

    it('deletes every key under a prefix and nothing else, also when the prefix ends inside a name', async () => {
      await storage.put('del/one/320.webp', Buffer.from('1'), 'image/webp');
      await storage.put('del/one/320.avif', Buffer.from('2'), 'image/avif');
      await storage.put('del/onetwo/320.webp', Buffer.from('3'), 'image/webp');
      await storage.put('del/abc/deep/x.webp', Buffer.from('4'), 'image/webp');
      await storage.put('del/two/320.webp', Buffer.from('5'), 'image/webp');
      await storage.delete('del/one/');
      expect(await storage.get('del/one/320.webp')).toBeNull();
      expect(await storage.get('del/one/320.avif')).toBeNull();
      expect(await storage.get('del/onetwo/320.webp')).not.toBeNull();
      // "del/ab" removes "del/abc/…", as a bucket's prefix does.
      await storage.delete('del/ab');
      expect(await storage.get('del/abc/deep/x.webp')).toBeNull();
      await storage.delete('del/on');
      expect(await storage.get('del/onetwo/320.webp')).toBeNull();
      expect((await storage.get('del/two/320.webp'))?.data.toString()).toBe('5');
      await storage.delete('del/missing/'); // nothing there: no error
    });

    it(`deletes all ${BULK_COUNT} keys under a prefix (more than one listing page and delete batch)`, async () => {
      const keys = Array.from({ length: BULK_COUNT }, (_, i) => `bulk/${String(i).padStart(5, '0')}.webp`);
      if (s.seed) await s.seed(keys);
      else for (let i = 0; i < keys.length; i += 50) await Promise.all(keys.slice(i, i + 50).map((k) => storage.put(k, Buffer.from('x'), 'image/webp')));
      await storage.put('bulky/keep.webp', Buffer.from('neighbour'), 'image/webp');
      expect(await storage.get(keys.at(-1)!)).not.toBeNull();

      const before = (await s.requests?.()) ?? 0;
      await storage.delete('bulk/');
      await s.afterBulkDelete?.(before);
      for (const k of [keys[0]!, keys[999]!, keys[1000]!, keys.at(-1)!]) expect(await storage.get(k), k).toBeNull();
      expect((await storage.get('bulky/keep.webp'))?.data.toString()).toBe('neighbour');
    });

    it('refuses keys that could leave their place, before any request', async () => {
      const before = await s.requests?.();
      for (const key of INVALID_KEYS) {
        await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/invalid storage key/);
        await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
      }
      for (const prefix of ['../', '', '/etc', 'news\\', 'news//', '.types/']) await expect(storage.delete(prefix), prefix).rejects.toThrow(/invalid storage key/);
      expect(await s.requests?.()).toBe(before);
    });
  });
}
