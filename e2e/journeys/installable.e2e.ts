import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, launchWithProfile, waitForAppOnNavigation } from '../support/browser.js';
import { publicQuery } from '../support/graphql.js';
import { createMember, openVisitor, signedIn, text, waitForPath } from '../support/journey.js';

// Issue 3, "Installable app": manifest and icons, the service worker, Chromium's installability
// check, and reading a venue page offline. Decision 0073: the members' code is kept as it is used.

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((b, i) => bytes[i] === b)) throw new Error('not a PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Waits until a service worker controls the page (reloading once if the first load was not claimed). */
async function controlledBy(page: Page): Promise<string> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

describe('installable app', () => {
  let browser: Browser;
  const base = inject('baseUrl');
  beforeAll(async () => {
    // Installability and the install prompt exist only in the full browser, not in the headless shell.
    browser = await launchBrowser({ full: true });
  });
  afterAll(() => browser.close());

  it('serves a manifest with names, start URL, standalone display, theme colour and PNG icons of the stated sizes', async () => {
    const res = await fetch(`${base}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({ name: 'Club Venue', short_name: 'Club Venue', start_url: '/', scope: '/', display: 'standalone', theme_color: '#1d1e30', background_color: '#1d1e30', lang: 'de' });

    const sizes = (purpose: string) => manifest.icons.filter((i) => (i.purpose ?? 'any') === purpose).map((i) => i.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable')).toContain('512x512');
    for (const icon of manifest.icons) {
      const file = await fetch(new URL(icon.src, base));
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type'), icon.src).toBe('image/png');
      const { width, height } = pngSize(new Uint8Array(await file.arrayBuffer()));
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    const apple = await fetch(`${base}/icons/apple-touch-icon-180.png`);
    expect(pngSize(new Uint8Array(await apple.arrayBuffer()))).toEqual({ width: 180, height: 180 });
  });

  it('serves the service worker as JavaScript that browsers always revalidate, and the offline page', async () => {
    const sw = await fetch(`${base}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const offline = await fetch(`${base}/offline.html`);
    expect(offline.status).toBe(200);
    expect(offline.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('registers the service worker, which controls the page after a reload; Chromium finds the app installable', async () => {
    // Chromium answers the installability question only for a real profile, not in incognito.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-e2e-profile-'));
    const context = await launchWithProfile(profile);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      waitForAppOnNavigation(page);
      await page.goto('/');
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${base}/sw.js`);

      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(manifest.url).toBe(`${base}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      // The browser offers the install; the header shows its discreet button beside the languages.
      await page.getByRole('banner').getByRole('button', { name: text('pwa.install.action') }).waitFor();
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  it('keeps a venue page read online for reading offline; other screens offline show the app shell or the offline page', async () => {
    const { page: welcome } = await publicQuery<{ page: { titleDe: string; bodyDe: string; images: { altDe: string }[] } }>('{ page(name: "welcome") { titleDe bodyDe images { altDe } } }');
    const subheading = /^## (.+)$/m.exec(welcome.bodyDe)![1]!;
    const page = await openVisitor(browser);
    await page.goto('/');
    expect(await controlledBy(page)).toBe(`${base}/sw.js`);

    await page.goto('/pages/welcome');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: welcome.titleDe }).waitFor();
    const firstPicture = main.getByRole('img', { name: welcome.images[0]!.altDe });
    await expect.poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    await page.context().setOffline(true);
    try {
      await page.reload();
      await main.getByRole('heading', { level: 1, name: welcome.titleDe }).waitFor();
      await main.getByRole('heading', { level: 2, name: subheading }).waitFor();
      await expect.poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

      // Never opened: the app shell (header and navigation) answers, not the browser's error page.
      const events = await page.goto('/events');
      expect(events?.status()).toBe(200);
      await page.getByRole('navigation', { name: text('nav.label') }).waitFor();
      await page.getByRole('link', { name: text('brand') }).first().waitFor();

      // A members' screen needs the server: the offline page says so, in both languages.
      await page.goto('/home');
      await page.getByRole('heading', { name: 'Keine Verbindung' }).waitFor();
      await page.getByRole('heading', { name: 'No connection' }).waitFor();
    } finally {
      await page.context().setOffline(false);
    }

    // Besides the app's own files, the worker kept public answers and venue pictures only.
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        if (name.startsWith('workbox-precache')) continue;
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    // The public pages as the server rendered them, public answers fetched by the app, venue pictures.
    const paths = kept.map((u) => new URL(u).pathname);
    expect(paths).toContain('/pages/welcome');
    const operations = kept.filter((u) => new URL(u).pathname === '/graphql').map((u) => new URL(u).searchParams.get('operationName'));
    expect(operations.every((name) => ['Page', 'PagesNav', 'NewsList', 'NewsPost', 'Events', 'Event'].includes(name!))).toBe(true);
    expect(paths.filter((p) => p !== '/graphql').every((p) => /^\/media\/(static-pages|news|events)\//.test(p) || /^\/(pages\/[\w-]+|news|events|guestbook)?$/.test(p))).toBe(true);
  });

  it('precaches the public pages’ code only; a member’s screens are kept once opened', async () => {
    const page = await signedIn(browser, await createMember({ prefix: 'kasse' }));
    expect(await controlledBy(page)).toBe(`${base}/sw.js`);
    const cachedCode = (prefix: string) =>
      page.evaluate(async (prefix) => {
        const paths: string[] = [];
        for (const name of await caches.keys()) {
          if (!name.startsWith(prefix)) continue;
          for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
        }
        return paths.filter((p) => p.startsWith('/assets/'));
      }, prefix);
    const appOnly = /^\/assets\/(member-screens|member-nav|AdminLayout)-/;
    const precached = await cachedCode('workbox-precache');
    expect(precached.some((p) => /^\/assets\/landing\.screen-/.test(p))).toBe(true);
    expect(precached.filter((p) => appOnly.test(p))).toEqual([]);

    // The members' screens as this page loaded them (under the worker's control): kept for the next time.
    await page.reload();
    await waitForPath(page, '/home');
    await expect.poll(async () => (await cachedCode('app-code')).filter((p) => appOnly.test(p)).length).toBeGreaterThanOrEqual(2);
    expect((await cachedCode('app-code')).every((p) => !precached.includes(p))).toBe(true);
  });
});
