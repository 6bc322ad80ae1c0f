import crypto from 'node:crypto';
import sharp from 'sharp';
import type { TestApp } from '../harness.js';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { signUp } from '../accounts/support.js';

/** A signed-up admin and a plain member, with their bearer tokens. */
export async function adminAndMember(t: TestApp) {
  const admin = await signUp(t);
  await updateUser(t.deps.database.db, admin.user.id, { admin: true, emailVerifiedAt: new Date(), phoneVerifiedAt: new Date() });
  const member = await signUp(t);
  return { adminToken: admin.token, adminId: admin.user.id as string, memberToken: member.token, memberId: member.user.id as string };
}

/** A real photo-like JPEG made by sharp: a gradient with a bright disc, optionally with EXIF. */
export async function jpegImage(width: number, height: number, opts: { orientation?: number; withGps?: boolean } = {}): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#2b1a3d"/><stop offset="1" stop-color="#c8812a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 4}" cy="${height / 3}" r="${Math.min(width, height) / 5}" fill="#ffd27a"/></svg>`;
  let image = sharp(Buffer.from(svg)).jpeg({ quality: 90 });
  if (opts.orientation || opts.withGps) {
    image = image.withMetadata({
      ...(opts.orientation ? { orientation: opts.orientation } : {}),
      exif: { IFD0: { Make: 'TestCam', Model: 'Secret Model 1', Copyright: 'Anna Example' }, ...(opts.withGps ? { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 22/1 0/1' } } : {}) },
    });
  }
  return image.toBuffer();
}

export async function pngImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 30, g: 120, b: 200, alpha: 0.8 } } }).png().toBuffer();
}

/** Noise does not compress: a valid PNG of about width × height × 3 bytes. */
export async function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

/** A multipart/form-data body with one file part (and optional text fields). */
export function multipartBody(file: { data: Buffer; filename: string; contentType: string } | null, fields: Record<string, string> = {}) {
  const boundary = `----venue${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`));
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/uploads/images as a browser would send it. */
export async function uploadImage(t: TestApp, data: Buffer, opts: { token?: string; purpose?: string; filename?: string; contentType?: string } = {}) {
  const body = multipartBody({ data, filename: opts.filename ?? 'photo.jpg', contentType: opts.contentType ?? 'image/jpeg' });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/uploads/images?purpose=${encodeURIComponent(opts.purpose ?? 'static-pages')}`,
    headers: { 'content-type': body.contentType, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    payload: body.payload,
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() as any };
}
