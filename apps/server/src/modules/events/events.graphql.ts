import { markdownToHtml } from '../../shared/markdown-html.js';
import { builder } from '../../graphql/builder.js';
import { PublicationStateEnum } from '../../graphql/publication-state.js';
import type { Page } from '../../shared/cursor.js';
import { publicationState } from '../../shared/publication.policy.js';
import type { EventRow } from './events.table.js';

const EventWhenEnum = builder.enumType('EventWhen', {
  description: 'UPCOMING: not ended yet (running events included), soonest first; PAST: ended, most recent first.',
  values: ['UPCOMING', 'PAST'] as const,
});

/** A venue event in both languages. Prices in Rappen (CHF × 100); null: not offered to that guest type. */
export const EventRef = builder.objectRef<EventRow>('Event').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug', { description: 'Fixed at creation from the German title (unless set by an admin); stable when titles change.' }),
    titleDe: t.exposeString('titleDe'),
    titleEn: t.exposeString('titleEn'),
    descriptionDe: t.exposeString('descriptionDe', { description: 'Markdown.' }),
    descriptionEn: t.exposeString('descriptionEn', { description: 'Markdown.' }),
    descriptionHtmlDe: t.string({ description: 'descriptionDe as HTML, safe to insert as is (raw HTML escaped, URLs allow-listed).', resolve: (e) => markdownToHtml(e.descriptionDe, 'de') }),
    descriptionHtmlEn: t.string({ description: 'descriptionEn as HTML, safe to insert as is (raw HTML escaped, URLs allow-listed).', resolve: (e) => markdownToHtml(e.descriptionEn, 'en') }),
    dressCodeDe: t.exposeString('dressCodeDe', { nullable: true, description: 'Dress code or theme; null: none.' }),
    dressCodeEn: t.exposeString('dressCodeEn', { nullable: true }),
    startsAt: t.field({ type: 'DateTime', resolve: (e) => e.startsAt }),
    endsAt: t.field({ type: 'DateTime', nullable: true, resolve: (e) => e.endsAt }),
    coupleOnly: t.exposeBoolean('coupleOnly'),
    priceManRappen: t.exposeInt('priceManRappen', { nullable: true }),
    priceWomanRappen: t.exposeInt('priceWomanRappen', { nullable: true }),
    priceCoupleRappen: t.exposeInt('priceCoupleRappen', { nullable: true }),
    imageKey: t.string({ nullable: true, description: 'Storage key of the image (variants at /media/<imageKey>/<width>.<webp|avif>), or null.', resolve: (e) => e.imagePath }),
    imageWidth: t.exposeInt('imageWidth', { nullable: true, description: 'Width of the largest standard variant: the widths of IMAGE_WIDTHS up to it are served.' }),
    imageHeight: t.exposeInt('imageHeight', { nullable: true }),
    publishedAt: t.field({ type: 'DateTime', nullable: true, description: 'null: draft; in the future: scheduled.', resolve: (e) => e.publishedAt }),
    state: t.field({ type: PublicationStateEnum, resolve: (e, _a, ctx) => publicationState(e.publishedAt, ctx.deps.now()) }),
    createdAt: t.field({ type: 'DateTime', resolve: (e) => e.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (e) => e.updatedAt }),
  }),
});

const EventConnection = builder.objectRef<Page<EventRow>>('EventConnection').implement({
  description: 'One page of events; pass endCursor as `after` for the next one.',
  fields: (t) => ({
    nodes: t.field({ type: [EventRef], resolve: (p) => p.nodes }),
    endCursor: t.exposeString('endCursor', { nullable: true }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
  }),
});

const EventInput = builder.inputType('EventInput', {
  fields: (t) => ({
    titleDe: t.string({ required: true }),
    titleEn: t.string({ required: true }),
    descriptionDe: t.string({ required: true, description: 'Markdown.' }),
    descriptionEn: t.string({ required: true, description: 'Markdown.' }),
    dressCodeDe: t.string({ description: 'Empty or null: none.' }),
    dressCodeEn: t.string(),
    startsAt: t.field({ type: 'DateTime', required: true }),
    endsAt: t.field({ type: 'DateTime', description: 'After startsAt (EVENT_ENDS_BEFORE_START).' }),
    coupleOnly: t.boolean({ required: true }),
    priceManRappen: t.int({ description: 'Rappen, 0 to 1 000 000; null: not offered.' }),
    priceWomanRappen: t.int(),
    priceCoupleRappen: t.int(),
    capacity: t.int({ description: 'Places (people in total) for reservations, at least 1; null: unlimited (CAPACITY_INVALID).' }),
    slug: t.string({ description: 'Optional. Left out: generated at creation, kept on update. SLUG_INVALID / SLUG_TAKEN.' }),
    imageKey: t.string({ description: 'storageKey from POST /api/uploads/images?purpose=events; null removes the image.' }),
  }),
});

builder.queryFields((t) => ({
  events: t.field({
    type: EventConnection,
    description: 'Published events.',
    args: {
      when: t.arg({ type: EventWhenEnum, defaultValue: 'UPCOMING' }),
      first: t.arg.int({ description: '1 to 50; 10 when left out.' }),
      after: t.arg.string({ description: 'endCursor of the previous page.' }),
    },
    resolve: (_r, args, ctx) => ctx.services.events.list({ when: args.when ?? 'UPCOMING', first: args.first, after: args.after }),
  }),
  event: t.field({
    type: EventRef,
    nullable: true,
    description: 'A published event by slug; null when there is none (or it is a draft or scheduled).',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.events.bySlug(args.slug),
  }),
  adminEvents: t.field({
    type: EventConnection,
    description: 'Admins: every event (drafts and scheduled too), latest start first.',
    authScopes: { admin: true },
    args: { first: t.arg.int({ description: '1 to 50; 10 when left out.' }), after: t.arg.string({ description: 'endCursor of the previous page.' }) },
    resolve: (_r, args, ctx) => ctx.services.events.adminList(args),
  }),
  adminEvent: t.field({
    type: EventRef,
    description: 'Admins: one event by id, whatever its state. NOT_FOUND.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.events.adminById(String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  createEvent: t.field({
    type: EventRef,
    description: 'Admins: a new draft.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: EventInput, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.events.create(args.input),
  }),
  updateEvent: t.field({
    type: EventRef,
    description: 'Admins: replaces the details and image; the slug changes only when given.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: EventInput, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.events.update(String(args.id), args.input),
  }),
  publishEvent: t.field({
    type: EventRef,
    description: 'Admins: publishes now, or at `at` (a future time schedules it).',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }), at: t.arg({ type: 'DateTime' }) },
    resolve: (_r, args, ctx) => ctx.services.events.publish(String(args.id), args.at),
  }),
  unpublishEvent: t.field({
    type: EventRef,
    description: 'Admins: back to draft, hidden at once.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.events.unpublish(String(args.id)),
  }),
  deleteEvent: t.id({
    description: 'Admins: deletes the event for good; answers its id.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.events.delete(String(args.id)),
  }),
}));
