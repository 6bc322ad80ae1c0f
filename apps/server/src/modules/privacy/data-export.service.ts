import { storedPreferencesOf } from '../notifications/notification-channels.repository.js';
import { Readable } from 'node:stream';
import { ACCOUNT, imageVariantWidths } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../shared/app-error.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { pendingEmailChange } from '../accounts/accounts.repository.js';
import { deviceName } from '../accounts/device-name.js';
import { getSettings } from '../settings/settings.repository.js';
import { languageOf, mayExport } from './account-closure.policy.js';
import * as repo from './data-export.repository.js';
import { zipStream, type ZipEntry } from './zip.js';
import { premiumExportOf } from '../payments/payments.privacy.js';
import { reservationsExportOf } from '../reservations/reservations.privacy.js';
import { sparkExportOf } from '../spark/spark.privacy.js';
import { classifiedsExportOf } from '../classifieds/classifieds.privacy.js';
import { giftTransfersExportOf, giftsExportOf } from '../gifts/gifts.privacy.js';
import { achievementsExportOf } from '../achievements/achievements.privacy.js';

// The member's own data as a download (Swiss revFADP art. 25/28, GDPR art. 15/20): a ZIP with
// `data.json` and the photos as files. Of other members only the usernames the member saw
// (docs/decisions/0014-account-deletion-and-export.md).

export interface DataExport {
  filename: string;
  stream: Readable;
}

