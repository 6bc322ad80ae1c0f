import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness.js';
import { errorOf, signUp } from './accounts/support.js';
import { updateUser } from '../src/modules/accounts/accounts.repository.js';
import { news } from '../src/modules/news/news.table.js';
import { events } from '../src/modules/events/events.table.js';
import { pageImages, pages } from '../src/modules/pages/pages.table.js';
import { guestbookEntries } from '../src/modules/guestbook/guestbook.table.js';
import { CREATE_EVENT, CREATE_NEWS, DAY, DELETE_EVENT, DELETE_NEWS, PUBLISH_EVENT, PUBLISH_NEWS, UNPUBLISH_EVENT, UNPUBLISH_NEWS, UPDATE_EVENT, UPDATE_NEWS, eventInput, newsInput } from './news/content-support.js';
import { ADD_IMAGE, REMOVE_IMAGE, REORDER_IMAGES, UPDATE_IMAGE, UPDATE_PAGE, seedPagesWithoutImages, validPageInput } from './pages/support.js';
import { ANSWER, DELETE, PUBLISH, REJECT, REVIEW, UPDATE, entryInput, seedEntry } from './guestbook/support.js';
import { jpegImage, uploadImage } from './media/support.js';

// Every content change is for admins only (spec §6), in one table across news, events, venue pages,
// carousels, the guestbook and the upload endpoint. The member here is as trusted as a non-admin
// gets (confirmed e-mail and phone, profile type, verified, premium): still NOT_ALLOWED, and a
// refused call leaves every content row and every stored file as it was. The per-module files
// test the same operations in more depth; guestbook validation is in guestbook/bad-input.test.ts.

/** What one call needs: rows made fresh for it (the admin's calls change or delete them). */
interface Fixture {
  newsId: string;
  eventId: string;
  imageId: string;
  entryId: string;
}

interface Outcome {
  /** The coded error, or null when the call went through. */
  code: string | null;
  status?: number;
  data?: unknown;
}

interface Operation {
  name: string;
  call: (t: TestApp, fixture: Fixture, token: string | undefined) => Promise<Outcome>;
}

const inAWeek = () => new Date(Date.now() + 7 * DAY);
let storageKey = '';

function gql(name: string, query: string, variables: (f: Fixture) => Record<string, unknown>): Operation {
  return {
    name,
    async call(t, fixture, token) {
      const res = await t.gql(query, variables(fixture), token ? { token } : {});
      return { code: res.errors ? (errorOf(res)?.code ?? 'NO_CODE') : null, data: res.data?.[name] ?? null };
    },
  };
}

const OPERATIONS: Operation[] = [
  gql('createNews', CREATE_NEWS, () => ({ input: newsInput() })),
  gql('updateNews', UPDATE_NEWS, (f) => ({ id: f.newsId, input: newsInput() })),
  gql('publishNews', PUBLISH_NEWS, (f) => ({ id: f.newsId })),
  gql('unpublishNews', UNPUBLISH_NEWS, (f) => ({ id: f.newsId })),
  gql('deleteNews', DELETE_NEWS, (f) => ({ id: f.newsId })),
  gql('createEvent', CREATE_EVENT, () => ({ input: eventInput(inAWeek()) })),
  gql('updateEvent', UPDATE_EVENT, (f) => ({ id: f.eventId, input: eventInput(inAWeek()) })),
  gql('publishEvent', PUBLISH_EVENT, (f) => ({ id: f.eventId })),
  gql('unpublishEvent', UNPUBLISH_EVENT, (f) => ({ id: f.eventId })),
  gql('deleteEvent', DELETE_EVENT, (f) => ({ id: f.eventId })),
  gql('updatePage', UPDATE_PAGE, () => ({ name: 'bar', input: validPageInput() })),
  gql('addPageImage', ADD_IMAGE, () => ({ name: 'bar', storageKey, altDe: 'Der Tresen', altEn: 'The counter' })),
  gql('updatePageImage', UPDATE_IMAGE, (f) => ({ id: f.imageId, altDe: 'Neu', altEn: 'New' })),
  gql('reorderPageImages', REORDER_IMAGES, (f) => ({ name: 'lounge', ids: [f.imageId] })),
  gql('removePageImage', REMOVE_IMAGE, (f) => ({ id: f.imageId })),
  gql('reviewGuestbookEntry', REVIEW, (f) => ({ id: f.entryId })),
  gql('publishGuestbookEntry', PUBLISH, (f) => ({ id: f.entryId })),
  gql('rejectGuestbookEntry', REJECT, (f) => ({ id: f.entryId })),
  gql('answerGuestbookEntry', ANSWER, (f) => ({ id: f.entryId, answer: 'Merci vielmal!' })),
  gql('updateGuestbookEntry', UPDATE, (f) => ({ id: f.entryId, input: entryInput({ rating: 1 }) })),
  gql('deleteGuestbookEntry', DELETE, (f) => ({ id: f.entryId })),
  {
    name: 'POST /api/uploads/images',
    async call(t, _fixture, token) {
      const res = await uploadImage(t, await jpegImage(640, 480), { token, purpose: 'news' });
      return { code: res.status === 201 ? null : (res.body.errors?.[0]?.code ?? 'NO_CODE'), status: res.status, data: res.body.data ?? null };
    },
  },
];

