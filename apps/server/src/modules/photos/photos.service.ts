import { pino } from 'pino';
import { listPageSize, PHOTO_PAGES, PHOTO_VISIBILITIES, RATE_LIMITS, type ImageFormat, type PhotoVariantName, type PhotoVisibility } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { isUuid } from '../../shared/cursor.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { isTimedOut } from '../accounts/accounts.policy.js';
import { lockUserById } from '../accounts/accounts.repository.js';
import { findMemberBySlug } from '../accounts/members.repository.js';
import type { MediaService } from '../media/media.service.js';
import * as policy from './photos.policy.js';
import * as repo from './photos.repository.js';
import { decodePhotoCursor, encodePhotoCursor } from './photos.cursor.js';
import { idOrNotFound } from '../../shared/decision.js';
import { achievementsProgressed } from '../achievements/achievements.progress.js';
import { ownProfileSummary } from '../profiles/own-profile-summary.js';

export interface PhotoConnection {
  nodes: repo.PhotoView[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface PhotoQuota {
  used: number;
  /** null: unlimited (verified or premium members). */
  limit: number | null;
  canUpload: boolean;
}

/** The avatar or wall image as user types expose it (ProfileImage). */
export interface ProfileImageView {
  id: string;
  width: number;
  height: number;
}

/** More ids than anyone's gallery holds is bad input, not work. */
const REORDER_MAX = 1000;
function assertAllowed(decision: policy.Decision, viewer?: UserRow | null): void {
  if (decision.allowed) return;
  const until = decision.code === 'LOGIN_TIMEOUT' ? viewer?.loginTimeoutUntil?.toISOString() : undefined;
  throw new AppError(decision.code, until ? { until } : {});
}

function parseVisibility(value: unknown): PhotoVisibility {
  if (value === undefined || value === null || value === '') return 'PUBLIC';
  if (typeof value === 'string' && (PHOTO_VISIBILITIES as readonly string[]).includes(value)) return value as PhotoVisibility;
  throw new AppError('BAD_INPUT', { fields: [{ field: 'visibility', code: 'BAD_INPUT' }] });
}

export function createPhotosService(deps: AppDeps, media: MediaService) {
  const db = () => deps.database.db;
  const log = pino({ name: 'photos', level: deps.config.logLevel });

  /** The viewer when they may manage their own photos; the refusal otherwise. */
  function manager(viewer: UserRow | null): UserRow {
    assertAllowed(policy.mayManagePhotos(viewer, deps.now()), viewer);
    return viewer!;
  }

  /** A timed-out member sees as a visitor does: nothing (the file route has no GraphQL scopes). */
  function seeing(viewer: UserRow | null): UserRow | null {
    return viewer && !isTimedOut(viewer, deps.now()) ? viewer : null;
  }

  /** Runs a change; a failure without a code of its own is the spec's "could not update or delete" (logged without content). */
  async function changing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      log.error({ err: { name: (error as Error)?.name, message: (error as Error)?.message } }, 'photo change failed');
      throw new AppError('PHOTO_NOT_SAVED');
    }
  }

  /** One photo if the viewer may see it (maySeePhoto), else null: unknown and hidden look the same. */
  async function visiblePhoto(viewer: UserRow | null, id: unknown): Promise<repo.PhotoView | null> {
    const who = seeing(viewer);
    if (!who || typeof id !== 'string' || !isUuid(id)) return null;
    return shownTo(who, await repo.findPhotoWithOwner(db(), id, who.id));
  }

  /** The member's avatar or wall image as the viewer may see it (null when none or hidden). */
  async function profileImageOf(viewer: UserRow | null, userId: string, which: 'avatar' | 'wall'): Promise<ProfileImageView | null> {
    const who = seeing(viewer);
    if (!who) return null;
    const photo = shownTo(who, await repo.findProfileImageWithOwner(db(), userId, which, who.id));
    return photo ? { id: photo.id, width: photo.width, height: photo.height } : null;
  }

  /** The photo when `who` may see it (maySeePhoto), else null. */
  function shownTo(who: UserRow, found: repo.PhotoWithOwner | undefined): repo.PhotoView | null {
    if (!found) return null;
    const { photo, owner, relation } = found;
    return policy.maySeePhoto(who, owner, photo.visibility as PhotoVisibility, relation) ? photo : null;
  }

