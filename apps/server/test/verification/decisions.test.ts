import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../src/infra/mail/mailer.js';
import { pendingJobs } from '../../src/infra/jobs/jobs.js';
import { findUserById } from '../../src/modules/accounts/accounts.repository.js';
import { DELETE_SELFIE_JOB } from '../../src/modules/verification/verification.service.js';
import { startSmtp } from '../accounts/smtp-server.js';
import { createTestApp, type TestApp } from '../harness.js';
import {
  admin,
  APPROVE,
  DENY,
  DETAIL,
  errorOf,
  fetchSelfie,
  FORGED_ID,
  jpegImage,
  member,
  MY_VERIFICATION,
  PENDING_COUNT,
  QUEUE,
  requestRows,
  start,
  storedSelfieFiles,
  submitted,
  type TestMember,
} from './support.js';

// Issue 13: staff review the queue and decide. On VERIFIED the member is verified at once (the
// verified-only features open), hears it on /home and by e-mail (over a real SMTP server here) in
// their language; the selfie file is deleted on every decision, keeping who decided and when.

const NOTIFICATIONS = `query { notifications { nodes { kind subjectId actor { id } readAt } } unreadNotificationCount }`;
const JOIN_ROULETTE = `mutation { joinRoulette { __typename } }`;

describe('staff decide verification requests', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let boss: TestMember;
  let selfie: Buffer;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ mailer: createSmtpMailer(smtp.url, 'Club Venue <no-reply@club-venue.local>') });
    boss = await admin(t);
    selfie = await jpegImage(900, 1200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailsTo = async (m: TestMember) => {
    await t.services.verification.drain();
    return smtp.received.filter((r) => r.envelopeTo.includes(m.email)).map((r) => r.mail);
  };

  it('the queue: submitted requests only, oldest first, by state, in pages, with the pending count', async () => {
    const first = await member(t, { sex: 'MF' });
    const second = await member(t);
    const waiting = await member(t);
    const a = await submitted(t, first, selfie);
    t.advance(1000);
    const b = await submitted(t, second, selfie);
    await start(t, waiting); // no selfie yet: not for staff
    const page1 = await t.gql(QUEUE, { first: 1 }, { token: boss.token });
    expect(page1.data!.adminVerificationRequests.nodes.map((n: { id: string }) => n.id)).toEqual([a.id]);
    expect(page1.data!.adminVerificationRequests.hasNextPage).toBe(true);
    const page2 = await t.gql(QUEUE, { first: 1, after: page1.data!.adminVerificationRequests.endCursor }, { token: boss.token });
    expect(page2.data!.adminVerificationRequests.nodes.map((n: { id: string }) => n.id)).toEqual([b.id]);
    expect((await t.gql(PENDING_COUNT, {}, { token: boss.token })).data!.adminPendingVerificationCount).toBe(2);
    expect((await t.gql(QUEUE, { state: 'VERIFIED' }, { token: boss.token })).data!.adminVerificationRequests.nodes).toEqual([]);
    expect(errorOf(await t.gql(QUEUE, { after: 'forged' }, { token: boss.token })).code).toBe('BAD_INPUT');

    const detail = (await t.gql(DETAIL, { id: a.id }, { token: boss.token })).data!.adminVerificationRequest;
    expect(detail).toMatchObject({
      state: 'PENDING',
      code: a.code,
      selfiePath: `/api/verification-requests/${a.id}/selfie`,
      checklist: ['CODE_VISIBLE', 'BOTH_PEOPLE', 'AVATAR_NO_GENITALS'],
      member: { id: first.id, sex: 'MF' },
      viewerCan: { approve: true, deny: true },
    });
    expect((await t.gql(DETAIL, { id: FORGED_ID }, { token: boss.token })).data!.adminVerificationRequest).toBeNull();
  });

  it('approving: verified at once (roulette opens), home notification, German e-mail, selfie deleted, who and when kept', async () => {
    const anna = await member(t, { sex: 'F' });
    const request = await submitted(t, anna, selfie);
    expect(errorOf(await t.gql(JOIN_ROULETTE, {}, { token: anna.token })).code).toBe('NEED_VERIFIED');
    const files = storedSelfieFiles(t).length;
    expect((await fetchSelfie(t, request.id, boss.token)).status).toBe(200);

    const res = await t.gql(APPROVE, { id: request.id }, { token: boss.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.approveVerification).toMatchObject({ state: 'VERIFIED', selfiePath: null, decidedByUsername: boss.username, reason: null, viewerCan: { approve: false, deny: false } });
    expect(res.data!.approveVerification.selfieViews).toHaveLength(1);
    expect((await findUserById(t.deps.database.db, anna.id))!.isVerified).toBe(true);
    // The selfie's files are gone and nobody gets it any more, staff included.
    expect(storedSelfieFiles(t).length).toBeLessThan(files);
    expect((await fetchSelfie(t, request.id, boss.token)).status).toBe(404);
    const [row] = await requestRows(t, anna.id);
    expect(row).toMatchObject({ state: 'VERIFIED', selfieStorageKey: null, decidedBy: boss.id });
    expect(row!.decidedAt).toBeInstanceOf(Date);

    // The verified-only features open at once, with the same session.
    expect(errorOf(await t.gql(JOIN_ROULETTE, {}, { token: anna.token })).code).toBeUndefined();
    const home = await t.gql(NOTIFICATIONS, {}, { token: anna.token });
    expect(home.data!.notifications.nodes).toContainEqual({ kind: 'VERIFICATION_APPROVED', subjectId: request.id, actor: null, readAt: null });
    expect(home.data!.unreadNotificationCount).toBe(1);
    const mine = await t.gql(MY_VERIFICATION, {}, { token: anna.token });
    expect(mine.data!.myVerification).toMatchObject({ canStart: false, startRefusal: 'VERIFICATION_ALREADY_VERIFIED', requests: [{ state: 'VERIFIED', code: null }] });

    const [mail, ...more] = await mailsTo(anna);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Dein Konto ist verifiziert');
    expect(mail!.text).toContain(`Hallo ${anna.username}`);
    expect(mail!.text).toContain('/premium');

    // Decided once: a second decision changes nothing.
    expect(errorOf(await t.gql(DENY, { id: request.id, reason: 'Doch nicht' }, { token: boss.token })).code).toBe('VERIFICATION_NOT_PENDING');
    expect((await requestRows(t, anna.id))[0]!.state).toBe('VERIFIED');
  });

  it('denying needs a reason, which the member reads (and in English by e-mail); she may start again', async () => {
    const tom = await member(t, { language: 'en' });
    const request = await submitted(t, tom, selfie);
    expect(errorOf(await t.gql(DENY, { id: request.id, reason: '   ' }, { token: boss.token })).code).toBe('VERIFICATION_REASON_TOO_SHORT');
    expect(errorOf(await t.gql(DENY, { id: request.id, reason: 'x'.repeat(501) }, { token: boss.token })).code).toBe('VERIFICATION_REASON_TOO_LONG');
    expect((await requestRows(t, tom.id))[0]!.state).toBe('PENDING');
    expect(storedSelfieFiles(t).length).toBeGreaterThan(0);

    const res = await t.gql(DENY, { id: request.id, reason: 'The code on the paper is not readable.' }, { token: boss.token });
    expect(res.data!.denyVerification).toMatchObject({ state: 'DENIED', reason: 'The code on the paper is not readable.', selfiePath: null });
    expect((await findUserById(t.deps.database.db, tom.id))!.isVerified).toBe(false);
    expect((await fetchSelfie(t, request.id, boss.token)).status).toBe(404);
    const mine = await t.gql(MY_VERIFICATION, {}, { token: tom.token });
    expect(mine.data!.myVerification).toMatchObject({ canStart: true, requests: [{ state: 'DENIED', reason: 'The code on the paper is not readable.' }] });
    const home = await t.gql(NOTIFICATIONS, {}, { token: tom.token });
    expect(home.data!.notifications.nodes[0]).toMatchObject({ kind: 'VERIFICATION_DENIED', actor: null });
    const [mail] = await mailsTo(tom);
    expect(mail!.subject).toBe('Your verification request');
    expect(mail!.text).toContain('The reason: The code on the paper is not readable.');

    // A new request after a denial; the past one stays in the list.
    await start(t, tom);
    const again = await t.gql(MY_VERIFICATION, {}, { token: tom.token });
    expect(again.data!.myVerification.requests.map((r: { state: string }) => r.state)).toEqual(['PENDING', 'DENIED']);
  });

  it('the selfie’s deletion is durable: a job stored with the decision removes a file a crash left behind', async () => {
    const carla = await member(t, { sex: 'F' });
    const request = await submitted(t, carla, selfie);
    const [before] = await requestRows(t, carla.id);
    const key = before!.selfieStorageKey!;
    expect((await t.gql(DENY, { id: request.id, reason: 'Kein Code auf dem Bild.' }, { token: boss.token })).errors).toBeUndefined();
    const [job] = await pendingJobs(t.deps.database.db, DELETE_SELFIE_JOB, request.id);
    expect(job!.payload).toEqual({ storageKey: key });
    // As if the process had died between the commit and the deletion: the file is back on disk.
    await t.deps.storage.put(`${key}/900.webp`, Buffer.from('left behind'), 'image/webp');
    await t.services.jobs.runDue();
    expect(await t.deps.storage.get(`${key}/900.webp`)).toBeNull();
    expect(await pendingJobs(t.deps.database.db, DELETE_SELFIE_JOB, request.id)).toEqual([]);
  });

  it('refuses members and visitors on every review operation, and a request without selfie', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t, { verified: true });
    const request = await submitted(t, anna, selfie);
    for (const token of [anna.token, ben.token]) {
      expect(errorOf(await t.gql(QUEUE, {}, { token })).code).toBe('NOT_ALLOWED');
      expect(errorOf(await t.gql(DETAIL, { id: request.id }, { token })).code).toBe('NOT_ALLOWED');
      expect(errorOf(await t.gql(PENDING_COUNT, {}, { token })).code).toBe('NOT_ALLOWED');
      expect(errorOf(await t.gql(APPROVE, { id: request.id }, { token })).code).toBe('NOT_ALLOWED');
      expect(errorOf(await t.gql(DENY, { id: request.id, reason: 'Sieht gut aus' }, { token })).code).toBe('NOT_ALLOWED');
    }
    expect(errorOf(await t.gql(APPROVE, { id: request.id })).code).toBe('NOT_SIGNED_IN');
    expect((await requestRows(t, anna.id))[0]!.state).toBe('PENDING');
    expect((await findUserById(t.deps.database.db, anna.id))!.isVerified).toBe(false);

    const carla = await member(t);
    const bare = await start(t, carla);
    expect(errorOf(await t.gql(APPROVE, { id: bare.id }, { token: boss.token })).code).toBe('VERIFICATION_SELFIE_MISSING');
    expect(errorOf(await t.gql(APPROVE, { id: FORGED_ID }, { token: boss.token })).code).toBe('NOT_FOUND');
    expect(errorOf(await t.gql(APPROVE, { id: 'nonsense' }, { token: boss.token })).code).toBe('NOT_FOUND');
  });
});
