import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeGraphQLServer } from '../../test/fake-server.js';

// In this order: the module-wide graphcache is fetched by the second test, never undone. The
// modules are loaded afresh (the test files share a worker's modules): no other test loaded it yet.
let member: typeof import('../../test/render.js').member;
let testSession: typeof import('../../test/render.js').testSession;

describe('the members’ cache', () => {
  beforeAll(async () => {
    vi.resetModules();
    ({ member, testSession } = await import('../../test/render.js'));
  });

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
