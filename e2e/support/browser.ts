import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Debian's chromium, headless, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

/**
 * The browser with a camera that films `video` (a Y4M file, see fake-camera.ts) and is allowed
 * without asking, as a tablet whose staff said "allow" once.
 */
export async function launchBrowserWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
}

/**
 * The same browser with a real profile in `userDataDir` (not incognito, as newContext is): Chromium
 * checks whether a web app is installable only there. A phone-sized German visitor, like newVisitor.
 */
export async function launchWithProfile(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    baseURL: inject('baseUrl'),
    viewport: { width: 375, height: 740 },
    locale: 'de-CH',
  });
}

let visitors = 0;

/**
 * Each visitor comes from an address of its own (X-Forwarded-For; the e2e app trusts the proxy
 * header), as real visitors do: the per-address sign-in limit then applies per visitor, not to
 * the whole suite at once.
 */
function ownAddress(): Record<string, string> {
  visitors += 1;
  return { 'x-forwarded-for': `10.${process.pid % 250}.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}` };
}

/**
 * Pages the server rendered are readable at once and become the app a moment later, once the page
 * has loaded (docs/decisions/0016). A journey acts on the app, as a person does once the page
 * answers: every navigation that loads a document waits for `<html data-app="ready">` (set by the
 * app's root layout), where the document is the app's.
 */
export function waitForAppOnNavigation(page: Page): void {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await original(...args);
      await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.app === 'ready', null, { timeout: 20_000 });
      return response;
    };
  }
}

/** A fresh browsing context as a phone-sized visitor (375 px wide), German by default. */
export async function newVisitor(browser: Browser, opts: { locale?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: 375, height: 740 },
    locale: opts.locale ?? 'de-CH',
    extraHTTPHeaders: ownAddress(),
  });
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  return { context, page };
}
