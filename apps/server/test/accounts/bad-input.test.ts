import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { PASSWORD, REQUEST_RESET, RESET_PASSWORD, SIGN_IN, SIGN_UP, countRows, newMember, signUp, tokenFromMail } from './support.js';

// Every account mutation with arguments, fed wrong types, empty, too long and hostile strings:
// each answer is an error with a known code, and no row appears in any accounts table.
// (resendActivationEmail and signOut take no arguments.)

const HOSTILE = [
  '',
  '   ',
  'x'.repeat(10_000),
  '<script>alert(1)</script>',
  "' OR '1'='1'; DROP TABLE users; --",
  'Robert"); DELETE FROM sessions; --',
  '\u0000',
  'anna\u0000admin',
  '\u202e\u0007\u001b[31m\u200b',
  '\ud83d\ude08'.repeat(50),
];
/** Passwords may hold any character; these are invalid by length. */
const BAD_PASSWORDS = ['', '\u0000', '<scr>', '\u0000'.repeat(7), 'x'.repeat(10_000), '<script>'.repeat(1250)];
/** Wrong JSON types for a String (or enum) variable. */
const WRONG_TYPES: unknown[] = [5, 0, true, {}, [], ['a'], { $ne: null }, null];

/**
 * graphql-js refuses a variable of the wrong type (or a null for a required one) before any
 * resolver runs, so nothing is written. The coded answer for that is BAD_INPUT, but the error
 * masking in apps/server/src/graphql/yoga.ts (not owned by accounts) currently answers INTERNAL, or
 * no code for a null. Tighten this to ['BAD_INPUT'] together with that change (see the accounts report).
 */
const COERCION_CODES: (string | undefined)[] = ['BAD_INPUT', 'INTERNAL', undefined];

interface Case {
  name: string;
  query: string;
  variables: Record<string, unknown>;
  signedIn?: boolean;
  /** Codes this case may answer with; any known code when absent. */
  codes?: (string | undefined)[];
}

const SEND_PHONE_CODE = 'mutation ($phone: String) { sendPhoneCode(phone: $phone) }';
const VERIFY_PHONE = 'mutation ($code: String!) { verifyPhone(code: $code) { id } }';
const ACTIVATE_EMAIL = 'mutation ($token: String!) { activateEmail(token: $token) }';
const SET_LANGUAGE = 'mutation ($language: Language!) { setLanguage(language: $language) { id } }';
const SET_PROFILE_TYPE = 'mutation ($sex: Sex!) { setProfileType(sex: $sex) { id } }';

function cases(resetToken: string): Case[] {
  const list: Case[] = [];
  const signUpFields = { email: HOSTILE, username: HOSTILE, phone: HOSTILE, password: BAD_PASSWORDS };
  for (const [field, values] of Object.entries(signUpFields)) {
    for (const value of values) list.push({ name: `signUp.${field}=${label(value)}`, query: SIGN_UP, variables: { input: { ...newMember(), [field]: value } } });
    for (const value of WRONG_TYPES) list.push({ name: `signUp.${field}:${label(value)}`, query: SIGN_UP, variables: { input: { ...newMember(), [field]: value } }, codes: COERCION_CODES });
  }
  for (const value of [...HOSTILE, 'xx', 'DE']) list.push({ name: `signUp.language=${label(value)}`, query: SIGN_UP, variables: { input: { ...newMember(), language: value } }, codes: COERCION_CODES });
  // The two boxes: anything but true is refused with the box's code (or a coercion error for a wrong type).
  for (const field of ['confirmsAdult', 'acceptsTerms']) {
    for (const value of [false, null]) list.push({ name: `signUp.${field}=${label(value)}`, query: SIGN_UP, variables: { input: { ...newMember(), [field]: value } }, codes: ['BAD_INPUT'] });
    list.push({ name: `signUp.${field} missing`, query: SIGN_UP, variables: { input: { ...newMember(), [field]: undefined } }, codes: ['BAD_INPUT'] });
    for (const value of ['true', 1, 'yes', [true], { value: true }]) list.push({ name: `signUp.${field}:${label(value)}`, query: SIGN_UP, variables: { input: { ...newMember(), [field]: value } }, codes: COERCION_CODES });
  }
  list.push({ name: 'signUp.extraField', query: SIGN_UP, variables: { input: { ...newMember(), admin: true } }, codes: COERCION_CODES });

  for (const field of ['email', 'password']) {
    for (const value of HOSTILE) list.push({ name: `signIn.${field}=${label(value)}`, query: SIGN_IN, variables: { input: { email: 'member@example.ch', password: PASSWORD, [field]: value } } });
    for (const value of WRONG_TYPES) list.push({ name: `signIn.${field}:${label(value)}`, query: SIGN_IN, variables: { input: { email: 'member@example.ch', password: PASSWORD, [field]: value } }, codes: COERCION_CODES });
  }

  const scalarArgs: [string, string, string, boolean][] = [
    ['activateEmail.token', ACTIVATE_EMAIL, 'token', false],
    ['sendPhoneCode.phone', SEND_PHONE_CODE, 'phone', true],
    ['verifyPhone.code', VERIFY_PHONE, 'code', true],
    ['requestPasswordReset.email', REQUEST_RESET, 'email', false],
  ];
  for (const [name, query, arg, signedIn] of scalarArgs) {
    for (const value of HOSTILE) list.push({ name: `${name}=${label(value)}`, query, variables: { [arg]: value }, signedIn });
    for (const value of WRONG_TYPES.filter((v) => !(arg === 'phone' && v === null))) {
      list.push({ name: `${name}:${label(value)}`, query, variables: { [arg]: value }, signedIn, codes: COERCION_CODES });
    }
  }
  for (const value of HOSTILE) list.push({ name: `resetPassword.token=${label(value)}`, query: RESET_PASSWORD, variables: { token: value, password: 'Neues-Passwort-2027' }, codes: ['INVALID_RESET_TOKEN'] });
  for (const value of BAD_PASSWORDS) list.push({ name: `resetPassword.password=${label(value)}`, query: RESET_PASSWORD, variables: { token: resetToken, password: value }, codes: ['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG'] });
  for (const value of WRONG_TYPES) {
    list.push({ name: `resetPassword.token:${label(value)}`, query: RESET_PASSWORD, variables: { token: value, password: 'Neues-Passwort-2027' }, codes: COERCION_CODES });
    list.push({ name: `resetPassword.password:${label(value)}`, query: RESET_PASSWORD, variables: { token: resetToken, password: value }, codes: COERCION_CODES });
  }
  for (const [name, query, arg] of [
    ['setLanguage.language', SET_LANGUAGE, 'language'],
    ['setProfileType.sex', SET_PROFILE_TYPE, 'sex'],
  ] as const) {
    for (const value of [...HOSTILE, ...WRONG_TYPES, 'm', 'EN']) list.push({ name: `${name}=${label(value)}`, query, variables: { [arg]: value }, signedIn: true, codes: COERCION_CODES });
  }
  return list;
}