  async function ownView(id: string): Promise<repo.PhotoView> {
    const [view] = await repo.findViews(db(), [id]);
    if (!view) throw new AppError('NOT_FOUND');
    return view;
  }

  async function quotaOf(member: UserRow, db: DbOrTx): Promise<{ used: number; decision: policy.Decision }> {
    const used = await repo.countPhotos(db, member.id);
    return { used, decision: policy.mayAddPhoto(member, used) };
  }

  return {
    /**
     * Checks before the upload's body is read: who uploads, the photo limit of unverified members
     * and the per-member rate limit. Throws the refusal.
     */
    async assertMayUpload(viewer: UserRow | null): Promise<void> {
      const member = manager(viewer);
      assertAllowed((await quotaOf(member, db())).decision);
      const { limit, windowSeconds } = RATE_LIMITS.photoUploadsPerAccount;
      const rate = await deps.rateLimiter.hit(`photos:upload:${member.id}`, limit, windowSeconds);
      if (!rate.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: rate.retryAfterSeconds });
    },

    /**
     * A member's new photo: decoded and re-encoded without metadata (media), then recorded at the
     * end of the gallery. The files are written only after the image checked out and are removed
     * again when the row cannot be written (limit reached meanwhile, database failure).
     */
    async upload(viewer: UserRow | null, data: Buffer, visibilityInput: unknown): Promise<repo.PhotoView> {
      const member = manager(viewer);
      const visibility = parseVisibility(visibilityInput);
      const image = await media.storeMemberPhoto(data);
      let row: { id: string };
      try {
        row = await changing(() =>
          db().transaction(async (tx) => {
            // Locking the member serialises their uploads, so two at once cannot pass the limit.
            const fresh = await lockUserById(tx, member.id);
            if (!fresh) throw new AppError('NOT_SIGNED_IN');
            assertAllowed((await quotaOf(fresh, tx)).decision);
            const photo = await repo.insertPhoto(tx, { userId: member.id, storageKey: image.storageKey, width: image.width, height: image.height, visibility });
            await achievementsProgressed(tx, member.id, 'UPLOADS', deps.now());
            return photo;
          }),
        );
      } catch (error) {
        await media.removeImageFiles(image.storageKey).catch((err: Error) => log.error({ err: { message: err.message } }, 'could not remove the files of a refused photo'));
        throw error;
      }
      return ownView(row.id);
    },

    /** A member's gallery as the viewer may see it (the list twin of `photo`), in gallery order. */
    async listForUser(viewer: UserRow | null, slug: string, args: { first?: number | null; after?: string | null }): Promise<PhotoConnection> {
      const who = seeing(viewer);
      const size = listPageSize(args.first, PHOTO_PAGES);
      const after = args.after ? decodePhotoCursor(args.after) : null;
      const owner = who ? await findMemberBySlug(db(), slug) : undefined;
      if (!owner) return { nodes: [], hasNextPage: false, endCursor: null };
      const rows =
        who && !after && policy.seesByKind(who)
          ? await repo.firstPhotosSeenByMember(db(), who, owner.id, size + 1)
          : await repo.listPhotos(db(), owner.id, policy.photoVisibleSql(who), after, size + 1);
      const nodes = rows.slice(0, size);
      const last = nodes.at(-1);
      return { nodes, hasNextPage: rows.length > size, endCursor: last ? encodePhotoCursor(last) : null };
    },

    /** One photo, or null when it does not exist or the viewer may not see it. */
    photo: visiblePhoto,

    /** One stored file of a photo for the checked route, or null (unknown, hidden, no such variant). */
    async readVariant(viewer: UserRow | null, id: string, variant: PhotoVariantName, format: ImageFormat) {
      const photo = await visiblePhoto(viewer, id);
      return photo ? media.readStoredVariant(photo.storageKey, variant, format) : null;
    },

    /** How many photos the member has, may have, and whether another upload is allowed now. */
    async quota(viewer: UserRow | null): Promise<PhotoQuota> {
      const member = manager(viewer);
      const { used, decision } = await quotaOf(member, db());
      return { used, limit: policy.photoLimitOf(member), canUpload: decision.allowed };
    },

