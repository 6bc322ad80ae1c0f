import crypto from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, PHOTO_THUMBNAIL_SIZE } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { userUploads } from '../../src/modules/photos/photos.table.js';
import { signUp } from '../accounts/support.js';
import { HEIC_PHOTO, activeMember, fetchFile, insertPhotoRows, jpegImage, pngImage, storedPhotoFiles, uploadPhoto, webpImage, type Member } from './support.js';

describe('photo uploads (POST /api/photos)', () => {
  let t: TestApp;
  let anna: Member;
  let photo: Buffer;
  const rowsOf = (m: Member) => t.deps.database.db.select().from(userUploads).where(eq(userUploads.userId, m.id));

  beforeAll(async () => {
    t = await createTestApp();
    anna = await activeMember(t);
    photo = await jpegImage(1200, 900);
  });
  afterAll(() => t.close());

  it('re-encodes a JPEG with EXIF and GPS: every stored file (sizes and thumbnail) carries no metadata', async () => {
    const original = await jpegImage(2000, 1500, { orientation: 6, withGps: true });
    const meta = await sharp(original).metadata();
    expect(meta.exif).toBeDefined();
    const res = await uploadPhoto(t, original, { token: anna.token });
    expect(res.status).toBe(201);
    expect(res.body.data.type).toBe('photos');
    const a = res.body.data.attributes;
    // Turned upright: EXIF orientation 6 swaps width and height.
    expect(a).toMatchObject({ width: 1500, height: 2000, visibility: 'PUBLIC' });
    expect(a.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 1024, 1500]);
    const urls = [a.thumbnail.avif, a.thumbnail.webp, ...a.variants.flatMap((v: { avif: string; webp: string }) => [v.avif, v.webp])];
    for (const url of urls) {
      expect(url).toMatch(new RegExp(`^/api/photos/${res.body.data.id}/`));
      const file = await fetchFile(t, url, anna.token);
      expect(file.status, url).toBe(200);
      const stored = await sharp(file.data).metadata();
      expect(stored.exif, url).toBeUndefined();
      expect(stored.icc, url).toBeUndefined();
      expect(stored.orientation, url).toBeUndefined();
      expect(file.data.includes(Buffer.from('Secret Model')), url).toBe(false);
      expect(file.data.includes(Buffer.from('TestCam')), url).toBe(false);
    }
    const thumb = await sharp((await fetchFile(t, a.thumbnail.webp, anna.token)).data).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: PHOTO_THUMBNAIL_SIZE, height: PHOTO_THUMBNAIL_SIZE });
    const avif = await sharp((await fetchFile(t, a.variants[1].avif, anna.token)).data).metadata();
    expect(avif).toMatchObject({ format: 'heif', compression: 'av1', width: 640 });
  });

  it('accepts PNG and WebP (by their content, whatever the name), FRIENDS visibility, and the session cookie', async () => {
    const png = await uploadPhoto(t, await pngImage(500, 400), { token: anna.token, filename: 'bild.jpg', contentType: 'image/jpeg', visibility: 'FRIENDS' });
    expect(png.status).toBe(201);
    expect(png.body.data.attributes).toMatchObject({ width: 500, height: 400, visibility: 'FRIENDS' });
    const webp = await uploadPhoto(t, await webpImage(300, 600), { token: anna.token, filename: 'x.bin', contentType: 'application/octet-stream', cookie: true });
    expect(webp.status).toBe(201);
    expect(webp.body.data.attributes.variants.map((v: { width: number }) => v.width)).toEqual([300]);
    // Later photos go to the end of the gallery.
    expect(webp.body.data.attributes.position).toBeGreaterThan(png.body.data.attributes.position);
  });

  it('refuses fakes with IMAGE_INVALID and HEIC with IMAGE_FORMAT_UNSUPPORTED, writing nothing', async () => {
    const files = storedPhotoFiles(t).length;
    const rows = (await rowsOf(anna)).length;
    const text = await uploadPhoto(t, Buffer.from('just some text, not a picture\n'.repeat(40)), { token: anna.token, filename: 'ferien.jpg' });
    expect(text.status).toBe(422);
    expect(text.body.errors[0].code).toBe('IMAGE_INVALID');
    const truncated = await uploadPhoto(t, photo.subarray(0, photo.length >> 1), { token: anna.token });
    expect(truncated.body.errors[0].code).toBe('IMAGE_INVALID');
    const heic = await uploadPhoto(t, HEIC_PHOTO, { token: anna.token, filename: 'IMG_0001.HEIC', contentType: 'image/heic' });
    expect(heic.status).toBe(422);
    expect(heic.body.errors[0].code).toBe('IMAGE_FORMAT_UNSUPPORTED');
    expect(storedPhotoFiles(t).length).toBe(files);
    expect((await rowsOf(anna)).length).toBe(rows);
  });

  it('refuses a valid 1600×31000 PNG with IMAGE_INVALID (422), not a 500 (issue 11 item 10)', async () => {
    const files = storedPhotoFiles(t).length;
    const tall = await sharp({ create: { width: 1600, height: 31000, channels: 3, background: '#224488' } }).png().toBuffer();
    const res = await uploadPhoto(t, tall, { token: anna.token, filename: 'streifen.png', contentType: 'image/png' });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].code).toBe('IMAGE_INVALID');
    expect(JSON.stringify(res.body)).not.toMatch(/HEIF|stack|at /);
    expect(storedPhotoFiles(t).length).toBe(files);
  });

  it('refuses more than 4 MB with IMAGE_TOO_LARGE (413), by declared length and while streaming', async () => {
    const files = storedPhotoFiles(t).length;
    const huge = await uploadPhoto(t, crypto.randomBytes(LIMITS.uploadBytes * 2), { token: anna.token });
    expect(huge.status).toBe(413);
    expect(huge.body.errors[0].code).toBe('IMAGE_TOO_LARGE');
    const slightly = await uploadPhoto(t, crypto.randomBytes(LIMITS.uploadBytes + 1024), { token: anna.token });
    expect(slightly.status).toBe(413);
    expect(slightly.body.errors[0].code).toBe('IMAGE_TOO_LARGE');
    expect(storedPhotoFiles(t).length).toBe(files);
  });

  it('refuses a bad visibility (BAD_INPUT) and a form without a file', async () => {
    const bad = await uploadPhoto(t, photo, { token: anna.token, visibility: 'EVERYONE' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ code: 'BAD_INPUT', meta: { fields: [{ field: 'visibility', code: 'BAD_INPUT' }] } });
    const empty = await t.app.inject({ method: 'POST', url: '/api/photos', headers: { 'content-type': 'application/json', authorization: `Bearer ${anna.token}` }, payload: '{}' });
    expect(empty.json().errors[0].code).toBe('BAD_INPUT');
  });

  it('lets only activated, active members upload: visitors, unconfirmed phones, deactivated and timed-out members are refused', async () => {
    const files = storedPhotoFiles(t).length;
    expect((await uploadPhoto(t, photo)).body.errors[0].code).toBe('NOT_SIGNED_IN');
    const fresh = await signUp(t);
    await updateUser(t.deps.database.db, fresh.user.id, { emailVerifiedAt: new Date() });
    expect((await uploadPhoto(t, photo, { token: fresh.token })).body.errors[0].code).toBe('NEED_PHONE_AND_EMAIL');
    const paused = await activeMember(t);
    await updateUser(t.deps.database.db, paused.id, { isDeactivated: true });
    expect((await uploadPhoto(t, photo, { token: paused.token })).body.errors[0].code).toBe('NEED_ACTIVE');
    const timedOut = await activeMember(t);
    await updateUser(t.deps.database.db, timedOut.id, { loginTimeoutUntil: new Date(Date.now() + 3_600_000) });
    const res = await uploadPhoto(t, photo, { token: timedOut.token });
    expect(res.body.errors[0].code).toBe('LOGIN_TIMEOUT');
    expect(storedPhotoFiles(t).length).toBe(files);
  });

  it(`keeps unverified members at ${LIMITS.unverifiedPhotos} photos (PHOTO_LIMIT_REACHED, nothing written); verified members have no limit`, async () => {
    const ben = await activeMember(t);
    await insertPhotoRows(t, ben, LIMITS.unverifiedPhotos - 1);
    expect((await uploadPhoto(t, photo, { token: ben.token })).status).toBe(201);
    const files = storedPhotoFiles(t).length;
    const refused = await uploadPhoto(t, photo, { token: ben.token });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].code).toBe('PHOTO_LIMIT_REACHED');
    expect((await rowsOf(ben)).length).toBe(LIMITS.unverifiedPhotos);
    expect(storedPhotoFiles(t).length).toBe(files);

    const vera = await activeMember(t, { verified: true });
    await insertPhotoRows(t, vera, LIMITS.unverifiedPhotos + 3);
    expect((await uploadPhoto(t, photo, { token: vera.token })).status).toBe(201);
    const premium = await activeMember(t);
    await updateUser(t.deps.database.db, premium.id, { isPremium: true });
    await insertPhotoRows(t, premium, LIMITS.unverifiedPhotos);
    expect((await uploadPhoto(t, photo, { token: premium.token })).status).toBe(201);
  });

  it('removes the written files again when the row cannot be recorded (limit reached between check and insert)', async () => {
    const cleo = await activeMember(t);
    await insertPhotoRows(t, cleo, LIMITS.unverifiedPhotos);
    const files = storedPhotoFiles(t).length;
    const viewer = (await t.services.sessions.resolve(cleo.token))!.user;
    // The service itself, past the early check of the route: the files are written, then the insert is refused.
    await expect(t.services.photos.upload(viewer, photo, 'PUBLIC')).rejects.toMatchObject({ code: 'PHOTO_LIMIT_REACHED' });
    expect(storedPhotoFiles(t).length).toBe(files);
    expect((await rowsOf(cleo)).length).toBe(LIMITS.unverifiedPhotos);
  });

  it('never serves member photos through the public /media route', async () => {
    const res = await uploadPhoto(t, photo, { token: anna.token });
    const [row] = await t.deps.database.db.select().from(userUploads).where(eq(userUploads.id, res.body.data.id));
    expect(row!.storageKey).toMatch(/^member-photos\/[0-9a-f-]{36}$/);
    expect(row!.storageKey).not.toContain(res.body.data.id);
    for (const url of [`/media/${row!.storageKey}/640.webp`, `/media/${row!.storageKey}/thumb.webp`, `/media/member-photos/${res.body.data.id}/640.webp`]) {
      expect((await fetchFile(t, url, anna.token)).status, url).toBe(404);
    }
  });
});
