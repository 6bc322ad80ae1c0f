import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's chromium-headless-shell: the same Blink and V8 without the desktop browser around them.
 * It drives a page with about a fifth less CPU (measured on 3 journeys: 63 s of Chromium's CPU
 * time against 78 s), which on a 2-core CI machine is time the journeys wait for. It has no
 * notification permission and no install prompt: the journeys about those ask for the full browser.
 */
const HEADLESS_SHELL = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Debian's chromium, headless, with the flags this closed network needs: its headless shell where
 * installed, unless the journey needs what only the full browser has (`full`: notifications,
 * installability).
 */
export async function launchBrowser(opts: { full?: boolean } = {}): Promise<Browser> {
  return chromium.launch({ executablePath: executable(opts), headless: true, args: ARGS });
}

/** The headless shell where installed, else (or when `full` is asked for) the full browser. */
function executable(opts: { full?: boolean } = {}): string {
  return !opts.full && fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;
}

/**
 * The browser with a camera that films `video` (a Y4M file, see fake-camera.ts) and is allowed
 * without asking, as a tablet whose staff said "allow" once.
 */
export async function launchBrowserWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: executable(),
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
export async function newVisitor(browser: Browser, opts: { locale?: string } = {}): Promise<{ context: BrowserContext; page: Page; address: string }> {
  const headers = ownAddress();
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: 375, height: 740 },
    locale: opts.locale ?? 'de-CH',
    extraHTTPHeaders: headers,
  });
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  return { context, page, address: headers['x-forwarded-for']! };
}
