import { pino } from 'pino';
import {
  LIMITS,
  guestbookAnswerSchema,
  guestbookEntryInput,
  guestbookToday,
  isGuestbookId,
  type GuestbookEntryValues,
  type GuestbookState,
} from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import { z, type ZodError } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import type { UserRow } from '../accounts/accounts.table.js';
import type { GuestbookEntryRow } from './guestbook.table.js';
import * as policy from './guestbook.policy.js';
import * as repo from './guestbook.repository.js';
import { decodeCursor, encodeCursor } from './guestbook.cursor.js';
import { assertAllowed } from '../../shared/decision.js';

const G = LIMITS.GUESTBOOK;
const DAY_SECONDS = 86_400;
/** How many past events the entry form offers. */
const EVENT_CHOICES = 30;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

export interface GuestbookConnection {
  nodes: repo.GuestbookEntryView[];
  hasNextPage: boolean;
  endCursor: string | null;
}

type Viewer = UserRow | null;

/** A failed schema check: the spec's "could not be saved" with a code per field. */
function parseOrNotSaved<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError } }, raw: unknown): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw new AppError('GUESTBOOK_NOT_SAVED', { fields: AppError.fromZod(result.error).fields });
}

function notSaved(field: string, code: 'GUESTBOOK_EVENT_NOT_FOUND' | 'GUESTBOOK_EVENT_IN_FUTURE'): AppError {
  return new AppError('GUESTBOOK_NOT_SAVED', { fields: [{ field, code }] });
}

function pageSize(first: number | null | undefined): number {
  if (first === null || first === undefined) return G.pageSize;
  return Math.min(Math.max(Math.trunc(first), 1), G.pageSizeMax);
}

