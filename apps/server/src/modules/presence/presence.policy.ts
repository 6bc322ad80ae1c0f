import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { TIMINGS } from '@venue/shared';
import { users, type UserRow } from '../accounts/accounts.table.js';
import { isTimedOut } from '../accounts/accounts.policy.js';
import { notBlockedWithSetSql } from '../blocks/blocks.repository.js';
import { isActiveAt } from '../profiles/profiles.policy.js';
import { settingSql } from '../settings/settings.repository.js';

// Presence (spec §3 "active means lastActiveAt within the last 5 minutes", settings "shown among
// online users"; docs/decisions/0015-search-and-presence.md). Pure rules; each list filter has its
// SQL twin beside it, and a consistency test keeps the pairs equal.

/** lastActiveAt is written at most once a minute per member (across processes: the UPDATE's condition). */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/**
 * Does this request count as the member's activity? Only once the member is activated (e-mail and
 * phone confirmed: before that nobody can meet them, and an online mark would show on a profile
 * that no list shows), not for a deleted member (an anonymised shell) nor during a login timeout
 * (the member is being signed out). The member's own "shown among online users" does not matter
 * here: it decides only what others see.
 */
export function recordsActivity(member: Pick<UserRow, 'deletedAt' | 'loginTimeoutUntil' | 'emailVerifiedAt' | 'phoneVerifiedAt'>, now: Date): boolean {
  return !member.deletedAt && !!member.emailVerifiedAt && !!member.phoneVerifiedAt && !isTimedOut(member, now);
}

/** Is another write of lastActiveAt due, given when it was last written? */
export function activityWriteDue(lastWrittenAt: Date | null, now: Date): boolean {
  return !lastWrittenAt || now.getTime() - lastWrittenAt.getTime() >= ACTIVITY_WRITE_INTERVAL_MS;
}

type ListedFields = Pick<UserRow, 'deletedAt' | 'isDeactivated' | 'emailVerifiedAt' | 'phoneVerifiedAt' | 'admin'>;

/**
 * Members who appear in the lists for finding people (search, online users, presence): not deleted,
 * not deactivated, activated (e-mail and phone confirmed; a pending sign-up is nobody to meet yet),
 * and not staff (docs/decisions/0031: admin accounts are not members and do not appear to them).
 */
export function isListedMember(member: ListedFields): boolean {
  return !member.admin && !member.deletedAt && !member.isDeactivated && !!member.emailVerifiedAt && !!member.phoneVerifiedAt;
}

/** SQL twin of isListedMember over the `users` row of the query. */
export function listedMemberSql(): SQL<boolean> {
  return sql<boolean>`(not ${users.admin} and ${users.deletedAt} is null and not ${users.isDeactivated} and ${users.emailVerifiedAt} is not null and ${users.phoneVerifiedAt} is not null)`;
}

export interface OnlineTarget extends ListedFields {
  id: string;
  lastActiveAt: Date | null;
  /** The target's setting "shown among online users". */
  shownOnline: boolean;
}

/**
 * Does the viewer see the target as online (in /online-users, the "online now" search filter and
 * the isOnline of a card)? Someone else, listed, no block either way, shown among online users,
 * and active within the last 5 minutes.
 */
export function appearsOnline(viewerId: string, target: OnlineTarget, relation: { blockedEitherWay: boolean }, now: Date): boolean {
  if (target.id === viewerId || !isListedMember(target) || relation.blockedEitherWay) return false;
  return target.shownOnline && isActiveAt(target.lastActiveAt, now);
}

/** The earliest lastActiveAt that still counts as active at `now` (isActiveAt's bound). */
export function activeSince(now: Date): Date {
  return new Date(now.getTime() - TIMINGS.activeWindowMinutes * 60_000);
}

/** SQL twin of appearsOnline over the `users` row of the query. */
export function appearsOnlineSql(viewerId: string, now: Date): SQL<boolean> {
  return appearsOnlineSinceSql(viewerId, activeSince(now).toISOString());
}

/** appearsOnlineSql with the start of "active" (activeSince) as a value or a prepared statement's placeholder. */
export function appearsOnlineSinceSql(viewerId: string, since: string | Placeholder): SQL<boolean> {
  return sql<boolean>`(${users.id} <> ${viewerId} and ${listedMemberSql()} and ${users.lastActiveAt} >= ${since}::timestamptz and ${settingSql('shownOnline', users.id)} and ${notBlockedWithSetSql(viewerId, users.id)})`;
}

/**
 * Did this activity bring the member online (for others: a presence event)? When the activity
 * before it (`previous`) no longer counted as active at `now`.
 */
export function comesOnline(previous: Date | null, now: Date): boolean {
  return !isActiveAt(previous, now);
}

/**
 * Does the member show as online to others at all (before the viewer's blocks)? Listed and "shown
 * among online users": the target's half of appearsOnline, decided once for every subscriber.
 */
export function showsPresence(target: ListedFields & { shownOnline: boolean }): boolean {
  return isListedMember(target) && target.shownOnline;
}

/** SQL twin of showsPresence over the `users` row of the query. */
export function showsPresenceSql(): SQL<boolean> {
  return sql<boolean>`(${listedMemberSql()} and ${settingSql('shownOnline', users.id)})`;
}

/**
 * The presence event as `viewerId` may receive it: without the viewer and without members blocked
 * either way (appearsOnline's half per viewer); null when nothing is left. When nothing is left
 * out (most viewers: the viewer is not in the batch and blocks no one in it) the answer is `change`
 * itself, so that one execution and one JSON serve every such subscriber (issue 18).
 */
export function presenceFor<C extends { online: readonly string[]; offline: readonly string[] }>(
  viewerId: string,
  change: C,
  blockedEitherWay: ReadonlySet<string>,
): C | { online: string[]; offline: string[] } | null {
  const keep = (id: string) => id !== viewerId && !blockedEitherWay.has(id);
  if (change.online.every(keep) && change.offline.every(keep)) return change.online.length || change.offline.length ? change : null;
  const online = change.online.filter(keep);
  const offline = change.offline.filter(keep);
  return online.length || offline.length ? { online, offline } : null;
}
