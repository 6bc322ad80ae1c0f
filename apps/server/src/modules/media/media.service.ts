import { IMAGE_PURPOSES, PHOTO_THUMBNAIL_SIZE, type ImageFormat, type ImagePurpose, type PhotoVariantName } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { AppError } from '../../shared/app-error.js';
import { CONVERSATION_UPLOADS_PREFIX, VERIFICATION_SELFIES_PREFIX, processImage, storeMemberPhotoFile, readImageMeta, type ProcessedImage } from './images.js';
import { mayEditVenueContent } from './media.policy.js';

// A stored variant: <purpose>/<uuid>/<width>.<format>; anything else is no media file.
const VARIANT_PATH = new RegExp(`^((?:${IMAGE_PURPOSES.join('|')})/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/([1-9][0-9]{1,3})\\.(avif|webp)$`);

export function parseVariantPath(path: string): { storageKey: string; width: number; format: ImageFormat } | null {
  const m = VARIANT_PATH.exec(path);
  return m ? { storageKey: m[1]!, width: Number(m[2]), format: m[3] as ImageFormat } : null;
}

export function isImagePurpose(value: unknown): value is ImagePurpose {
  return typeof value === 'string' && (IMAGE_PURPOSES as readonly string[]).includes(value);
}

export function createMediaService(deps: AppDeps) {
  /** Throws unless the viewer may edit venue content (pages, news, events): admins only. */
  function assertMayEdit(viewer: UserRow | null): void {
    const decision = mayEditVenueContent(viewer, deps.now());
    if (!decision.allowed) throw new AppError(decision.code, decision.code === 'LOGIN_TIMEOUT' ? { until: viewer!.loginTimeoutUntil!.toISOString() } : {});
  }

  /** Throws the refusal (NOT_SIGNED_IN, NOT_ALLOWED, LOGIN_TIMEOUT; BAD_INPUT for an unknown purpose) before the body is read. */
  function assertMayUpload(viewer: UserRow | null, purpose: unknown): ImagePurpose {
    assertMayEdit(viewer);
    if (!isImagePurpose(purpose)) throw new AppError('BAD_INPUT', { fields: [{ field: 'purpose', code: 'BAD_INPUT' }] });
    return purpose;
  }

  return {
    assertMayEdit,
    assertMayUpload,

    /** Checks, re-encodes and stores an uploaded image for venue content (admins only). */
    async uploadImage(viewer: UserRow | null, purpose: unknown, data: Buffer): Promise<ProcessedImage & { purpose: ImagePurpose }> {
      const checked = assertMayUpload(viewer, purpose);
      return { ...(await processImage(deps, data, checked)), purpose: checked };
    },

    /**
     * Checks, re-encodes (no metadata) and stores a member's photo with a square thumbnail under an
     * unguessable key the public /media route refuses. Who may upload is the photos service's call.
     */
    storeMemberPhoto(data: Buffer): Promise<ProcessedImage> {
      return storeMemberPhotoFile(deps, data);
    },

    /** A picture sent in a conversation, stored like a member photo (no metadata, thumbnail) under its own prefix. */
    storeConversationPicture(data: Buffer): Promise<ProcessedImage> {
      return processImage(deps, data, CONVERSATION_UPLOADS_PREFIX, { thumbnail: PHOTO_THUMBNAIL_SIZE, fast: true });
    },

    /** A verification selfie, re-encoded without metadata like a photo, under a prefix only the checked staff route reads. */
    storeVerificationSelfie(data: Buffer): Promise<ProcessedImage> {
      return processImage(deps, data, VERIFICATION_SELFIES_PREFIX, { fast: true });
    },

    /** One stored variant of an image by its storage key (the caller has checked who may see it). */
    readStoredVariant(storageKey: string, variant: PhotoVariantName, format: ImageFormat) {
      return deps.storage.get(`${storageKey}/${variant}.${format}`);
    },

    /** Width and height of a completely stored image, or null (unknown key, still being written). */
    imageMeta(storageKey: string) {
      return readImageMeta(deps, storageKey);
    },

    /** Removes an image with all its variants. */
    async removeImageFiles(storageKey: string): Promise<void> {
      await deps.storage.delete(`${storageKey}/`);
    },

    /** One stored variant by its public path, or null. */
    async readVariant(path: string) {
      const parsed = parseVariantPath(path);
      if (!parsed) return null;
      return deps.storage.get(`${parsed.storageKey}/${parsed.width}.${parsed.format}`);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
