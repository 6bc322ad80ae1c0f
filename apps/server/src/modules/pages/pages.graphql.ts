import { CAROUSEL_HEIGHT_NAMES, LIMITS } from '@venue/shared';
import { builder } from '../../graphql/builder.js';
import { AppError } from '../../shared/app-error.js';
import { markdownToHtml } from '../../shared/markdown-html.js';
import { LanguageEnum } from '../accounts/user.graphql.js';
import type { PageImageRow, PageRow } from './pages.table.js';

// Thin adapters over the pages service, which validates, checks the admin rule and runs one
// transaction per change. Both languages are returned: the web shows the current one and the
// editor edits both.

const CarouselHeightEnum = builder.enumType('CarouselHeight', {
  description: 'Carousel height: SMALL 200 px, MEDIUM 400 px, LARGE 600 px, XLARGE 900 px.',
  values: Object.fromEntries(CAROUSEL_HEIGHT_NAMES.map((h) => [h.toUpperCase(), { value: h }])) as Record<'SMALL' | 'MEDIUM' | 'LARGE' | 'XLARGE', { value: PageRow['carouselHeight'] }>,
});

const VenuePageImage = builder.objectRef<PageImageRow>('VenuePageImage').implement({
  description:
    'One carousel image. Variants are served at /media/{storageKey}/{width}.{avif|webp} for each standard width ' +
    '(320, 640, 1024, 1600) below `width`, plus min(width, 1600) itself.',
  fields: (t) => ({
    id: t.exposeID('id'),
    storageKey: t.exposeString('storageKey'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    position: t.exposeInt('position'),
    altDe: t.exposeString('altDe'),
    altEn: t.exposeString('altEn'),
  }),
});

const VenuePage = builder.objectRef<PageRow>('VenuePage').implement({
  description: 'A venue info page (/pages/{name}): bilingual Markdown body and an optional carousel.',
  fields: (t) => ({
    id: t.exposeID('name', { description: 'The same as name (for client caches).' }),
    name: t.exposeString('name'),
    titleDe: t.exposeString('titleDe'),
    titleEn: t.exposeString('titleEn'),
    bodyDe: t.exposeString('bodyDe', { description: 'Markdown; render it sanitised.' }),
    bodyEn: t.exposeString('bodyEn', { description: 'Markdown; render it sanitised.' }),
    bodyHtmlDe: t.string({ description: 'bodyDe as HTML, safe to insert as is (raw HTML escaped, URLs allow-listed).', resolve: (p) => markdownToHtml(p.bodyDe, 'de') }),
    bodyHtmlEn: t.string({ description: 'bodyEn as HTML, safe to insert as is (raw HTML escaped, URLs allow-listed).', resolve: (p) => markdownToHtml(p.bodyEn, 'en') }),
    carouselHeight: t.field({ type: CarouselHeightEnum, resolve: (p) => p.carouselHeight as PageRow['carouselHeight'] }),
    images: t.field({ type: [VenuePageImage], description: 'Carousel images in order.', resolve: (p, _args, ctx) => ctx.services.pages.images(p.name) }),
    updatedAt: t.field({ type: 'DateTime', resolve: (p) => p.updatedAt }),
  }),
});

builder.queryField('page', (t) =>
  t.field({
    type: VenuePage,
    nullable: true,
    description: 'A venue page by name (e.g. "opening-times"); null when there is none.',
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.pages.page(args.name),
  }),
);

builder.queryField('pages', (t) =>
  t.field({
    type: [VenuePage],
    description: 'Every venue page in navigation order (ask for name and titles for a menu).',
    resolve: (_root, _args, ctx) => ctx.services.pages.pages(),
  }),
);

builder.queryField('markdownPreview', (t) =>
  t.string({
    description:
      'Admins: staff-written Markdown as the public pages show it (the same renderer as bodyHtmlDe/En), for the editors’ live preview. ' +
      `PAGE_BODY_TOO_LONG beyond ${LIMITS.PAGES.bodyMax} characters; NOT_ALLOWED / NOT_SIGNED_IN otherwise.`,
    authScopes: { admin: true },
    args: { markdown: t.arg.string({ required: true }), language: t.arg({ type: LanguageEnum, required: true }) },
    resolve: (_root, args) => {
      if (args.markdown.length > LIMITS.PAGES.bodyMax) throw new AppError('PAGE_BODY_TOO_LONG', { fields: [{ field: 'markdown', code: 'PAGE_BODY_TOO_LONG' }] });
      return markdownToHtml(args.markdown, args.language);
    },
  }),
);

const UpdatePageInput = builder.inputType('UpdatePageInput', {
  fields: (t) => ({
    titleDe: t.string({ required: true, description: '1 to 120 characters.' }),
    titleEn: t.string({ required: true, description: '1 to 120 characters.' }),
    bodyDe: t.string({ required: true, description: 'Markdown, at most 50,000 characters.' }),
    bodyEn: t.string({ required: true, description: 'Markdown, at most 50,000 characters.' }),
    carouselHeight: t.field({ type: CarouselHeightEnum, required: true }),
  }),
});

builder.mutationField('updatePage', (t) =>
  t.field({
    type: VenuePage,
    description: 'Admins only. BAD_INPUT with fields (PAGE_TITLE_INVALID, PAGE_BODY_TOO_LONG); NOT_FOUND for an unknown page.',
    authScopes: { admin: true },
    args: { name: t.arg.string({ required: true }), input: t.arg({ type: UpdatePageInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.pages.updatePage(ctx.viewer, args.name, args.input),
  }),
);

builder.mutationField('addPageImage', (t) =>
  t.field({
    type: VenuePage,
    description:
      'Admins only. Appends an image uploaded with POST /api/uploads/images?purpose=static-pages to the carousel. ' +
      'NOT_FOUND (unknown page or storageKey); BAD_INPUT (ALT_TEXT_INVALID); PAGE_IMAGES_LIMIT.',
    authScopes: { admin: true },
    args: {
      name: t.arg.string({ required: true }),
      storageKey: t.arg.string({ required: true }),
      altDe: t.arg.string({ required: true }),
      altEn: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => ctx.services.pages.addImage(ctx.viewer, args.name, args.storageKey, { altDe: args.altDe, altEn: args.altEn }),
  }),
);

builder.mutationField('updatePageImage', (t) =>
  t.field({
    type: VenuePageImage,
    description: 'Admins only. Changes the alt texts. NOT_FOUND; BAD_INPUT (ALT_TEXT_INVALID).',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }), altDe: t.arg.string({ required: true }), altEn: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.pages.updateImage(ctx.viewer, String(args.id), { altDe: args.altDe, altEn: args.altEn }),
  }),
);

builder.mutationField('reorderPageImages', (t) =>
  t.field({
    type: VenuePage,
    description: 'Admins only. `ids` lists every image of the page once, in the new order. NOT_FOUND (page or an id); BAD_INPUT.',
    authScopes: { admin: true },
    args: { name: t.arg.string({ required: true }), ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.pages.reorderImages(ctx.viewer, args.name, args.ids.map(String)),
  }),
);

builder.mutationField('removePageImage', (t) =>
  t.field({
    type: VenuePage,
    description: 'Admins only. Removes the image from its carousel and returns the page. NOT_FOUND.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.pages.removeImage(ctx.viewer, String(args.id)),
  }),
);
