import { describe, expect, it, vi } from 'vitest';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { SignInMutation } from '../../features/accounts/operations.js';
import { createGraphQLClient } from './client.js';
import { CurrentUserQuery, SetLanguageMutation } from './operations.js';
import { PageQuery } from '../../components/venue-page/operations.js';

const timedOut = () => ({ errors: [{ message: 'LOGIN_TIMEOUT', extensions: { code: 'LOGIN_TIMEOUT', until: '2099-01-01T00:00:00.000Z' } }] });

describe('GraphQL client', () => {
  it('reports a member refused for a login timeout, with the end time', async () => {
    const server = fakeGraphQLServer({ SetLanguage: timedOut });
    const onLoginTimeout = vi.fn();
    const { client } = createGraphQLClient({ url: 'http://localhost/graphql', fetch: server.fetch, onLoginTimeout });
    await client.mutation(SetLanguageMutation, { language: 'en' }).toPromise();
    expect(onLoginTimeout).toHaveBeenCalledWith('2099-01-01T00:00:00.000Z');
  });

  it('leaves a timed-out sign-in attempt to the sign-in form', async () => {
    const server = fakeGraphQLServer({ SignIn: timedOut });
    const onLoginTimeout = vi.fn();
    const { client } = createGraphQLClient({ url: 'http://localhost/graphql', fetch: server.fetch, onLoginTimeout });
    const result = await client.mutation(SignInMutation, { input: { email: 'a@b.ch', password: 'x' } }).toPromise();
    expect(result.error?.graphQLErrors[0]?.extensions.code).toBe('LOGIN_TIMEOUT');
    expect(onLoginTimeout).not.toHaveBeenCalled();
  });

  it('sends queries as POST so that variables stay out of URLs', async () => {
    const server = fakeGraphQLServer({ CurrentUser: () => ({ data: { currentUser: null } }) });
    const { client } = createGraphQLClient({ url: 'http://localhost/graphql', fetch: server.fetch });
    await client.query(CurrentUserQuery, {}).toPromise();
    expect(server.calls('CurrentUser')).toHaveLength(1);
    const init = (server.fetch as unknown as { mock: { calls: [unknown, RequestInit][] } }).mock.calls[0]![1];
    expect(init.method).toBe('POST');
  });

  it('sends the public venue-page query as GET, so that the service worker can keep it for offline reading', async () => {
    const server = fakeGraphQLServer({ Page: () => ({ data: { page: null } }) });
    const { client } = createGraphQLClient({ url: 'http://localhost/graphql', fetch: server.fetch });
    await client.query(PageQuery, { name: 'welcome' }).toPromise();
    expect(server.calls('Page')).toEqual([{ operationName: 'Page', variables: { name: 'welcome' } }]);
    const [url, init] = (server.fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0]!;
    expect(init.method).toBe('GET');
    expect(new URL(url).searchParams.get('operationName')).toBe('Page');
  });
});