    /** PUBLIC or FRIENDS; the avatar and the wall image must stay PUBLIC. */
    async setVisibility(viewer: UserRow | null, id: unknown, visibilityInput: unknown): Promise<repo.PhotoView> {
      const member = manager(viewer);
      const photo = idOrNotFound(id);
      const visibility = parseVisibility(visibilityInput);
      await changing(() =>
        db().transaction(async (tx) => {
          if (!(await repo.lockOwnPhoto(tx, member.id, photo))) throw new AppError('NOT_FOUND');
          const images = await repo.findProfileImages(tx, member.id);
          assertAllowed(policy.mayChangeVisibility(visibility, images.avatarUploadId === photo || images.wallUploadId === photo));
          await repo.updateVisibility(tx, photo, visibility);
        }),
      );
      return ownView(photo);
    },

    /** Deletes one's own photo and its files; avatar and wall image pointing at it are cleared. */
    async delete(viewer: UserRow | null, id: unknown): Promise<string> {
      const member = manager(viewer);
      const photo = idOrNotFound(id);
      const storageKey = await changing(() =>
        db().transaction(async (tx) => {
          const row = await repo.lockOwnPhoto(tx, member.id, photo);
          if (!row) throw new AppError('NOT_FOUND');
          await repo.deletePhotoRow(tx, photo);
          return row.storageKey;
        }),
      );
      // The row is gone, so the files are unreachable already; a failure here only leaves garbage.
      await media.removeImageFiles(storageKey).catch((err: Error) => log.error({ err: { message: err.message } }, 'could not remove the files of a deleted photo'));
      return photo;
    },

    /**
     * New gallery order: the given photos first, in that order; any not named keep their order
     * after them. Every id must be one of the member's photos, else nothing changes (NOT_FOUND).
     */
    async reorder(viewer: UserRow | null, ids: unknown): Promise<repo.PhotoView[]> {
      const member = manager(viewer);
      if (!Array.isArray(ids) || ids.length > REORDER_MAX) throw new AppError('BAD_INPUT', { fields: [{ field: 'ids', code: 'BAD_INPUT' }] });
      const wanted = ids.map(idOrNotFound);
      if (new Set(wanted).size !== wanted.length) throw new AppError('BAD_INPUT', { fields: [{ field: 'ids', code: 'BAD_INPUT' }] });
      const order = await changing(() =>
        db().transaction(async (tx) => {
          await lockUserById(tx, member.id);
          const own = await repo.listOwnIds(tx, member.id);
          const ownSet = new Set(own);
          if (wanted.some((id) => !ownSet.has(id))) throw new AppError('NOT_FOUND');
          const named = new Set(wanted);
          const next = [...wanted, ...own.filter((id) => !named.has(id))];
          await repo.setPositions(tx, member.id, next);
          return next;
        }),
      );
      return repo.findViews(db(), order);
    },

    /** Chooses one's own PUBLIC photo as avatar or wall image, or none (null). Returns the member. */
    async setProfileImage(viewer: UserRow | null, which: 'avatar' | 'wall', id: unknown): Promise<UserRow> {
      const member = manager(viewer);
      const photo = id === null || id === undefined ? null : idOrNotFound(id);
      await changing(() =>
        db().transaction(async (tx) => {
          if (photo) {
            const row = await repo.lockOwnPhoto(tx, member.id, photo);
            if (!row) throw new AppError('NOT_FOUND');
            assertAllowed(policy.mayUseAsProfileImage(row));
          }
          await repo.setProfileImage(tx, member.id, which, photo);
        }),
      );
      return member;
    },

    /**
     * The viewer's own avatar or wall image (`CurrentUser`: `user` is the viewer's row), read with
     * the other own-profile fields the document asks for; anyone else's through profileImageOf.
     */
    async ownProfileImage(viewer: UserRow | null, user: UserRow, which: 'avatar' | 'wall'): Promise<ProfileImageView | null> {
      const who = seeing(viewer);
      if (!who) return null;
      if (who.id !== user.id) return profileImageOf(who, user.id, which);
      const summary = await ownProfileSummary(db(), user);
      return which === 'avatar' ? summary.avatar : summary.wall;
    },

    profileImageOf,
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
