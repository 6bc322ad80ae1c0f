import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { profiles } from '../../src/modules/profiles/profiles.table.js';
import { userUploads } from '../../src/modules/photos/photos.table.js';
import { errorOf } from '../accounts/support.js';
import { PHOTO_FIELDS, USER_PHOTOS, activeMember, fetchFile, jpegImage, makeFriends, storedPhotoFiles, uploadPhoto, type Member } from './support.js';

const SET_VISIBILITY = `mutation ($id: ID!, $visibility: PhotoVisibility!) { setPhotoVisibility(id: $id, visibility: $visibility) { ${PHOTO_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deletePhoto(id: $id) }`;
const REORDER = `mutation ($ids: [ID!]!) { reorderPhotos(ids: $ids) { id position } }`;
const SET_AVATAR = `mutation ($id: ID) { setAvatar(photoId: $id) { id avatar { id path avatarCloudfrontPath cloudfrontPath thumbnail { webp } } } }`;
const SET_WALL = `mutation ($id: ID) { setWallImage(photoId: $id) { id wallImage { id path } } }`;
const ME = `{ currentUser { id lookingFor avatar { id path avatarCloudfrontPath } wallImage { id } } }`;
const QUOTA = `{ photoQuota { used limit canUpload } }`;

describe('managing one’s photos (GraphQL)', () => {
  let t: TestApp;
  let anna: Member;
  let ben: Member;
  let image: Buffer;
  let ids: string[];

  const gallery = async (who: Member, owner = who) => (await t.gql(USER_PHOTOS, { slug: owner.slug }, { token: who.token })).data!.userPhotos.nodes as { id: string; [k: string]: any }[];
  const profileRow = async (m: Member) => (await t.deps.database.db.select().from(profiles).where(eq(profiles.userId, m.id)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    image = await jpegImage(900, 600);
    ben = await activeMember(t);
  });
  beforeEach(async () => {
    anna = await activeMember(t);
    ids = [];
    for (const visibility of ['PUBLIC', 'PUBLIC', 'FRIENDS']) ids.push((await uploadPhoto(t, image, { token: anna.token, visibility })).body.data.id);
  });
  afterAll(() => t.close());

  it('lists the own gallery in upload order with URLs of the checked route and the owner’s abilities', async () => {
    const nodes = await gallery(anna);
    expect(nodes.map((p) => p.id)).toEqual(ids);
    expect(nodes[0]).toMatchObject({
      width: 900,
      height: 600,
      visibility: 'PUBLIC',
      ownerSlug: anna.slug,
      isAvatar: false,
      path: `/api/photos/${ids[0]}/900.webp`,
      avatarCloudfrontPath: `/api/photos/${ids[0]}/thumb.webp`,
      cloudfrontPath: `/api/photos/${ids[0]}/900.webp`,
      viewerCan: { changeVisibility: true, makeFriendsOnly: true, delete: true, reorder: true, useAsAvatar: true, useAsWallImage: true },
    });
    expect(nodes[2]!.viewerCan).toMatchObject({ useAsAvatar: false, useAsWallImage: false, makeFriendsOnly: true });
    // Another member sees the PUBLIC photos, without any ability.
    const seen = await gallery(ben, anna);
    expect(seen.map((p) => p.id)).toEqual(ids.slice(0, 2));
    expect(seen[0]!.viewerCan).toEqual({ changeVisibility: false, makeFriendsOnly: false, delete: false, reorder: false, useAsAvatar: false, useAsWallImage: false });
  });

  it('pages through a gallery with a cursor', async () => {
    const first = await t.gql(USER_PHOTOS, { slug: anna.slug, first: 2 }, { token: anna.token });
    expect(first.data!.userPhotos.nodes.map((p: { id: string }) => p.id)).toEqual(ids.slice(0, 2));
    expect(first.data!.userPhotos.hasNextPage).toBe(true);
    const next = await t.gql(USER_PHOTOS, { slug: anna.slug, first: 2, after: first.data!.userPhotos.endCursor }, { token: anna.token });
    expect(next.data!.userPhotos.nodes.map((p: { id: string }) => p.id)).toEqual(ids.slice(2));
    expect(next.data!.userPhotos.hasNextPage).toBe(false);
    expect(errorOf(await t.gql(USER_PHOTOS, { slug: anna.slug, after: 'bm9wZQ' }, { token: anna.token }))?.code).toBe('BAD_INPUT');
  });

  it('switches visibility; another member then sees the photo or not', async () => {
    const res = await t.gql(SET_VISIBILITY, { id: ids[0], visibility: 'FRIENDS' }, { token: anna.token });
    expect(res.data!.setPhotoVisibility.visibility).toBe('FRIENDS');
    expect((await gallery(ben, anna)).map((p) => p.id)).toEqual([ids[1]]);
    expect((await fetchFile(t, `/api/photos/${ids[0]}/thumb.webp`, ben.token)).status).toBe(404);
    await makeFriends(t, anna, ben);
    expect((await gallery(ben, anna)).map((p) => p.id)).toEqual(ids);
    expect((await fetchFile(t, `/api/photos/${ids[0]}/thumb.webp`, ben.token)).status).toBe(200);
  });

  it('chooses avatar and wall image (creating the profiles row), shows them on currentUser, and clears them with null', async () => {
    expect(await profileRow(anna)).toBeUndefined();
    const avatar = await t.gql(SET_AVATAR, { id: ids[1] }, { token: anna.token });
    expect(avatar.errors).toBeUndefined();
    expect(avatar.data!.setAvatar.avatar).toMatchObject({ id: ids[1], path: `/api/photos/${ids[1]}/900.webp`, avatarCloudfrontPath: `/api/photos/${ids[1]}/thumb.webp` });
    const wall = await t.gql(SET_WALL, { id: ids[0] }, { token: anna.token });
    expect(wall.data!.setWallImage.wallImage.id).toBe(ids[0]);
    expect(await profileRow(anna)).toMatchObject({ avatarUploadId: ids[1], wallUploadId: ids[0] });
    const me = await t.gql(ME, {}, { token: anna.token });
    expect(me.data!.currentUser).toMatchObject({ avatar: { id: ids[1] }, wallImage: { id: ids[0] }, lookingFor: [] });
    const nodes = await gallery(anna);
    expect(nodes.map((p) => [p.isAvatar, p.isWallImage])).toEqual([[false, true], [true, false], [false, false]]);
    // In use as avatar or wall image: stays PUBLIC.
    expect(nodes[1]!.viewerCan).toMatchObject({ makeFriendsOnly: false, changeVisibility: false });
    await t.gql(SET_AVATAR, { id: null }, { token: anna.token });
    await t.gql(SET_WALL, {}, { token: anna.token });
    expect(await profileRow(anna)).toMatchObject({ avatarUploadId: null, wallUploadId: null });
    expect((await t.gql(ME, {}, { token: anna.token })).data!.currentUser).toMatchObject({ avatar: null, wallImage: null });
  });

  it('refuses a FRIENDS photo as avatar or wall image, and making the avatar friends-only (PHOTO_MUST_BE_PUBLIC)', async () => {
    expect(errorOf(await t.gql(SET_AVATAR, { id: ids[2] }, { token: anna.token }))?.code).toBe('PHOTO_MUST_BE_PUBLIC');
    expect(errorOf(await t.gql(SET_WALL, { id: ids[2] }, { token: anna.token }))?.code).toBe('PHOTO_MUST_BE_PUBLIC');
    expect(await profileRow(anna)).toBeUndefined();
    await t.gql(SET_AVATAR, { id: ids[0] }, { token: anna.token });
    expect(errorOf(await t.gql(SET_VISIBILITY, { id: ids[0], visibility: 'FRIENDS' }, { token: anna.token }))?.code).toBe('PHOTO_MUST_BE_PUBLIC');
    const [row] = await t.deps.database.db.select().from(userUploads).where(eq(userUploads.id, ids[0]!));
    expect(row!.visibility).toBe('PUBLIC');
  });

  it('treats someone else’s photo as unknown (NOT_FOUND) for every change, and changes nothing', async () => {
    const before = await gallery(anna);
    for (const [query, variables] of [
      [SET_VISIBILITY, { id: ids[0], visibility: 'FRIENDS' }],
      [DELETE, { id: ids[0] }],
      [REORDER, { ids: [ids[2], ids[0]] }],
      [SET_AVATAR, { id: ids[0] }],
      [SET_WALL, { id: ids[0] }],
      [DELETE, { id: 'not-a-uuid' }],
    ] as const) {
      expect(errorOf(await t.gql(query, variables, { token: ben.token }))?.code, query).toBe('NOT_FOUND');
    }
    expect(await gallery(anna)).toEqual(before);
    expect(await profileRow(ben)).toBeUndefined();
  });

  it('reorders: the named photos first in that order, the rest after; a stranger’s id in the list changes nothing', async () => {
    const res = await t.gql(REORDER, { ids: [ids[2], ids[0]] }, { token: anna.token });
    expect(res.data!.reorderPhotos.map((p: { id: string }) => p.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect((await gallery(anna)).map((p) => p.id)).toEqual([ids[2], ids[0], ids[1]]);
    const other = (await uploadPhoto(t, image, { token: ben.token })).body.data.id;
    expect(errorOf(await t.gql(REORDER, { ids: [ids[1], other] }, { token: anna.token }))?.code).toBe('NOT_FOUND');
    expect(errorOf(await t.gql(REORDER, { ids: [ids[1], ids[1]] }, { token: anna.token }))?.code).toBe('BAD_INPUT');
    expect((await gallery(anna)).map((p) => p.id)).toEqual([ids[2], ids[0], ids[1]]);
    // A new upload goes to the end.
    const added = (await uploadPhoto(t, image, { token: anna.token })).body.data.id;
    expect((await gallery(anna)).map((p) => p.id).at(-1)).toBe(added);
  });

  it('deletes a photo with its files; the avatar pointing at it is cleared', async () => {
    await t.gql(SET_AVATAR, { id: ids[0] }, { token: anna.token });
    const files = storedPhotoFiles(t).length;
    const res = await t.gql(DELETE, { id: ids[0] }, { token: anna.token });
    expect(res.data!.deletePhoto).toBe(ids[0]);
    expect(storedPhotoFiles(t).length).toBeLessThan(files);
    expect((await fetchFile(t, `/api/photos/${ids[0]}/thumb.webp`, anna.token)).status).toBe(404);
    expect((await gallery(anna)).map((p) => p.id)).toEqual(ids.slice(1));
    expect((await profileRow(anna))!.avatarUploadId).toBeNull();
    expect(errorOf(await t.gql(DELETE, { id: ids[0] }, { token: anna.token }))?.code).toBe('NOT_FOUND');
  });

  it('tells the owner the photo quota, and refuses visitors', async () => {
    expect((await t.gql(QUOTA, {}, { token: anna.token })).data!.photoQuota).toEqual({ used: 3, limit: LIMITS.unverifiedPhotos, canUpload: true });
    await updateUser(t.deps.database.db, anna.id, { isVerified: true });
    expect((await t.gql(QUOTA, {}, { token: anna.token })).data!.photoQuota).toEqual({ used: 3, limit: null, canUpload: true });
    expect(errorOf(await t.gql(QUOTA, {}))?.code).toBe('NOT_SIGNED_IN');
    expect(errorOf(await t.gql(SET_AVATAR, { id: ids[0] }))?.code).toBe('NOT_SIGNED_IN');
  });

  it('refuses changes by a member whose phone is not confirmed (NEED_PHONE_AND_EMAIL)', async () => {
    await updateUser(t.deps.database.db, anna.id, { phoneVerifiedAt: null });
    expect(errorOf(await t.gql(DELETE, { id: ids[0] }, { token: anna.token }))?.code).toBe('NEED_PHONE_AND_EMAIL');
    expect((await t.deps.database.db.select().from(userUploads).where(eq(userUploads.id, ids[0]!))).length).toBe(1);
  });
});
