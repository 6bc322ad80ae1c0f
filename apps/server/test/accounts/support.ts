import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../harness.js';
import { accountTokens, phoneCodes, sessions, users } from '../../src/modules/accounts/accounts.table.js';
import { legalConsents } from '../../src/modules/accounts/legal-consents.table.js';

export const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) }`;
const ME = `{ currentUser { id username email language emailVerifiedAt phoneVerifiedAt phoneMasked } }`;
export const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { token user { id username isDeactivated } } }`;
export const CURRENT_USER = `{ currentUser { id username emailVerifiedAt phoneVerifiedAt phoneMasked language sex isDeactivated currentLoginTimeout } }`;
export const ACTIVATE_EMAIL = `mutation ($token: String!) { activateEmail(token: $token) }`;
export const RESEND_EMAIL = `mutation { resendActivationEmail }`;
export const SEND_PHONE_CODE = `mutation ($phone: String) { sendPhoneCode(phone: $phone) }`;
export const VERIFY_PHONE = `mutation ($code: String!) { verifyPhone(code: $code) { id phoneVerifiedAt phoneMasked } }`;
export const REQUEST_RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) }`;
export const RESET_PASSWORD = `mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }`;

export const PASSWORD = 'Sauna-Abend-2026!';

let counter = 0;
/** A unique, valid sign-up input. */
export function newMember(overrides: Partial<{ email: string; username: string; password: string; phone: string; language: 'de' | 'en'; confirmsAdult: unknown; acceptsTerms: unknown }> = {}) {
  counter += 1;
  const id = `m${process.pid % 1000}x${counter}`;
  return {
    email: `${id}@example.ch`,
    username: id,
    password: PASSWORD,
    phone: `+4179${String(1_000_000 + ((process.pid * 97 + counter) % 9_000_000)).padStart(7, '0')}`,
    confirmsAdult: true,
    acceptsTerms: true,
    ...overrides,
  };
}

/** Starts a sign-up through /graphql and asserts the (always alike) answer; each call from its own IP unless one is given. */
export async function startSignUp(t: TestApp, overrides: Parameters<typeof newMember>[0] = {}, opts: { ip?: string } = {}) {
  const input = newMember(overrides);
  const res = await t.gql(SIGN_UP, { input }, { ip: opts.ip ?? `10.1.${counter % 250}.${(counter * 7) % 250}` });
  expect(res.errors).toBeUndefined();
  expect(res.data!.signUp).toBe(true);
  await t.services.accounts.drain();
  return { input };
}

/**
 * A new member as a person becomes one: signs up, opens the activation link (which confirms the
 * address, signs in and sends the SMS code). Answers the session token and the member.
 */
export async function signUp(t: TestApp, overrides: Parameters<typeof newMember>[0] = {}, opts: { ip?: string } = {}) {
  const { input } = await startSignUp(t, overrides, opts);
  const activated = await t.gql(ACTIVATE_EMAIL, { token: await tokenFromMail(t, input.email, '/activation') }, { cookieClient: true });
  expect(activated.errors).toBeUndefined();
  const token = activated.cookies.session!;
  expect(token).toBeTruthy();
  await t.services.accounts.drain();
  const me = await t.gql(ME, {}, { token });
  return { input, token, user: me.data!.currentUser, cookies: activated.cookies };
}

export function errorOf(res: { errors?: { extensions?: Record<string, unknown> }[] }) {
  return res.errors?.[0]?.extensions as { code?: string; fields?: { field: string; code: string }[]; retryAfterSeconds?: number; until?: string } | undefined;
}

export async function countRows(t: TestApp) {
  const db = t.deps.database.db;
  const [u] = await db.select({ n: count() }).from(users);
  const [s] = await db.select({ n: count() }).from(sessions);
  const [a] = await db.select({ n: count() }).from(accountTokens);
  const [p] = await db.select({ n: count() }).from(phoneCodes);
  const [l] = await db.select({ n: count() }).from(legalConsents);
  return { users: Number(u!.n), sessions: Number(s!.n), accountTokens: Number(a!.n), phoneCodes: Number(p!.n), legalConsents: Number(l!.n) };
}

// ---- Reading the outboxes ------------------------------------------------------------------

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const m = soft[i] === '=' ? /^[0-9A-F]{2}$/i.exec(soft.slice(i + 1, i + 3)) : null;
    if (m) {
      bytes.push(parseInt(m[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function splitHeaders(raw: string) {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = normalised.slice(0, end).replace(/\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body: normalised.slice(end + 2) };
}

export interface ParsedMail {
  to: string;
  subject: string;
  contentType: string;
  parts: { type: string; body: string }[];
  text: string;
  html: string;
  raw: string;
}

/** A minimal MIME reader: headers, and the text/plain and text/html parts of a multipart/alternative. */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHeaders(raw);
  const contentType = headers['content-type'] ?? 'text/plain';
  const parts: { type: string; body: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitHeaders(chunk.replace(/^\n/, ''));
      parts.push({ type: (part.headers['content-type'] ?? '').split(';')[0]!.trim(), body: decodeBody(part.body, part.headers['content-transfer-encoding']) });
    }
  } else {
    parts.push({ type: contentType.split(';')[0]!.trim(), body: decodeBody(body, headers['content-transfer-encoding']) });
  }
  return {
    to: headers.to ?? '',
    subject: decodeHeader(headers.subject ?? ''),
    contentType,
    parts,
    text: parts.find((p) => p.type === 'text/plain')?.body ?? '',
    html: parts.find((p) => p.type === 'text/html')?.body ?? '',
    raw,
  };
}

function outboxFiles(t: TestApp, kind: 'mail' | 'sms') {
  const dir = path.join(t.dataDir, 'outbox', kind);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((f) => path.join(dir, f))
    .map((file) => ({ file, at: fs.statSync(file).mtimeMs }))
    .sort((a, b) => a.at - b.at || a.file.localeCompare(b.file))
    .map((f) => f.file);
}

/** Every .eml in the outbox to this address, oldest first. */
export async function mailsTo(t: TestApp, email: string): Promise<ParsedMail[]> {
  await t.services.accounts.drain();
  return outboxFiles(t, 'mail')
    .map((file) => parseMail(fs.readFileSync(file, 'utf8')))
    .filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));
}

/** The token of the newest link to `pathname` (e.g. /activation) in the mails to this address. */
export async function tokenFromMail(t: TestApp, email: string, pathname: string): Promise<string> {
  await t.services.accounts.drain();
  // Newest first, reading only until the first mail to the address (the outbox grows with every member).
  let mail: ParsedMail | undefined;
  for (const file of outboxFiles(t, 'mail').reverse()) {
    const raw = fs.readFileSync(file, 'utf8');
    if (!raw.toLowerCase().includes(email.toLowerCase())) continue;
    const parsed = parseMail(raw);
    if (parsed.to.toLowerCase().includes(email.toLowerCase())) {
      mail = parsed;
      break;
    }
  }
  expect(mail, `a mail to ${email}`).toBeDefined();
  expect(mail!.to.toLowerCase()).toContain(email.toLowerCase());
  const url = new URL(/https?:\/\/\S+/.exec(mail!.text.split('\n').find((l) => l.includes(`${pathname}?token=`)) ?? '')?.[0] ?? 'http://missing/');
  expect(url.pathname).toBe(pathname);
  return url.searchParams.get('token')!;
}

export async function smsTo(t: TestApp, phone: string): Promise<{ to: string; body: string }[]> {
  await t.services.accounts.drain();
  return outboxFiles(t, 'sms')
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as { to: string; body: string })
    .filter((s) => s.to === phone);
}

/** The 6-digit code of the newest SMS to this number. */
export async function codeFromSms(t: TestApp, phone: string): Promise<string> {
  const sms = (await smsTo(t, phone)).at(-1);
  expect(sms, `an SMS to ${phone}`).toBeDefined();
  const code = /\b(\d{6})\b/.exec(sms!.body)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}