export function createGuestbookService(deps: AppDeps) {
  const db = () => deps.database.db;
  const log = pino({ name: 'guestbook', level: deps.config.logLevel });

  /** Reads one page: one row more than asked tells whether another page follows. */
  async function page(args: PageArgs, timeOf: (e: repo.GuestbookEntryView) => Date | null, load: (keyset: repo.Keyset | null, limit: number) => Promise<repo.GuestbookEntryView[]>): Promise<GuestbookConnection> {
    const size = pageSize(args.first);
    const rows = await load(args.after ? decodeCursor(args.after) : null, size + 1);
    const nodes = rows.slice(0, size);
    const last = nodes.at(-1);
    const lastAt = last ? timeOf(last) : null;
    return { nodes, hasNextPage: rows.length > size, endCursor: last && lastAt ? encodeCursor({ at: lastAt, id: last.id }) : null };
  }

  /** Validates an entry as written by a member or edited by an admin; the event must be published and have begun. */
  async function validEntry(tx: DbOrTx, raw: unknown, now: Date): Promise<GuestbookEntryValues> {
    const values = parseOrNotSaved(guestbookEntryInput(guestbookToday(now)), raw);
    if (values.eventId) {
      const event = await repo.findPublishedEvent(tx, now, values.eventId);
      if (!event) throw notSaved('eventId', 'GUESTBOOK_EVENT_NOT_FOUND');
      if (event.startsAt.getTime() > now.getTime()) throw notSaved('eventId', 'GUESTBOOK_EVENT_IN_FUTURE');
    }
    return values;
  }

  /** Runs a write; a failure without a code of its own becomes "could not be saved" (and is logged without content). */
  async function saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      log.error({ err: { name: (error as Error)?.name, message: (error as Error)?.message } }, 'guestbook write failed');
      throw new AppError('GUESTBOOK_NOT_SAVED');
    }
  }

  async function viewOf(id: string): Promise<repo.GuestbookEntryView> {
    const view = await repo.findView(db(), deps.now(), id);
    if (!view) throw new AppError('NOT_FOUND');
    return view;
  }

  /** An admin's change to one entry: locked, checked and written in one transaction. */
  async function moderate(viewer: Viewer, id: unknown, change: (tx: DbOrTx, entry: GuestbookEntryRow, now: Date) => Promise<void>) {
    assertAllowed(policy.canModerate(viewer));
    if (!isGuestbookId(id)) throw new AppError('NOT_FOUND');
    await saving(() =>
      db().transaction(async (tx) => {
        const entry = await repo.lockEntry(tx, id);
        if (!entry) throw new AppError('NOT_FOUND');
        await change(tx, entry, deps.now());
      }),
    );
    return viewOf(id);
  }

  function changeState(viewer: Viewer, id: unknown, to: GuestbookState) {
    return moderate(viewer, id, async (tx, entry, now) => {
      assertAllowed(policy.canTransition(entry.state as GuestbookState, to));
      await repo.updateEntry(tx, entry.id, { state: to, publishedAt: to === 'PUBLISHED' ? now : null, updatedAt: now });
    });
  }

  return {
    /** The public guestbook: published entries, newest publication first. */
    listPublished(args: PageArgs) {
      const now = deps.now();
      return page(args, (e) => e.publishedAt, (keyset, limit) => repo.listPublished(db(), now, keyset, limit));
    },

    /** The signed-in author's own entries in every state, so they see theirs "under review". */
    listMine(viewer: Viewer, args: PageArgs) {
      if (!viewer) throw new AppError('NOT_SIGNED_IN');
      const now = deps.now();
      return page(args, (e) => e.createdAt, (keyset, limit) => repo.listByAuthor(db(), now, viewer.id, keyset, limit));
    },

    /** The admins' review list, optionally in one state. */
    listForAdmins(viewer: Viewer, state: GuestbookState | null, args: PageArgs) {
      assertAllowed(policy.canModerate(viewer));
      const now = deps.now();
      return page(args, (e) => e.createdAt, (keyset, limit) => repo.listForAdmins(db(), now, state, keyset, limit));
    },

    /** Staff's review queue: entries waiting (SUBMITTED, UNDER_REVIEW), oldest first. */
    reviewQueue(viewer: Viewer, args: PageArgs) {
      assertAllowed(policy.canModerate(viewer));
      const now = deps.now();
      return page(args, (e) => e.createdAt, (keyset, limit) => repo.listReviewQueue(db(), now, keyset, limit));
    },

    /** One entry, or null when it does not exist or the viewer may not see it (no hint which). */
    async entry(viewer: Viewer, id: unknown): Promise<repo.GuestbookEntryView | null> {
      if (!isGuestbookId(id)) return null;
      const view = await repo.findView(db(), deps.now(), id);
      return view && policy.canSeeEntry(viewer, view) ? view : null;
    },

    /** Events an entry may be about: published and begun, latest first. */
    eventChoices() {
      return repo.listPastEvents(db(), deps.now(), EVENT_CHOICES);
    },

    /** A member's new entry: checked, rate-limited per member, saved as SUBMITTED. */
    async create(viewer: Viewer, raw: unknown): Promise<repo.GuestbookEntryView> {
      assertAllowed(policy.canWriteEntry(viewer));
      const author = viewer!;
      const now = deps.now();
      const values = await validEntry(db(), raw, now);
      const decision = await deps.rateLimiter.hit(`guestbook:create:${author.id}`, G.entriesPerDay, DAY_SECONDS);
      if (!decision.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: decision.retryAfterSeconds });
      const row = await saving(() =>
        db().transaction(async (tx) => {
          // Checked again inside the transaction: the event may have been unpublished meanwhile.
          const checked = await validEntry(tx, values, now);
          return repo.insertEntry(tx, { ...checked, authorId: author.id, state: 'SUBMITTED', createdAt: now, updatedAt: now });
        }),
      );
      return viewOf(row.id);
    },

    review: (viewer: Viewer, id: unknown) => changeState(viewer, id, 'UNDER_REVIEW'),
    publish: (viewer: Viewer, id: unknown) => changeState(viewer, id, 'PUBLISHED'),
    reject: (viewer: Viewer, id: unknown) => changeState(viewer, id, 'REJECTED'),

    /** The venue's official answer; an empty one removes it. */
    answer(viewer: Viewer, id: unknown, raw: unknown) {
      assertAllowed(policy.canModerate(viewer));
      const { answer } = parseOrNotSaved(z.object({ answer: guestbookAnswerSchema }), { answer: raw });
      return moderate(viewer, id, async (tx, entry, now) => {
        await repo.updateEntry(tx, entry.id, { officialAnswer: answer || null, answeredAt: answer ? now : null, updatedAt: now });
      });
    },

    /** An admin corrects title, text, rating, date or event; the state stays. */
    update(viewer: Viewer, id: unknown, raw: unknown) {
      return moderate(viewer, id, async (tx, entry, now) => {
        const values = await validEntry(tx, raw, now);
        await repo.updateEntry(tx, entry.id, { ...values, updatedAt: now });
      });
    },

    async delete(viewer: Viewer, id: unknown): Promise<boolean> {
      assertAllowed(policy.canModerate(viewer));
      if (!isGuestbookId(id)) throw new AppError('NOT_FOUND');
      const deleted = await saving(() => db().transaction((tx) => repo.deleteEntry(tx, id)));
      if (!deleted) throw new AppError('NOT_FOUND');
      return true;
    },
  };
}

export type GuestbookService = ReturnType<typeof createGuestbookService>;
