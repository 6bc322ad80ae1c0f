import crypto from 'node:crypto';
import sharp from 'sharp';
import { LIMITS, VERIFICATION } from '@venue/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { createTestApp, type TestApp } from '../harness.js';
import { admin, errorOf, fetchSelfie, FORGED_ID, jpegImage, member, MY_VERIFICATION, requestRows, start, START, storedSelfieFiles, uploadSelfie, type TestMember } from './support.js';

// Spec §4, issue 13 "Verification (free)": a member starts a request (one-time code, one PENDING at
// a time) and uploads a selfie under the photo rules; the selfie is then for staff only.

describe('starting a verification request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('issues a one-time code the member sees with the request, and no second PENDING one', async () => {
    const anna = await member(t, { sex: 'F' });
    const before = await t.gql(MY_VERIFICATION, {}, { token: anna.token });
    expect(before.data!.myVerification).toEqual({ canStart: true, startRefusal: null, requests: [] });
    const request = await start(t, anna);
    expect(request.code).toMatch(new RegExp(`^[${VERIFICATION.codeAlphabet}]{${VERIFICATION.codeLength}}$`));
    expect(request).toMatchObject({ state: 'PENDING', selfieSubmitted: false, uploadPath: `/api/verification-requests/${request.id}/selfie`, viewerCan: { uploadSelfie: true } });
    const again = await t.gql(START, {}, { token: anna.token });
    expect(errorOf(again).code).toBe('VERIFICATION_PENDING_EXISTS');
    const after = await t.gql(MY_VERIFICATION, {}, { token: anna.token });
    expect(after.data!.myVerification).toMatchObject({ canStart: false, startRefusal: 'VERIFICATION_PENDING_EXISTS' });
    expect(after.data!.myVerification.requests).toHaveLength(1);
    expect(await requestRows(t, anna.id)).toHaveLength(1);
  });

  it('two starts at once leave one request', async () => {
    const ben = await member(t);
    const results = await Promise.all([t.gql(START, {}, { token: ben.token }), t.gql(START, {}, { token: ben.token })]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(errorOf(results.find((r) => r.errors)!).code).toBe('VERIFICATION_PENDING_EXISTS');
    expect(await requestRows(t, ben.id)).toHaveLength(1);
  });

  it('refuses verified members, staff, unconfirmed and deactivated members and visitors, writing nothing', async () => {
    const verified = await member(t, { verified: true });
    const boss = await admin(t);
    const unconfirmed = await member(t);
    await updateUser(t.deps.database.db, unconfirmed.id, { phoneVerifiedAt: null });
    const gone = await member(t);
    await updateUser(t.deps.database.db, gone.id, { isDeactivated: true });
    expect(errorOf(await t.gql(START, {}, { token: verified.token })).code).toBe('VERIFICATION_ALREADY_VERIFIED');
    expect(errorOf(await t.gql(START, {}, { token: boss.token })).code).toBe('STAFF_NOT_MEMBER');
    expect(errorOf(await t.gql(START, {}, { token: unconfirmed.token })).code).toBe('NEED_PHONE_AND_EMAIL');
    expect(errorOf(await t.gql(START, {}, { token: gone.token })).code).toBe('NEED_ACTIVE');
    expect(errorOf(await t.gql(START, {})).code).toBe('NOT_SIGNED_IN');
    for (const m of [verified, boss, unconfirmed, gone]) expect(await requestRows(t, m.id)).toEqual([]);
    const mine = await t.gql(MY_VERIFICATION, {}, { token: verified.token });
    expect(mine.data!.myVerification).toMatchObject({ canStart: false, startRefusal: 'VERIFICATION_ALREADY_VERIFIED' });
  });
});

