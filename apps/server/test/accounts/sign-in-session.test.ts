import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMINGS } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { ACTIVATE_EMAIL, CURRENT_USER, PASSWORD, SIGN_IN, countRows, errorOf, signUp, tokenFromMail } from './support.js';

const SIGN_OUT = 'mutation { signOut }';

describe('sign-in and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs in with e-mail (any case) and password; the token works as Bearer header', async () => {
    const { input } = await signUp(t);
    const res = await t.gql(SIGN_IN, { input: { email: input.email.toUpperCase(), password: PASSWORD } }, { ip: '10.2.0.1' });
    expect(res.errors).toBeUndefined();
    const token = res.data!.signIn.token as string;
    expect(token).toMatch(/.{20,}/);
    expect(res.cookies.session).toBeUndefined(); // a bearer client (X-Session-Transport: bearer) gets no cookie
    const me = await t.gql(CURRENT_USER, {}, { token });
    expect(me.data?.currentUser.username).toBe(input.username);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, for 30 days, and accepts it back', async () => {
    const { input } = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: SIGN_IN, variables: { input: { email: input.email, password: PASSWORD } } },
    });
    const cookie = res.cookies.find((c) => c.name === 'session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // Issue 11 item 11: the page never sees the 30-day token it could leak.
    expect(res.json().data.signIn.token).toBeNull();
    const days = ((cookie.expires as Date).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(TIMINGS.sessionDays - 1);
    expect(days).toBeLessThanOrEqual(TIMINGS.sessionDays);

    const byCookie = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie: `session=${cookie.value}` },
      payload: { query: CURRENT_USER },
    });
    expect(byCookie.json().data.currentUser.username).toBe(input.username);
  });

  it('gives a cookie client (a browser) no token in a body (activation link, signIn), only the cookie', async () => {
    const input = { email: 'cookie-client@example.ch', username: 'cookie_client', password: PASSWORD, phone: '+41791230077', confirmsAdult: true, acceptsTerms: true };
    // Sign-up starts no session at all (decision 0026); the e-mail link signs the browser in by cookie.
    const up = await t.gql('mutation ($input: SignUpInput!) { signUp(input: $input) }', { input }, { ip: '10.2.0.9', cookieClient: true });
    expect(up.data?.signUp).toBe(true);
    expect(up.cookies.session).toBeUndefined();
    const activated = await t.gql(ACTIVATE_EMAIL, { token: await tokenFromMail(t, input.email, '/activation') }, { cookieClient: true });
    expect(activated.data?.activateEmail).toBe(true);
    expect(activated.cookies.session).toMatch(/.{20,}/);
    const signedIn = await t.gql(SIGN_IN, { input: { email: input.email, password: PASSWORD } }, { ip: '10.2.0.9', cookieClient: true });
    expect(signedIn.data?.signIn.token).toBeNull();
    expect(signedIn.cookies.session).toMatch(/.{20,}/);
    const me = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', cookie: `session=${signedIn.cookies.session}` }, payload: { query: CURRENT_USER } });
    expect(me.json().data.currentUser.username).toBe('cookie_client');
  });

  it('answers WRONG_CREDENTIALS for a wrong password and for an unknown e-mail alike', async () => {
    const { input } = await signUp(t);
    const wrong = await t.gql(SIGN_IN, { input: { email: input.email, password: 'Not-The-Password-1' } }, { ip: '10.2.0.2' });
    const unknown = await t.gql(SIGN_IN, { input: { email: 'nobody@example.ch', password: PASSWORD } }, { ip: '10.2.0.2' });
    expect(errorOf(wrong)?.code).toBe('WRONG_CREDENTIALS');
    expect(errorOf(unknown)).toEqual(errorOf(wrong));
    expect(wrong.cookies.session).toBeUndefined();
  });

  it('signs out: the session is removed and the token no longer works', async () => {
    const { token } = await signUp(t);
    const before = await countRows(t);
    const out = await t.gql(SIGN_OUT, {}, { token });
    expect(out.data?.signOut).toBe(true);
    expect((await countRows(t)).sessions).toBe(before.sessions - 1);
    const me = await t.gql(CURRENT_USER, {}, { token });
    expect(me.data?.currentUser).toBeNull();
  });

  it('clears the cookie of a session that no longer resolves', async () => {
    const { token } = await signUp(t);
    await t.gql(SIGN_OUT, {}, { token });
    for (const value of [token, 'not-a-session-token']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', cookie: `session=${value}` },
        payload: { query: CURRENT_USER },
      });
      expect(res.json().data.currentUser).toBeNull();
      const cleared = res.cookies.find((c) => c.name === 'session');
      expect(cleared?.value).toBe('');
      expect((cleared?.expires as Date).getTime()).toBeLessThan(Date.now());
    }
    // A live session keeps its cookie untouched.
    const live = await signUp(t);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie: `session=${live.token}` },
      payload: { query: CURRENT_USER },
    });
    expect(ok.cookies.find((c) => c.name === 'session')).toBeUndefined();
  });

  it('reactivates a deactivated member who signs in', async () => {
    const { input, user } = await signUp(t);
    await updateUser(t.deps.database.db, user.id, { isDeactivated: true });
    const res = await t.gql(SIGN_IN, { input: { email: input.email, password: PASSWORD } }, { ip: '10.2.0.3' });
    expect(res.data?.signIn.user.isDeactivated).toBe(false);
    const me = await t.gql(CURRENT_USER, {}, { token: res.data!.signIn.token });
    expect(me.data?.currentUser.isDeactivated).toBe(false);
  });

  it('refuses a timed-out member: sign-in and other operations fail with LOGIN_TIMEOUT, currentUser and signOut answer', async () => {
    const { input, user, token } = await signUp(t);
    const until = new Date(t.deps.now().getTime() + 2 * 3_600_000);
    await updateUser(t.deps.database.db, user.id, { loginTimeoutUntil: until, admin: true });

    const signIn = errorOf(await t.gql(SIGN_IN, { input: { email: input.email, password: PASSWORD } }, { ip: '10.2.0.4' }));
    expect(signIn).toMatchObject({ code: 'LOGIN_TIMEOUT', until: until.toISOString() });
    for (const [query, variables] of [
      ['mutation { setLanguage(language: en) { id } }', {}],
      ['mutation { setProfileType(sex: MF) { id } }', {}],
      ['mutation { resendActivationEmail }', {}],
      ['{ adminDashboard { totalMembers } }', {}],
      ['{ serverTime }', {}],
    ] as const) {
      expect(errorOf(await t.gql(query, variables, { token })), query).toMatchObject({ code: 'LOGIN_TIMEOUT', until: until.toISOString() });
    }
    const me = await t.gql(CURRENT_USER, {}, { token });
    expect(me.data?.currentUser.currentLoginTimeout).toBe(until.toISOString());

    // Once the timeout is over, everything works again.
    t.advance(2 * 3_600_000 + 1000);
    expect((await t.gql('mutation { setLanguage(language: en) { language } }', {}, { token })).data?.setLanguage.language).toBe('en');
    expect((await t.gql(CURRENT_USER, {}, { token })).data?.currentUser.currentLoginTimeout).toBeNull();
    const again = await t.gql(SIGN_IN, { input: { email: input.email, password: PASSWORD } }, { ip: '10.2.0.4' });
    expect(again.errors).toBeUndefined();
    expect((await t.gql(SIGN_OUT, {}, { token })).data?.signOut).toBe(true);
  });

  it('lets a timed-out member sign out', async () => {
    const { user, token } = await signUp(t);
    await updateUser(t.deps.database.db, user.id, { loginTimeoutUntil: new Date(t.deps.now().getTime() + 3_600_000) });
    expect((await t.gql(SIGN_OUT, {}, { token })).data?.signOut).toBe(true);
    expect((await t.gql(CURRENT_USER, {}, { token })).data?.currentUser).toBeNull();
  });

  it('limits sign-in attempts per IP: the 26th within 5 minutes is RATE_LIMITED', async () => {
    const { input } = await signUp(t);
    const ip = '10.3.0.1';
    for (let i = 0; i < 25; i++) {
      const res = await t.gql(SIGN_IN, { input: { email: `guess${i}@example.ch`, password: 'Wrong-Password-1' } }, { ip });
      expect(errorOf(res)?.code).toBe('WRONG_CREDENTIALS');
    }
    const limited = errorOf(await t.gql(SIGN_IN, { input: { email: input.email, password: PASSWORD } }, { ip }));
    expect(limited?.code).toBe('RATE_LIMITED');
    expect(limited?.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited?.retryAfterSeconds).toBeLessThanOrEqual(300);
    // Another IP is not affected; after the window the first one may try again.
    expect((await t.gql(SIGN_IN, { input: { email: input.email, password: PASSWORD } }, { ip: '10.3.0.2' })).errors).toBeUndefined();
    t.advance(300_000);
    expect((await t.gql(SIGN_IN, { input: { email: input.email, password: PASSWORD } }, { ip })).errors).toBeUndefined();
  });

  // Wrong passwords per account: sign-in-guessing.test.ts (no lock-out, decision 0026).

  it('persists the language choice', async () => {
    const { token } = await signUp(t);
    const res = await t.gql('mutation { setLanguage(language: en) { language } }', {}, { token });
    expect(res.data?.setLanguage.language).toBe('en');
    expect((await t.gql(CURRENT_USER, {}, { token })).data?.currentUser.language).toBe('en');
    expect(errorOf(await t.gql('mutation { setLanguage(language: en) { language } }'))?.code).toBe('NOT_SIGNED_IN');
  });

  it('sets the own profile type; a visitor cannot', async () => {
    const { token } = await signUp(t);
    const res = await t.gql('mutation { setProfileType(sex: MF) { sex } }', {}, { token });
    expect(res.data?.setProfileType.sex).toBe('MF');
    expect((await t.gql(CURRENT_USER, {}, { token })).data?.currentUser.sex).toBe('MF');
    expect(errorOf(await t.gql('mutation { setProfileType(sex: F) { sex } }'))?.code).toBe('NOT_SIGNED_IN');
  });
});
