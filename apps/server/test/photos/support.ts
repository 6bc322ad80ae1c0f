import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { TestApp } from '../harness.js';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { friendships } from '../../src/modules/friends/friends.table.js';
import { blocks } from '../../src/modules/blocks/blocks.table.js';
import { userUploads } from '../../src/modules/photos/photos.table.js';
import { userSettings } from '../../src/modules/settings/settings.table.js';
import { signUp } from '../accounts/support.js';
import { multipartBody } from '../media/support.js';

export { jpegImage, pngImage, noisePng, multipartBody } from '../media/support.js';

export interface Member {
  id: string;
  slug: string;
  username: string;
  token: string;
}

/** A member who passed activation (e-mail and phone), optionally verified or an admin. */
export async function activeMember(t: TestApp, opts: { verified?: boolean; admin?: boolean; sex?: string } = {}): Promise<Member> {
  const { token, user, input } = await signUp(t);
  await updateUser(t.deps.database.db, user.id, {
    emailVerifiedAt: new Date(),
    phoneVerifiedAt: new Date(),
    sex: opts.sex ?? 'MF',
    isVerified: !!opts.verified,
    admin: !!opts.admin,
  });
  return { id: user.id, slug: input.username.toLowerCase(), username: input.username, token };
}

export async function makeFriends(t: TestApp, a: Member, b: Member) {
  await t.deps.database.db.insert(friendships).values({ requesterId: a.id, addresseeId: b.id, status: 'ACCEPTED', respondedAt: new Date() });
}

export async function block(t: TestApp, blocker: Member, blocked: Member) {
  await t.deps.database.db.insert(blocks).values({ blockerId: blocker.id, blockedId: blocked.id });
}

export async function setVisitableOnlyByVerified(t: TestApp, member: Member) {
  await t.deps.database.db.insert(userSettings).values({ userId: member.id, visitableOnlyByVerified: true });
}

/** Rows without files, to bring a member near the photo limit quickly (their files are never read). */
export async function insertPhotoRows(t: TestApp, member: Member, n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({ userId: member.id, storageKey: `member-photos/00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, width: 100, height: 100, position: 1000 + i }));
  if (n > 0) await t.deps.database.db.insert(userUploads).values(rows);
}

/** POST /api/photos as a browser sends it (FormData: visibility, then the file). */
export async function uploadPhoto(
  t: TestApp,
  data: Buffer,
  opts: { token?: string; visibility?: string; filename?: string; contentType?: string; cookie?: boolean } = {},
) {
  const body = multipartBody({ data, filename: opts.filename ?? 'photo.jpg', contentType: opts.contentType ?? 'image/jpeg' }, opts.visibility ? { visibility: opts.visibility } : {});
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: { 'content-type': body.contentType, ...(opts.token && !opts.cookie ? { authorization: `Bearer ${opts.token}` } : {}) },
    ...(opts.token && opts.cookie ? { cookies: { session: opts.token } } : {}),
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as any };
}

/** GET a photo file (or any URL) as a member (token) or a visitor. */
export async function fetchFile(t: TestApp, url: string, token?: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, headers: res.headers, data: res.rawPayload };
}

/** Stored image files (AVIF/WebP) of member photos in the test's storage directory. */
export function storedPhotoFiles(t: TestApp): string[] {
  const dir = path.join(t.dataDir, 'storage', 'member-photos');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => /\.(webp|avif)$/.test(f)) : [];
}

export async function webpImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 90 } } }).webp({ quality: 80 }).toBuffer();
}

/**
 * A real HEIC (HEVC) photo, 64 × 48, made with libheif 1.15 and x265 (sharp cannot encode HEVC):
 * the bundled libvips reads its header but cannot decode it.
 */
export const HEIC_PHOTO = Buffer.from(
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAa1tZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAA' +
    'AA5waXRtAAAAAAACAAAAEGlkYXQAAAAAAEAAMAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHRAAEAAAAAAAAAcAACAAEAAAAAAAAA' +
    'AQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAADYaXBycAAA' +
    'ALZpcGNvAAAAdmh2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACpCAQED' +
    'cAAAAwCQAAADAAADAB6gIIEFlurkprm4EBAwIAAAAwAgAAADACEiAAEABkQBwXPAiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlz' +
    'cGUAAAAAAAAAQAAAADAAAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QAAAAaaXJlZgAAAAAAAAAOZGlt' +
    'ZwACAAEAAQAAAHhtZGF0AAAAbCgBrxOA9UU941XBs/sF0d+nYIrAATa5H37rfOZsSIFsIYPw8uPwNdP/knXIXjewbNVdwL6Q5Z0G' +
    'R316Aw5neEsr/NnVps+5WGiq5xJiOnIw58ne7ULDjGRiDZQjI4Edv1ci5/0de2kgFE93gA==',
  'base64',
);

export const PHOTO_FIELDS = `id width height visibility position ownerSlug ownerUsername isAvatar isWallImage
  thumbnail { avif webp } variants { width avif webp } path avatarCloudfrontPath cloudfrontPath
  viewerCan { changeVisibility makeFriendsOnly delete reorder useAsAvatar useAsWallImage }`;

export const USER_PHOTOS = `query UserPhotos($slug: String!, $first: Int, $after: String) {
  userPhotos(slug: $slug, first: $first, after: $after) { nodes { ${PHOTO_FIELDS} } hasNextPage endCursor }
}`;
export const PHOTO = `query Photo($id: ID!) { photo(id: $id) { ${PHOTO_FIELDS} } }`;
