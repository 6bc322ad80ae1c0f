import { newsInput, pageArgsSchema, publishAtSchema, slugify, uniqueSlug, SLUG_PATTERN } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { parseWithFieldCodes } from '../../shared/content-input.js';
import { imageColumns, removeImageIfUnused } from '../../shared/content-image.js';
import { decodeCursor, isUuid, toPage, type Page } from '../../shared/cursor.js';
import { slugTaken, withSlugGuard } from '../../shared/slug-guard.js';
import type { NewsRow } from './news.table.js';
import * as repo from './news.repository.js';

const SLUG_FALLBACK = 'news';
const SLUG_KEY = 'news_slug_key';

export function createNewsService(deps: AppDeps) {
  const db = () => deps.database.db;
  const imageUsed = (key: string) => repo.imageInUse(db(), key);

  async function lockOrNotFound(tx: DbOrTx, id: string): Promise<NewsRow> {
    const row = isUuid(id) ? await repo.lockById(tx, id) : undefined;
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** An explicit slug must be free (or already this post's); SLUG_TAKEN otherwise. */
  async function assertSlugFree(tx: DbOrTx, slug: string, ownId: string | null) {
    const owner = await repo.slugOwner(tx, slug);
    if (owner && owner !== ownId) throw slugTaken();
  }

  return {
    /** Published posts, newest first. */
    async list(args: { first?: number | null; after?: string | null }): Promise<Page<NewsRow>> {
      const { first, after } = parseWithFieldCodes(pageArgsSchema, args);
      const rows = await repo.listPublished(db(), deps.now(), first + 1, after ? decodeCursor(after) : null);
      return toPage(rows, first, (r) => ({ at: r.publishedAt!, id: r.id }));
    },

    /** A published post by slug; null for an unknown, draft or scheduled one. */
    async bySlug(slug: string): Promise<NewsRow | null> {
      if (slug.length > 100 || !SLUG_PATTERN.test(slug)) return null;
      return (await repo.findPublishedBySlug(db(), slug, deps.now())) ?? null;
    },

    /** For the web server's 404: /news/<slug> exists only for a published post; other paths are not ours. */
    async knownPath(pathname: string): Promise<boolean | undefined> {
      const m = /^\/news\/([^/]+)\/?$/.exec(pathname);
      if (!m) return undefined;
      const slug = m[1]!; // slugs need no percent-encoding; an encoded one names no post
      if (slug.length > 100 || !SLUG_PATTERN.test(slug)) return false;
      return (await repo.findPublishedBySlug(db(), slug, deps.now())) !== undefined;
    },

    /** Admin: every post with its state, newest created first. */
    async adminList(args: { first?: number | null; after?: string | null }): Promise<Page<NewsRow>> {
      const { first, after } = parseWithFieldCodes(pageArgsSchema, args);
      const rows = await repo.listAll(db(), first + 1, after ? decodeCursor(after) : null);
      return toPage(rows, first, (r) => ({ at: r.createdAt, id: r.id }));
    },

    async adminById(id: string): Promise<NewsRow> {
      const row = isUuid(id) ? await repo.findById(db(), id) : undefined;
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },

    /** A new draft; its slug comes from the German title unless one is given. */
    async create(raw: unknown): Promise<NewsRow> {
      const input = parseWithFieldCodes(newsInput, raw);
      const image = await imageColumns(deps.storage, input.imageKey, 'news');
      return withSlugGuard(SLUG_KEY, Boolean(input.slug), () =>
        db().transaction(async (tx) => {
          const now = deps.now();
          let slug = input.slug;
          if (slug) await assertSlugFree(tx, slug, null);
          else {
            const base = slugify(input.titleDe, SLUG_FALLBACK);
            slug = uniqueSlug(base, await repo.slugsLike(tx, base));
          }
          const { imageKey: _imageKey, ...content } = input;
          return repo.insert(tx, { ...content, ...image, slug, createdAt: now, updatedAt: now });
        }),
      );
    },

    /** New texts (and image); the slug stays unless a new one is given explicitly. */
    async update(id: string, raw: unknown): Promise<NewsRow> {
      const input = parseWithFieldCodes(newsInput, raw);
      const image = await imageColumns(deps.storage, input.imageKey, 'news');
      const { updated, previousImage } = await withSlugGuard(SLUG_KEY, true, () =>
        db().transaction(async (tx) => {
          const row = await lockOrNotFound(tx, id);
          const slug = input.slug ?? row.slug;
          if (slug !== row.slug) await assertSlugFree(tx, slug, row.id);
          const { imageKey: _imageKey, ...content } = input;
          return { updated: await repo.update(tx, row.id, { ...content, ...image, slug }, deps.now()), previousImage: row.imagePath };
        }),
      );
      if (previousImage !== updated.imagePath) await removeImageIfUnused(deps.storage, previousImage, imageUsed);
      return updated;
    },

    /** Publishes now, or at `at` (a future time schedules the post). */
    async publish(id: string, at?: Date | null): Promise<NewsRow> {
      const publishAt = parseWithFieldCodes(publishAtSchema, at);
      return db().transaction(async (tx) => {
        const row = await lockOrNotFound(tx, id);
        const now = deps.now();
        return repo.update(tx, row.id, { publishedAt: publishAt ?? now }, now);
      });
    },

    /** Back to draft: hidden from visitors at once. */
    async unpublish(id: string): Promise<NewsRow> {
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

export type NewsService = ReturnType<typeof createNewsService>;
