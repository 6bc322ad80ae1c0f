import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect, inject, onTestFinished } from 'vitest';
import { requestsOf } from './app-log.js';
import { artifactsDir, repoRoot } from './app-process.js';
import { newVisitor } from './browser.js';
import { cli, uniqueMember } from './cli.js';

// Fixtures that read like the product: a visitor, a member, signing in, the texts of the catalogue.

type Language = 'de' | 'en';
type Catalogue = { [key: string]: string | Catalogue };

const catalogues = new Map<Language, Catalogue>();
function catalogue(language: Language): Catalogue {
  let found = catalogues.get(language);
  if (!found) {
    found = JSON.parse(fs.readFileSync(path.join(repoRoot, `apps/web/src/i18n/${language}.json`), 'utf8')) as Catalogue;
    catalogues.set(language, found);
  }
  return found;
}

/** A text of the web app's catalogue (German unless told), with its {{placeholders}} filled. */
export function text(key: string, vars: Record<string, string | number> = {}, language: Language = 'de'): string {
  let node: string | Catalogue | undefined = catalogue(language);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}.json`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in vars)) throw new Error(`text ${key} needs {{${name}}}`);
    return String(vars[name]);
  });
}

/** A date and time as the app shows it (Swiss local time), computed the way the web app does. */
export function shownDateTime(iso: string, language: Language = 'de'): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-CH' : 'en-GB', {
    timeZone: 'Europe/Zurich',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}


/**
 * A fresh phone-sized visitor for the running test: closed when the test ends; when it fails, a
 * screenshot lands in e2e/artifacts/ (named after the test) to show what the visitor saw.
 */
export async function openVisitor(browser: Browser, opts: { locale?: string } = {}): Promise<Page> {
  const { context, page, address } = await newVisitor(browser, opts);
  // Fail within seconds, not Playwright's default 30 s; the slowest step (argon2 on sign-in) takes well under that.
  context.setDefaultTimeout(10_000);
  const journal = pageJournal(page);
  // One handler, screenshot first, then close: separate failed/finished hooks may close the context first.
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') {
      fs.mkdirSync(artifactsDir, { recursive: true });
      const name = `${task.name.replace(/[^\w-]+/g, '-').slice(0, 80)}-${task.result.retryCount ?? 0}`;
      await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true }).catch((e: unknown) => console.error('no failure screenshot:', e));
      // What the visitor saw, for CI logs where the screenshot is out of reach (test data only).
      const seen = await page.locator('body').innerText({ timeout: 2_000 }).catch(() => '');
      console.error(`${clock()} failed at ${page.url()}; the page said: ${seen.replace(/\s+/g, ' ').slice(0, 600)}`);
      console.error(`the page itself: ${await pageAnswers(page)}${journal.length ? `\n${journal.join('\n')}` : ' (no crash, uncaught error or console error seen)'}`);
      console.error(`the app's last answers to this visitor (${address}):\n${requestsOf(inject('appLog'), address, 25)}`);
    }
    await context.close();
  });
  return page;
}

const clock = () => new Date().toISOString().slice(11, 23);

/**
 * What the page went through besides the journey's own steps: a crash of its renderer, uncaught
 * errors, console errors, its closing. Printed when a journey fails, so a page that stopped
 * answering is told apart from one that showed something else.
 */