describe('admin-only content changes', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let author: string;

  /** Every content row and every stored file, to prove that a refused call changed nothing. */
  async function everything() {
    const db = t.deps.database.db;
    const storage = path.join(t.dataDir, 'storage');
    return {
      news: await db.select().from(news).orderBy(asc(news.id)),
      events: await db.select().from(events).orderBy(asc(events.id)),
      pages: await db.select().from(pages).orderBy(asc(pages.name)),
      pageImages: await db.select().from(pageImages).orderBy(asc(pageImages.id)),
      guestbook: await db.select().from(guestbookEntries).orderBy(asc(guestbookEntries.id)),
      files: fs.existsSync(storage) ? fs.readdirSync(storage, { recursive: true }).map(String).sort() : [],
    };
  }

  /** A news post, an event, the only picture of the lounge carousel and a guestbook entry, fresh. */
  async function fixture(): Promise<Fixture> {
    const newsId = (await t.gql(CREATE_NEWS, { input: newsInput() }, { token: admin })).data!.createNews.id as string;
    const eventId = (await t.gql(CREATE_EVENT, { input: eventInput(inAWeek()) }, { token: admin })).data!.createEvent.id as string;
    await t.deps.database.db.delete(pageImages).where(eq(pageImages.pageName, 'lounge'));
    const page = await t.gql(ADD_IMAGE, { name: 'lounge', storageKey, altDe: 'Sofas', altEn: 'Sofas' }, { token: admin });
    const entryId = (await seedEntry(t, author)).id;
    return { newsId, eventId, imageId: page.data!.addPageImage.images[0].id as string, entryId };
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedPagesWithoutImages(t);
    const now = new Date();
    const trusted = { emailVerifiedAt: now, phoneVerifiedAt: now, sex: 'MF' as const, isVerified: true, isPremium: true };
    const a = await signUp(t);
    await updateUser(t.deps.database.db, a.user.id, { ...trusted, admin: true });
    const m = await signUp(t);
    await updateUser(t.deps.database.db, m.user.id, trusted);
    [admin, member, author] = [a.token, m.token, m.user.id as string];
    storageKey = (await uploadImage(t, await jpegImage(900, 600), { token: admin, purpose: 'static-pages' })).body.data.attributes.storageKey;
  });
  afterAll(() => t.close());

  describe.each(OPERATIONS.map((op) => [op.name, op] as const))('%s', (_name, op) => {
    it('is allowed for an admin', async () => {
      const outcome = await op.call(t, await fixture(), admin);
      expect(outcome.code).toBeNull();
      expect(outcome.data).toBeTruthy();
    });

    it.each([
      ['a verified member', 'NOT_ALLOWED', 403],
      ['a visitor', 'NOT_SIGNED_IN', 401],
    ] as const)('is refused to %s with its code, changing nothing', async (who, code, status) => {
      const f = await fixture();
      const before = await everything();
      const outcome = await op.call(t, f, who === 'a visitor' ? undefined : member);
      expect(outcome.code).toBe(code);
      expect(outcome.data ?? null).toBeNull();
      if (outcome.status !== undefined) expect(outcome.status).toBe(status);
      expect(await everything()).toEqual(before);
    });
  });
});
