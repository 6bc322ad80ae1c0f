import { markdownToHtml } from '../../shared/markdown-html.js';
import { builder } from '../../graphql/builder.js';
import { PublicationStateEnum } from '../../graphql/publication-state.js';
import type { Page } from '../../shared/cursor.js';
import { publicationState } from '../../shared/publication.policy.js';
import type { NewsRow } from './news.table.js';

/** A news post in both languages (the web shows the one chosen; admins edit both). Bodies are Markdown. */
export const NewsPostRef = builder.objectRef<NewsRow>('NewsPost').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug', { description: 'Fixed at creation from the German title (unless set by an admin); stable when titles change.' }),
    titleDe: t.exposeString('titleDe'),
    titleEn: t.exposeString('titleEn'),
    bodyDe: t.exposeString('bodyDe', { description: 'Markdown.' }),
    bodyEn: t.exposeString('bodyEn', { description: 'Markdown.' }),
    bodyHtmlDe: t.string({ description: 'bodyDe as HTML, safe to insert as is (raw HTML escaped, URLs allow-listed).', resolve: (n) => markdownToHtml(n.bodyDe, 'de') }),
    bodyHtmlEn: t.string({ description: 'bodyEn as HTML, safe to insert as is (raw HTML escaped, URLs allow-listed).', resolve: (n) => markdownToHtml(n.bodyEn, 'en') }),
    imageKey: t.string({ nullable: true, description: 'Storage key of the image (variants at /media/<imageKey>/<width>.<webp|avif>), or null.', resolve: (n) => n.imagePath }),
    imageWidth: t.exposeInt('imageWidth', { nullable: true, description: 'Width of the largest standard variant: the widths of IMAGE_WIDTHS up to it are served.' }),
    imageHeight: t.exposeInt('imageHeight', { nullable: true }),
    publishedAt: t.field({ type: 'DateTime', nullable: true, description: 'null: draft; in the future: scheduled.', resolve: (n) => n.publishedAt }),
    state: t.field({ type: PublicationStateEnum, resolve: (n, _a, ctx) => publicationState(n.publishedAt, ctx.deps.now()) }),
    createdAt: t.field({ type: 'DateTime', resolve: (n) => n.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (n) => n.updatedAt }),
  }),
});

const NewsConnection = builder.objectRef<Page<NewsRow>>('NewsConnection').implement({
  description: 'One page of news posts; pass endCursor as `after` for the next one.',
  fields: (t) => ({
    nodes: t.field({ type: [NewsPostRef], resolve: (p) => p.nodes }),
    endCursor: t.exposeString('endCursor', { nullable: true }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
  }),
});

const NewsInput = builder.inputType('NewsInput', {
  fields: (t) => ({
    titleDe: t.string({ required: true }),
    titleEn: t.string({ required: true }),
    bodyDe: t.string({ required: true, description: 'Markdown.' }),
    bodyEn: t.string({ required: true, description: 'Markdown.' }),
    slug: t.string({ description: 'Optional. Left out: generated at creation, kept on update. SLUG_INVALID / SLUG_TAKEN.' }),
    imageKey: t.string({ description: 'storageKey from POST /api/uploads/images?purpose=news; null removes the image.' }),
  }),
});

builder.queryFields((t) => ({
  newsList: t.field({
    type: NewsConnection,
    description: 'Published news, newest first.',
    args: { first: t.arg.int({ description: '1 to 50; 10 when left out.' }), after: t.arg.string({ description: 'endCursor of the previous page.' }) },
    resolve: (_r, args, ctx) => ctx.services.news.list(args),
  }),
  newsPost: t.field({
    type: NewsPostRef,
    nullable: true,
    description: 'A published post by slug; null when there is none (or it is a draft or scheduled).',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.news.bySlug(args.slug),
  }),
  adminNewsList: t.field({
    type: NewsConnection,
    description: 'Admins: every post (drafts and scheduled too), newest created first.',
    authScopes: { admin: true },
    args: { first: t.arg.int({ description: '1 to 50; 10 when left out.' }), after: t.arg.string({ description: 'endCursor of the previous page.' }) },
    resolve: (_r, args, ctx) => ctx.services.news.adminList(args),
  }),
  adminNewsPost: t.field({
    type: NewsPostRef,
    description: 'Admins: one post by id, whatever its state. NOT_FOUND.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.news.adminById(String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  createNews: t.field({
    type: NewsPostRef,
    description: 'Admins: a new draft.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: NewsInput, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.news.create(args.input),
  }),
  updateNews: t.field({
    type: NewsPostRef,
    description: 'Admins: replaces texts and image; the slug changes only when given.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: NewsInput, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.news.update(String(args.id), args.input),
  }),
  publishNews: t.field({
    type: NewsPostRef,
    description: 'Admins: publishes now, or at `at` (a future time schedules it).',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }), at: t.arg({ type: 'DateTime' }) },
    resolve: (_r, args, ctx) => ctx.services.news.publish(String(args.id), args.at),
  }),
  unpublishNews: t.field({
    type: NewsPostRef,
    description: 'Admins: back to draft, hidden at once.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.news.unpublish(String(args.id)),
  }),
  deleteNews: t.id({
    description: 'Admins: deletes the post for good; answers its id.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.news.delete(String(args.id)),
  }),
}));
