import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@venue/shared';
import { createLocalStorage } from '../../src/infra/storage/storage.js';
import { processImage, readImageMeta } from '../../src/modules/media/images.js';
import { jpegImage, noisePng, pngImage } from './support.js';

describe('image processing', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-images-'));
  const storage = createLocalStorage(dir);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const storedFiles = () => (fs.existsSync(path.join(dir, 'news')) ? fs.readdirSync(path.join(dir, 'news'), { recursive: true }).filter((f) => /\.(webp|avif|json)$/.test(String(f))) : []);

  it('stores AVIF and WebP at every standard width below the original, plus the original width', async () => {
    const result = await processImage({ storage }, await jpegImage(1200, 800), 'static-pages');
    expect(result.storageKey).toMatch(/^static-pages\/[0-9a-f-]{36}$/);
    expect(result).toMatchObject({ width: 1200, height: 800 });
    const files = fs.readdirSync(path.join(dir, result.storageKey)).sort();
    expect(files).toEqual(['1024.avif', '1024.webp', '1200.avif', '1200.webp', '320.avif', '320.webp', '640.avif', '640.webp', 'meta.json']);
    expect(await readImageMeta({ storage }, result.storageKey)).toEqual({ width: 1200, height: 800 });
    const avif = await storage.get(`${result.storageKey}/640.avif`);
    expect(avif?.contentType).toBe('image/avif');
    const meta = await sharp(avif!.data).metadata();
    expect(meta).toMatchObject({ format: 'heif', compression: 'av1', width: 640, height: 427 });
    const webp = await sharp((await storage.get(`${result.storageKey}/320.webp`))!.data).metadata();
    expect(webp).toMatchObject({ format: 'webp', width: 320 });
  });

  it('never upscales a small image and caps large ones at 1600 px', async () => {
    const small = await processImage({ storage }, await pngImage(200, 120), 'events');
    expect(fs.readdirSync(path.join(dir, small.storageKey)).sort()).toEqual(['200.avif', '200.webp', 'meta.json']);
    const large = await processImage({ storage }, await jpegImage(2400, 1000), 'events');
    expect(large).toMatchObject({ width: 2400, height: 1000 });
    const widest = await sharp((await storage.get(`${large.storageKey}/1600.webp`))!.data).metadata();
    expect(widest.width).toBe(1600);
    expect(await storage.get(`${large.storageKey}/2400.webp`)).toBeNull();
  });

  it('turns a sideways photo upright and strips EXIF and GPS data', async () => {
    const photo = await jpegImage(800, 600, { orientation: 6, withGps: true });
    const original = await sharp(photo).metadata();
    expect(original.exif).toBeDefined();
    expect(original.orientation).toBe(6);
    const result = await processImage({ storage }, photo, 'news');
    expect(result).toMatchObject({ width: 600, height: 800 });
    for (const format of ['webp', 'avif']) {
      const file = (await storage.get(`${result.storageKey}/600.${format}`))!;
      const meta = await sharp(file.data).metadata();
      expect(meta).toMatchObject({ width: 600, height: 800 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(file.data.includes(Buffer.from('Secret Model'))).toBe(false);
    }
  });

  it('refuses a text file renamed to .jpg, a truncated JPEG, a GIF and an empty file, storing nothing', async () => {
    const before = storedFiles().length;
    const text = Buffer.from('This is not a picture, just text pretending to be photo.jpg\n'.repeat(20));
    const jpeg = await jpegImage(900, 600);
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } }).gif().toBuffer();
    for (const [label, input] of [['text', text], ['truncated', truncated], ['gif', gif], ['empty', Buffer.alloc(0)]] as const) {
      await expect(processImage({ storage }, input, 'news'), label).rejects.toMatchObject({ code: 'IMAGE_INVALID' });
    }
    expect(storedFiles().length).toBe(before);
  });

  it('refuses sides over 16,383 px and strips beyond 1:20 (IMAGE_INVALID, issue 11 item 10); 1:20 itself passes', async () => {
    const before = storedFiles().length;
    const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a6' } }).png().toBuffer();
    const tall = await solid(1600, 31000); // valid and small, but AVIF cannot hold it
    expect(tall.length).toBeLessThan(LIMITS.uploadBytes);
    for (const [label, input] of [['1600×31000', tall], ['16384×900', await solid(16384, 900)], ['2100×100', await solid(2100, 100)], ['50×1001', await solid(50, 1001)]] as const) {
      await expect(processImage({ storage }, input, 'news'), label).rejects.toMatchObject({ code: 'IMAGE_INVALID' });
    }
    expect(storedFiles().length).toBe(before);
    await expect(processImage({ storage }, await solid(2000, 100), 'news')).resolves.toMatchObject({ width: 2000, height: 100 });
    await expect(processImage({ storage }, await solid(400, 8000), 'news')).resolves.toMatchObject({ width: 400, height: 8000 });
  });

  it('refuses an image over 4 MB before decoding it', async () => {
    const big = await noisePng(1300, 1100);
    expect(big.length).toBeGreaterThan(LIMITS.uploadBytes);
    await expect(processImage({ storage }, big, 'news')).rejects.toMatchObject({ code: 'IMAGE_TOO_LARGE' });
  });
});
