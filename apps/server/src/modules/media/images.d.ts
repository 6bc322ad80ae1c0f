import { type ImageFormat, type ImagePurpose } from '@venue/shared';
import type { Storage } from '../../infra/storage/storage.js';
export interface ProcessedImage {
    /** `<prefix>/<uuid>`; the variants live below it as `<width>.<avif|webp>` (and `thumb.<avif|webp>`). */
    storageKey: string;
    width: number;
    height: number;
}
/**
 * Where member photos are stored. Not an ImagePurpose, so the public /media route never serves
 * them: they go out only through the checked /api/photos route (docs/decisions/0010).
 */
export declare const MEMBER_PHOTOS_PREFIX = "member-photos";
/** Pictures sent in private conversations: served only to the participants (docs/decisions/0018). */
export declare const CONVERSATION_UPLOADS_PREFIX = "conversation-uploads";
export type StoragePrefix = ImagePurpose | typeof MEMBER_PHOTOS_PREFIX | typeof CONVERSATION_UPLOADS_PREFIX;
/** Which variants to store: the standard widths always; a square thumbnail when asked. */
export interface VariantOptions {
    /**
     * Faster encoding (files a little larger, same quality setting): for pictures generated at start
     * and for member photos, which must be ready within the upload budget.
     */
    fast?: boolean;
    /** Edge in pixels of a square, centre-cropped `thumb.<format>` variant. */
    thumbnail?: number;
}
/**
 * Checks an upload (≤ 4 MB, spec §9; really a JPEG/PNG/WebP/AVIF image), strips its metadata,
 * turns it upright and stores AVIF and WebP variants at the standard widths under
 * `<prefix>/<uuid>/<width>.<format>`. Nothing is stored when any step fails.
 */
export declare function processImage(deps: {
    storage: Storage;
}, input: Buffer, prefix: StoragePrefix, opts?: VariantOptions): Promise<ProcessedImage>;
/**
 * Validates and stores the variants of `input` under `storageKey`, with a small meta.json
 * ({ width, height }) beside them. Used by processImage and by the seeding of generated images.
 */
export declare function storeImageVariants(deps: {
    storage: Storage;
}, input: Buffer, storageKey: string, opts?: VariantOptions): Promise<ProcessedImage>;
/** Size of a stored image, or null when `storageKey` names no complete stored image. */
export declare function readImageMeta(deps: {
    storage: Storage;
}, storageKey: string): Promise<{
    width: number;
    height: number;
} | null>;
/** Content type of a stored variant format. */
export declare function variantContentType(format: ImageFormat): string;
