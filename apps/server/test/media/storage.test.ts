import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../src/infra/storage/storage.js';

describe('local storage', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-storage-'));
  const storage = createLocalStorage(dir);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('gives back what was put, with its content type', async () => {
    await storage.put('static-pages/abc/640.webp', Buffer.from('webp bytes'), 'image/webp');
    const file = await storage.get('static-pages/abc/640.webp');
    expect(file?.data.toString()).toBe('webp bytes');
    expect(file?.contentType).toBe('image/webp');
    expect(fs.existsSync(path.join(dir, 'static-pages/abc/640.webp'))).toBe(true);
  });

  it('answers null for a key that was never stored', async () => {
    expect(await storage.get('static-pages/nothing/640.webp')).toBeNull();
    expect(await storage.get('static-pages/abc')).toBeNull();
  });

  it('refuses keys that could leave the storage directory', async () => {
    for (const key of ['../outside.txt', 'news/../../etc/passwd', '/etc/passwd', 'news//x', '.types/news/x', 'news\\x', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
    }
    await expect(storage.delete('../')).rejects.toThrow(/invalid storage key/);
    expect(fs.existsSync(path.join(dir, '..', 'outside.txt'))).toBe(false);
  });

  it('deletes every key under a prefix and nothing else', async () => {
    await storage.put('news/one/320.webp', Buffer.from('1'), 'image/webp');
    await storage.put('news/one/320.avif', Buffer.from('2'), 'image/avif');
    await storage.put('news/onetwo/320.webp', Buffer.from('3'), 'image/webp');
    await storage.put('news/two/320.webp', Buffer.from('4'), 'image/webp');
    await storage.delete('news/one/');
    expect(await storage.get('news/one/320.webp')).toBeNull();
    expect(await storage.get('news/one/320.avif')).toBeNull();
    expect(await storage.get('news/onetwo/320.webp')).not.toBeNull();
    await storage.delete('news/on');
    expect(await storage.get('news/onetwo/320.webp')).toBeNull();
    expect((await storage.get('news/two/320.webp'))?.data.toString()).toBe('4');
    await storage.delete('news/missing/'); // nothing there: no error
  });
});
