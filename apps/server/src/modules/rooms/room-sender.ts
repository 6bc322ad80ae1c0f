import { sql } from 'drizzle-orm';
import { users } from '../accounts/accounts.table.js';
import { usersIdSql } from '../accounts/members.repository.js';
import { userUploads } from '../photos/photos.table.js';
import { canVisit, shownLastActiveAt, type ProfileViewer } from '../profiles/profiles.policy.js';
import type { ProfileImageRow, UserCardRow } from '../profiles/profiles.repository.js';
import { profiles } from '../profiles/profiles.table.js';
import { settingSql } from '../settings/settings.repository.js';

// A room message carries what every reader's view of its sender needs (decision 0017: events carry
// what subscribers show). The sender's card differs per reader (the lock badge, the avatar, the
// online time), so the message carries the sender's facts and each reader's card is computed from
// them in memory with the profiles policy — no database read per subscriber and message.

/** The sender's facts as stored in a room event (plain JSON: it may travel through Redis). */
export interface SenderFacts {
  id: string;
  slug: string;
  username: string;
  sex: string | null;
  isPremium: boolean;
  isVerified: boolean;
  lastActiveAt: string | null;
  lookingFor: string[];
  visitableOnlyByVerified: boolean;
  shownOnline: boolean;
  /** The venue's staff (decision 0031): members do not open their profile. */
  staff: boolean;
  /** The avatar when it is a public photo (what the cards of others show). */
  avatar: ProfileImageRow | null;
}

/** The columns of SenderFacts over the query's `users` row. */
export function senderFactsColumns() {
  return {
    id: users.id,
    slug: users.slug,
    username: users.username,
    sex: users.sex,
    isPremium: users.isPremium,
    isVerified: users.isVerified,
    lastActiveAt: users.lastActiveAt,
    lookingFor: sql<string[]>`coalesce((select p.looking_for from ${profiles} p where p.user_id = ${usersIdSql}), '{}'::text[])`.as('sender_looking_for'),
    visitableOnlyByVerified: sql<boolean>`${settingSql('visitableOnlyByVerified', users.id)}`.as('sender_verified_only'),
    // Staff never show as active to others (docs/decisions/0031, profiles.policy shownLastActiveAt).
    shownOnline: sql<boolean>`(not ${users.admin} and ${settingSql('shownOnline', users.id)})`.as('sender_shown_online'),
    staff: users.admin,
    avatar: sql<ProfileImageRow | string | null>`(select json_build_object('id', u.id, 'width', u.width, 'height', u.height) from ${profiles} p join ${userUploads} u on u.id = p.avatar_upload_id and u.user_id = p.user_id where p.user_id = ${usersIdSql} and u.visibility = 'PUBLIC')`.as('sender_avatar'),
  };
}

type RawSender = Omit<SenderFacts, 'lastActiveAt' | 'avatar' | 'lookingFor'> & { lastActiveAt: Date | string | null; avatar: ProfileImageRow | string | null; lookingFor: string[] | string | null };

/** One plain shape from a raw row (the drivers return timestamps, arrays and json differently). */
export function toSenderFacts(row: RawSender): SenderFacts {
  const lookingFor = Array.isArray(row.lookingFor) ? row.lookingFor : typeof row.lookingFor === 'string' ? parsePgArray(row.lookingFor) : [];
  return {
    ...row,
    lastActiveAt: row.lastActiveAt === null ? null : new Date(row.lastActiveAt).toISOString(),
    avatar: typeof row.avatar === 'string' ? (JSON.parse(row.avatar) as ProfileImageRow) : row.avatar,
    lookingFor,
    visitableOnlyByVerified: Boolean(row.visitableOnlyByVerified),
    shownOnline: Boolean(row.shownOnline),
    staff: Boolean(row.staff),
  };
}

/** "{M,F}" → ['M', 'F'] (profile types are plain words). */
function parsePgArray(text: string): string[] {
  const inner = text.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map((s) => s.replace(/^"|"$/g, '')) : [];
}

function mayOpenSender(viewer: ProfileViewer, sender: SenderFacts): boolean {
  return canVisit(viewer, { id: sender.id, deletedAt: null, isDeactivated: false, admin: sender.staff, lookingFor: sender.lookingFor, visitableOnlyByVerified: sender.visitableOnlyByVerified }, { blockedEitherWay: false }).allowed;
}

/**
 * How `viewer` sees a room message of `sender`, in the three ways it can differ between viewers
 * (RoomMessage.mine and viewerCanReport, and the card of senderCardFor: lock and avatar; the online
 * time differs only for the sender): viewers with the same answer see the message alike, and share
 * one answer over the socket. A new field of RoomMessage or its sender that depends on the viewer
 * in another way must be reflected here (docs/decisions/0022).
 */
export function senderSeenAs(viewer: ProfileViewer, sender: SenderFacts): 'SELF' | 'OPEN' | 'LOCKED' {
  if (viewer.id === sender.id) return 'SELF';
  return mayOpenSender(viewer, sender) ? 'OPEN' : 'LOCKED';
}

/**
 * The sender's card as `viewer` sees it (spec §3 user with avatar), by the profiles policy: the lock
 * badge and no avatar where the viewer may not open the profile, no online time where the sender
 * hides it. Messages across a block are never shown, so no block stands between the two here.
 */
export function senderCardFor(viewer: ProfileViewer, sender: SenderFacts): UserCardRow {
  const allowed = mayOpenSender(viewer, sender);
  const lastActiveAt = sender.lastActiveAt ? new Date(sender.lastActiveAt) : null;
  return {
    id: sender.id,
    slug: sender.slug,
    username: sender.username,
    sex: sender.sex,
    isPremium: sender.isPremium,
    isVerified: sender.isVerified,
    isAllowedToVisit: allowed,
    lastActiveAt: shownLastActiveAt(viewer.id, { id: sender.id, lastActiveAt }, sender.shownOnline),
    avatar: allowed ? sender.avatar : null,
  };
}
