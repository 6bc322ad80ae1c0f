import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { LIMITS } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { errorOf } from '../accounts/support.js';
import { adminAndMember, jpegImage, uploadImage } from '../media/support.js';
import { pageImages, pages } from '../../src/modules/pages/pages.table.js';
import { ADD_IMAGE, PAGE, REMOVE_IMAGE, REORDER_IMAGES, UPDATE_IMAGE, UPDATE_PAGE, seedPagesWithoutImages, validPageInput } from './support.js';

const FORGED_ID = '00000000-0000-4000-8000-000000000000';

describe('venue page editing (admins only)', () => {
  let t: TestApp;
  let adminToken: string;
  let memberToken: string;
  let photo: Buffer;
  const db = () => t.deps.database.db;
  const pageRow = async (name: string) => (await db().select().from(pages).where(eq(pages.name, name)))[0]!;
  const imageCount = async () => Number((await db().select({ n: count() }).from(pageImages))[0]!.n);
  const upload = async () => (await uploadImage(t, photo, { token: adminToken, purpose: 'static-pages' })).body.data.attributes.storageKey as string;
  const addImage = async (name: string, storageKey: string, alt = { altDe: 'Bild', altEn: 'Picture' }) => {
    const res = await t.gql(ADD_IMAGE, { name, storageKey, ...alt }, { token: adminToken });
    expect(res.errors).toBeUndefined();
    return res.data!.addPageImage;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedPagesWithoutImages(t);
    ({ adminToken, memberToken } = await adminAndMember(t));
    photo = await jpegImage(900, 600);
  });
  afterAll(() => t.close());

  describe('updatePage', () => {
    it('lets an admin change titles, bodies and carousel height; visitors see it at once', async () => {
      const res = await t.gql(UPDATE_PAGE, { name: 'opening-times', input: validPageInput() }, { token: adminToken });
      expect(res.errors).toBeUndefined();
      expect(res.data!.updatePage).toMatchObject({ titleDe: 'Öffnungszeiten im Winter', carouselHeight: 'SMALL' });
      const seen = (await t.gql(PAGE, { name: 'opening-times' })).data!.page;
      expect(seen).toMatchObject({ titleEn: 'Winter opening times', bodyEn: expect.stringContaining('| Friday |') });
    });

    it('refuses a member (NOT_ALLOWED) and a visitor (NOT_SIGNED_IN) and changes nothing', async () => {
      const before = await pageRow('bar');
      expect(errorOf(await t.gql(UPDATE_PAGE, { name: 'bar', input: validPageInput() }, { token: memberToken }))?.code).toBe('NOT_ALLOWED');
      expect(errorOf(await t.gql(UPDATE_PAGE, { name: 'bar', input: validPageInput() }))?.code).toBe('NOT_SIGNED_IN');
      expect(await pageRow('bar')).toEqual(before);
    });

    it('refuses empty and too long titles and too long bodies with field codes, changing nothing', async () => {
      const before = await pageRow('bar');
      const cases: [Record<string, unknown>, string, string][] = [
        [{ titleDe: '   ' }, 'titleDe', 'PAGE_TITLE_INVALID'],
        [{ titleEn: 'x'.repeat(LIMITS.PAGES.titleMax + 1) }, 'titleEn', 'PAGE_TITLE_INVALID'],
        [{ bodyDe: 'x'.repeat(LIMITS.PAGES.bodyMax + 1) }, 'bodyDe', 'PAGE_BODY_TOO_LONG'],
      ];
      for (const [override, field, code] of cases) {
        const err = errorOf(await t.gql(UPDATE_PAGE, { name: 'bar', input: validPageInput(override) }, { token: adminToken }));
        expect(err?.code, field).toBe('BAD_INPUT');
        expect(err?.fields).toContainEqual({ field, code });
      }
      // Wrong types and unknown heights never reach the service.
      expect((await t.gql(UPDATE_PAGE, { name: 'bar', input: validPageInput({ carouselHeight: 'HUGE' }) }, { token: adminToken })).errors).toBeDefined();
      expect((await t.gql(UPDATE_PAGE, { name: 'bar', input: validPageInput({ titleDe: 42 }) }, { token: adminToken })).errors).toBeDefined();
      expect(await pageRow('bar')).toEqual(before);
    });

    it('answers NOT_FOUND for an unknown page and creates none', async () => {
      expect(errorOf(await t.gql(UPDATE_PAGE, { name: 'secret-page', input: validPageInput() }, { token: adminToken }))?.code).toBe('NOT_FOUND');
      expect(await db().select().from(pages).where(eq(pages.name, 'secret-page'))).toEqual([]);
    });
  });

  describe('carousel images', () => {
    let keys: string[];
    beforeAll(async () => {
      keys = [await upload(), await upload(), await upload()];
    });
    beforeEach(async () => {
      await db().delete(pageImages);
    });

    it('lets an admin add uploaded images with alt texts, in order, with their size', async () => {
      await addImage('bar', keys[0]!, { altDe: 'Die Bar', altEn: 'The bar' });
      const page = await addImage('bar', keys[1]!);
      expect(page.images.map((i: { storageKey: string }) => i.storageKey)).toEqual([keys[0], keys[1]]);
      expect(page.images[0]).toMatchObject({ width: 900, height: 600, altDe: 'Die Bar', altEn: 'The bar', position: 0 });
    });

    it('refuses members and visitors for every image mutation and writes nothing', async () => {
      const page = await addImage('bar', keys[0]!);
      const id = page.images[0].id;
      for (const [token, code] of [
        [memberToken, 'NOT_ALLOWED'],
        [undefined, 'NOT_SIGNED_IN'],
      ] as const) {
        const opts = token ? { token } : {};
        expect(errorOf(await t.gql(ADD_IMAGE, { name: 'bar', storageKey: keys[1], altDe: 'a', altEn: 'b' }, opts))?.code).toBe(code);
        expect(errorOf(await t.gql(UPDATE_IMAGE, { id, altDe: 'a', altEn: 'b' }, opts))?.code).toBe(code);
        expect(errorOf(await t.gql(REORDER_IMAGES, { name: 'bar', ids: [id] }, opts))?.code).toBe(code);
        expect(errorOf(await t.gql(REMOVE_IMAGE, { id }, opts))?.code).toBe(code);
      }
      const rows = await db().select().from(pageImages);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ altDe: 'Bild', altEn: 'Picture' });
    });

    it('refuses unknown pages, forged or foreign storage keys and bad alt texts without writing a row', async () => {
      const add = (vars: Record<string, unknown>) => t.gql(ADD_IMAGE, { name: 'bar', storageKey: keys[0], altDe: 'a', altEn: 'b', ...vars }, { token: adminToken });
      expect(errorOf(await add({ name: 'nope' }))?.code).toBe('NOT_FOUND');
      expect(errorOf(await add({ storageKey: `static-pages/${FORGED_ID}` }))?.code).toBe('NOT_FOUND');
      expect(errorOf(await add({ storageKey: '../../etc/passwd' }))?.code).toBe('NOT_FOUND');
      const newsKey = (await uploadImage(t, photo, { token: adminToken, purpose: 'news' })).body.data.attributes.storageKey;
      expect(errorOf(await add({ storageKey: newsKey }))?.code).toBe('NOT_FOUND');
      const empty = errorOf(await add({ altDe: ' ' }));
      expect(empty?.code).toBe('BAD_INPUT');
      expect(empty?.fields).toContainEqual({ field: 'altDe', code: 'ALT_TEXT_INVALID' });
      expect(errorOf(await add({ altEn: 'x'.repeat(LIMITS.PAGES.altMax + 1) }))?.fields).toContainEqual({ field: 'altEn', code: 'ALT_TEXT_INVALID' });
      expect(await imageCount()).toBe(0);
    });

    it('stops at the image limit of a carousel', async () => {
      await db()
        .insert(pageImages)
        .values(Array.from({ length: LIMITS.PAGES.imagesMax }, (_, position) => ({ pageName: 'bar', position, storageKey: keys[0]!, width: 900, height: 600, altDe: 'a', altEn: 'b' })));
      const res = await t.gql(ADD_IMAGE, { name: 'bar', storageKey: keys[1], altDe: 'a', altEn: 'b' }, { token: adminToken });
      expect(errorOf(res)?.code).toBe('PAGE_IMAGES_LIMIT');
      expect(await imageCount()).toBe(LIMITS.PAGES.imagesMax);
    });

    it('changes alt texts; forged ids are NOT_FOUND, bad texts BAD_INPUT', async () => {
      const id = (await addImage('bar', keys[0]!)).images[0].id;
      const res = await t.gql(UPDATE_IMAGE, { id, altDe: 'Tresen', altEn: 'Counter' }, { token: adminToken });
      expect(res.data!.updatePageImage).toEqual({ id, altDe: 'Tresen', altEn: 'Counter' });
      expect(errorOf(await t.gql(UPDATE_IMAGE, { id: FORGED_ID, altDe: 'a', altEn: 'b' }, { token: adminToken }))?.code).toBe('NOT_FOUND');
      expect(errorOf(await t.gql(UPDATE_IMAGE, { id: 'not-a-uuid', altDe: 'a', altEn: 'b' }, { token: adminToken }))?.code).toBe('NOT_FOUND');
      expect(errorOf(await t.gql(UPDATE_IMAGE, { id, altDe: '', altEn: 'b' }, { token: adminToken }))?.code).toBe('BAD_INPUT');
      expect((await db().select().from(pageImages))[0]).toMatchObject({ altDe: 'Tresen', altEn: 'Counter' });
    });

    it('reorders the carousel; an incomplete, repeated, foreign or forged list changes nothing', async () => {
      await addImage('bar', keys[0]!);
      await addImage('bar', keys[1]!);
      const ids = (await addImage('bar', keys[2]!)).images.map((i: { id: string }) => i.id) as string[];
      const foreign = (await addImage('lounge', keys[0]!)).images[0].id;
      const reordered = await t.gql(REORDER_IMAGES, { name: 'bar', ids: [ids[2], ids[0], ids[1]] }, { token: adminToken });
      expect(reordered.data!.reorderPageImages.images.map((i: { id: string }) => i.id)).toEqual([ids[2], ids[0], ids[1]]);
      const order = async () => (await t.gql(PAGE, { name: 'bar' })).data!.page.images.map((i: { id: string }) => i.id);
      expect(await order()).toEqual([ids[2], ids[0], ids[1]]);

      const reorder = (name: string, list: string[]) => t.gql(REORDER_IMAGES, { name, ids: list }, { token: adminToken });
      expect(errorOf(await reorder('bar', [ids[0]!, ids[1]!]))?.code).toBe('BAD_INPUT');
      expect(errorOf(await reorder('bar', [ids[0]!, ids[0]!, ids[1]!]))?.code).toBe('BAD_INPUT');
      expect(errorOf(await reorder('bar', [ids[0]!, ids[1]!, foreign]))?.code).toBe('NOT_FOUND');
      expect(errorOf(await reorder('bar', [ids[0]!, ids[1]!, FORGED_ID]))?.code).toBe('NOT_FOUND');
      expect(errorOf(await reorder('nope', ids))?.code).toBe('NOT_FOUND');
      expect(await order()).toEqual([ids[2], ids[0], ids[1]]);
    });

    it('removes an image; its files go once no carousel uses them', async () => {
      const key = await upload();
      await addImage('bar', key);
      const onLounge = (await addImage('lounge', key)).images[0].id;
      const onBar = (await t.gql(PAGE, { name: 'bar' })).data!.page.images[0].id;
      const variant = () => t.app.inject({ method: 'GET', url: `/media/${key}/320.webp` });

      const res = await t.gql(REMOVE_IMAGE, { id: onBar }, { token: adminToken });
      expect(res.data!.removePageImage.images).toEqual([]);
      expect((await variant()).statusCode).toBe(200); // still on the lounge carousel
      await t.gql(REMOVE_IMAGE, { id: onLounge }, { token: adminToken });
      expect((await variant()).statusCode).toBe(404);
      expect(errorOf(await t.gql(REMOVE_IMAGE, { id: onLounge }, { token: adminToken }))?.code).toBe('NOT_FOUND');
      expect(errorOf(await t.gql(REMOVE_IMAGE, { id: FORGED_ID }, { token: adminToken }))?.code).toBe('NOT_FOUND');
    });
  });
});
