import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { SIGN_IN, mailsTo, tokenFromMail } from '../accounts/support.js';
import { errorOf, member, signInAgain, tokenWorks, userRow, type Member } from './support.js';

// Changing the password and the e-mail address through /graphql (issue 4, decision 0014).

const CHANGE_PASSWORD = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }`;
const REQUEST_EMAIL = `mutation ($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) { id email pendingEmailChange } }`;
const CONFIRM_EMAIL = `mutation ($token: String!) { confirmEmailChange(token: $token) }`;
const NEW_PASSWORD = 'Whirlpool-Nacht-2027';

describe('changing the password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signInWith = (m: Member, password: string) => t.gql(SIGN_IN, { input: { email: m.email, password } }, { ip: '10.20.0.1' });

  it('takes the new password, ends the other sessions and keeps this one', async () => {
    const anna = await member(t);
    const phone = await signInAgain(t, anna);
    const res = await t.gql(CHANGE_PASSWORD, { input: { currentPassword: anna.password, newPassword: NEW_PASSWORD } }, { token: anna.token });
    expect(res.errors).toBeUndefined();
    expect(await tokenWorks(t, anna.token)).toBe(true);
    expect(await tokenWorks(t, phone)).toBe(false);
    expect(errorOf(await signInWith(anna, anna.password))?.code).toBe('WRONG_CREDENTIALS');
    expect((await signInWith(anna, NEW_PASSWORD)).data!.signIn.user.id).toBe(anna.id);
  });

  it.each([
    ['a wrong current password', { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD }, 'WRONG_PASSWORD', 'currentPassword', 'WRONG_PASSWORD'],
    ['a new password shorter than 8', { newPassword: 'kurz' }, 'BAD_INPUT', 'newPassword', 'PASSWORD_TOO_SHORT'],
    ['a common new password', { newPassword: 'password123' }, 'BAD_INPUT', 'newPassword', 'PASSWORD_TOO_COMMON'],
    ['an empty current password', { currentPassword: '', newPassword: NEW_PASSWORD }, 'BAD_INPUT', 'currentPassword', 'WRONG_PASSWORD'],
  ])('refuses %s and changes nothing', async (_, input, code, field, fieldCode) => {
    const anna = await member(t);
    const phone = await signInAgain(t, anna);
    const before = (await userRow(t, anna.id)).passwordHash;
    const res = await t.gql(CHANGE_PASSWORD, { input: { currentPassword: anna.password, ...input } }, { token: anna.token });
    expect(errorOf(res)?.code).toBe(code);
    expect(errorOf(res)?.fields).toContainEqual({ field, code: fieldCode });
    expect((await userRow(t, anna.id)).passwordHash).toBe(before);
    expect(await tokenWorks(t, phone)).toBe(true);
  });

  it('stops guessing the current password after 10 tries an hour', async () => {
    const anna = await member(t);
    for (let i = 0; i < 10; i++) {
      expect(errorOf(await t.gql(CHANGE_PASSWORD, { input: { currentPassword: `guess-${i}`, newPassword: NEW_PASSWORD } }, { token: anna.token }))?.code).toBe('WRONG_PASSWORD');
    }
    const res = await t.gql(CHANGE_PASSWORD, { input: { currentPassword: anna.password, newPassword: NEW_PASSWORD } }, { token: anna.token });
    expect(errorOf(res)?.code).toBe('RATE_LIMITED');
    expect(errorOf(res)?.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('needs a session', async () => {
    expect(errorOf(await t.gql(CHANGE_PASSWORD, { input: { currentPassword: 'x', newPassword: NEW_PASSWORD } }))?.code).toBe('NOT_SIGNED_IN');
  });
});

describe('changing the e-mail address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const request = (m: Member, newEmail: string, currentPassword = m.password) => t.gql(REQUEST_EMAIL, { input: { newEmail, currentPassword } }, { token: m.token });
  const linkTo = async (address: string) => {
    await t.services.credentials.drain();
    return tokenFromMail(t, address, '/confirm-email');
  };

  it('mails a link to the new address and a notice to the old one; the old address works until the link is used', async () => {
    const anna = await member(t, { language: 'en' });
    const phone = await signInAgain(t, anna);
    const res = await request(anna, 'Anna.Neu@Example.CH');
    expect(res.errors).toBeUndefined();
    expect(res.data!.requestEmailChange).toEqual({ id: anna.id, email: anna.email, pendingEmailChange: 'anna.neu@example.ch' });
    await t.services.credentials.drain();
    const [notice] = (await mailsTo(t, anna.email)).filter((m) => !m.subject.includes('confirm your e-mail address'));
    expect(notice!.subject).toBe('Club Venue: your e-mail address is about to change');
    expect(notice!.text).toContain('an***@example.ch');
    expect(notice!.text).not.toContain('anna.neu@example.ch');
    const [link] = await mailsTo(t, 'anna.neu@example.ch');
    expect(link!.subject).toBe('Club Venue: confirm your new e-mail address');

    // Until the link is used, the old address signs in.
    expect((await t.gql(SIGN_IN, { input: { email: anna.email, password: anna.password } }, { ip: '10.21.0.1' })).data!.signIn.user.id).toBe(anna.id);
    const confirmed = await t.gql(CONFIRM_EMAIL, { token: await linkTo('anna.neu@example.ch') });
    expect(confirmed.data!.confirmEmailChange).toBe(true);

    const row = await userRow(t, anna.id);
    expect(row.email).toBe('anna.neu@example.ch');
    expect(errorOf(await t.gql(SIGN_IN, { input: { email: anna.email, password: anna.password } }, { ip: '10.21.0.2' }))?.code).toBe('WRONG_CREDENTIALS');
    expect((await t.gql(SIGN_IN, { input: { email: 'anna.neu@example.ch', password: anna.password } }, { ip: '10.21.0.3' })).data!.signIn.user.id).toBe(anna.id);
    // Opened in a browser that was not signed in: every earlier session ended.
    expect(await tokenWorks(t, anna.token)).toBe(false);
    expect(await tokenWorks(t, phone)).toBe(false);
  });

  it('keeps the session of the browser where the member confirms, and ends the others', async () => {
    const ben = await member(t);
    const phone = await signInAgain(t, ben);
    await request(ben, `${ben.username}-neu@example.ch`);
    const token = await linkTo(`${ben.username}-neu@example.ch`);
    expect((await t.gql(CONFIRM_EMAIL, { token }, { token: ben.token })).data!.confirmEmailChange).toBe(true);
    expect(await tokenWorks(t, ben.token)).toBe(true);
    expect(await tokenWorks(t, phone)).toBe(false);
    expect((await t.gql(`{ currentUser { email pendingEmailChange } }`, {}, { token: ben.token })).data!.currentUser).toEqual({ email: `${ben.username}-neu@example.ch`, pendingEmailChange: null });
  });

  it('a link works once', async () => {
    const carl = await member(t);
    await request(carl, `${carl.username}-2@example.ch`);
    const token = await linkTo(`${carl.username}-2@example.ch`);
    expect((await t.gql(CONFIRM_EMAIL, { token })).data!.confirmEmailChange).toBe(true);
    expect(errorOf(await t.gql(CONFIRM_EMAIL, { token }))?.code).toBe('INVALID_EMAIL_LINK');
  });

  it('an expired link changes nothing', async () => {
    const dora = await member(t);
    await request(dora, `${dora.username}-spaet@example.ch`);
    const token = await linkTo(`${dora.username}-spaet@example.ch`);
    t.advance(49 * 3_600_000);
    try {
      expect(errorOf(await t.gql(CONFIRM_EMAIL, { token }))?.code).toBe('INVALID_EMAIL_LINK');
      expect((await userRow(t, dora.id)).email).toBe(dora.email);
    } finally {
      t.advance(-49 * 3_600_000);
    }
  });

  it('only the newest link works', async () => {
    const emil = await member(t);
    await request(emil, `${emil.username}-tippfehler@example.ch`);
    const first = await linkTo(`${emil.username}-tippfehler@example.ch`);
    await request(emil, `${emil.username}-richtig@example.ch`);
    expect(errorOf(await t.gql(CONFIRM_EMAIL, { token: first }))?.code).toBe('INVALID_EMAIL_LINK');
    expect((await userRow(t, emil.id)).email).toBe(emil.email);
  });

  it.each(['not-a-token', 'x'.repeat(300), ''])('refuses a forged token %#', async (token) => {
    expect(errorOf(await t.gql(CONFIRM_EMAIL, { token }))?.code).toBe('INVALID_EMAIL_LINK');
  });

  it('refuses the own address, a malformed one and a wrong password; no mail goes out', async () => {
    const fritz = await member(t);
    const cases: [string, string, string, string][] = [
      [fritz.email, fritz.password, 'EMAIL_UNCHANGED', 'newEmail'],
      ['kein-at-zeichen', fritz.password, 'BAD_INPUT', 'newEmail'],
      [`${fritz.username}-x@example.ch`, 'falsch-falsch', 'WRONG_PASSWORD', 'currentPassword'],
    ];
    for (const [address, password, code, field] of cases) {
      const res = await request(fritz, address, password);
      expect(errorOf(res)?.code, address).toBe(code);
      expect(errorOf(res)?.fields?.[0]?.field).toBe(field);
    }
    await t.services.credentials.drain();
    expect((await mailsTo(t, fritz.email)).map((m) => m.subject)).toEqual(['Club Venue: Bestätige deine E-Mail-Adresse']);
    expect((await t.gql(`{ currentUser { pendingEmailChange } }`, {}, { token: fritz.token })).data!.currentUser.pendingEmailChange).toBeNull();
  });

  it('refuses the link when another member took the address meanwhile', async () => {
    const gina = await member(t);
    const target = `${gina.username}-begehrt@example.ch`;
    await request(gina, target);
    const token = await linkTo(target);
    await member(t).then((h) => t.deps.database.db.execute(`update users set email = '${target}' where id = '${h.id}'`));
    expect(errorOf(await t.gql(CONFIRM_EMAIL, { token }))?.code).toBe('EMAIL_TAKEN');
    expect((await userRow(t, gina.id)).email).toBe(gina.email);
  });
});