type Image = { id: string; storageKey: string; width: number; createdAt: Date };
type Photo = Awaited<ReturnType<typeof repo.photosOf>>[number];
type Picture = Awaited<ReturnType<typeof repo.conversationPicturesOf>>[number];

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function createDataExportService(deps: AppDeps) {
  const db = () => deps.database.db;

  /** Everything of data.json but the photos' files; read before the first byte goes out. */
  async function collect(member: UserRow) {
    const id = member.id;
    const { profile, persons } = await repo.profileOf(db(), id);
    const { userId: _u, updatedAt: _s, ...settings } = await getSettings(db(), id);
    const { filed, replies } = await repo.reportsFiledBy(db(), id);
    const lang = languageOf(member);
    const sent = await repo.messagesSentBy(db(), id);
    const rooms = await repo.roomsOf(db(), id);
    return {
      format: 'club-venue-export/1',
      exportedAt: deps.now().toISOString(),
      account: {
        id,
        username: member.username,
        email: member.email,
        phone: member.phone,
        pendingEmail: await pendingEmailChange(db(), id, deps.now()),
        pendingPhone: await repo.pendingPhoneOf(db(), id),
        language: member.language,
        profileType: member.sex,
        isVerified: member.isVerified,
        isPremium: member.isPremium,
        admin: member.admin,
        emailVerifiedAt: iso(member.emailVerifiedAt),
        phoneVerifiedAt: iso(member.phoneVerifiedAt),
        memberSince: iso(member.createdAt),
      },
      // Payments, saved methods (never a card number) and premium subscriptions (decision 0034).
      ...(await premiumExportOf(db(), id)),
      // Event and daily reservations, cancelled ones too (issue 14).
      reservations: await reservationsExportOf(db(), id),
      // Spark: the member's own sparks and skips, and their matches (issue 16, decision 0045).
      ...(await sparkExportOf(db(), id)),
      // Classifieds, expired ones too (issue 16).
      classifieds: await classifiedsExportOf(db(), id),
      // Gifts in hand (issue 17, decision 0050); what was paid for them is in the payments above.
      gifts: await giftsExportOf(db(), id),
      giftsSentAndReceived: await giftTransfersExportOf(db(), id),
      // Earned achievements (issue 16, decision 0048).
      achievements: await achievementsExportOf(db(), id),
      legalConsents: (await repo.legalConsentsOf(db(), id)).map((c) => ({
        termsVersion: c.termsVersion,
        privacyVersion: c.privacyVersion,
        adultConfirmedAt: iso(c.adultConfirmedAt),
        acceptedAt: iso(c.acceptedAt),
      })),
      profile: profile
        ? {
            about: profile.about,
            lookingFor: profile.lookingFor,
            avatarPhotoId: profile.avatarUploadId,
            wallImagePhotoId: profile.wallUploadId,
            persons: persons.map(({ userId: _p, ...person }) => person),
          }
        : null,
      settings,
      friendships: (await repo.friendshipsOf(db(), id)).map((f) => ({
        member: f.member,
        direction: f.requesterId === id ? 'SENT' : 'RECEIVED',
        status: f.status,
        createdAt: iso(f.createdAt),
        respondedAt: iso(f.respondedAt),
        endedAt: iso(f.endedAt),
      })),
      blocks: (await repo.blocksMadeBy(db(), id)).map((b) => ({ member: b.member, reason: b.reason, createdAt: iso(b.createdAt) })),
      guestbookEntries: (await repo.guestbookEntriesOf(db(), id)).map(({ entry, eventTitleDe, eventTitleEn }) => ({
        title: entry.title,
        body: entry.body,
        visitDate: entry.visitDate,
        event: lang === 'en' ? eventTitleEn : eventTitleDe,
        rating: entry.rating,
        state: entry.state,
        officialAnswer: entry.officialAnswer,
        createdAt: iso(entry.createdAt),
        publishedAt: iso(entry.publishedAt),
      })),
      reports: filed.map(({ report, member: reported }) => ({
        subject: report.subject,
        member: reported,
        title: report.title,
        message: report.message,
        status: report.status,
        createdAt: iso(report.createdAt),
        replies: replies
          .filter((r) => r.reportId === report.id)
          .map((r) => ({ from: r.authorId === id ? 'YOU' : 'VENUE', body: r.body, createdAt: iso(r.createdAt) })),
      })),
      sessions: (await repo.sessionsOf(db(), id)).map((s) => ({
        ...deviceName(s.userAgent),
        userAgent: s.userAgent,
        createdAt: iso(s.createdAt),
        lastUsedAt: iso(s.lastUsedAt),
        expiresAt: iso(s.expiresAt),
      })),
      pushSubscriptions: (await repo.pushSubscriptionsOf(db(), id)).map((s) => ({
        service: URL.canParse(s.endpoint) ? new URL(s.endpoint).origin : null,
        userAgent: s.userAgent,
        detailedTexts: s.detailed,
        createdAt: iso(s.createdAt),
      })),
      // Issue 15: the member's notification choices that differ from the defaults (e-mail toggles of spec §3 are in settings).
      notificationChoices: (await storedPreferencesOf(db(), id)).map((p) => ({ kind: p.kind, channel: p.channel, enabled: p.enabled, changedAt: iso(p.updatedAt) })),
      profileVisits: (await repo.visitsMadeBy(db(), id)).map((v) => ({ member: v.member, day: v.day, lastVisitedAt: iso(v.lastVisitedAt) })),
      // The member's own messages; of the others only who they are (decision 0025). Pictures: conversationPictures.
      conversations: (await repo.conversationsOf(db(), id)).map(({ participation: p, others }) => ({
        id: p.conversationId,
        with: others,
        joinedAt: iso(p.joinedAt),
        archivedAt: iso(p.archivedAt),
        deletedForYouAt: iso(p.deletedAt),
        lastReadSeq: Number(p.lastReadSeq),
        messages: sent
          .filter((m) => m.conversationId === p.conversationId)
          .map((m) => ({ id: m.id, seq: Number(m.seq), body: m.body, sentAt: iso(m.insertedAt) })),
      })),
      rooms: [
        ...rooms.map((r) => ({
          name: r.name,
          kind: r.kind,
          createdByYou: r.ownerId === id,
          admin: r.membership.admin,
          invitedAt: r.membership.joinedAt ? null : iso(r.membership.createdAt),
          joinedAt: iso(r.membership.joinedAt),
        })),
        ...(await repo.roomsOwnedBy(db(), id))
          .filter((owned) => !rooms.some((r) => r.membership.roomId === owned.id))
          .map((owned) => ({ name: owned.name, kind: owned.kind, createdByYou: true, admin: false, invitedAt: null, joinedAt: null })),
      ],
      // The selfie itself is not in the archive: it is deleted on the decision (docs/decisions/0033).
      verificationRequests: (await repo.verificationRequestsOf(db(), id)).map(({ request: r, views }) => ({
        id: r.id,
        state: r.state,
        code: r.code,
        requestedAt: iso(r.createdAt),
        selfieSubmittedAt: iso(r.submittedAt),
        selfieStored: r.selfieStorageKey !== null,
        decidedAt: iso(r.decidedAt),
        reason: r.denyReason,
        selfieViewedByStaffAt: views.map((v) => iso(v.viewedAt)),
      })),
      roomMessages: (await repo.roomMessagesSentBy(db(), id)).map((m) => ({ room: m.room, seq: Number(m.seq), body: m.body, sentAt: iso(m.createdAt) })),
    };
  }

  /** The largest stored WebP of an image as `<folder>/NNN-<id>.webp`, or no entry when it is missing. */
  async function imageEntry(folder: string, index: number, image: Image): Promise<ZipEntry | null> {
    const width = imageVariantWidths(image.width).at(-1)!;
    const stored = await deps.storage.get(`${image.storageKey}/${width}.webp`);
    const name = `${folder}/${String(index + 1).padStart(3, '0')}-${image.id}.webp`;
    return stored ? { name, data: stored.data, compress: false, modifiedAt: image.createdAt } : null;
  }

  /** The photos' and conversation pictures' files, then data.json naming the files that are in the archive. */
  async function* entries(photos: Photo[], pictures: Picture[], data: Awaited<ReturnType<typeof collect>>): AsyncGenerator<ZipEntry> {
    const listed = [];
    for (const [index, photo] of photos.entries()) {
      const entry = await imageEntry('photos', index, photo);
      if (entry) yield entry;
      listed.push({
        id: photo.id,
        file: entry?.name ?? null,
        width: photo.width,
        height: photo.height,
        visibility: photo.visibility,
        position: photo.position,
        uploadedAt: iso(photo.createdAt),
        isAvatar: data.profile?.avatarPhotoId === photo.id,
        isWallImage: data.profile?.wallImagePhotoId === photo.id,
      });
    }
    const conversationPictures = [];
    for (const [index, picture] of pictures.entries()) {
      const entry = await imageEntry('conversation-pictures', index, picture);
      if (entry) yield entry;
      conversationPictures.push({
        id: picture.id,
        file: entry?.name ?? null,
        conversationId: picture.conversationId,
        messageId: picture.messageId,
        width: picture.width,
        height: picture.height,
        sentAt: iso(picture.createdAt),
      });
    }
    const json = JSON.stringify({ ...data, photos: listed, conversationPictures }, null, 2);
    yield { name: 'data.json', data: Buffer.from(json, 'utf8'), compress: true, modifiedAt: deps.now() };
  }

  return {
    /**
     * The member's archive. Refused (before anything is read) for visitors, during a login timeout,
     * and past ACCOUNT.exportsPerHour downloads an hour.
     */
    async export(viewer: UserRow | null): Promise<DataExport> {
      const decision = mayExport(viewer, deps.now());
      if (!decision.allowed) throw new AppError(decision.code, decision.code === 'LOGIN_TIMEOUT' ? { until: viewer!.loginTimeoutUntil!.toISOString() } : {});
      const member = viewer!;
      const rate = await deps.rateLimiter.hit(`data-export:${member.id}`, ACCOUNT.exportsPerHour, 3600);
      if (!rate.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: rate.retryAfterSeconds });
      const data = await collect(member);
      const photos = await repo.photosOf(db(), member.id);
      const pictures = await repo.conversationPicturesOf(db(), member.id);
      const day = deps.now().toISOString().slice(0, 10);
      return { filename: `club-venue-${member.slug}-${day}.zip`, stream: Readable.from(zipStream(entries(photos, pictures, data))) };
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
