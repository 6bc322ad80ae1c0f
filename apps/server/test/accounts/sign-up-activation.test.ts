import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMINGS } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { eq } from 'drizzle-orm';
import { insertUser, updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { legalConsents } from '../../src/modules/accounts/legal-consents.table.js';
import { LEGAL_VERSIONS } from '../../src/modules/accounts/legal-documents.js';
import {
  ACTIVATE_EMAIL,
  CURRENT_USER,
  RESEND_EMAIL,
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
  smsTo,
  startSignUp,
  tokenFromMail,
} from './support.js';

const MINUTE = 60_000;

describe('sign-up and activation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs up without a session; the e-mail link confirms, signs in and sends the SMS code; the code verifies the phone', async () => {
    const before = await countRows(t);
    const { input } = await startSignUp(t);
    expect(await countRows(t)).toEqual({ ...before, users: before.users + 1, accountTokens: before.accountTokens + 1, legalConsents: before.legalConsents + 1 });
    // Nothing is texted before the address is confirmed.
    expect(await smsTo(t, input.phone)).toHaveLength(0);

    // The link works without a session (any browser), once, and signs that browser in.
    const link = await tokenFromMail(t, input.email, '/activation');
    const activated = await t.gql(ACTIVATE_EMAIL, { token: link }, { cookieClient: true });
    expect(activated.data?.activateEmail).toBe(true);
    const token = activated.cookies.session!;
    const afterEmail = await t.gql(CURRENT_USER, {}, { token });
    expect(afterEmail.data?.currentUser).toMatchObject({ username: input.username, language: 'de', phoneVerifiedAt: null, phoneMasked: expect.stringMatching(/^\+41•+\d{2}$/) });
    expect(afterEmail.data?.currentUser.emailVerifiedAt).not.toBeNull();
    expect(errorOf(await t.gql(ACTIVATE_EMAIL, { token: link }, { cookieClient: true }))?.code).toBe('INVALID_EMAIL_LINK');

    const code = await codeFromSms(t, input.phone);
    const verified = await t.gql(VERIFY_PHONE, { code }, { token });
    expect(verified.errors).toBeUndefined();
    expect(verified.data?.verifyPhone.phoneVerifiedAt).not.toBeNull();
    expect(verified.data?.verifyPhone.phoneMasked).toMatch(/^\+41•+\d{2}$/);
    expect(errorOf(await t.gql(VERIFY_PHONE, { code }, { token }))?.code).toBe('ALREADY_VERIFIED');
    expect(errorOf(await t.gql(RESEND_EMAIL, {}, { token }))?.code).toBe('ALREADY_VERIFIED');
    expect(errorOf(await t.gql(SEND_PHONE_CODE, {}, { token }))?.code).toBe('ALREADY_VERIFIED');
  });

  it('records the 18+ confirmation and the accepted versions of terms and privacy policy, with the time', async () => {
    const { input } = await startSignUp(t);
    const db = t.deps.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, input.email));
    const consents = await db.select().from(legalConsents).where(eq(legalConsents.userId, user!.id));
    expect(consents).toEqual([
      expect.objectContaining({ termsVersion: LEGAL_VERSIONS.terms, privacyVersion: LEGAL_VERSIONS.privacy, adultConfirmedAt: user!.createdAt, acceptedAt: user!.createdAt }),
    ]);
    expect(LEGAL_VERSIONS.terms).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(LEGAL_VERSIONS.privacy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    ['without the 18+ box', { confirmsAdult: false }, [{ field: 'confirmsAdult', code: 'ADULT_CONFIRMATION_REQUIRED' }]],
    ['without the consent to terms and privacy policy', { acceptsTerms: false }, [{ field: 'acceptsTerms', code: 'TERMS_CONSENT_REQUIRED' }]],
    ['with neither box (left out)', { confirmsAdult: undefined, acceptsTerms: undefined }, [{ field: 'confirmsAdult', code: 'ADULT_CONFIRMATION_REQUIRED' }, { field: 'acceptsTerms', code: 'TERMS_CONSENT_REQUIRED' }]],
  ])('refuses a sign-up %s with field errors, storing and sending nothing', async (_name, boxes, fields) => {
    const before = await countRows(t);
    const input = newMember(boxes);
    const res = await t.gql(SIGN_UP, { input }, { ip: '10.6.0.1' });
    expect(errorOf(res)).toMatchObject({ code: 'BAD_INPUT', fields });
    await t.services.accounts.drain();
    expect(await countRows(t)).toEqual(before);
    expect(await mailsTo(t, input.email)).toHaveLength(0);
  });

  it.each([
    ['079 123 45 67', (d: string) => `079 ${d.slice(0, 3)} ${d.slice(3, 5)} ${d.slice(5)}`],
    ['0791234567', (d: string) => `079${d}`],
    ['+41 79 123 45 67', (d: string) => `+41 79 ${d.slice(0, 3)} ${d.slice(3, 5)} ${d.slice(5)}`],
    ['0041 79 123 45 67', (d: string) => `0041 79 ${d.slice(0, 3)} ${d.slice(3, 5)} ${d.slice(5)}`],
  ])('accepts a Swiss mobile number written like %s and stores it as +4179…', async (_form, write) => {
    const digits = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
    const { input } = await startSignUp(t, { phone: write(digits) });
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.email, input.email));
    expect(user!.phone).toBe(`+4179${digits}`);
  });

  it('refuses an empty phone field as missing, not as wrong or taken', async () => {
    const before = await countRows(t);
    const res = await t.gql(SIGN_UP, { input: newMember({ phone: '' }) }, { ip: '10.6.0.2' });
    expect(errorOf(res)).toMatchObject({ code: 'BAD_INPUT', fields: [{ field: 'phone', code: 'PHONE_REQUIRED' }] });
    expect(await countRows(t)).toEqual(before);
  });

  it('does not switch a browser signed in as another member when the link is opened there', async () => {
    const anna = await signUp(t);
    const { input } = await startSignUp(t);
    const res = await t.gql(ACTIVATE_EMAIL, { token: await tokenFromMail(t, input.email, '/activation') }, { token: anna.token, cookieClient: true });
    expect(res.data?.activateEmail).toBe(true);
    expect(res.cookies.session).toBeUndefined();
    expect((await t.gql(CURRENT_USER, {}, { token: anna.token })).data?.currentUser.username).toBe(anna.input.username);
  });

  it('writes the activation e-mail in German by default, with text and HTML parts and the link', async () => {
    const { input } = await signUp(t);
    const [mail] = await mailsTo(t, input.email);
    expect(mail!.subject).toContain('Bestätige deine E-Mail-Adresse');
    expect(mail!.text).toContain(`Hallo ${input.username}`);
    expect(mail!.text).toContain(`${t.deps.config.publicUrl}/activation?token=`);
    expect(mail!.html).toContain(`${t.deps.config.publicUrl}/activation?token=`);
    expect(mail!.parts.map((p) => p.type).sort()).toEqual(['text/html', 'text/plain']);
    const [sms] = await smsTo(t, input.phone);
    expect(sms!.body).toMatch(/^\d{6} ist dein Code/);
  });

  it('writes e-mail and SMS in English for an English member', async () => {
    const { input } = await signUp(t, { language: 'en' });
    const [mail] = await mailsTo(t, input.email);
    expect(mail!.subject).toBe('Club Venue: confirm your e-mail address');
    expect(mail!.text).toContain(`Hello ${input.username},`);
    expect(mail!.html).toContain('<html lang="en">');
    const [sms] = await smsTo(t, input.phone);
    expect(sms!.body).toMatch(/^\d{6} is your Club Venue code/);
  });

  it('refuses a wrong link and an expired one; a link still works just before it expires', async () => {
    expect(errorOf(await t.gql(ACTIVATE_EMAIL, { token: 'A'.repeat(43) }, { cookieClient: true }))?.code).toBe('INVALID_EMAIL_LINK');

    const late = await startSignUp(t);
    const lateLink = await tokenFromMail(t, late.input.email, '/activation');
    const onTime = await startSignUp(t);
    const onTimeLink = await tokenFromMail(t, onTime.input.email, '/activation');
    t.advance(TIMINGS.emailTokenHours * 3_600_000 - MINUTE);
    expect((await t.gql(ACTIVATE_EMAIL, { token: onTimeLink }, { cookieClient: true })).data?.activateEmail).toBe(true);
    t.advance(2 * MINUTE);
    const refused = await t.gql(ACTIVATE_EMAIL, { token: lateLink }, { cookieClient: true });
    expect(errorOf(refused)?.code).toBe('INVALID_EMAIL_LINK');
    expect(refused.cookies.session).toBeUndefined();
  });

  it('sends a new activation link when the same address signs up again before confirming (after the cool-down), changing nothing else', async () => {
    const { input } = await startSignUp(t);
    const again = { ...newMember({ password: 'Zweites-Passwort-2026' }), email: input.email };
    expect((await t.gql(SIGN_UP, { input: again }, { ip: '10.9.1.1' })).data?.signUp).toBe(true);
    expect(await mailsTo(t, input.email)).toHaveLength(1); // within the cool-down: nothing new

    t.advance(TIMINGS.emailResendCooldownSeconds * 1000 + 1000);
    const before = await countRows(t);
    expect((await t.gql(SIGN_UP, { input: again }, { ip: '10.9.1.2' })).data?.signUp).toBe(true);
    expect(await mailsTo(t, input.email)).toHaveLength(2);
    expect(await countRows(t)).toEqual({ ...before, accountTokens: before.accountTokens + 1 });
    const activated = await t.gql(ACTIVATE_EMAIL, { token: await tokenFromMail(t, input.email, '/activation') }, { cookieClient: true });
    const me = await t.gql(CURRENT_USER, {}, { token: activated.cookies.session });
    // The first sign-up's member, not the second's values.
    expect(me.data?.currentUser.username).toBe(input.username);
    expect(errorOf(await t.gql(SIGN_IN, { input: { email: input.email, password: again.password } }, { ip: '10.9.1.3' }))?.code).toBe('WRONG_CREDENTIALS');
  });

  it('resends the activation link to a signed-in member only after the cool-down', async () => {
    // Members from before sign-up stopped signing in may still be signed in with an unconfirmed address.
    const { input, token, user } = await signUp(t);
    await updateUser(t.deps.database.db, user.id, { emailVerifiedAt: null });
    t.advance(TIMINGS.emailResendCooldownSeconds * 1000 + 1000);
    expect((await t.gql(RESEND_EMAIL, {}, { token })).data?.resendActivationEmail).toBe(true);
    const refused = errorOf(await t.gql(RESEND_EMAIL, {}, { token }));
    expect(refused?.code).toBe('RESEND_COOLDOWN');
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(TIMINGS.emailResendCooldownSeconds);
    expect(await mailsTo(t, input.email)).toHaveLength(2);
    const newest = await tokenFromMail(t, input.email, '/activation');
    expect((await t.gql(ACTIVATE_EMAIL, { token: newest }, { token, cookieClient: true })).data?.activateEmail).toBe(true);
  });

  it('needs a session to resend or to verify a phone', async () => {
    expect(errorOf(await t.gql(RESEND_EMAIL))?.code).toBe('NOT_SIGNED_IN');
    expect(errorOf(await t.gql(SEND_PHONE_CODE))?.code).toBe('NOT_SIGNED_IN');
    expect(errorOf(await t.gql(VERIFY_PHONE, { code: '123456' }))?.code).toBe('NOT_SIGNED_IN');
  });

  it('refuses a wrong SMS code, and every code after the allowed number of attempts', async () => {
    const { input, token } = await signUp(t);
    const code = await codeFromSms(t, input.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < TIMINGS.phoneCodeMaxAttempts; i++) {
      expect(errorOf(await t.gql(VERIFY_PHONE, { code: wrong }, { token }))?.code).toBe('WRONG_PHONE_CODE');
    }
    // Attempts used up: even the right code is refused until a new one is sent.
    expect(errorOf(await t.gql(VERIFY_PHONE, { code }, { token }))?.code).toBe('PHONE_CODE_ATTEMPTS');

    t.advance(TIMINGS.phoneResendCooldownSeconds * 1000 + 1000);
    expect((await t.gql(SEND_PHONE_CODE, {}, { token })).data?.sendPhoneCode).toBe(true);
    const fresh = await codeFromSms(t, input.phone);
    const ok = await t.gql(VERIFY_PHONE, { code: fresh }, { token });
    expect(ok.data?.verifyPhone.phoneVerifiedAt).not.toBeNull();
  });

  it('refuses an expired SMS code', async () => {
    const { input, token } = await signUp(t);
    const code = await codeFromSms(t, input.phone);
    t.advance(TIMINGS.phoneCodeMinutes * MINUTE + 1000);
    expect(errorOf(await t.gql(VERIFY_PHONE, { code }, { token }))?.code).toBe('PHONE_CODE_EXPIRED');
    const me = await t.gql(CURRENT_USER, {}, { token });
    expect(me.data?.currentUser.phoneVerifiedAt).toBeNull();
  });

  it('sends a new SMS code only after the cool-down; the new code replaces the old one', async () => {
    const { input, token } = await signUp(t);
    const first = await codeFromSms(t, input.phone);
    const refused = errorOf(await t.gql(SEND_PHONE_CODE, {}, { token }));
    expect(refused?.code).toBe('RESEND_COOLDOWN');
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(await smsTo(t, input.phone)).toHaveLength(1);

    t.advance(TIMINGS.phoneResendCooldownSeconds * 1000 + 1000);
    expect((await t.gql(SEND_PHONE_CODE, {}, { token })).data?.sendPhoneCode).toBe(true);
    expect(await smsTo(t, input.phone)).toHaveLength(2);
    const second = await codeFromSms(t, input.phone);
    if (second !== first) expect(errorOf(await t.gql(VERIFY_PHONE, { code: first }, { token }))?.code).toBe('WRONG_PHONE_CODE');
    expect((await t.gql(VERIFY_PHONE, { code: second }, { token })).data?.verifyPhone.phoneVerifiedAt).not.toBeNull();
  });

  it('changes the phone number: the code goes to the new number, a malformed number is refused', async () => {
    const { input, token } = await signUp(t);
    t.advance(TIMINGS.phoneResendCooldownSeconds * 1000 + 1000);
    const malformed = errorOf(await t.gql(SEND_PHONE_CODE, { phone: '079 123 45' }, { token }));
    expect(malformed).toMatchObject({ code: 'PHONE_INVALID_OR_TAKEN', fields: [{ field: 'phone', code: 'PHONE_INVALID_OR_TAKEN' }] });
    const empty = errorOf(await t.gql(SEND_PHONE_CODE, { phone: ' ' }, { token }));
    expect(empty).toMatchObject({ code: 'PHONE_REQUIRED', fields: [{ field: 'phone', code: 'PHONE_REQUIRED' }] });

    const newPhone = newMember().phone;
    expect((await t.gql(SEND_PHONE_CODE, { phone: newPhone }, { token })).data?.sendPhoneCode).toBe(true);
    // The screen shows the number the code went to.
    expect((await t.gql(CURRENT_USER, {}, { token })).data?.currentUser.phoneMasked.slice(-2)).toBe(newPhone.slice(-2));
    const code = await codeFromSms(t, newPhone);
    const verified = await t.gql(VERIFY_PHONE, { code }, { token });
    expect(verified.data?.verifyPhone.phoneMasked?.slice(-2)).toBe(newPhone.slice(-2));
    expect(await smsTo(t, input.phone)).toHaveLength(1);
  });

  it('refuses a username that is taken, whatever its case, and writes nothing', async () => {
    const { input } = await signUp(t);
    const before = await countRows(t);
    const res = await t.gql(SIGN_UP, { input: { ...newMember(), username: input.username.toUpperCase() } }, { ip: '10.9.0.1' });
    expect(errorOf(res)).toMatchObject({ code: 'USERNAME_TAKEN', fields: [{ field: 'username', code: 'USERNAME_TAKEN' }] });
    expect(await countRows(t)).toEqual(before);
  });

  it('lets the database decide when two sign-ups race for the same e-mail: one member, all answered alike', async () => {
    const before = await countRows(t);
    const email = newMember().email;
    const results = await Promise.all([0, 1, 2].map((i) => t.gql(SIGN_UP, { input: newMember({ email }) }, { ip: `10.8.0.${i}` })));
    expect(results.map((r) => r.data?.signUp)).toEqual([true, true, true]);
    const after = await countRows(t);
    expect(after.users).toBe(before.users + 1);
    expect(after.sessions).toBe(before.sessions);
  });

  it('maps a unique-index clash that slips past the pre-check to the coded error, writing nothing', async () => {
    const db = t.deps.database.db;
    const original = db.transaction.bind(db);
    const input = newMember();
    // Another sign-up with the same username commits between the pre-check and the insert.
    db.transaction = (async (...args: Parameters<typeof original>) => {
      db.transaction = original;
      await insertUser(db, { email: newMember().email, username: input.username.toUpperCase(), passwordHash: 'x' });
      return original(...args);
    }) as typeof db.transaction;
    const before = await countRows(t);
    const res = await t.gql(SIGN_UP, { input }, { ip: '10.8.1.1' });
    expect(errorOf(res)).toMatchObject({ code: 'USERNAME_TAKEN', fields: [{ field: 'username', code: 'USERNAME_TAKEN' }] });
    expect(await countRows(t)).toEqual({ ...before, users: before.users + 1 });
    expect(await mailsTo(t, input.email)).toHaveLength(0);
  });

  it('refuses one of the most common passwords, in any case', async () => {
    for (const password of ['password1', 'PASSWORD1', 'iloveyou', 'qwertyuiop']) {
      const res = await t.gql(SIGN_UP, { input: newMember({ password }) }, { ip: '10.7.0.1' });
      expect(errorOf(res)).toMatchObject({ code: 'BAD_INPUT', fields: [{ field: 'password', code: 'PASSWORD_TOO_COMMON' }] });
    }
  });

  it('limits sign-ups per IP', async () => {
    const ip = '10.6.0.1';
    const before = await countRows(t);
    for (let i = 0; i < 10; i++) {
      expect((await t.gql(SIGN_UP, { input: newMember() }, { ip })).errors).toBeUndefined();
    }
    const limited = errorOf(await t.gql(SIGN_UP, { input: newMember() }, { ip }));
    expect(limited?.code).toBe('RATE_LIMITED');
    expect(limited?.retryAfterSeconds).toBeGreaterThan(0);
    expect((await countRows(t)).users).toBe(before.users + 10);
    expect((await t.gql(SIGN_UP, { input: newMember() }, { ip: '10.6.0.2' })).errors).toBeUndefined();
  });
});
