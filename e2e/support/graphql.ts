import { inject } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Asks the running app's GraphQL API, anonymously or with a session token. The journeys read from
 * it what a screen should show (titles, dates, alt texts), so they check the screen against the
 * data rather than a copy of it; and they prepare content no screen-by-screen journey is about.
 */
export async function graphql<T>(source: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}/graphql`, {
    method: 'POST',
    // Bearer transport: signIn answers the token in the body (a browser gets only the cookie).
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-session-transport': 'bearer', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: source, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** What an anonymous visitor gets. */
export function publicQuery<T>(source: string, variables: Record<string, unknown> = {}): Promise<T> {
  return graphql<T>(source, variables);
}

/** Signs in through the API, as the web app's client does, and answers the session token. */
export async function apiSignIn(member: { email: string; password: string }): Promise<string> {
  const data = await graphql<{ signIn: { token: string } }>(`mutation ($input: SignInInput!) { signIn(input: $input) { token } }`, { input: { email: member.email, password: member.password } });
  return data.signIn.token;
}

/** Asks /graphql as the member signed in on `page` (the session cookie goes along). */
export async function graphqlAs(page: Page, query: string, variables: Record<string, unknown>) {
  const res = await page.request.post('/graphql', { data: { query, variables }, headers: { 'content-type': 'application/json' } });
  return (await res.json()) as { data?: Record<string, any>; errors?: { extensions?: { code?: string } }[] };
}
