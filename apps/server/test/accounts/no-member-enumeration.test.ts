import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMINGS } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { findUserByEmail, findUserById } from '../../src/modules/accounts/accounts.repository.js';
import { member } from '../settings/support.js';
import {
  ACTIVATE_EMAIL,
  CURRENT_USER,
  SEND_PHONE_CODE,
  SIGN_IN,
  SIGN_UP,
  VERIFY_PHONE,
  codeFromSms,
  countRows,
  errorOf,
  mailsTo,
  newMember,
  signUp,
  startSignUp,
  tokenFromMail,
} from './support.js';

// Issue 11 item 5 (decision 0026): sign-up, phone change and e-mail change answer alike whether
// or not the address or number belongs to a member; only the owner of the address (by mail) or
// the holder of the phone (by a right SMS code) learns of the clash.

const REQUEST_EMAIL = `mutation ($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) { id email pendingEmailChange } }`;

describe('sign-up and changes do not tell who is a member', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let ipSerial = 0;
  const ip = () => `10.60.${Math.floor((ipSerial += 1) / 250)}.${ipSerial % 250}`;
  /** The raw HTTP answer of a sign-up: body and the cookies it would set. */
  async function rawSignUp(input: ReturnType<typeof newMember>) {
    const res = await t.app.inject({ method: 'POST', url: '/graphql', remoteAddress: ip(), headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query: SIGN_UP, variables: { input } }) });
    return { status: res.statusCode, body: res.body, setCookie: res.headers['set-cookie'] ?? null };
  }

  it('answers a sign-up with a member’s address exactly like a new one, creates nothing, and tells the owner in the owner’s language', async () => {
    for (const language of ['de', 'en'] as const) {
      const owner = await member(t, { language });
      const before = await countRows(t);
      const taken = await rawSignUp(newMember({ email: owner.email.toUpperCase() }));
      const afterTaken = await countRows(t);
      const fresh = await rawSignUp(newMember());
      expect(taken).toEqual(fresh);
      expect(taken).toEqual({ status: 200, body: '{"data":{"signUp":true}}', setCookie: null });
      expect(afterTaken).toEqual(before);

      const mails = await mailsTo(t, owner.email);
      const notice = mails.at(-1)!;
      expect(mails.map((m) => m.subject)).toContain(notice.subject);
      expect(notice.subject).toBe(language === 'en' ? 'Club Venue: someone tried to use your e-mail address' : 'Club Venue: Jemand wollte deine E-Mail-Adresse verwenden');
      expect(notice.text).toContain(`${t.deps.config.publicUrl}/sign-in`);
      expect(notice.text).toContain(`${t.deps.config.publicUrl}/sign-in/forgotten-password`);
      expect(notice.text).not.toContain('token=');
    }
  });

  it('tells the owner at most once in 15 minutes, however often the address is tried', async () => {
    const owner = await member(t);
    const before = (await mailsTo(t, owner.email)).length;
    for (let i = 0; i < 4; i++) await rawSignUp(newMember({ email: owner.email }));
    expect(await mailsTo(t, owner.email)).toHaveLength(before + 1);
  });

  it('does not let the password chosen in a sign-up tell a new address from a member’s: neither signs in before the link', async () => {
    const owner = await member(t);
    // Whoever signs up chooses a password of their own (not the owner's).
    const fresh = newMember({ password: 'Eigenes-Passwort-2026' });
    const taken = newMember({ email: owner.email, password: 'Eigenes-Passwort-2026' });
    await rawSignUp(fresh);
    await rawSignUp(taken);
    const answers = [];
    for (const input of [fresh, taken]) answers.push(errorOf(await t.gql(SIGN_IN, { input: { email: input.email, password: input.password } }, { ip: ip() }))?.code);
    expect(answers).toEqual(['WRONG_CREDENTIALS', 'WRONG_CREDENTIALS']);
    // The owner's own password still works, and the new member signs in once the link is used.
    expect((await t.gql(SIGN_IN, { input: { email: owner.email, password: owner.password } }, { ip: ip() })).errors).toBeUndefined();
    await t.gql(ACTIVATE_EMAIL, { token: await tokenFromMail(t, fresh.email, '/activation') }, { cookieClient: true });
    expect((await t.gql(SIGN_IN, { input: { email: fresh.email, password: fresh.password } }, { ip: ip() })).errors).toBeUndefined();
  });

  it('takes a sign-up with a verified member’s number like any, and refuses the right code for it without saying more', async () => {
    const holder = await member(t);
    const { input } = await startSignUp(t, { phone: holder.phone });
    const activated = await t.gql(ACTIVATE_EMAIL, { token: await tokenFromMail(t, input.email, '/activation') }, { cookieClient: true });
    const token = activated.cookies.session!;
    // The screen shows the number the new member typed, as for a free number.
    expect((await t.gql(CURRENT_USER, {}, { token })).data?.currentUser.phoneMasked.slice(-2)).toBe(holder.phone.slice(-2));
    const code = await codeFromSms(t, holder.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(errorOf(await t.gql(VERIFY_PHONE, { code: wrong }, { token }))?.code).toBe('WRONG_PHONE_CODE');
    expect(errorOf(await t.gql(VERIFY_PHONE, { code }, { token }))).toMatchObject({ code: 'PHONE_NOT_ACCEPTED', fields: [{ field: 'code', code: 'PHONE_NOT_ACCEPTED' }] });
    expect((await findUserById(t.deps.database.db, holder.id))!.phone).toBe(holder.phone);
    expect((await t.gql(CURRENT_USER, {}, { token })).data?.currentUser.phoneVerifiedAt).toBeNull();
  });

  it('answers sendPhoneCode alike for a number a member uses and a free one', async () => {
    const holder = await member(t);
    const anna = await signUp(t);
    const ben = await signUp(t);
    t.advance(TIMINGS.phoneResendCooldownSeconds * 1000 + 1000);
    const inUse = await t.gql(SEND_PHONE_CODE, { phone: holder.phone }, { token: anna.token });
    const free = await t.gql(SEND_PHONE_CODE, { phone: newMember().phone }, { token: ben.token });
    expect(inUse).toEqual(free);
    expect(inUse.data?.sendPhoneCode).toBe(true);
    expect(errorOf(await t.gql(VERIFY_PHONE, { code: await codeFromSms(t, holder.phone) }, { token: anna.token }))?.code).toBe('PHONE_NOT_ACCEPTED');
  });

  it('gives a number to the member who proves it over one who never verified it', async () => {
    const squatter = await startSignUp(t);
    const squatterRow = (await findUserByEmail(t.deps.database.db, squatter.input.email))!;
    expect(squatterRow.phone).toBe(squatter.input.phone);
    const anna = await signUp(t);
    t.advance(TIMINGS.phoneResendCooldownSeconds * 1000 + 1000);
    expect((await t.gql(SEND_PHONE_CODE, { phone: squatter.input.phone }, { token: anna.token })).data?.sendPhoneCode).toBe(true);
    const verified = await t.gql(VERIFY_PHONE, { code: await codeFromSms(t, squatter.input.phone) }, { token: anna.token });
    expect(verified.errors).toBeUndefined();
    expect((await findUserById(t.deps.database.db, anna.user.id))!.phone).toBe(squatter.input.phone);
    expect((await findUserById(t.deps.database.db, squatterRow.id))!.phone).toBeNull();
  });

  it('answers an e-mail change to a member’s address like one to a free address; the owner is told, no link goes out', async () => {
    const owner = await member(t, { language: 'en' });
    const anna = await member(t);
    const ben = await member(t);
    const freeAddress = `${ben.username}-neu@example.ch`;
    const ownerMailsBefore = (await mailsTo(t, owner.email)).length;
    const toTaken = await t.gql(REQUEST_EMAIL, { input: { newEmail: owner.email, currentPassword: anna.password } }, { token: anna.token });
    const toFree = await t.gql(REQUEST_EMAIL, { input: { newEmail: freeAddress, currentPassword: ben.password } }, { token: ben.token });
    expect(toTaken.errors).toBeUndefined();
    expect(toTaken.data?.requestEmailChange.pendingEmailChange).toBe(owner.email.toLowerCase());
    expect(toFree.data?.requestEmailChange.pendingEmailChange).toBe(freeAddress);
    await t.services.credentials.drain();
    const ownerMails = await mailsTo(t, owner.email);
    expect(ownerMails).toHaveLength(ownerMailsBefore + 1);
    expect(ownerMails.at(-1)!.subject).toBe('Club Venue: someone tried to use your e-mail address');
    expect(ownerMails.at(-1)!.text).not.toContain('confirm-email');
    // Anna's current address gets the usual notice, as Ben's does.
    expect((await mailsTo(t, anna.email)).at(-1)!.subject).toBe((await mailsTo(t, ben.email)).at(-1)!.subject);
    expect((await mailsTo(t, freeAddress)).at(-1)!.text).toContain('/confirm-email?token=');
  });
});
