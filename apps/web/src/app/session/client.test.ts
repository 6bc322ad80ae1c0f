import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequest, ssrExchange } from 'urql';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { SignInMutation } from '../../features/accounts/operations.js';
import { createGraphQLClient, SERVED_ANSWER_FRESH_MS } from './client.js';
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

  describe('on a page the server rendered', () => {
    afterEach(() => void vi.useRealTimers());
    // (A query whose answer either cache keeps whole: other test files may have loaded the members' cache.)
    const visitor = { currentUser: null };
    const served = () => ssrExchange({ isClient: true, initialState: { [createRequest(CurrentUserQuery, {}).key]: { data: JSON.stringify(visitor) } } });
    const ask = (client: ReturnType<typeof createGraphQLClient>['client']) => client.query(CurrentUserQuery, {}, { requestPolicy: 'cache-and-network' }).toPromise();

    it('shows the answers it was rendered with and does not ask for them again while the page is young', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const server = fakeGraphQLServer({ CurrentUser: () => ({ data: visitor }) });
      const { client } = createGraphQLClient({ url: 'http://localhost/graphql', fetch: server.fetch, ssr: served() });
      // What a screen's useQuery does: read the answer as it renders, then subscribe once it is shown.
      expect((await ask(client)).data).toEqual(visitor);
      expect((await ask(client)).data).toEqual(visitor);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(server.calls('CurrentUser')).toHaveLength(0);
    });

    it('asks again as the query says once the page is older', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const server = fakeGraphQLServer({ CurrentUser: () => ({ data: visitor }) });
      const { client } = createGraphQLClient({ url: 'http://localhost/graphql', fetch: server.fetch, ssr: served() });
      await ask(client);
      vi.setSystemTime(Date.now() + SERVED_ANSWER_FRESH_MS + 1);
      await ask(client);
      expect(server.calls('CurrentUser')).toHaveLength(1);
    });
  });
});
