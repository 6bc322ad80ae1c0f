import { z } from 'zod';
import { slugSchema } from './slug.js';
import { capacitySchema } from './reservations.schemas.js';

// Input rules for news posts and events (admin forms and server alike). Messages are error codes.
export const CONTENT_LIMITS = {
  titleMax: 120,
  bodyMax: 20_000,
  dressCodeMax: 120,
  /** 10 000 CHF: no entry costs more; a typo with extra zeros is caught. */
  priceMaxRappen: 1_000_000,
  imageKeyMax: 200,
  pageSizeDefault: 10,
  pageSizeMax: 50,
  cursorMax: 200,
} as const;

// Control characters (PostgreSQL text refuses NUL; the others only hide text). Bodies keep tab and line breaks.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above, tab and line breaks allowed
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const line = (max: number, code: string) =>
  z.string(code).trim().min(1, code).max(max, code).refine((v) => !CONTROL.test(v), code);

export const contentTitleSchema = line(CONTENT_LIMITS.titleMax, 'TITLE_INVALID');

export const contentBodySchema = z
  .string('BODY_INVALID')
  .refine((v) => v.trim().length > 0, 'BODY_INVALID')
  .refine((v) => v.length <= CONTENT_LIMITS.bodyMax, 'BODY_INVALID')
  .refine((v) => !CONTROL_EXCEPT_LINES.test(v), 'BODY_INVALID');

/** Optional one-liner: empty means "none" (null). */
const optionalLine = (max: number, code: string) =>
  z
    .string(code)
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
    .refine((v) => v === null || (v.length <= max && !CONTROL.test(v)), code);

/** A point in time (a Date from GraphQL, an ISO string from a form) between 2000 and 2100. */
export const contentDateSchema = z
  .union([z.date(), z.string()], 'DATE_INVALID')
  .transform((v) => (v instanceof Date ? v : new Date(v)))
  .refine((d) => !Number.isNaN(d.getTime()) && d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2100, 'DATE_INVALID');

/** Entry price in Rappen; null: not offered to this guest type. */
export const priceRappenSchema = z
  .number('PRICE_INVALID')
  .int('PRICE_INVALID')
  .min(0, 'PRICE_INVALID')
  .max(CONTENT_LIMITS.priceMaxRappen, 'PRICE_INVALID')
  .nullish()
  .transform((v) => v ?? null);

/** A storage key from the image upload; the server also checks its folder and that it exists. */
export const imageKeySchema = z
  .string('IMAGE_INVALID')
  .max(CONTENT_LIMITS.imageKeyMax, 'IMAGE_INVALID')
  .regex(/^[a-z]+\/[A-Za-z0-9._/-]+$/, 'IMAGE_INVALID')
  .refine((v) => !v.includes('..'), 'IMAGE_INVALID')
  .nullish()
  .transform((v) => v ?? null);

/** Absent or null: generated from the German title at creation, left as it is on update. */
const optionalSlug = slugSchema.nullish().transform((v) => v ?? null);

export const newsInput = z.object({
  titleDe: contentTitleSchema,
  titleEn: contentTitleSchema,
  bodyDe: contentBodySchema,
  bodyEn: contentBodySchema,
  slug: optionalSlug,
  imageKey: imageKeySchema,
});
export type NewsInput = z.input<typeof newsInput>;
export type NewsData = z.output<typeof newsInput>;

export const eventInput = z
  .object({
    titleDe: contentTitleSchema,
    titleEn: contentTitleSchema,
    descriptionDe: contentBodySchema,
    descriptionEn: contentBodySchema,
    dressCodeDe: optionalLine(CONTENT_LIMITS.dressCodeMax, 'DRESS_CODE_INVALID'),
    dressCodeEn: optionalLine(CONTENT_LIMITS.dressCodeMax, 'DRESS_CODE_INVALID'),
    startsAt: contentDateSchema,
    endsAt: contentDateSchema.nullish().transform((v) => v ?? null),
    coupleOnly: z.boolean('BAD_INPUT'),
    priceManRappen: priceRappenSchema,
    priceWomanRappen: priceRappenSchema,
    priceCoupleRappen: priceRappenSchema,
    /** Places (people) for reservations; null or left out: unlimited (issue 14). */
    capacity: capacitySchema,
    slug: optionalSlug,
    imageKey: imageKeySchema,
  })
  .refine((e) => e.endsAt === null || e.endsAt.getTime() > e.startsAt.getTime(), { path: ['endsAt'], message: 'EVENT_ENDS_BEFORE_START' });
export type EventInput = z.input<typeof eventInput>;
export type EventData = z.output<typeof eventInput>;

/** When to publish: absent means now; a future time schedules the post. */
export const publishAtSchema = contentDateSchema.nullish().transform((v) => v ?? null);

export const pageArgsSchema = z.object({
  first: z
    .number('BAD_INPUT')
    .int('BAD_INPUT')
    .min(1, 'BAD_INPUT')
    .max(CONTENT_LIMITS.pageSizeMax, 'BAD_INPUT')
    .nullish()
    .transform((v) => v ?? CONTENT_LIMITS.pageSizeDefault),
  after: z
    .string('BAD_INPUT')
    .max(CONTENT_LIMITS.cursorMax, 'BAD_INPUT')
    .nullish()
    .transform((v) => v || null),
});