function pageJournal(page: Page): string[] {
  const journal: string[] = [];
  const note = (line: string) => journal.length < 40 && journal.push(`${clock()} ${line}`);
  page.on('crash', () => note('the page crashed (its renderer process died)'));
  page.on('pageerror', (error) => note(`uncaught: ${error.message.slice(0, 300)}`));
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console error: ${message.text().slice(0, 300)}`);
  });
  page.on('close', () => note('the page closed'));
  return journal;
}

/** Whether the page still runs a script (a hung or crashed renderer does not), and how fast: "ran a script in … ms" when it does. */
export async function pageAnswers(page: Page): Promise<string> {
  const started = Date.now();
  const answer = page.evaluate(() => document.readyState).then(
    (state) => `ran a script in ${Date.now() - started} ms (document ${state})`,
    (error: unknown) => `could not run a script: ${String(error).split('\n')[0]}`,
  );
  const late = new Promise<string>((resolve) => setTimeout(() => resolve('did not run a script within 5 s (renderer busy or hung)'), 5_000).unref());
  return Promise.race([answer, late]);
}

export interface Member {
  username: string;
  email: string;
  password: string;
  phone: string;
}

/**
 * A unique member made by the operator CLI (sign-ups through the web are rate limited per IP):
 * activated with a profile type unless told otherwise (`sex: null`: none, as staff accounts).
 */
export async function createMember(opts: { prefix?: string; admin?: boolean; pending?: boolean; sex?: 'M' | 'F' | 'MF' | 'MM' | 'FF' | null } = {}): Promise<Member> {
  const member = uniqueMember(opts.prefix);
  const args = ['user:create', '--email', member.email, '--username', member.username, '--password', member.password, '--phone', member.phone];
  if (!opts.pending && opts.sex !== null) args.push('--sex', opts.sex ?? 'M');
  if (opts.admin) args.push('--admin');
  if (opts.pending) args.push('--pending');
  await cli(...args);
  return member;
}

/** The path (and query) the page shows now. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/**
 * Waits until the page's address has this path (query ignored) and, on the app's pages, its screen
 * is on show: the address changes as soon as a screen change starts, while the old screen (whose
 * e-mail field may have the same label as the new one's) stays until the new one is rendered
 * (`<html data-path>`, app/layout/RootLayout.tsx).
 */
export async function waitForPath(page: Page, pathname: string | RegExp): Promise<void> {
  await page.waitForURL((url) => (typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname)));
  await page.waitForFunction(() => {
    const decoded = (path: string | undefined) => (path === undefined ? path : decodeURI(path));
    return !document.getElementById('root') || decoded(document.documentElement.dataset.path) === decoded(location.pathname);
  });
}

/** Signs in on /sign-in as a member would (mouse and keyboard both work; this uses the fields' labels). */
export async function signIn(page: Page, member: Pick<Member, 'email' | 'password'>, password = member.password): Promise<void> {
  if (new URL(page.url()).pathname !== '/sign-in') await page.goto('/sign-in');
  await page.getByLabel(text('signIn.email')).fill(member.email);
  await page.getByLabel(text('signIn.password')).fill(password);
  await page.getByRole('button', { name: text('signIn.submit'), exact: true }).click();
}

/**
 * Notices show at the top of the screen, over a phone's header (its "Mehr" button), and wait while
 * the pointer rests on them: after an action that confirms itself with a notice, a member taps it
 * away before using the navigation. (Not done by the navigation helpers: a journey may be waiting
 * for a notice, such as a login timeout's.)
 */
export async function dismissNotices(page: Page, language: Language = 'de'): Promise<void> {
  const close = page.locator('.mantine-Notifications-notification').getByRole('button', { name: text('common.close', {}, language), exact: true });
  for (let i = 0; i < 5 && (await close.count()) > 0; i++) await close.first().click({ timeout: 2_000 }).catch(() => undefined);
}

/**
 * Opens a place of the members' navigation by its link's name, wherever this screen shows it: in the
 * tab bar (phones) or the top navigation (wide screens), else in the "Mehr" sheet.
 */
export async function openFromNavigation(page: Page, name: string, opts: { exact?: boolean; language?: Language } = {}): Promise<void> {
  const language = opts.language ?? 'de';
  const more = page.getByRole('button', { name: text('nav.more', {}, language), exact: true });
  // The navigation is there once its "Mehr" button is.
  await more.waitFor();
  const inBar = page.getByRole('navigation', { name: text('nav.label', {}, language), exact: true }).getByRole('link', { name, exact: opts.exact ?? false });
  if ((await inBar.count()) > 0) return inBar.click();
  await more.click();
  await page.getByRole('dialog', { name: text('nav.more', {}, language) }).getByRole('link', { name, exact: opts.exact ?? false }).click();
}

/**
 * Clicks `button` until `done` says the click took, trying again only after `retryAfter` ms
 * without effect. On a busy machine a click can land where the button no longer is (the page
 * moved between Playwright's aim and the browser handling the event: seen in CI, a room's "Raum
 * beitreten" that sent nothing); a member would tap again. Never a second click that would undo
 * the first: `done` must be true once the first one took.
 */
export async function clickUntil(button: Locator, done: () => Promise<boolean>, { retryAfter = 5_000, timeout = 30_000 } = {}): Promise<void> {
  let clickedAt = 0;
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        if (Date.now() - clickedAt < retryAfter) return false;
        clickedAt = Date.now();
        await button.click({ timeout: 5_000 }).catch(() => undefined);
        return done();
      },
      { timeout, message: `a click on ${String(button)} did not take` },
    )
    .toBe(true);
}

/** A visitor's "Menü" sheet (phones): opened, for its links. */
export async function openVisitorMenu(page: Page, language: Language = 'de') {
  await page.getByRole('navigation', { name: text('nav.label', {}, language), exact: true }).getByRole('button', { name: text('nav.menu', {}, language), exact: true }).click();
  const sheet = page.getByRole('dialog', { name: text('nav.menu', {}, language) });
  await sheet.waitFor();
  return sheet;
}

/** A notification (guard warning, notice) with exactly this text. */
export function notification(page: Page, message: string) {
  return page.getByRole('alert').filter({ hasText: message });
}

/** A new browser context with the member signed in on /sign-in, at /home (staff: at the staff dashboard). */
export async function signedIn(browser: Browser, member: Member): Promise<Page> {
  const page = await openVisitor(browser);
  await signIn(page, member);
  await waitForPath(page, /^\/(home|admin\/dashboard)$/);
  return page;
}

/**
 * Waits until a door toggle shows `pressed` and its save has been answered: the toggle shows the new
 * state at once and stays busy until the server answers (useCheckIn), so the state alone does not
 * say the server has it yet.
 */
export async function doorToggleSettled(toggle: Locator, pressed: boolean): Promise<void> {
  await expect.poll(async () => [await toggle.getAttribute('aria-pressed'), await toggle.getAttribute('aria-busy')]).toEqual([String(pressed), null]);
}

/** A door-list check-in toggle: its name follows its state ("Einchecken: …" / "Eingecheckt: …"). */
export function doorToggle(scope: Page | Locator, username: string): Locator {
  const named = (key: string) => scope.getByRole('button', { name: text(key, { name: username }), exact: true });
  return named('admin.door.checkInLabel').or(named('admin.door.checkedInLabel'));
}