function label(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 24 ? `${text.slice(0, 12)}…(${text.length})` : text;
}

describe('bad input to account mutations', () => {
  let t: TestApp;
  let token: string;
  let resetToken: string;
  let memberEmail: string;
  beforeAll(async () => {
    t = await createTestApp();
    const member = await signUp(t, { email: 'member@example.ch' });
    token = member.token;
    memberEmail = member.input.email;
    await t.gql(REQUEST_RESET, { email: memberEmail }, { ip: '10.20.0.1' });
    resetToken = await tokenFromMail(t, memberEmail, '/reset-password');
  });
  afterAll(() => t.close());

  it('answers each with a coded error and writes no row', async () => {
    const all = cases(resetToken);
    expect(all.length).toBeGreaterThan(150);
    const before = await countRows(t);
    let n = 0;
    for (const c of all) {
      n += 1;
      const res = await t.gql(c.query, c.variables, { token: c.signedIn ? token : undefined, ip: `10.21.${n >> 8}.${n & 255}` });
      const code = res.errors?.[0]?.extensions?.code;
      expect(res.errors?.length, c.name).toBeGreaterThan(0);
      expect(Object.values(res.data ?? {}).filter((v) => v !== null), c.name).toEqual([]);
      if (c.codes) expect(c.codes, `${c.name} answered ${code}`).toContain(code);
      else expect([...ERROR_CODES, 'GRAPHQL_VALIDATION_FAILED'], `${c.name} answered ${code}`).toContain(code);
      if (!c.codes) expect(code, c.name).not.toBe('INTERNAL');
      expect(await countRows(t), c.name).toEqual(before);
    }
    // The member is untouched: same password, same language, the reset link still works once.
    const me = await t.gql('{ currentUser { language sex phoneVerifiedAt } }', {}, { token });
    expect(me.data?.currentUser).toEqual({ language: 'de', sex: null, phoneVerifiedAt: null });
    // The hostile sign-ins were failures for this account: its growing delay (at most a minute) passes first.
    t.advance(61_000);
    expect((await t.gql(SIGN_IN, { input: { email: memberEmail, password: PASSWORD } }, { ip: '10.22.0.1' })).errors).toBeUndefined();
    expect((await t.gql(RESET_PASSWORD, { token: resetToken, password: 'Neues-Passwort-2027' })).data?.resetPassword).toBe(true);
  });

  it('refuses the same hostile values written inline in the query, before anything runs', async () => {
    const before = await countRows(t);
    for (const query of [
      'mutation { signUp(input: { email: 5, username: "a", password: "b", phone: "c" }) { token } }',
      'mutation { signIn(input: { email: "member@example.ch" }) { token } }',
      'mutation { activateEmail(token: 123) }',
      'mutation { verifyPhone(code: 123456) { id } }',
      'mutation { setLanguage(language: "de") { id } }',
      'mutation { setProfileType(sex: X) { id } }',
      'mutation { requestPasswordReset(email: null) }',
    ]) {
      const res = await t.gql(query, {}, { token });
      expect(res.errors?.[0]?.extensions?.code, query).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(res.data, query).toBeUndefined();
    }
    expect(await countRows(t)).toEqual(before);
  });
});
