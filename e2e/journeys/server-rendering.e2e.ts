import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { publicQuery } from '../support/graphql.js';
import { createMember, openVisitor, signIn, text, waitForPath } from '../support/journey.js';

// The public pages come rendered from the server (docs/decisions/0016): a visitor reads them before
// any script runs, or with scripts off; then the page becomes the app without a hydration error.

interface Content {
  page: { titleDe: string; titleEn: string; images: { altDe: string; altEn: string }[] };
  events: { nodes: { slug: string; titleDe: string }[] };
  newsList: { nodes: { slug: string; titleDe: string }[] };
}

const CONTENT = `{
  page(name: "welcome") { titleDe titleEn images { altDe altEn } }
  events(when: UPCOMING, first: 3) { nodes { slug titleDe } }
  newsList(first: 3) { nodes { slug titleDe } }
}`;

async function withoutScripts(browser: Browser, cookie?: { name: string; value: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), javaScriptEnabled: false, viewport: { width: 375, height: 740 }, locale: 'de-CH' });
  if (cookie) await context.addCookies([{ ...cookie, url: inject('baseUrl') }]);
  return context.newPage();
}

/** Hydration mismatches and other failures are reported as page errors or console errors. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

describe('server-rendered public pages', () => {
  let browser: Browser;
  let content: Content;
  beforeAll(async () => {
    browser = await launchBrowser();
    content = await publicQuery<Content>(CONTENT);
  });
  afterAll(() => browser.close());

  it('are readable with scripts turned off: the welcome page, events, news and their details', async () => {
    const page = await withoutScripts(browser);
    await page.goto('/pages/welcome');
    expect(await page.title()).toBe(`${content.page.titleDe} – ${text('brand')}`);
    await page.getByRole('heading', { level: 1, name: content.page.titleDe }).waitFor();
    await page.getByRole('img', { name: content.page.images[0]!.altDe }).first().waitFor();

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: text('landing.title') }).waitFor();
    await page.getByRole('heading', { level: 2, name: text('events.nextTitle') }).waitFor();

    await page.goto('/events');
    const event = content.events.nodes[0]!;
    await page.getByRole('link', { name: event.titleDe }).first().waitFor();
    await page.goto(`/events/${event.slug}`);
    await page.getByRole('heading', { level: 1, name: event.titleDe }).waitFor();

    const post = content.newsList.nodes[0]!;
    await page.goto(`/news/${post.slug}`);
    await page.getByRole('heading', { level: 1, name: post.titleDe }).waitFor();
    await page.getByRole('link', { name: text('news.backToList') }).waitFor();
    await page.context().close();
  });

  it('come in English for a visitor who chose English', async () => {
    const page = await withoutScripts(browser, { name: 'venue_lang', value: 'en' });
    await page.goto('/pages/welcome');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('heading', { level: 1, name: content.page.titleEn }).waitFor();
    await page.getByRole('img', { name: content.page.images[0]!.altEn }).first().waitFor();
    await page.context().close();
  });

  it('become the app without a hydration error, and then navigate without reloading', async () => {
    const page = await openVisitor(browser);
    const errors = recordErrors(page);
    for (const path of ['/', '/pages/faq', '/events', '/news', '/guestbook', `/events/${content.events.nodes[0]!.slug}`]) {
      await page.goto(path);
      expect(await page.locator('#ssr-state').count(), path).toBe(1);
    }
    await page.goto('/pages/welcome');
    // A mark on the window survives only navigations that stay within the app.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const nav = page.getByRole('navigation', { name: text('nav.label') });
    // On a phone the venue pages are in the header's menu sheet.
    await nav.getByRole('button', { name: text('nav.menu') }).click();
    await nav.getByRole('link', { name: 'Bar', exact: true }).click();
    await waitForPath(page, '/pages/bar');
    await page.getByRole('heading', { level: 1, name: 'Bar' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('keep what they were rendered with: the list is not asked for again, the ids stay the server’s', async () => {
    const page = await openVisitor(browser);
    const errors = recordErrors(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname !== '/graphql') return;
      const body = request.method() === 'POST' ? (request.postDataJSON() as { operationName?: string } | null) : null;
      asked.push(body?.operationName ?? url.searchParams.get('operationName') ?? '?');
    });
    const served = await (await page.request.get('/events', { headers: { accept: 'text/html' } })).text();
    const servedIds = [...served.matchAll(/\sid="(mantine-[^"]+)"/g)].map((m) => m[1]!).sort();
    // (goto waits until the page is the app: hydrated, and the browser idle.)
    await page.goto('/events');
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id^="mantine-"]')].map((element) => element.id).sort());
    // The tabs' ids (and with them the tab panels' labels) are the markup's: no second render after hydrating.
    expect(servedIds.length).toBeGreaterThan(0);
    expect(ids).toEqual(servedIds);
    expect(asked.filter((name) => name === 'Events')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('leave a signed-in member’s pages to the app in the browser', async () => {
    const member = await createMember({ prefix: 'ssr' });
    const page = await openVisitor(browser);
    await signIn(page, member);
    await waitForPath(page, '/home');
    const html = await (await page.request.get('/pages/welcome', { headers: { accept: 'text/html' } })).text();
    expect(html).not.toContain('id="ssr-state"');
    await page.goto('/pages/welcome');
    await page.getByRole('heading', { level: 1, name: content.page.titleDe }).waitFor();
  });
});
