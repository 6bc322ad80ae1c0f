import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENUE_PAGE_NAMES } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { PAGE, PAGES, seedPagesWithoutImages } from './support.js';

describe('venue pages for everyone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedPagesWithoutImages(t);
  });
  afterAll(() => t.close());

  it('shows a page to a visitor in both languages', async () => {
    const res = await t.gql(PAGE, { name: 'opening-times' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.page).toMatchObject({ id: 'opening-times', name: 'opening-times', titleDe: 'Öffnungszeiten', titleEn: 'Opening times', carouselHeight: 'MEDIUM', images: [] });
  });

  it('answers null for an unknown or malformed page name', async () => {
    for (const name of ['nope', 'Welcome', '../welcome', '', 'x'.repeat(500), "welcome' or 1=1 --"]) {
      const res = await t.gql(PAGE, { name });
      expect(res.errors, name).toBeUndefined();
      expect(res.data!.page, name).toBeNull();
    }
  });

  it('lists all pages in navigation order for the menu', async () => {
    const res = await t.gql(PAGES);
    expect(res.data!.pages.map((p: { name: string }) => p.name)).toEqual([...VENUE_PAGE_NAMES]);
    expect(res.data!.pages[0]).toEqual({ name: 'welcome', titleDe: 'Willkommen im Club Venue', titleEn: 'Welcome to Club Venue' });
  });

  it('serves the web app with 200 for existing pages and 404 for unknown page names', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect((await get('/pages/welcome')).statusCode).toBe(200);
    expect((await get('/pages/360')).statusCode).toBe(200);
    expect((await get('/pages/opening-times?lang=en')).statusCode).toBe(200);
    expect((await get('/pages/no-such-page')).statusCode).toBe(404);
    expect((await get('/pages/%E2%9C%93')).statusCode).toBe(404);
    expect((await get('/pages/welcome/extra')).statusCode).toBe(404);
    expect((await get('/pages')).statusCode).toBe(404);
  });
});
