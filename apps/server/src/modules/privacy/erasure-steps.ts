import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accountTokens, phoneCodes, sessions, users } from '../accounts/accounts.table.js';
import { legalConsents } from '../accounts/legal-consents.table.js';
import { blocks } from '../blocks/blocks.table.js';
import { friendships } from '../friends/friends.table.js';
import { guestbookEntries } from '../guestbook/guestbook.table.js';
import { notifications } from '../notifications/notifications.table.js';
import { pushSubscriptions } from '../notifications/push-subscriptions.table.js';
import { pushDeliveries } from '../notifications/push-deliveries.table.js';
import { notificationPreferences } from '../notifications/notification-preferences.table.js';
import { userUploads } from '../photos/photos.table.js';
import { profilePersons, profiles } from '../profiles/profiles.table.js';
import { userSettings } from '../settings/settings.table.js';
import { profileVisits } from '../visitors/profile-visits.table.js';
import { conversationsErasureStep } from '../conversations/conversations.erasure.js';
import { pages } from '../pages/pages.table.js';
import { roomsErasureStep } from '../rooms/rooms.erasure.js';
import { rouletteErasureStep } from '../roulette/roulette.erasure.js';
import { premiumErasureStep } from '../payments/payments.privacy.js';
import { verificationErasureStep } from '../verification/verification.erasure.js';
import { reservationsErasureStep } from '../reservations/reservations.erasure.js';
import { sparkErasureStep } from '../spark/spark.privacy.js';
import { classifiedsErasureStep } from '../classifieds/classifieds.privacy.js';
import { giftsErasureStep } from '../gifts/gifts.privacy.js';
import { achievementsErasureStep } from '../achievements/achievements.privacy.js';

/**
 * One part of deleting a member for good. Every step runs in the deletion's one transaction and
 * answers the storage prefixes of files to remove once it committed. A domain with personal data
 * adds its step here (docs/decisions/0014, 0025); test/settings/member-columns.test.ts finds every
 * column that refers to a member and fails until its table is handled.
 */
export interface ErasureStep {
  name: string;
  erase(tx: DbOrTx, userId: string, now: Date): Promise<string[]>;
}

/** Keeps the row that others' data points at (reports, friendship history), without anything personal. */
export function anonymisedUser(userId: string, now: Date) {
  const mark = `~deleted-${userId}`;
  return {
    // Characters a username may not have: the name is free for a new member and cannot clash.
    username: mark,
    slug: mark,
    email: `deleted+${userId}@deleted.invalid`,
    // No argon2 hash matches this: nobody can sign in as the row.
    passwordHash: '!deleted',
    phone: null,
    sex: null,
    language: 'de',
    admin: false,
    isPremium: false,
    isVerified: false,
    isDeactivated: false,
    emailVerifiedAt: null,
    phoneVerifiedAt: null,
    loginTimeoutUntil: null,
    lastActiveAt: null,
    deletedAt: now,
    updatedAt: now,
  };
}

export const ERASURE_STEPS: ErasureStep[] = [
  {
    name: 'photos',
    async erase(tx, userId) {
      const rows = await tx.delete(userUploads).where(eq(userUploads.userId, userId)).returning({ storageKey: userUploads.storageKey });
      return rows.map((r) => `${r.storageKey}/`);
    },
  },
  {
    name: 'profile and settings',
    async erase(tx, userId) {
      await tx.delete(profilePersons).where(eq(profilePersons.userId, userId));
      await tx.delete(profiles).where(eq(profiles.userId, userId));
      await tx.delete(userSettings).where(eq(userSettings.userId, userId));
      return [];
    },
  },
  {
    name: 'friendships',
    // The rows stay as the other member's history; open ones end as if the member had ended them.
    async erase(tx, userId, now) {
      const mine = or(eq(friendships.requesterId, userId), eq(friendships.addresseeId, userId));
      await tx
        .update(friendships)
        .set({
          status: sql`case when ${friendships.status} = 'ACCEPTED' then 'REMOVED' when ${friendships.requesterId} = ${userId} then 'REVOKED' else 'DECLINED' end`,
          endedAt: now,
          endedBy: userId,
        })
        .where(and(mine, inArray(friendships.status, ['PENDING', 'ACCEPTED'])));
      return [];
    },
  },
  {
    name: 'blocks, visits and notifications',
    async erase(tx, userId) {
      await tx.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
      await tx.delete(profileVisits).where(or(eq(profileVisits.visitorId, userId), eq(profileVisits.visitedId, userId)));
      await tx.delete(notifications).where(or(eq(notifications.userId, userId), eq(notifications.actorId, userId)));
      return [];
    },
  },
  {
    name: 'guestbook',
    // Published entries are part of the venue's public guestbook and stay, without their author
    // (shown like any entry whose author is gone); entries never published go.
    async erase(tx, userId) {
      await tx.delete(guestbookEntries).where(and(eq(guestbookEntries.authorId, userId), ne(guestbookEntries.state, 'PUBLISHED')));
      await tx.update(guestbookEntries).set({ authorId: null }).where(eq(guestbookEntries.authorId, userId));
      return [];
    },
  },
  conversationsErasureStep,
  roomsErasureStep,
  rouletteErasureStep,
  premiumErasureStep,
  verificationErasureStep,
  reservationsErasureStep,
  sparkErasureStep,
  classifiedsErasureStep,
  giftsErasureStep,
  achievementsErasureStep,
  {
    name: 'sign-in',
    async erase(tx, userId) {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      // Issue 15: the member's pushes still queued, others' pushes about them (a detailed one would
      // name them), their devices and their notification choices.
      await tx.delete(pushDeliveries).where(or(eq(pushDeliveries.userId, userId), eq(pushDeliveries.actorId, userId)));
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
      await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
      await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
      // What the member accepted at sign-up goes with the account it was the condition of.
      await tx.delete(legalConsents).where(eq(legalConsents.userId, userId));
      return [];
    },
  },
  {
    // Staff work stays; who last edited a venue page is forgotten.
    name: 'staff records',
    async erase(tx, userId) {
      await tx.update(pages).set({ updatedBy: null }).where(eq(pages.updatedBy, userId));
      return [];
    },
  },
  {
    // Last: the anonymised row. Reports the member filed or that name them keep pointing at it.
    name: 'account',
    async erase(tx, userId, now) {
      await tx.update(users).set(anonymisedUser(userId, now)).where(eq(users.id, userId));
      return [];
    },
  },
];
