import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { phoneCodes, sessions, users } from '../accounts/accounts.table.js';
import { legalConsents } from '../accounts/legal-consents.table.js';
import { conversationMessages, conversationParticipants, conversationUploads } from '../conversations/conversations.table.js';
import { pushSubscriptions } from '../notifications/push-subscriptions.table.js';
import { chatRooms, roomMemberships, roomMessages } from '../rooms/rooms.table.js';
import { blocks } from '../blocks/blocks.table.js';
import { events } from '../events/events.table.js';
import { friendships } from '../friends/friends.table.js';
import { guestbookEntries } from '../guestbook/guestbook.table.js';
import { userUploads } from '../photos/photos.table.js';
import { profilePersons, profiles } from '../profiles/profiles.table.js';
import { reportReplies, reports } from '../reports/reports.table.js';
import { profileVisits } from '../visitors/profile-visits.table.js';
import { verificationRequests, verificationSelfieViews } from '../verification/verification.table.js';

// Queries of the data export: the member's own rows, and of other members only the username the
// member saw (none for deleted members, whose names are gone).

const other = alias(users, 'other');
/** The other member's username, or null once they deleted their account. */
const otherName = sql<string | null>`case when ${other.deletedAt} is null then ${other.username} end`;

export async function profileOf(db: DbOrTx, userId: string) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const persons = await db.select().from(profilePersons).where(eq(profilePersons.userId, userId)).orderBy(asc(profilePersons.position));
  return { profile, persons };
}

export function photosOf(db: DbOrTx, userId: string) {
  return db.select().from(userUploads).where(eq(userUploads.userId, userId)).orderBy(asc(userUploads.position), asc(userUploads.createdAt));
}

export function friendshipsOf(db: DbOrTx, userId: string) {
  return db
    .select({
      requesterId: friendships.requesterId,
      member: otherName,
      status: friendships.status,
      createdAt: friendships.createdAt,
      respondedAt: friendships.respondedAt,
      endedAt: friendships.endedAt,
    })
    .from(friendships)
    .innerJoin(other, eq(other.id, sql`case when ${friendships.requesterId} = ${userId} then ${friendships.addresseeId} else ${friendships.requesterId} end`))
    .where(or(eq(friendships.requesterId, userId), eq(friendships.addresseeId, userId)))
    .orderBy(asc(friendships.createdAt));
}

/** The blocks the member made (blocks of them are never shown to them). */
export function blocksMadeBy(db: DbOrTx, userId: string) {
  return db
    .select({ member: otherName, reason: blocks.reason, createdAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(other, eq(other.id, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(asc(blocks.createdAt));
}

export function guestbookEntriesOf(db: DbOrTx, userId: string) {
  return db
    .select({ entry: guestbookEntries, eventTitleDe: events.titleDe, eventTitleEn: events.titleEn })
    .from(guestbookEntries)
    .leftJoin(events, eq(events.id, guestbookEntries.eventId))
    .where(eq(guestbookEntries.authorId, userId))
    .orderBy(asc(guestbookEntries.createdAt));
}

/** Reports the member filed, with the replies of the conversation (the staff's without names). */
export async function reportsFiledBy(db: DbOrTx, userId: string) {
  const filed = await db
    .select({ report: reports, member: otherName })
    .from(reports)
    .leftJoin(other, eq(other.id, reports.subjectUserId))
    .where(eq(reports.reporterId, userId))
    .orderBy(asc(reports.createdAt));
  const ids = filed.map((r) => r.report.id);
  const replies = ids.length
    ? await db.select().from(reportReplies).where(inArray(reportReplies.reportId, ids)).orderBy(asc(reportReplies.createdAt))
    : [];
  return { filed, replies };
}

export function sessionsOf(db: DbOrTx, userId: string) {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt));
}

/** Profiles the member visited. Who visited the member is the visitors' data (verified members see it on /profile-visitors). */
export function visitsMadeBy(db: DbOrTx, userId: string) {
  return db
    .select({ member: otherName, day: profileVisits.day, lastVisitedAt: profileVisits.lastVisitedAt })
    .from(profileVisits)
    .innerJoin(other, eq(other.id, profileVisits.visitedId))
    .where(and(eq(profileVisits.visitorId, userId), isNull(other.deletedAt)))
    .orderBy(asc(profileVisits.day), asc(profileVisits.lastVisitedAt));
}

/** The number waiting for its SMS code (the verified one stays in users until then). */
export async function pendingPhoneOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ phone: phoneCodes.phone }).from(phoneCodes).where(eq(phoneCodes.userId, userId));
  return row?.phone ?? null;
}

