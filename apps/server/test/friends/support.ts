import { and, eq, or } from 'drizzle-orm';
import type { Sex } from '@venue/shared';
import type { TestApp } from '../harness.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { blocks } from '../../src/modules/blocks/blocks.table.js';
import { friendships } from '../../src/modules/friends/friends.table.js';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { profiles } from '../../src/modules/profiles/profiles.table.js';
import { saveSettings } from '../../src/modules/settings/settings.repository.js';
import { errorOf } from '../accounts/support.js';

export { errorOf };

// Members made straight in the database (sign-up is tested elsewhere and rate limited per IP):
// activated, with a profile type and a session; the queries below go through /graphql.

export const FRIENDSHIP_FIELDS = `id status incoming createdAt respondedAt viewerCan { accept decline revoke remove }`;
export const STATE_FIELDS = `relation requestRefusal member { id slug username } friendship { ${FRIENDSHIP_FIELDS} } viewerCan { request accept decline revoke remove }`;
export const LIST_FIELDS = `nodes { id member { id slug username isAllowedToVisit } friendship { ${FRIENDSHIP_FIELDS} } } hasNextPage endCursor`;

export const REQUEST = `mutation ($slug: String!) { requestFriendship(slug: $slug) { ${STATE_FIELDS} } }`;
export const ACCEPT = `mutation ($id: ID!) { acceptFriendship(id: $id) { ${FRIENDSHIP_FIELDS} } }`;
export const DECLINE = `mutation ($id: ID!) { declineFriendship(id: $id) { ${FRIENDSHIP_FIELDS} } }`;
export const REVOKE = `mutation ($id: ID!) { revokeFriendship(id: $id) { ${FRIENDSHIP_FIELDS} } }`;
export const REMOVE = `mutation ($slug: String!) { removeFriend(slug: $slug) { ${STATE_FIELDS} } }`;
export const FRIENDS = `query ($first: Int, $after: String) { friends(first: $first, after: $after) { ${LIST_FIELDS} } }`;
export const REQUESTS = `query ($direction: FriendRequestDirection!, $first: Int, $after: String) { friendRequests(direction: $direction, first: $first, after: $after) { ${LIST_FIELDS} } }`;
export const STATE = `query ($slug: String!) { friendshipWith(slug: $slug) { ${STATE_FIELDS} } }`;

export const BLOCK = `mutation ($slug: String!, $reason: String) { block(slug: $slug, reason: $reason) { member { id slug } reason createdAt } }`;
export const UNBLOCK = `mutation ($slug: String!) { unblock(slug: $slug) }`;
export const BLOCKS = `query ($first: Int, $after: String) { blocks(first: $first, after: $after) { nodes { member { id slug username } reason createdAt } hasNextPage endCursor } }`;
export const BLOCK_WITH = `query ($slug: String!) { blockWith(slug: $slug) { member { slug } reason } }`;
export const BLOCKED_IDS = `{ currentUser { id blockedUserIds blockedByUsers } }`;

export const FORGED_ID = '3f1e2d4c-5b6a-4789-9abc-def012345678';

export interface TestMember {
  id: string;
  slug: string;
  username: string;
  email: string;
  token: string;
}

let serial = 0;

export interface MemberOptions {
  sex?: Sex | null;
  verified?: boolean;
  premium?: boolean;
  language?: 'de' | 'en';
  lookingFor?: Sex[];
  onlyVerifiedMayContact?: boolean;
  emailOnFriendRequest?: boolean;
}

/** An activated member with a session token. */
export async function member(t: TestApp, opts: MemberOptions = {}): Promise<TestMember> {
  serial += 1;
  const name = `f${process.pid % 1000}n${serial}`;
  const db = t.deps.database.db;
  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({
      email: `${name}@example.ch`,
      username: name,
      slug: name,
      passwordHash: 'not-used',
      sex: opts.sex === undefined ? 'M' : opts.sex,
      language: opts.language ?? 'de',
      isVerified: opts.verified ?? false,
      isPremium: opts.premium ?? false,
      emailVerifiedAt: now,
      phoneVerifiedAt: now,
    })
    .returning();
  if (opts.lookingFor) await db.insert(profiles).values({ userId: user!.id, lookingFor: opts.lookingFor });
  const settings = {
    ...(opts.onlyVerifiedMayContact !== undefined ? { onlyVerifiedMayContact: opts.onlyVerifiedMayContact } : {}),
    ...(opts.emailOnFriendRequest !== undefined ? { emailOnFriendRequest: opts.emailOnFriendRequest } : {}),
  };
  if (Object.keys(settings).length > 0) await saveSettings(db, user!.id, settings);
  const session = await t.services.sessions.start(db, user!.id, null);
  return { id: user!.id, slug: user!.slug, username: user!.username, email: user!.email, token: session.token };
}

/** Sends a request through the API and returns the friendship id (asserts success). */
export async function request(t: TestApp, from: TestMember, to: TestMember): Promise<string> {
  const res = await t.gql(REQUEST, { slug: to.slug }, { token: from.token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.requestFriendship.friendship.id as string;
}

/** Makes two members friends through the API. */
export async function befriend(t: TestApp, a: TestMember, b: TestMember): Promise<string> {
  const id = await request(t, a, b);
  const res = await t.gql(ACCEPT, { id }, { token: b.token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return id;
}

/** Gives `m` n friends straight in the database (fixtures for the limit). */
export async function seedFriends(t: TestApp, m: TestMember, n: number, opts: MemberOptions = {}): Promise<TestMember[]> {
  const friends: TestMember[] = [];
  for (let i = 0; i < n; i++) {
    const friend = await member(t, opts);
    await t.deps.database.db.insert(friendships).values({ requesterId: friend.id, addresseeId: m.id, status: 'ACCEPTED', respondedAt: new Date() });
    friends.push(friend);
  }
  return friends;
}

/** Every friendship row between two members, oldest first. */
export async function rowsBetween(t: TestApp, a: TestMember, b: TestMember) {
  const rows = await t.deps.database.db
    .select()
    .from(friendships)
    .where(or(and(eq(friendships.requesterId, a.id), eq(friendships.addresseeId, b.id)), and(eq(friendships.requesterId, b.id), eq(friendships.addresseeId, a.id))));
  return rows.sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
}

export async function notificationsOf(t: TestApp, m: TestMember) {
  return t.deps.database.db.select().from(notifications).where(eq(notifications.userId, m.id));
}

/** All friendship and block rows, for "nothing changed" checks. */
export async function snapshot(t: TestApp) {
  const db = t.deps.database.db;
  const f = await db.select().from(friendships);
  const b = await db.select().from(blocks);
  return { friendships: f.sort((x, y) => x.id.localeCompare(y.id)), blocks: b.sort((x, y) => (x.blockerId + x.blockedId).localeCompare(y.blockerId + y.blockedId)) };
}

/** The ids in a list answer. */
export function memberSlugs(list: { nodes: { member: { slug: string } }[] }): string[] {
  return list.nodes.map((n) => n.member.slug);
}
