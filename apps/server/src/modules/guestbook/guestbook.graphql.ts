import { Kind } from 'graphql';
import { GUESTBOOK_STATES, guestbookRatingSchema, type GuestbookState } from '@venue/shared';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { abilitiesOf, type GuestbookAbilities } from './guestbook.policy.js';
import type { GuestbookEntryView, GuestbookEventRef } from './guestbook.repository.js';
import type { GuestbookConnection } from './guestbook.service.js';

// Thin adapters: the guestbook service validates, applies guestbook.policy and runs one transaction.

/** A rating that is no whole number from 0 to 3 is refused with a field code before any resolver runs. */
function parseRating(value: unknown): number {
  const result = guestbookRatingSchema.safeParse(value);
  if (result.success) return result.data;
  throw new AppError('GUESTBOOK_NOT_SAVED', { fields: [{ field: 'rating', code: 'GUESTBOOK_RATING_INVALID' }] });
}

builder.scalarType('GuestbookRating', {
  description: 'Stars of a guestbook entry: a whole number from 0 to 3 (spec §5). Anything else: GUESTBOOK_NOT_SAVED with fields [{ rating, GUESTBOOK_RATING_INVALID }].',
  serialize: (value) => Number(value),
  parseValue: parseRating,
  parseLiteral: (ast) => parseRating(ast.kind === Kind.INT ? Number(ast.value) : ast.kind === Kind.STRING ? ast.value : NaN),
});

const GuestbookStateEnum = builder.enumType('GuestbookEntryState', {
  description: 'SUBMITTED (new) → UNDER_REVIEW → PUBLISHED, or REJECTED (docs/decisions/0006-guestbook-states.md).',
  values: GUESTBOOK_STATES,
});

const GuestbookEvent = builder.objectRef<GuestbookEventRef>('GuestbookEvent').implement({
  description: 'The event an entry is about.',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    titleDe: t.exposeString('titleDe'),
    titleEn: t.exposeString('titleEn'),
    startsAt: t.field({ type: 'DateTime', resolve: (e) => e.startsAt }),
  }),
});

const GuestbookAbilitiesRef = builder.objectRef<GuestbookAbilities>('GuestbookEntryAbilities').implement({
  description: 'What the viewer may do with the entry (admins only; each state change only where the policy allows it).',
  fields: (t) => ({
    edit: t.exposeBoolean('edit'),
    delete: t.exposeBoolean('delete'),
    answer: t.exposeBoolean('answer'),
    review: t.exposeBoolean('review'),
    publish: t.exposeBoolean('publish'),
    reject: t.exposeBoolean('reject'),
  }),
});

const GuestbookEntry = builder.objectRef<GuestbookEntryView>('GuestbookEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    body: t.exposeString('body', { description: 'Plain text; line breaks are the author’s.' }),
    rating: t.field({ type: 'GuestbookRating', resolve: (e) => e.rating }),
    visitDate: t.string({ nullable: true, description: 'Day of the visit, YYYY-MM-DD.', resolve: (e) => e.visitDate }),
    event: t.field({ type: GuestbookEvent, nullable: true, resolve: (e) => e.event }),
    officialAnswer: t.string({ nullable: true, description: 'The venue’s official answer.', resolve: (e) => e.officialAnswer }),
    answeredAt: t.field({ type: 'DateTime', nullable: true, resolve: (e) => e.answeredAt }),
    authorUsername: t.string({ nullable: true, description: 'null when the author’s account no longer exists ("former member").', resolve: (e) => e.authorUsername }),
    state: t.field({ type: GuestbookStateEnum, resolve: (e) => e.state as GuestbookState }),
    createdAt: t.field({ type: 'DateTime', resolve: (e) => e.createdAt }),
    publishedAt: t.field({ type: 'DateTime', nullable: true, resolve: (e) => e.publishedAt }),
    viewerCan: t.field({ type: GuestbookAbilitiesRef, resolve: (e, _a, ctx) => abilitiesOf(ctx.viewer, { state: e.state as GuestbookState }) }),
  }),
});

const GuestbookEntryConnection = builder.objectRef<GuestbookConnection>('GuestbookEntryConnection').implement({
  description: 'One page of entries; pass endCursor as `after` for the next.',
  fields: (t) => ({
    nodes: t.field({ type: [GuestbookEntry], resolve: (c) => c.nodes }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => c.endCursor }),
  }),
});

const GuestbookEntryInput = builder.inputType('GuestbookEntryInput', {
  description: 'Title 3–120 and text 10–5000 characters; a visit date (YYYY-MM-DD, not in the future) or a past event, or neither.',
  fields: (t) => ({
    title: t.string({ required: true }),
    body: t.string({ required: true }),
    rating: t.field({ type: 'GuestbookRating', required: true }),
    visitDate: t.string({ required: false }),
    eventId: t.id({ required: false }),
  }),
});

const viewer = (ctx: GraphQLContext) => ctx.viewer;

const SAVE_ERRORS = 'GUESTBOOK_NOT_SAVED with extensions.fields [{ field, code }] for bad input';

