import { describe, expect, it } from 'vitest';
import { LIMITS } from '@venue/shared';
import {
  mayAddPhoto,
  mayChangeVisibility,
  mayManagePhotos,
  maySeePhoto,
  mayUseAsProfileImage,
  photoAbilities,
  photoLimitOf,
  type PhotoViewer,
} from '../../src/modules/photos/photos.policy.js';
import type { ProfileTarget } from '../../src/modules/profiles/profiles.policy.js';

const NOW = new Date('2026-11-23T12:00:00Z');
const viewer = (o: Partial<PhotoViewer> = {}): PhotoViewer => ({
  id: 'v',
  sex: 'MF',
  isVerified: false,
  isPremium: false,
  admin: false,
  isDeactivated: false,
  emailVerifiedAt: NOW,
  phoneVerifiedAt: NOW,
  ...o,
});
const owner = (o: Partial<ProfileTarget> = {}): ProfileTarget => ({ id: 'o', deletedAt: null, isDeactivated: false, lookingFor: [], visitableOnlyByVerified: false, ...o });
const none = { blockedEitherWay: false, friends: false };
const friends = { blockedEitherWay: false, friends: true };
const blocked = { blockedEitherWay: true, friends: false };

describe('maySeePhoto', () => {
  it('shows nothing to visitors', () => {
    expect(maySeePhoto(null, owner(), 'PUBLIC', none)).toBe(false);
  });

  it('shows PUBLIC photos to members who may open the profile; FRIENDS photos to friends only', () => {
    expect(maySeePhoto(viewer(), owner(), 'PUBLIC', none)).toBe(true);
    expect(maySeePhoto(viewer(), owner(), 'FRIENDS', none)).toBe(false);
    expect(maySeePhoto(viewer(), owner(), 'FRIENDS', friends)).toBe(true);
  });

  it('shows everything to the owner and to admins, also across a block and for a deactivated owner', () => {
    expect(maySeePhoto(viewer({ id: 'o' }), owner({ isDeactivated: true }), 'FRIENDS', none)).toBe(true);
    expect(maySeePhoto(viewer({ admin: true }), owner({ isDeactivated: true }), 'FRIENDS', blocked)).toBe(true);
  });

  it('hides everything across a block, for deactivated or deleted owners, verified-only profiles and profile types not looked for', () => {
    expect(maySeePhoto(viewer(), owner(), 'PUBLIC', blocked)).toBe(false);
    expect(maySeePhoto(viewer(), owner(), 'FRIENDS', { blockedEitherWay: true, friends: true })).toBe(false);
    expect(maySeePhoto(viewer(), owner({ isDeactivated: true }), 'PUBLIC', friends)).toBe(false);
    expect(maySeePhoto(viewer(), owner({ deletedAt: NOW }), 'PUBLIC', friends)).toBe(false);
    expect(maySeePhoto(viewer(), owner({ visitableOnlyByVerified: true }), 'PUBLIC', friends)).toBe(false);
    expect(maySeePhoto(viewer({ isVerified: true }), owner({ visitableOnlyByVerified: true }), 'PUBLIC', none)).toBe(true);
    expect(maySeePhoto(viewer({ isPremium: true }), owner({ visitableOnlyByVerified: true }), 'FRIENDS', friends)).toBe(true);
    expect(maySeePhoto(viewer({ sex: 'M' }), owner({ lookingFor: ['F'] }), 'PUBLIC', none)).toBe(false);
    expect(maySeePhoto(viewer({ sex: 'F' }), owner({ lookingFor: ['F'] }), 'PUBLIC', none)).toBe(true);
  });

  // Other members' photos belong to the members' area, like their profiles (members-area.policy.ts).
  it('hides other members’ photos from pending and deactivated viewers, admins included', () => {
    expect(maySeePhoto(viewer({ emailVerifiedAt: null }), owner(), 'PUBLIC', friends)).toBe(false);
    expect(maySeePhoto(viewer({ phoneVerifiedAt: null }), owner(), 'PUBLIC', friends)).toBe(false);
    expect(maySeePhoto(viewer({ isDeactivated: true }), owner(), 'PUBLIC', friends)).toBe(false);
    expect(maySeePhoto(viewer({ admin: true, isDeactivated: true }), owner(), 'PUBLIC', none)).toBe(false);
  });

  it('still shows pending and deactivated owners their own photos', () => {
    expect(maySeePhoto(viewer({ id: 'o', isDeactivated: true }), owner({ isDeactivated: true }), 'FRIENDS', none)).toBe(true);
    expect(maySeePhoto(viewer({ id: 'o', emailVerifiedAt: null, phoneVerifiedAt: null }), owner(), 'PUBLIC', none)).toBe(true);
  });
});

