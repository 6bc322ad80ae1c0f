import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMINGS } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { CURRENT_USER, PASSWORD, REQUEST_RESET, RESET_PASSWORD, SIGN_IN, ACTIVATE_EMAIL, countRows, errorOf, mailsTo, signUp, startSignUp, tokenFromMail } from './support.js';

const NEW_PASSWORD = 'Whirlpool-Nacht-2027';

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function requestReset(email: string, ip = '10.5.0.1') {
    const res = await t.gql(REQUEST_RESET, { email }, { ip });
    await t.services.accounts.drain();
    return res;
  }

  async function signIn(email: string, password: string) {
    return t.gql(SIGN_IN, { input: { email, password } }, { ip: '10.5.9.9' });
  }

  it('answers the same for a member and an unknown address; only the member gets a mail', async () => {
    const { input } = await signUp(t);
    const known = await requestReset(input.email);
    const unknown = await requestReset('nobody-here@example.ch');
    expect(known).toEqual(unknown);
    expect(known.data?.requestPasswordReset).toBe(true);
    const mails = await mailsTo(t, input.email);
    expect(mails.at(-1)!.subject).toBe('Club Venue: Passwort zurücksetzen');
    expect(await mailsTo(t, 'nobody-here@example.ch')).toHaveLength(0);
  });

  it('sets the new password with the link, once, and ends every session of the member', async () => {
    const { input, token: signUpSession } = await signUp(t);
    const second = (await signIn(input.email, PASSWORD)).data!.signIn.token as string;
    await requestReset(input.email);
    const link = await tokenFromMail(t, input.email, '/reset-password');
    const sessionsBefore = (await countRows(t)).sessions;

    const res = await t.gql(RESET_PASSWORD, { token: link, password: NEW_PASSWORD });
    expect(res.data?.resetPassword).toBe(true);
    expect((await countRows(t)).sessions).toBe(sessionsBefore - 2);
    for (const token of [signUpSession, second]) {
      expect((await t.gql(CURRENT_USER, {}, { token })).data?.currentUser).toBeNull();
    }
    expect(errorOf(await signIn(input.email, PASSWORD))?.code).toBe('WRONG_CREDENTIALS');
    expect((await signIn(input.email, NEW_PASSWORD)).errors).toBeUndefined();

    // Single use.
    expect(errorOf(await t.gql(RESET_PASSWORD, { token: link, password: 'Another-Secret-2028' }))?.code).toBe('INVALID_RESET_TOKEN');
    expect((await signIn(input.email, NEW_PASSWORD)).errors).toBeUndefined();
  });

  it('refuses an expired link (after 1 hour) and accepts one just before', async () => {
    const late = await signUp(t);
    const onTime = await signUp(t);
    await requestReset(late.input.email, '10.5.1.1');
    await requestReset(onTime.input.email, '10.5.1.2');
    const lateLink = await tokenFromMail(t, late.input.email, '/reset-password');
    const onTimeLink = await tokenFromMail(t, onTime.input.email, '/reset-password');

    t.advance(TIMINGS.resetTokenMinutes * 60_000 - 60_000);
    expect((await t.gql(RESET_PASSWORD, { token: onTimeLink, password: NEW_PASSWORD })).data?.resetPassword).toBe(true);
    t.advance(2 * 60_000);
    expect(errorOf(await t.gql(RESET_PASSWORD, { token: lateLink, password: NEW_PASSWORD }))?.code).toBe('INVALID_RESET_TOKEN');
    expect((await signIn(late.input.email, PASSWORD)).errors).toBeUndefined();
  });

  it('refuses a wrong token, an activation token, and older reset links after a reset', async () => {
    const { input } = await startSignUp(t);
    expect(errorOf(await t.gql(RESET_PASSWORD, { token: 'B'.repeat(43), password: NEW_PASSWORD }))?.code).toBe('INVALID_RESET_TOKEN');
    const activation = await tokenFromMail(t, input.email, '/activation');
    expect(errorOf(await t.gql(RESET_PASSWORD, { token: activation, password: NEW_PASSWORD }))?.code).toBe('INVALID_RESET_TOKEN');
    // …and the reset did not consume the activation link.
    expect((await t.gql(ACTIVATE_EMAIL, { token: activation }, { cookieClient: true })).data?.activateEmail).toBe(true);

    await requestReset(input.email, '10.5.2.1');
    const older = await tokenFromMail(t, input.email, '/reset-password');
    await requestReset(input.email, '10.5.2.1');
    const newer = await tokenFromMail(t, input.email, '/reset-password');
    expect(newer).not.toBe(older);
    expect((await t.gql(RESET_PASSWORD, { token: newer, password: NEW_PASSWORD })).data?.resetPassword).toBe(true);
    expect(errorOf(await t.gql(RESET_PASSWORD, { token: older, password: 'Another-Secret-2028' }))?.code).toBe('INVALID_RESET_TOKEN');
  });

  it('checks the new password: too short, too long, too common — and the link stays usable', async () => {
    const { input } = await signUp(t);
    await requestReset(input.email, '10.5.3.1');
    const link = await tokenFromMail(t, input.email, '/reset-password');
    const cases = [
      ['short', 'PASSWORD_TOO_SHORT'],
      ['x'.repeat(129), 'PASSWORD_TOO_LONG'],
      ['Password1', 'PASSWORD_TOO_COMMON'],
    ] as const;
    for (const [password, code] of cases) {
      expect(errorOf(await t.gql(RESET_PASSWORD, { token: link, password }))).toMatchObject({ code, fields: [{ field: 'password', code }] });
    }
    expect((await t.gql(RESET_PASSWORD, { token: link, password: NEW_PASSWORD })).data?.resetPassword).toBe(true);
  });

  it('refuses a malformed address with INVALID_EMAIL', async () => {
    expect(errorOf(await requestReset('not-an-address'))?.code).toBe('INVALID_EMAIL');
  });

  it('limits requests per address, member or not, and per IP', async () => {
    const { input } = await signUp(t);
    for (const email of [input.email, 'unknown-limit@example.ch']) {
      for (let i = 0; i < 5; i++) expect((await requestReset(email, `10.5.4.${i}`)).data?.requestPasswordReset).toBe(true);
      const limited = errorOf(await requestReset(email, '10.5.4.200'));
      expect(limited?.code).toBe('RATE_LIMITED');
      expect(limited?.retryAfterSeconds).toBeGreaterThan(0);
    }
    expect(await mailsTo(t, input.email)).toHaveLength(1 + 5);

    const ip = '10.5.5.1';
    for (let i = 0; i < 10; i++) expect((await requestReset(`ip-limit-${i}@example.ch`, ip)).errors).toBeUndefined();
    expect(errorOf(await requestReset('ip-limit-x@example.ch', ip))?.code).toBe('RATE_LIMITED');
  });
});
