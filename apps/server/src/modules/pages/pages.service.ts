import { VENUE_PAGE_NAMES, pageImageAltInput, updatePageInput } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../accounts/accounts.table.js';
import type { MediaService } from '../media/media.service.js';
import { AppError, parseInput } from '../../shared/app-error.js';
import * as repo from './pages.repository.js';
import { isImageId, isPageImageKey, isPageName, isReorderOf, mayAddImage } from './pages.policy.js';
import type { PageImageRow, PageRow } from './pages.table.js';

const NAV_ORDER = new Map<string, number>(VENUE_PAGE_NAMES.map((name, i) => [name, i]));

function byNavOrder(a: PageRow, b: PageRow) {
  return (NAV_ORDER.get(a.name) ?? 999) - (NAV_ORDER.get(b.name) ?? 999) || a.name.localeCompare(b.name);
}

function refuse(decision: { allowed: true } | { allowed: false; code: 'PAGE_IMAGES_LIMIT' | 'BAD_INPUT' }) {
  if (!decision.allowed) throw new AppError(decision.code);
}

/** The venue's info pages: public reading, admin editing of texts and carousel (spec §2). */
export function createPagesService(deps: AppDeps, media: MediaService) {
  const db = () => deps.database.db;

  async function pageOrNotFound(tx: Parameters<typeof repo.lockPage>[0], name: string): Promise<PageRow> {
    const page = isPageName(name) ? await repo.lockPage(tx, name) : undefined;
    if (!page) throw new AppError('NOT_FOUND');
    return page;
  }

  async function imageOrNotFound(tx: Parameters<typeof repo.findImage>[0], id: string): Promise<PageImageRow> {
    const image = isImageId(id) ? await repo.findImage(tx, id) : undefined;
    if (!image) throw new AppError('NOT_FOUND');
    return image;
  }

  return {
    /** One page by name, or null (unknown names are no error: the web shows its not-found page). */
    async page(name: string): Promise<PageRow | null> {
      if (!isPageName(name)) return null;
      return (await repo.findPage(db(), name)) ?? null;
    },

    /** Every page in navigation order. */
    async pages(): Promise<PageRow[]> {
      return (await repo.listPages(db())).sort(byNavOrder);
    },

    images(name: string): Promise<PageImageRow[]> {
      return repo.imagesOf(db(), name);
    },

    /** For the web server's 404: /pages/<name> exists only for stored pages; other paths are not ours. */
    async knownPath(pathname: string): Promise<boolean | undefined> {
      const m = /^\/pages\/([^/]+)\/?$/.exec(pathname);
      if (!m) return undefined;
      const name = m[1]!; // page names need no percent-encoding; an encoded one names no page
      return isPageName(name) && repo.pageExists(db(), name);
    },

    async updatePage(viewer: UserRow | null, name: string, input: unknown): Promise<PageRow> {
      media.assertMayEdit(viewer);
      const values = parseInput(updatePageInput, input);
      return db().transaction(async (tx) => {
        await pageOrNotFound(tx, name);
        return (await repo.updatePage(tx, name, { ...values, updatedBy: viewer!.id, updatedAt: deps.now() }))!;
      });
    },

    /** Adds an uploaded image (static-pages/<uuid>, see POST /api/uploads/images) at the end of the carousel. */
    async addImage(viewer: UserRow | null, name: string, storageKey: string, alt: unknown): Promise<PageRow> {
      media.assertMayEdit(viewer);
      const texts = parseInput(pageImageAltInput, alt);
      const meta = isPageImageKey(storageKey) ? await media.imageMeta(storageKey) : null;
      if (!meta) throw new AppError('NOT_FOUND', { fields: [{ field: 'storageKey', code: 'NOT_FOUND' }] });
      return db().transaction(async (tx) => {
        const page = await pageOrNotFound(tx, name);
        refuse(mayAddImage(await repo.countImages(tx, name)));
        const position = await repo.nextImagePosition(tx, name);
        await repo.insertImages(tx, [{ pageName: name, position, storageKey, width: meta.width, height: meta.height, ...texts }]);
        await repo.touchPage(tx, name, viewer!.id, deps.now());
        return (await repo.findPage(tx, page.name))!;
      });
    },

    async updateImage(viewer: UserRow | null, id: string, alt: unknown): Promise<PageImageRow> {
      media.assertMayEdit(viewer);
      const texts = parseInput(pageImageAltInput, alt);
      return db().transaction(async (tx) => {
        const image = await imageOrNotFound(tx, id);
        await repo.touchPage(tx, image.pageName, viewer!.id, deps.now());
        return (await repo.updateImageAlt(tx, id, texts))!;
      });
    },

    /** Puts the carousel in the given order; `ids` must be exactly the page's images. */
    async reorderImages(viewer: UserRow | null, name: string, ids: string[]): Promise<PageRow> {
      media.assertMayEdit(viewer);
      if (!ids.every(isImageId)) throw new AppError('NOT_FOUND');
      return db().transaction(async (tx) => {
        const page = await pageOrNotFound(tx, name);
        const current = (await repo.imagesOf(tx, name)).map((i) => i.id);
        // An id of no image of this page (forged, or of another page) is not found here.
        if (ids.some((id) => !current.includes(id))) throw new AppError('NOT_FOUND');
        refuse(isReorderOf(current, ids));
        await repo.setImagePositions(tx, name, ids);
        await repo.touchPage(tx, name, viewer!.id, deps.now());
        return (await repo.findPage(tx, page.name))!;
      });
    },

    /** Removes an image from its carousel; its files go too once no carousel uses them. */
    async removeImage(viewer: UserRow | null, id: string): Promise<PageRow> {
      media.assertMayEdit(viewer);
      const { page, storageKey, unused } = await db().transaction(async (tx) => {
        const image = await imageOrNotFound(tx, id);
        const locked = await pageOrNotFound(tx, image.pageName);
        await repo.deleteImage(tx, id);
        await repo.touchPage(tx, image.pageName, viewer!.id, deps.now());
        return { page: (await repo.findPage(tx, locked.name))!, storageKey: image.storageKey, unused: (await repo.countImagesWithKey(tx, image.storageKey)) === 0 };
      });
      if (unused) await media.removeImageFiles(storageKey).catch(() => undefined);
      return page;
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