describe('managing photos', () => {
  const member = { loginTimeoutUntil: null, emailVerifiedAt: NOW, phoneVerifiedAt: NOW, isDeactivated: false, deletedAt: null };

  it('lets activated, active members manage their photos', () => {
    expect(mayManagePhotos(member, NOW)).toEqual({ allowed: true });
  });

  it('refuses visitors, timed-out members, missing confirmations and deactivated accounts', () => {
    expect(mayManagePhotos(null, NOW)).toEqual({ allowed: false, code: 'NOT_SIGNED_IN' });
    expect(mayManagePhotos({ ...member, loginTimeoutUntil: new Date(NOW.getTime() + 1000) }, NOW)).toEqual({ allowed: false, code: 'LOGIN_TIMEOUT' });
    expect(mayManagePhotos({ ...member, phoneVerifiedAt: null }, NOW)).toEqual({ allowed: false, code: 'NEED_PHONE_AND_EMAIL' });
    expect(mayManagePhotos({ ...member, emailVerifiedAt: null }, NOW)).toEqual({ allowed: false, code: 'NEED_PHONE_AND_EMAIL' });
    expect(mayManagePhotos({ ...member, isDeactivated: true }, NOW)).toEqual({ allowed: false, code: 'NEED_ACTIVE' });
  });

  it(`limits unverified members to ${LIMITS.unverifiedPhotos} photos; verified and premium members are unlimited`, () => {
    const unverified = { isVerified: false, isPremium: false };
    expect(mayAddPhoto(unverified, LIMITS.unverifiedPhotos - 1)).toEqual({ allowed: true });
    expect(mayAddPhoto(unverified, LIMITS.unverifiedPhotos)).toEqual({ allowed: false, code: 'PHOTO_LIMIT_REACHED' });
    expect(mayAddPhoto({ isVerified: true, isPremium: false }, 500)).toEqual({ allowed: true });
    expect(mayAddPhoto({ isVerified: false, isPremium: true }, 500)).toEqual({ allowed: true });
    expect(photoLimitOf(unverified)).toBe(LIMITS.unverifiedPhotos);
    expect(photoLimitOf({ isVerified: true, isPremium: false })).toBeNull();
  });

  it('allows only PUBLIC photos as avatar or wall image, and keeps those PUBLIC', () => {
    expect(mayUseAsProfileImage({ visibility: 'PUBLIC' })).toEqual({ allowed: true });
    expect(mayUseAsProfileImage({ visibility: 'FRIENDS' })).toEqual({ allowed: false, code: 'PHOTO_MUST_BE_PUBLIC' });
    expect(mayChangeVisibility('FRIENDS', true)).toEqual({ allowed: false, code: 'PHOTO_MUST_BE_PUBLIC' });
    expect(mayChangeVisibility('FRIENDS', false)).toEqual({ allowed: true });
    expect(mayChangeVisibility('PUBLIC', true)).toEqual({ allowed: true });
  });

  it('offers the owner exactly what the service allows, and others nothing', () => {
    const own = { ...member, id: 'o' };
    const photo = { userId: 'o', visibility: 'PUBLIC', isAvatar: false, isWallImage: false };
    expect(photoAbilities(own, photo, NOW)).toEqual({ changeVisibility: true, makeFriendsOnly: true, delete: true, reorder: true, useAsAvatar: true, useAsWallImage: true });
    expect(photoAbilities(own, { ...photo, isAvatar: true }, NOW)).toMatchObject({ changeVisibility: false, makeFriendsOnly: false, useAsAvatar: true });
    expect(photoAbilities(own, { ...photo, visibility: 'FRIENDS' }, NOW)).toMatchObject({ changeVisibility: true, useAsAvatar: false, useAsWallImage: false });
    const nothing = { changeVisibility: false, makeFriendsOnly: false, delete: false, reorder: false, useAsAvatar: false, useAsWallImage: false };
    expect(photoAbilities({ ...member, id: 'x' }, photo, NOW)).toEqual(nothing);
    expect(photoAbilities(null, photo, NOW)).toEqual(nothing);
    expect(photoAbilities({ ...own, isDeactivated: true }, photo, NOW)).toEqual(nothing);
  });
});
