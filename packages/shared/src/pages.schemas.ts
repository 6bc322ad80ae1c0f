import { z } from 'zod';
import { LIMITS } from './limits.js';
import { CAROUSEL_HEIGHT_NAMES, type CarouselHeight } from './pages.js';

// Messages are error codes (see account.schemas.ts).
export const pageTitleSchema = z.string().trim().min(1, 'PAGE_TITLE_INVALID').max(LIMITS.PAGES.titleMax, 'PAGE_TITLE_INVALID');
export const pageBodySchema = z.string().max(LIMITS.PAGES.bodyMax, 'PAGE_BODY_TOO_LONG');
export const altTextSchema = z.string().trim().min(1, 'ALT_TEXT_INVALID').max(LIMITS.PAGES.altMax, 'ALT_TEXT_INVALID');

export const updatePageInput = z.object({
  titleDe: pageTitleSchema,
  titleEn: pageTitleSchema,
  bodyDe: pageBodySchema,
  bodyEn: pageBodySchema,
  carouselHeight: z.enum(CAROUSEL_HEIGHT_NAMES as [CarouselHeight, ...CarouselHeight[]]),
});
export type UpdatePageInput = z.input<typeof updatePageInput>;

export const pageImageAltInput = z.object({ altDe: altTextSchema, altEn: altTextSchema });
export type PageImageAltInput = z.input<typeof pageImageAltInput>;