describe('the selfie upload (same rules as photos)', () => {
  let t: TestApp;
  let photo: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    photo = await jpegImage(1200, 900, { withGps: true });
  });
  afterAll(() => t.close());

  it('stores the selfie re-encoded without metadata and marks the request submitted', async () => {
    const anna = await member(t, { sex: 'F' });
    const boss = await admin(t);
    const request = await start(t, anna);
    const up = await uploadSelfie(t, request.id, photo, { token: anna.token });
    expect(up.status).toBe(201);
    expect(up.body.data).toMatchObject({ type: 'verification-requests', id: request.id, attributes: { state: 'PENDING' } });
    const [row] = await requestRows(t, anna.id);
    expect(row!.submittedAt).not.toBeNull();
    const file = await fetchSelfie(t, request.id, boss.token);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(1200);
    const mine = await t.gql(MY_VERIFICATION, {}, { token: anna.token });
    expect(mine.data!.myVerification.requests[0]).toMatchObject({ selfieSubmitted: true, viewerCan: { uploadSelfie: false } });
  });

  it('refuses a second selfie, over 4 MB, a fake image, someone else’s or an unknown request, writing nothing', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    const request = await start(t, anna);
    const files = storedSelfieFiles(t).length;
    const huge = await uploadSelfie(t, request.id, crypto.randomBytes(LIMITS.uploadBytes + 1024), { token: anna.token });
    expect(huge.status).toBe(413);
    expect(huge.body.errors[0].code).toBe('IMAGE_TOO_LARGE');
    const fake = await uploadSelfie(t, request.id, Buffer.from('not a picture at all\n'.repeat(50)), { token: anna.token });
    expect(fake.status).toBe(422);
    expect(fake.body.errors[0].code).toBe('IMAGE_INVALID');
    const extra = await uploadSelfie(t, request.id, photo, { token: anna.token, fields: { note: 'hallo' } });
    expect(extra.body.errors[0].code).toBe('BAD_INPUT');
    const theirs = await uploadSelfie(t, request.id, photo, { token: ben.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.errors[0].code).toBe('NOT_FOUND');
    expect((await uploadSelfie(t, FORGED_ID, photo, { token: anna.token })).body.errors[0].code).toBe('NOT_FOUND');
    expect((await uploadSelfie(t, 'not-an-id', photo, { token: anna.token })).body.errors[0].code).toBe('NOT_FOUND');
    expect((await uploadSelfie(t, request.id, photo)).body.errors[0].code).toBe('NOT_SIGNED_IN');
    expect(storedSelfieFiles(t).length).toBe(files);
    expect((await requestRows(t, anna.id))[0]!.submittedAt).toBeNull();

    expect((await uploadSelfie(t, request.id, photo, { token: anna.token })).status).toBe(201);
    const files2 = storedSelfieFiles(t).length;
    const second = await uploadSelfie(t, request.id, photo, { token: anna.token });
    expect(second.status).toBe(422);
    expect(second.body.errors[0].code).toBe('VERIFICATION_SELFIE_EXISTS');
    expect(storedSelfieFiles(t).length).toBe(files2);
  });
});

describe('the selfie is for staff only', () => {
  let t: TestApp;
  let anna: TestMember;
  let boss: TestMember;
  let requestId: string;
  beforeAll(async () => {
    t = await createTestApp();
    anna = await member(t, { sex: 'F' });
    boss = await admin(t);
    const request = await start(t, anna);
    requestId = request.id;
    await uploadSelfie(t, requestId, await jpegImage(800, 600), { token: anna.token });
  });
  afterAll(() => t.close());

  it('answers 404 to the member herself, another member, a verified member and a visitor, logging nothing', async () => {
    const ben = await member(t, { verified: true });
    for (const token of [anna.token, ben.token, undefined]) {
      const res = await fetchSelfie(t, requestId, token);
      expect(res.status).toBe(404);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    const { viewRows } = await import('./support.js');
    expect(await viewRows(t, requestId)).toEqual([]);
  });

  it('serves it to an admin and logs every view with the admin and the time', async () => {
    const { viewRows } = await import('./support.js');
    expect((await fetchSelfie(t, requestId, boss.token)).status).toBe(200);
    t.advance(60_000);
    expect((await fetchSelfie(t, requestId, boss.token)).status).toBe(200);
    const views = await viewRows(t, requestId);
    expect(views).toHaveLength(2);
    expect(views.every((v) => v.adminId === boss.id)).toBe(true);
    expect(await fetchSelfie(t, FORGED_ID, boss.token)).toMatchObject({ status: 404 });
  });
});
