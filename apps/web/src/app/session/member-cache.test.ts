import { describe, expect, it } from 'vitest';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, testSession } from '../../test/render.js';

// In this order: the module-wide graphcache is fetched by the second test, never undone.
describe('the members’ cache', () => {
  it('is not fetched for a visitor: the first client uses the document cache', async () => {
    const server = fakeGraphQLServer({ CurrentUser: () => ({ data: { currentUser: null } }) });
    const session = testSession(server.fetch);
    const first = session.client;
    expect(await session.currentUser({ network: true })).toBeNull();
    expect(session.client).toBe(first);
  });

  it('replaces the client with a normalised one as soon as a member is found signed in', async () => {
    const server = fakeGraphQLServer({ CurrentUser: () => ({ data: { currentUser: member() } }) });
    const session = testSession(server.fetch);
    const first = session.client;
    let resets = 0;
    session.subscribe(() => resets++);
    expect((await session.currentUser({ network: true }))?.username).toBe('anna');
    expect(session.client).not.toBe(first);
    expect(resets).toBe(1);
    // Once a member's client, it stays one: no further swap.
    expect((await session.currentUser({ network: true }))?.username).toBe('anna');
    expect(resets).toBe(1);
    expect(server.calls('CurrentUser')).toHaveLength(2);
  });
});
