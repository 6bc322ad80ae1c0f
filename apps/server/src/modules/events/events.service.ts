import { eventInput, pageArgsSchema, publishAtSchema, slugify, uniqueSlug, SLUG_PATTERN } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { parseWithFieldCodes } from '../../shared/content-input.js';
import { imageColumns, removeImageIfUnused } from '../../shared/content-image.js';
import { decodeCursor, isUuid, toPage, type Page } from '../../shared/cursor.js';
import { slugTaken, withSlugGuard } from '../../shared/slug-guard.js';
import type { EventRow } from './events.table.js';
import * as repo from './events.repository.js';

export type { When } from './events.repository.js';

const SLUG_FALLBACK = 'event';
const SLUG_KEY = 'events_slug_key';
/** The calendar feed holds at most this many upcoming events. */
const CALENDAR_MAX = 200;

export function createEventsService(deps: AppDeps, opts: { afterUpdate?: (tx: DbOrTx, row: EventRow) => Promise<void> } = {}) {
  const db = () => deps.database.db;
  const imageUsed = (key: string) => repo.imageInUse(db(), key);

  async function lockOrNotFound(tx: DbOrTx, id: string): Promise<EventRow> {
    const row = isUuid(id) ? await repo.lockById(tx, id) : undefined;
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function assertSlugFree(tx: DbOrTx, slug: string, ownId: string | null) {
    const owner = await repo.slugOwner(tx, slug);
    if (owner && owner !== ownId) throw slugTaken();
  }

  /** The row's columns from the input: the image checked and measured, the slug left to the caller. */
  async function toColumns(input: ReturnType<typeof eventInput.parse>) {
    const { imageKey, slug: _slug, ...content } = input;
    return { ...content, ...(await imageColumns(deps.storage, imageKey, 'events')) };
  }

  return {
    /** Published events: UPCOMING soonest first (running ones included), PAST most recent first. */
    async list(args: { when: repo.When; first?: number | null; after?: string | null }): Promise<Page<EventRow>> {
      const { first, after } = parseWithFieldCodes(pageArgsSchema, { first: args.first, after: args.after });
      const rows = await repo.listPublished(db(), args.when, deps.now(), first + 1, after ? decodeCursor(after) : null);
      return toPage(rows, first, (r) => ({ at: r.startsAt, id: r.id }));
    },

    /** Upcoming published events for the calendar feed. */
    async calendar(): Promise<EventRow[]> {
      return repo.listPublished(db(), 'UPCOMING', deps.now(), CALENDAR_MAX, null);
    },

    /** A published event by slug; null for an unknown, draft or scheduled one. */
    async bySlug(slug: string): Promise<EventRow | null> {
      if (slug.length > 100 || !SLUG_PATTERN.test(slug)) return null;
      return (await repo.findPublishedBySlug(db(), slug, deps.now())) ?? null;
    },

    /** For the web server's 404: /events/<slug> exists only for a published event; other paths are not ours. */
    async knownPath(pathname: string): Promise<boolean | undefined> {
      const m = /^\/events\/([^/]+)\/?$/.exec(pathname);
      if (!m) return undefined;
      const slug = m[1]!; // slugs need no percent-encoding; an encoded one names no event
      if (slug.length > 100 || !SLUG_PATTERN.test(slug)) return false;
      return (await repo.findPublishedBySlug(db(), slug, deps.now())) !== undefined;
    },

    /** Admin: every event with its state, latest start first. */
    async adminList(args: { first?: number | null; after?: string | null }): Promise<Page<EventRow>> {
      const { first, after } = parseWithFieldCodes(pageArgsSchema, args);
      const rows = await repo.listAll(db(), first + 1, after ? decodeCursor(after) : null);
      return toPage(rows, first, (r) => ({ at: r.startsAt, id: r.id }));
    },

    async adminById(id: string): Promise<EventRow> {
      const row = isUuid(id) ? await repo.findById(db(), id) : undefined;
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },

    /** A new draft; its slug comes from the German title unless one is given. */
    async create(raw: unknown): Promise<EventRow> {
      const input = parseWithFieldCodes(eventInput, raw);
      const columns = await toColumns(input);
      return withSlugGuard(SLUG_KEY, Boolean(input.slug), () =>
        db().transaction(async (tx) => {
          const now = deps.now();
          let slug = input.slug;
          if (slug) await assertSlugFree(tx, slug, null);
          else {
            const base = slugify(input.titleDe, SLUG_FALLBACK);
            slug = uniqueSlug(base, await repo.slugsLike(tx, base));
          }
          return repo.insert(tx, { ...columns, slug, createdAt: now, updatedAt: now });
        }),
      );
    },

    /** New details (and image); the slug stays unless a new one is given explicitly. */
    async update(id: string, raw: unknown): Promise<EventRow> {
      const input = parseWithFieldCodes(eventInput, raw);
      const columns = await toColumns(input);
      const { updated, previousImage } = await withSlugGuard(SLUG_KEY, true, () =>
        db().transaction(async (tx) => {
          const row = await lockOrNotFound(tx, id);
          const slug = input.slug ?? row.slug;
          if (slug !== row.slug) await assertSlugFree(tx, slug, row.id);
          const saved = await repo.update(tx, row.id, { ...columns, slug }, deps.now());
          await opts.afterUpdate?.(tx, saved);
          return { updated: saved, previousImage: row.imagePath };
        }),
      );
      if (previousImage !== updated.imagePath) await removeImageIfUnused(deps.storage, previousImage, imageUsed);
      return updated;
    },

    /** Publishes now, or at `at` (a future time schedules the event). */
    async publish(id: string, at?: Date | null): Promise<EventRow> {
      const publishAt = parseWithFieldCodes(publishAtSchema, at);
      return db().transaction(async (tx) => {
        const row = await lockOrNotFound(tx, id);
        const now = deps.now();
        return repo.update(tx, row.id, { publishedAt: publishAt ?? now }, now);
      });
    },

    /** Back to draft: hidden from visitors at once. */
    async unpublish(id: string): Promise<EventRow> {
      return db().transaction(async (tx) => {
        const row = await lockOrNotFound(tx, id);
        return repo.update(tx, row.id, { publishedAt: null }, deps.now());
      });
    },

    async delete(id: string): Promise<string> {
      const row = await db().transaction(async (tx) => {
        const found = await lockOrNotFound(tx, id);
        await repo.remove(tx, found.id);
        return found;
      });
      await removeImageIfUnused(deps.storage, row.imagePath, imageUsed);
      return row.id;
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
