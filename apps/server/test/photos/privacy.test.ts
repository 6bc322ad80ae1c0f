import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { profiles } from '../../src/modules/profiles/profiles.table.js';
import { PHOTO_PAGES } from '@venue/shared';
import { PHOTO, USER_PHOTOS, activeMember, block, fetchFile, jpegImage, makeFriends, setVisitableOnlyByVerified, uploadPhoto, type Member } from './support.js';

/**
 * Who sees which photo (docs/decisions/0010): every case is asked three ways — the gallery list
 * (userPhotos), the single photo (photo(id)) and the file URL guessed directly — and all three must agree.
 */
describe('photo privacy: list, single photo and file URL agree for every viewer', () => {
  let t: TestApp;
  const m: Record<string, Member> = {};
  const photos: Record<string, { PUBLIC: string; FRIENDS: string }> = {};

  async function twoPhotos(owner: Member) {
    const image = await jpegImage(700, 500);
    const pub = await uploadPhoto(t, image, { token: owner.token, visibility: 'PUBLIC' });
    const friends = await uploadPhoto(t, image, { token: owner.token, visibility: 'FRIENDS' });
    expect(pub.status).toBe(201);
    expect(friends.status).toBe(201);
    return { PUBLIC: pub.body.data.id as string, FRIENDS: friends.body.data.id as string };
  }

  beforeAll(async () => {
    t = await createTestApp();
    for (const name of ['olga', 'friend', 'stranger', 'blockedByOlga', 'blocksOlga', 'blockedFriend', 'vera', 'unverified', 'dora', 'doraFriend', 'lena', 'man', 'pending', 'deactivated', 'paula']) {
      m[name] = await activeMember(t, { sex: name === 'man' ? 'M' : 'MF' });
    }
    m.admin = await activeMember(t, { admin: true });
    m.verified = await activeMember(t, { verified: true });
    m.timedOut = await activeMember(t);
    photos.olga = await twoPhotos(m.olga!);
    photos.vera = await twoPhotos(m.vera!);
    photos.dora = await twoPhotos(m.dora!);
    photos.lena = await twoPhotos(m.lena!);
    photos.paula = await twoPhotos(m.paula!);
    await makeFriends(t, m.olga!, m.friend!);
    await block(t, m.olga!, m.blockedByOlga!);
    await block(t, m.blocksOlga!, m.olga!);
    await makeFriends(t, m.blockedFriend!, m.olga!);
    await block(t, m.blockedFriend!, m.olga!);
    await setVisitableOnlyByVerified(t, m.vera!);
    await makeFriends(t, m.dora!, m.doraFriend!);
    await updateUser(t.deps.database.db, m.dora!.id, { isDeactivated: true });
    await t.deps.database.db.insert(profiles).values({ userId: m.lena!.id, lookingFor: ['F', 'MF'] });
    // Outside the members' area (members-area.policy.ts): phone not confirmed, or deactivated.
    await updateUser(t.deps.database.db, m.pending!.id, { phoneVerifiedAt: null });
    await updateUser(t.deps.database.db, m.deactivated!.id, { isDeactivated: true });
    await updateUser(t.deps.database.db, m.paula!.id, { emailVerifiedAt: null, phoneVerifiedAt: null });
    await updateUser(t.deps.database.db, m.timedOut!.id, { loginTimeoutUntil: new Date(Date.now() + 3_600_000) });
  });
  afterAll(() => t.close());

  async function sees(viewer: Member | null, owner: string, visibility: 'PUBLIC' | 'FRIENDS') {
    const id = photos[owner]![visibility];
    const token = viewer?.token;
    const list = await t.gql(USER_PHOTOS, { slug: m[owner]!.slug }, { token });
    const inList = (list.data?.userPhotos?.nodes ?? []).some((p: { id: string }) => p.id === id);
    const single = await t.gql(PHOTO, { id }, { token });
    const direct = single.data?.photo?.id === id;
    const files = await Promise.all([`/api/photos/${id}/thumb.webp`, `/api/photos/${id}/640.avif`, `/api/photos/${id}/320.webp`].map((url) => fetchFile(t, url, token)));
    for (const f of files) expect(f.headers['cache-control']).toBe('private, no-cache');
    const served = files.map((f) => f.status === 200);
    return { inList, direct, served };
  }

  // viewer, owner, sees PUBLIC, sees FRIENDS
  const table: [string, string, boolean, boolean][] = [
    ['olga', 'olga', true, true],
    ['friend', 'olga', true, true],
    ['stranger', 'olga', true, false],
    ['blockedByOlga', 'olga', false, false],
    ['blocksOlga', 'olga', false, false],
    ['blockedFriend', 'olga', false, false],
    ['admin', 'olga', true, true],
    ['visitor', 'olga', false, false],
    ['timedOut', 'olga', false, false],
    // Profile visitable only by verified members.
    ['unverified', 'vera', false, false],
    ['verified', 'vera', true, false],
    ['admin', 'vera', true, true],
    // Deactivated owner: shown to nobody but themselves and admins.
    ['stranger', 'dora', false, false],
    ['doraFriend', 'dora', false, false],
    ['dora', 'dora', true, true],
    ['admin', 'dora', true, true],
    // Profile type: lena looks for F and MF only.
    ['man', 'lena', false, false],
    ['stranger', 'lena', true, false],
    // Other members' photos are in the members' area, like their profiles; one's own are not.
    ['pending', 'olga', false, false],
    ['deactivated', 'olga', false, false],
    ['paula', 'paula', true, true],
  ];

  it.each(table)('%s looking at %s: PUBLIC %s, FRIENDS %s', async (viewerName, owner, pub, friends) => {
    const viewer = viewerName === 'visitor' ? null : m[viewerName]!;
    for (const [visibility, expected] of [['PUBLIC', pub], ['FRIENDS', friends]] as const) {
      const seen = await sees(viewer, owner, visibility);
      expect({ visibility, ...seen }).toEqual({ visibility, inList: expected, direct: expected, served: [expected, expected, expected] });
    }
  });

  // A member's first page is prepared per kind of viewer with its size in the SQL; other sizes and
  // later pages are built per call (photos.repository.ts): each way lists the same photos.
  it('lists the same gallery at every page size and page by page, for members, staff and the owner', async () => {
    const gallery = async (viewer: Member, first?: number, after?: string) => {
      const res = await t.gql(USER_PHOTOS, { slug: m.olga!.slug, first, after }, { token: viewer.token });
      return res.data!.userPhotos as { nodes: { id: string }[]; hasNextPage: boolean; endCursor: string | null };
    };
    for (const name of ['stranger', 'friend', 'verified', 'man', 'admin', 'olga', 'blockedByOlga']) {
      const viewer = m[name]!;
      const whole = (await gallery(viewer)).nodes.map((p) => p.id);
      for (const first of [PHOTO_PAGES.gallery, PHOTO_PAGES.pageSizeMax, 2, 7]) expect((await gallery(viewer, first)).nodes.map((p) => p.id), `${name}, ${first}`).toEqual(whole);
      const paged: string[] = [];
      let page = await gallery(viewer, 1);
      paged.push(...page.nodes.map((p) => p.id));
      while (page.hasNextPage) {
        page = await gallery(viewer, 1, page.endCursor!);
        paged.push(...page.nodes.map((p) => p.id));
      }
      expect(paged, name).toEqual(whole);
      const expected = { stranger: [photos.olga!.PUBLIC], man: [photos.olga!.PUBLIC], verified: [photos.olga!.PUBLIC], blockedByOlga: [] as string[] }[name];
      expect([...whole].sort(), name).toEqual([...(expected ?? [photos.olga!.PUBLIC, photos.olga!.FRIENDS])].sort());
    }
  });

  it('gives visitors no gallery at all (NOT_SIGNED_IN) and a 404 for every guessed file', async () => {
    const list = await t.gql(USER_PHOTOS, { slug: m.olga!.slug });
    expect(list.errors?.[0]?.extensions?.code).toBe('NOT_SIGNED_IN');
    expect(list.data?.userPhotos ?? null).toBeNull();
    const file = await fetchFile(t, `/api/photos/${photos.olga!.PUBLIC}/thumb.webp`);
    expect(file.status).toBe(404);
    expect(file.data.toString()).toContain('NOT_FOUND');
  });

  it('answers 404 alike for unknown ids, unknown sizes and malformed names', async () => {
    for (const url of [
      `/api/photos/${crypto.randomUUID()}/thumb.webp`,
      `/api/photos/${photos.olga!.PUBLIC}/1600.webp`,
      `/api/photos/${photos.olga!.PUBLIC}/640.png`,
      `/api/photos/${photos.olga!.PUBLIC}/meta.json`,
      `/api/photos/${photos.olga!.PUBLIC}/..%2F..%2Fmeta.json`,
      `/api/photos/not-a-uuid/thumb.webp`,
    ]) {
      expect((await fetchFile(t, url, m.olga!.token)).status, url).toBe(404);
    }
  });
});
