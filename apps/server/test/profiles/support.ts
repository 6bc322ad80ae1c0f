import { eq } from 'drizzle-orm';
import type { Sex } from '@venue/shared';
import type { TestApp } from '../harness.js';
import { signUp, errorOf } from '../accounts/support.js';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import type { UserRow } from '../../src/modules/accounts/accounts.table.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { blocks } from '../../src/modules/blocks/blocks.table.js';
import { profiles } from '../../src/modules/profiles/profiles.table.js';
import { saveSettings } from '../../src/modules/settings/settings.repository.js';
import { profileVisits } from '../../src/modules/visitors/profile-visits.table.js';
import { notifications } from '../../src/modules/notifications/notifications.table.js';

export { errorOf };

export const CARD_FIELDS = 'id slug username sex isPremium isVerified isAllowedToVisit lastActiveAt isOnline avatar { id width height }';
export const PROFILE_FIELDS = `${CARD_FIELDS} wall { id }
  info { id about lookingFor isComplete persons { position sex age heightCm weightKg hairColour eyeColour looks sexuality dominance smoking } }
  viewerCan { edit befriend write block report seeVisitors giveGift }`;
export const USER = `query ($slug: String!) { user(slug: $slug) { refusal profile { ${PROFILE_FIELDS} } } }`;
export const RECORD_VISIT = `mutation ($slug: String!) { recordProfileVisit(slug: $slug) }`;
export const UPDATE_PROFILE = `mutation ($input: ProfileInput!) { updateProfile(input: $input) { profile { ${PROFILE_FIELDS} } currentUser { id sex } } }`;
export const VISITORS = `query ($first: Int, $after: String) { profileVisitors(first: $first, after: $after) { nodes { id day lastVisitedAt visitor { ${CARD_FIELDS} } } hasNextPage endCursor } }`;
export const NOTIFICATIONS = `query ($first: Int, $after: String) { notifications(first: $first, after: $after) { nodes { id kind createdAt readAt subjectId actor { ${CARD_FIELDS} } } hasNextPage endCursor } }`;
export const UNREAD = `{ unreadNotificationCount }`;
export const MARK_READ = `mutation { markNotificationsRead }`;

export interface Member {
  id: string;
  token: string;
  slug: string;
  username: string;
}

export interface MemberOptions {
  sex?: Sex | null;
  lookingFor?: Sex[];
  verified?: boolean;
  premium?: boolean;
  admin?: boolean;
  /** Left unactivated (no e-mail or phone confirmation). */
  pending?: boolean;
  visitableOnlyByVerified?: boolean;
  onlyVerifiedMayContact?: boolean;
  messagesFromFriendsOnly?: boolean;
  shownOnline?: boolean;
}

/** A signed-in, activated member with a profile type (M unless told) and the given traits. */
export async function member(t: TestApp, opts: MemberOptions = {}): Promise<Member> {
  const { token, user, input } = await signUp(t);
  const now = new Date();
  const row = await updateUser(t.deps.database.db, user.id, {
    sex: opts.sex === undefined ? 'M' : opts.sex,
    isVerified: opts.verified ?? false,
    isPremium: opts.premium ?? false,
    admin: opts.admin ?? false,
    emailVerifiedAt: opts.pending ? null : now,
    phoneVerifiedAt: opts.pending ? null : now,
  });
  if (opts.lookingFor) await t.deps.database.db.insert(profiles).values({ userId: user.id, lookingFor: opts.lookingFor });
  const settings = {
    ...(opts.visitableOnlyByVerified !== undefined && { visitableOnlyByVerified: opts.visitableOnlyByVerified }),
    ...(opts.onlyVerifiedMayContact !== undefined && { onlyVerifiedMayContact: opts.onlyVerifiedMayContact }),
    ...(opts.messagesFromFriendsOnly !== undefined && { messagesFromFriendsOnly: opts.messagesFromFriendsOnly }),
    ...(opts.shownOnline !== undefined && { shownOnline: opts.shownOnline }),
  };
  if (Object.keys(settings).length > 0) await saveSettings(t.deps.database.db, user.id, settings);
  return { id: user.id, token, slug: row!.slug, username: input.username };
}

export async function block(t: TestApp, blocker: Member, blocked: Member) {
  await t.deps.database.db.insert(blocks).values({ blockerId: blocker.id, blockedId: blocked.id });
}

export async function setUser(t: TestApp, m: Member, patch: Partial<UserRow>) {
  await t.deps.database.db.update(users).set(patch).where(eq(users.id, m.id));
}

/** Reads a profile through /graphql as `viewer` (records nothing); returns { refusal, profile }. */
export async function openProfile(t: TestApp, viewer: Member, target: { slug: string }) {
  const res = await t.gql(USER, { slug: target.slug }, { token: viewer.token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.user as { refusal: string | null; profile: Record<string, any> | null };
}

/** The profile screen's call once per opening; true when a visit was recorded. */
export async function recordVisit(t: TestApp, viewer: Member, target: { slug: string }): Promise<boolean> {
  const res = await t.gql(RECORD_VISIT, { slug: target.slug }, { token: viewer.token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.recordProfileVisit as boolean;
}

/** Opens a profile as the profile screen does: reads it, then records the visit. */
export async function visit(t: TestApp, viewer: Member, target: { slug: string }) {
  const seen = await openProfile(t, viewer, target);
  // Also for a refused profile (the server must record nothing then); a malformed slug is BAD_INPUT.
  if (/^[a-z0-9_-]{1,64}$/i.test(target.slug)) await recordVisit(t, viewer, target);
  return seen;
}

export async function visitRows(t: TestApp, visited: Member) {
  return t.deps.database.db.select().from(profileVisits).where(eq(profileVisits.visitedId, visited.id));
}

export async function notificationRows(t: TestApp, userId: string) {
  return t.deps.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

/** A valid single profile input; override what a test is about. */
export function singleInput(overrides: Record<string, unknown> = {}) {
  return {
    sex: 'F',
    persons: [{ age: 34, heightCm: 168, weightKg: 60, hairColour: 'BLOND', eyeColour: 'GREEN', looks: 'SPORTY', sexuality: 'BISEXUAL', dominance: 'BOTH', smoking: 'NO' }],
    about: 'Ich geniesse die Sauna und gute Gespräche.',
    lookingFor: ['MF', 'F'],
    ...overrides,
  };
}

export function coupleInput(overrides: Record<string, unknown> = {}) {
  return {
    sex: 'MF',
    persons: [
      { age: 45, heightCm: 182, weightKg: 84, hairColour: 'GREY', eyeColour: 'BLUE', looks: 'SPORTY', sexuality: 'HETERO', dominance: 'DOMINANT', smoking: 'NO' },
      { age: 41, heightCm: 167, weightKg: 58, hairColour: 'BROWN', eyeColour: 'BROWN', looks: 'FASHIONABLE', sexuality: 'BISEXUAL', dominance: 'BOTH', smoking: 'SOMETIMES' },
    ],
    about: 'Wir sind ein Paar aus Zürich.',
    lookingFor: ['MF', 'F'],
    ...overrides,
  };
}