builder.queryFields((t) => ({
  guestbookEntries: t.field({
    type: GuestbookEntryConnection,
    description: 'The public guestbook: published entries, newest first.',
    args: { first: t.arg.int({ required: false, description: 'Page size: 10 by default, at most 50.' }), after: t.arg.string({ required: false, description: 'endCursor of the previous page.' }) },
    resolve: (_r, args, ctx) => ctx.services.guestbook.listPublished(args),
  }),
  myGuestbookEntries: t.field({
    type: GuestbookEntryConnection,
    description: 'The signed-in member’s own entries in every state, newest first.',
    authScopes: { signedIn: true },
    args: { first: t.arg.int({ required: false }), after: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.guestbook.listMine(viewer(ctx), args),
  }),
  adminGuestbookEntries: t.field({
    type: GuestbookEntryConnection,
    description: 'Admins: entries in one state (all when omitted), newest first. NOT_ALLOWED / NOT_SIGNED_IN otherwise.',
    authScopes: { admin: true },
    args: { state: t.arg({ type: GuestbookStateEnum, required: false }), first: t.arg.int({ required: false }), after: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.guestbook.listForAdmins(viewer(ctx), args.state ?? null, args),
  }),
  guestbookReviewQueue: t.field({
    type: GuestbookEntryConnection,
    description: 'Admins: the entries waiting for review (SUBMITTED, UNDER_REVIEW), oldest first. NOT_ALLOWED / NOT_SIGNED_IN otherwise.',
    authScopes: { admin: true },
    args: { first: t.arg.int({ required: false }), after: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.guestbook.reviewQueue(viewer(ctx), args),
  }),
  guestbookEntry: t.field({
    type: GuestbookEntry,
    nullable: true,
    description: 'One entry: published ones for everyone, the author’s own, any for admins; null otherwise.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.guestbook.entry(viewer(ctx), args.id),
  }),
  guestbookEventChoices: t.field({
    type: [GuestbookEvent],
    description: 'Published events that have begun, latest first: what an entry may be about.',
    resolve: (_r, _a, ctx) => ctx.services.guestbook.eventChoices(),
  }),
}));

builder.mutationFields((t) => {
  const entryById = (description: string, run: (ctx: GraphQLContext, id: string) => Promise<GuestbookEntryView>) =>
    t.field({
      type: GuestbookEntry,
      description: `Admins only (NOT_ALLOWED / NOT_SIGNED_IN). ${description} NOT_FOUND for an unknown id.`,
      authScopes: { admin: true },
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => run(ctx, String(args.id)),
    });
  return {
    createGuestbookEntry: t.field({
      type: GuestbookEntry,
      description: `A signed-in member with a confirmed e-mail writes an entry; it starts SUBMITTED. ${SAVE_ERRORS}; EMAIL_NOT_VERIFIED; RATE_LIMITED (5 a day).`,
      authScopes: { signedIn: true },
      args: { input: t.arg({ type: GuestbookEntryInput, required: true }) },
      resolve: (_r, args, ctx) => ctx.services.guestbook.create(viewer(ctx), args.input),
    }),
    reviewGuestbookEntry: entryById('Moves the entry to UNDER_REVIEW; GUESTBOOK_STATE_CHANGE_REFUSED where the policy forbids it.', (ctx, id) => ctx.services.guestbook.review(viewer(ctx), id)),
    publishGuestbookEntry: entryById('Publishes the entry (publishedAt now); GUESTBOOK_STATE_CHANGE_REFUSED where the policy forbids it.', (ctx, id) => ctx.services.guestbook.publish(viewer(ctx), id)),
    rejectGuestbookEntry: entryById('Rejects (or takes down) the entry; GUESTBOOK_STATE_CHANGE_REFUSED where the policy forbids it.', (ctx, id) => ctx.services.guestbook.reject(viewer(ctx), id)),
    answerGuestbookEntry: t.field({
      type: GuestbookEntry,
      description: `Admins only. Sets the official answer (at most 3000 characters); an empty answer removes it. ${SAVE_ERRORS}; NOT_FOUND.`,
      authScopes: { admin: true },
      args: { id: t.arg.id({ required: true }), answer: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => ctx.services.guestbook.answer(viewer(ctx), String(args.id), args.answer),
    }),
    updateGuestbookEntry: t.field({
      type: GuestbookEntry,
      description: `Admins only. Corrects title, text, rating, date or event; the state stays. ${SAVE_ERRORS}; NOT_FOUND.`,
      authScopes: { admin: true },
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: GuestbookEntryInput, required: true }) },
      resolve: (_r, args, ctx) => ctx.services.guestbook.update(viewer(ctx), String(args.id), args.input),
    }),
    deleteGuestbookEntry: t.boolean({
      description: 'Admins only. Deletes the entry for good. NOT_FOUND for an unknown id.',
      authScopes: { admin: true },
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => ctx.services.guestbook.delete(viewer(ctx), String(args.id)),
    }),
  };
});
