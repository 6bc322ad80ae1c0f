import { eq } from 'drizzle-orm';
import type { Sex } from '@venue/shared';
import type { TestApp } from '../harness.js';
import { PASSWORD, errorOf, startSignUp } from '../accounts/support.js';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { phoneCodes, sessions, users } from '../../src/modules/accounts/accounts.table.js';

export { errorOf, PASSWORD };

// Members of the settings tests: signed up through /graphql (so they have a real password),
// activated, with a profile type; every call below goes through /graphql or /api.

export interface Member {
  id: string;
  slug: string;
  username: string;
  email: string;
  phone: string;
  password: string;
  token: string;
}

export async function member(t: TestApp, opts: { sex?: Sex; language?: 'de' | 'en'; verified?: boolean; admin?: boolean } = {}): Promise<Member> {
  // Signed up through /graphql, activated here (no mail read: some of these tests send mail over SMTP),
  // then signed in with the password like any member.
  const { input } = await startSignUp(t, { language: opts.language ?? 'de' });
  const [user] = await t.deps.database.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  const now = new Date();
  await updateUser(t.deps.database.db, user!.id, {
    sex: opts.sex ?? 'M',
    emailVerifiedAt: now,
    phoneVerifiedAt: now,
    isVerified: opts.verified ?? false,
    admin: opts.admin ?? false,
  });
  await t.deps.database.db.delete(phoneCodes).where(eq(phoneCodes.userId, user!.id));
  const signedIn = await t.gql(SIGN_IN, { input: { email: input.email, password: input.password } }, { ip: `10.3.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
  const token = signedIn.data?.signIn?.token as string | undefined;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(signedIn.errors)}`);
  return { id: user!.id, slug: input.username.toLowerCase(), username: input.username, email: input.email, phone: input.phone, password: input.password, token };
}

export const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { token reactivated user { id isDeactivated } } }`;

/** Signs in again through /graphql (another device); answers the new token. */
export async function signInAgain(t: TestApp, m: Pick<Member, 'email' | 'password'>, opts: { userAgent?: string; ip?: string } = {}): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-session-transport': 'bearer', ...(opts.userAgent ? { 'user-agent': opts.userAgent } : {}) },
    remoteAddress: opts.ip ?? '10.9.0.1',
    payload: JSON.stringify({ query: SIGN_IN, variables: { input: { email: m.email, password: m.password } } }),
  });
  const body = res.json() as { data?: { signIn: { token: string } }; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.signIn.token;
}

export async function userRow(t: TestApp, id: string) {
  const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

export async function sessionCount(t: TestApp, userId: string): Promise<number> {
  return (await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

/** True when the token still opens a session (currentUser answers the member). */
export async function tokenWorks(t: TestApp, token: string): Promise<boolean> {
  const res = await t.gql(`{ currentUser { id } }`, {}, { token });
  return !!res.data?.currentUser;
}