/** What the member accepted at sign-up (and later versions), oldest first. */
export function legalConsentsOf(db: DbOrTx, userId: string) {
  return db.select().from(legalConsents).where(eq(legalConsents.userId, userId)).orderBy(asc(legalConsents.acceptedAt));
}

export function pushSubscriptionsOf(db: DbOrTx, userId: string) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(asc(pushSubscriptions.createdAt));
}

/** The member's conversations (also those deleted for themselves), each with the other participants' usernames. */
export async function conversationsOf(db: DbOrTx, userId: string) {
  const own = await db.select().from(conversationParticipants).where(eq(conversationParticipants.userId, userId)).orderBy(asc(conversationParticipants.joinedAt));
  const ids = own.map((p) => p.conversationId);
  const others = ids.length
    ? await db
        .select({ conversationId: conversationParticipants.conversationId, member: otherName })
        .from(conversationParticipants)
        .innerJoin(other, eq(other.id, conversationParticipants.userId))
        .where(and(inArray(conversationParticipants.conversationId, ids), sql`${conversationParticipants.userId} <> ${userId}`))
        .orderBy(asc(other.username))
    : [];
  return own.map((p) => ({ participation: p, others: others.filter((o) => o.conversationId === p.conversationId).map((o) => o.member) }));
}

/** The messages the member sent (the others' messages are theirs: decision 0025). */
export function messagesSentBy(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.senderId, userId))
    .orderBy(asc(conversationMessages.insertedAt), asc(conversationMessages.seq));
}

export function conversationPicturesOf(db: DbOrTx, userId: string) {
  return db.select().from(conversationUploads).where(eq(conversationUploads.userId, userId)).orderBy(asc(conversationUploads.createdAt), asc(conversationUploads.id));
}

/** The rooms the member belongs to or is invited to, and whether they created them. */
export function roomsOf(db: DbOrTx, userId: string) {
  return db
    .select({ membership: roomMemberships, name: chatRooms.name, kind: chatRooms.kind, ownerId: chatRooms.ownerId })
    .from(roomMemberships)
    .innerJoin(chatRooms, eq(chatRooms.id, roomMemberships.roomId))
    .where(eq(roomMemberships.userId, userId))
    .orderBy(asc(roomMemberships.createdAt));
}

/** Rooms the member created but left (still theirs until deleted). */
export function roomsOwnedBy(db: DbOrTx, userId: string) {
  return db.select({ id: chatRooms.id, name: chatRooms.name, kind: chatRooms.kind, createdAt: chatRooms.createdAt }).from(chatRooms).where(eq(chatRooms.ownerId, userId)).orderBy(asc(chatRooms.createdAt));
}

export function roomMessagesSentBy(db: DbOrTx, userId: string) {
  return db
    .select({ room: chatRooms.name, seq: roomMessages.seq, body: roomMessages.body, createdAt: roomMessages.createdAt })
    .from(roomMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, roomMessages.roomId))
    .where(eq(roomMessages.senderId, userId))
    .orderBy(asc(roomMessages.createdAt), asc(roomMessages.seq));
}

/** The member's verification requests (oldest first) with when staff opened each selfie (docs/decisions/0033). */
export async function verificationRequestsOf(db: DbOrTx, userId: string) {
  const requests = await db.select().from(verificationRequests).where(eq(verificationRequests.userId, userId)).orderBy(asc(verificationRequests.createdAt));
  const ids = requests.map((r) => r.id);
  const views = ids.length ? await db.select().from(verificationSelfieViews).where(inArray(verificationSelfieViews.requestId, ids)).orderBy(asc(verificationSelfieViews.viewedAt)) : [];
  return requests.map((r) => ({ request: r, views: views.filter((v) => v.requestId === r.id) }));
}
