import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { saveSettings } from '../../src/modules/settings/settings.repository.js';
import { BLOCK, LIST, age, errorOf, listed, member, post } from './support.js';

// Browsing /classifieds (issue 16): newest first, paginated, matching both ways by default; never
// expired ones, nor across a block, by staff, deactivated or deleted members, or by members whose
// profile the viewer may not open.

describe('browsing classifieds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('MATCHING shows what looks for the viewer by authors the viewer looks for; ALL every one the viewer may see', async () => {
    const max = await member(t, { sex: 'M', lookingFor: ['F', 'MF'] });
    const forMen = await post(t, await member(t, { sex: 'F', verified: true }), { lookingFor: ['M'] });
    const forWomen = await post(t, await member(t, { sex: 'F', verified: true }), { lookingFor: ['F'] });
    const byMenCouple = await post(t, await member(t, { sex: 'MM', verified: true }), { lookingFor: ['M'] });
    const matching = await listed(t, max, 'MATCHING');
    expect(matching).toContain(forMen);
    expect(matching).not.toContain(forWomen);
    expect(matching).not.toContain(byMenCouple);
    expect(await listed(t, max, 'ALL')).toEqual(expect.arrayContaining([forMen, forWomen, byMenCouple]));
  });

  it('each classified says how the viewer stands with its author for writing, as conversationWith does; null for one’s own', async () => {
    const CONTACT = `query ($first: Int) { classifieds(filter: ALL, first: $first) { nodes { id authorContact { id refusal conversation { id } } } } }`;
    const OWN_CONTACT = `{ ownClassifieds(first: 5) { nodes { id authorContact { id } } } }`;
    const CONTACT_WITH = `query ($slug: String!) { conversationWith(slug: $slug) { id refusal conversation { id } } }`;
    const reader = await member(t, { sex: 'M', lookingFor: ['F'] });
    const open = await member(t, { sex: 'F', verified: true });
    const talking = await member(t, { sex: 'F', verified: true });
    const friendsOnly = await member(t, { sex: 'F', verified: true });
    await saveSettings(t.deps.database.db, friendsOnly.id, { messagesFromFriendsOnly: true });
    const ids = { open: await post(t, open), talking: await post(t, talking), friendsOnly: await post(t, friendsOnly) };
    const written = await t.gql(`mutation ($slug: String!, $body: String!) { writeTo(slug: $slug, body: $body) { conversation { id } } }`, { slug: talking.slug, body: 'Hallo!' }, { token: reader.token });
    const conversationId = written.data!.writeTo.conversation.id as string;

    const nodes = (await t.gql(CONTACT, { first: 50 }, { token: reader.token })).data!.classifieds.nodes as { id: string; authorContact: { id: string; refusal: string | null } | null }[];
    const of = (id: string) => nodes.find((n) => n.id === id)!.authorContact;
    expect(of(ids.open)).toEqual({ id: open.id, refusal: null, conversation: null });
    expect(of(ids.talking)).toEqual({ id: talking.id, refusal: null, conversation: { id: conversationId } });
    expect(of(ids.friendsOnly)!.refusal).not.toBeNull();
    for (const [author, id] of [[open, ids.open], [talking, ids.talking], [friendsOnly, ids.friendsOnly]] as const) {
      expect(of(id)).toEqual((await t.gql(CONTACT_WITH, { slug: author.slug }, { token: reader.token })).data!.conversationWith);
    }
    const own = (await t.gql(OWN_CONTACT, {}, { token: open.token })).data!.ownClassifieds.nodes as { id: string; authorContact: unknown }[];
    expect(own.find((n) => n.id === ids.open)!.authorContact).toBeNull();
  });

  it('shows the author as lists do (name, verified mark, link), newest first, page by page', async () => {
    const reader = await member(t, { sex: 'FF' });
    const author = await member(t, { sex: 'MF', verified: true });
    const ids = [await post(t, author, { lookingFor: ['FF'] }), await post(t, author, { lookingFor: ['FF'] })];
    await age(t, ids[0]!, 2);
    const first = await t.gql(LIST, { filter: 'ALL', first: 1 }, { token: reader.token });
    expect(first.data!.classifieds).toMatchObject({ nodes: [{ id: ids[1], author: { slug: author.slug, username: author.username, isVerified: true } }], hasNextPage: true });
    // The rest (older ones of other tests' authors too) follows, the first page's one not again.
    const rest = await t.gql(LIST, { filter: 'ALL', first: 50, after: first.data!.classifieds.endCursor }, { token: reader.token });
    const restIds = (rest.data!.classifieds.nodes as { id: string }[]).map((n) => n.id);
    expect(restIds).toContain(ids[0]);
    expect(restIds).not.toContain(ids[1]);
    expect(errorOf(await t.gql(LIST, { after: 'forged' }, { token: reader.token }))?.code).toBe('BAD_INPUT');
  });

  it('leaves out own, expired, blocked (both ways), deactivated and deleted authors', async () => {
    const viewer = await member(t, { sex: 'M' });
    const own = await post(t, await member(t, { sex: 'M', verified: true }));
    const ownOfViewer = await (async () => {
      await updateUser(t.deps.database.db, viewer.id, { isVerified: true });
      return post(t, viewer);
    })();
    const expired = await post(t, await member(t, { sex: 'F', verified: true }));
    await age(t, expired, 31);
    const blockedByViewer = await member(t, { sex: 'F', verified: true });
    const blockerOfViewer = await member(t, { sex: 'F', verified: true });
    const deactivated = await member(t, { sex: 'F', verified: true });
    const deleted = await member(t, { sex: 'F', verified: true });
    const hidden = [await post(t, blockedByViewer), await post(t, blockerOfViewer), await post(t, deactivated), await post(t, deleted)];
    await t.gql(BLOCK, { slug: blockedByViewer.slug }, { token: viewer.token });
    await t.gql(BLOCK, { slug: viewer.slug }, { token: blockerOfViewer.token });
    await updateUser(t.deps.database.db, deactivated.id, { isDeactivated: true });
    await updateUser(t.deps.database.db, deleted.id, { deletedAt: new Date() });
    const seen = await listed(t, viewer);
    expect(seen).toContain(own);
    expect(seen).not.toContain(ownOfViewer);
    expect(seen).not.toContain(expired);
    for (const id of hidden) expect(seen).not.toContain(id);
  });

  it('leaves out staff and profiles the viewer may not open (verified-only for an unverified viewer, the author’s "looking for")', async () => {
    const unverified = await member(t, { sex: 'M' });
    const verified = await member(t, { sex: 'M', verified: true });
    const verifiedOnly = await member(t, { sex: 'F', verified: true });
    await saveSettings(t.deps.database.db, verifiedOnly.id, { visitableOnlyByVerified: true });
    const onlyWomen = await member(t, { sex: 'F', verified: true, lookingFor: ['F'] });
    const staff = await member(t, { sex: 'F', verified: true });
    const [a, b, c] = [await post(t, verifiedOnly), await post(t, onlyWomen), await post(t, staff)];
    await updateUser(t.deps.database.db, staff.id, { admin: true });
    const seenByUnverified = await listed(t, unverified);
    expect(seenByUnverified).not.toContain(a);
    expect(seenByUnverified).not.toContain(b);
    expect(seenByUnverified).not.toContain(c);
    const seenByVerified = await listed(t, verified);
    expect(seenByVerified).toContain(a);
    expect(seenByVerified).not.toContain(c);
  });
});
