import { eq } from 'drizzle-orm';
import type { ProfileSearchFilterInput } from '@venue/shared';
import type { TestApp } from '../harness.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { profilePersons } from '../../src/modules/profiles/profiles.table.js';
import { CARD_FIELDS, type Member } from '../profiles/support.js';
import { uploadPhoto } from '../photos/support.js';

export { block, member, setUser, visit, errorOf, CARD_FIELDS, type Member, type MemberOptions } from '../profiles/support.js';
export { fetchFile, jpegImage, makeFriends } from '../photos/support.js';

export const SEARCH = `query ($filter: ProfileSearchFilter, $first: Int, $after: String) { profileSearch(filter: $filter, first: $first, after: $after) { nodes { ${CARD_FIELDS} } hasNextPage endCursor } }`;
export const ONLINE = `query ($first: Int, $after: String) { onlineUsers(first: $first, after: $after) { nodes { ${CARD_FIELDS} } hasNextPage endCursor } }`;

export interface Card {
  id: string;
  slug: string;
  username: string;
  isAllowedToVisit: boolean;
  isOnline: boolean;
  lastActiveAt: string | null;
  avatar: { id: string } | null;
}

interface PageOf {
  nodes: Card[];
  hasNextPage: boolean;
  endCursor: string | null;
}

/** Every page of a list query, following endCursor (fails on an error). */
async function allPages(t: TestApp, query: string, field: 'profileSearch' | 'onlineUsers', viewer: Member, variables: Record<string, unknown>, first: number) {
  const cards: Card[] = [];
  let after: string | null = null;
  for (let page = 0; page < 100; page++) {
    const res = await t.gql<Record<string, PageOf>>(query, { ...variables, first, after }, { token: viewer.token });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    const data: PageOf = res.data![field]!;
    cards.push(...data.nodes);
    if (!data.hasNextPage) return cards;
    after = data.endCursor;
  }
  throw new Error('more than 100 pages');
}

export function searchAll(t: TestApp, viewer: Member, filter: ProfileSearchFilterInput = {}, first = 50) {
  return allPages(t, SEARCH, 'profileSearch', viewer, { filter }, first);
}

export function onlineAll(t: TestApp, viewer: Member, first = 50) {
  return allPages(t, ONLINE, 'onlineUsers', viewer, {}, first);
}

/** Sets a member's last activity directly (presence writes come from requests; tests place members in time). */
export async function activeAt(t: TestApp, m: Member, at: Date | null) {
  await t.deps.database.db.update(users).set({ lastActiveAt: at }).where(eq(users.id, m.id));
}

/** Gives the member's persons these ages (one for a single, two for a couple). */
export async function ages(t: TestApp, m: Member, ...values: number[]) {
  await t.deps.database.db.delete(profilePersons).where(eq(profilePersons.userId, m.id));
  await t.deps.database.db.insert(profilePersons).values(values.map((age, i) => ({ userId: m.id, position: i + 1, age })));
}

export const minutesAgo = (t: TestApp, minutes: number) => new Date(t.deps.now().getTime() - minutes * 60_000);

/** Uploads a real (small) photo as the member and makes it their avatar; returns the photo id. */
export async function withAvatar(t: TestApp, m: Member, image: Buffer): Promise<string> {
  const uploaded = await uploadPhoto(t, image, { token: m.token, visibility: 'PUBLIC' });
  if (uploaded.status !== 201) throw new Error(`upload failed: ${JSON.stringify(uploaded.body)}`);
  const id = uploaded.body.data.id as string;
  const res = await t.gql('mutation ($id: ID) { setAvatar(photoId: $id) { id } }', { id }, { token: m.token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return id;
}
