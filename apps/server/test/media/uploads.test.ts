import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { adminAndMember, jpegImage, multipartBody, uploadImage } from './support.js';

describe('image uploads (POST /api/uploads/images) and media files (GET /media/…)', () => {
  let t: TestApp;
  let adminToken: string;
  let adminId: string;
  let memberToken: string;
  let photo: Buffer;
  const storedCount = () => {
    const dir = path.join(t.dataDir, 'storage');
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => /\.(webp|avif)$/.test(String(f)) && !String(f).startsWith('.types')).length : 0;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ adminToken, adminId, memberToken } = await adminAndMember(t));
    photo = await jpegImage(1000, 700);
  });
  afterAll(() => t.close());

  it('lets an admin upload a photo and answers with a JSON:API document of its variants', async () => {
    const res = await uploadImage(t, photo, { token: adminToken, purpose: 'news' });
    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toContain('application/vnd.api+json');
    const attrs = res.body.data.attributes;
    expect(res.body.data.type).toBe('images');
    expect(attrs).toMatchObject({ purpose: 'news', width: 1000, height: 700 });
    expect(attrs.storageKey).toBe(`news/${res.body.data.id}`);
    expect(attrs.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 1000]);

    const avif = await t.app.inject({ method: 'GET', url: attrs.variants[1].avif });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(640);
    const webp = await t.app.inject({ method: 'GET', url: `/media/${attrs.storageKey}/1000.webp` });
    expect(webp.headers['content-type']).toBe('image/webp');
  });

  it('accepts the session cookie as a browser sends it', async () => {
    const body = multipartBody({ data: photo, filename: 'bar.jpg', contentType: 'image/jpeg' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/images?purpose=static-pages',
      headers: { 'content-type': body.contentType },
      cookies: { session: adminToken },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a member (403 NOT_ALLOWED) and a visitor (401 NOT_SIGNED_IN), storing nothing', async () => {
    const before = storedCount();
    const member = await uploadImage(t, photo, { token: memberToken });
    expect(member.status).toBe(403);
    expect(member.body.errors[0].code).toBe('NOT_ALLOWED');
    const visitor = await uploadImage(t, photo);
    expect(visitor.status).toBe(401);
    expect(visitor.body.errors[0].code).toBe('NOT_SIGNED_IN');
    expect(storedCount()).toBe(before);
  });

  it('refuses an admin under a login timeout', async () => {
    await updateUser(t.deps.database.db, adminId, { loginTimeoutUntil: new Date(Date.now() + 3_600_000) });
    try {
      const res = await uploadImage(t, photo, { token: adminToken });
      expect(res.body.errors[0].code).toBe('LOGIN_TIMEOUT');
    } finally {
      await updateUser(t.deps.database.db, adminId, { loginTimeoutUntil: null });
    }
  });

  it('refuses fakes: a text file named .jpg, a truncated JPEG (IMAGE_INVALID, 422)', async () => {
    const before = storedCount();
    const text = await uploadImage(t, Buffer.from('<?php echo "not an image"; ?>\n'.repeat(50)), { token: adminToken, filename: 'evil.jpg' });
    expect(text.status).toBe(422);
    expect(text.body.errors[0].code).toBe('IMAGE_INVALID');
    const truncated = await uploadImage(t, photo.subarray(0, photo.length >> 1), { token: adminToken });
    expect(truncated.body.errors[0].code).toBe('IMAGE_INVALID');
    expect(storedCount()).toBe(before);
  });

  it('refuses a file over 4 MB with IMAGE_TOO_LARGE (413), by the declared length and while streaming', async () => {
    const before = storedCount();
    const huge = crypto.randomBytes(LIMITS.uploadBytes * 2);
    const declared = await uploadImage(t, huge, { token: adminToken });
    expect(declared.status).toBe(413);
    expect(declared.body.errors[0].code).toBe('IMAGE_TOO_LARGE');
    // Just over the limit: the length passes the first check, the stream limit stops it.
    const slightly = crypto.randomBytes(LIMITS.uploadBytes + 1024);
    const streamed = await uploadImage(t, slightly, { token: adminToken });
    expect(streamed.status).toBe(413);
    expect(streamed.body.errors[0].code).toBe('IMAGE_TOO_LARGE');
    expect(storedCount()).toBe(before);
  });

  it('refuses an unknown purpose, a body that is not multipart and a form without a file (BAD_INPUT)', async () => {
    const purpose = await uploadImage(t, photo, { token: adminToken, purpose: 'profile-photos' });
    expect(purpose.status).toBe(400);
    expect(purpose.body.errors[0].code).toBe('BAD_INPUT');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/images?purpose=news',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      payload: JSON.stringify({ file: 'x' }),
    });
    expect(json.json().errors[0].code).toBe('BAD_INPUT');
    const empty = multipartBody(null, { note: 'no file here' });
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/images?purpose=news',
      headers: { 'content-type': empty.contentType, authorization: `Bearer ${adminToken}` },
      payload: empty.payload,
    });
    expect(noFile.json().errors[0].code).toBe('BAD_INPUT');
  });

  it('answers 404 for unknown or malformed media paths', async () => {
    for (const url of [
      `/media/news/${crypto.randomUUID()}/640.webp`,
      '/media/news/not-a-uuid/640.webp',
      '/media/news/../../storage/x/640.webp',
      `/media/profile/${crypto.randomUUID()}/640.webp`,
      `/media/news/${crypto.randomUUID()}/640.png`,
      '/media/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
