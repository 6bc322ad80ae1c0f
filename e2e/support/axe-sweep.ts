import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { waitForAppOnNavigation } from './browser.js';
import { seriousViolations } from './axe.js';
import { DEMO, planRoutes, settle, signInOnPage, type PlannedRoute, type Role } from './route-plan.js';

// axe-core on every screen of the path table (packages/shared/src/routes.ts), with real ids and
// slugs, as a visitor, as a member and (the staff routes) as the admin, at 375 and 1280 px. Any
// serious or critical violation fails, named by role, route, width and rule. The sweeps run side
// by side (journeys/accessibility.e2e.ts): they mostly wait on pages settling. The member's screens
// are two sweeps, so no one test holds all of them (the member's 54 screens ran into a 240 s
// timeout on a slow machine). One page per sweep, reused from screen to screen (the app loads
// once; each further screen opens in it, as by a link); each screen is scanned at 375 px, then
// widened and scanned again.

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/**
 * The screens with their data, made once for the sweeps side by side: the plan writes a
 * conversation, a room and a report, which a second plan would write again.
 */
let planned: Promise<Record<Role, PlannedRoute[]>> | undefined;
const plan = (baseUrl: string) => (planned ??= planRoutes(baseUrl));

/**
 * Opens `path` in the running app (the router follows the address as it does for the browser's
 * back and forward buttons): true once a new screen's heading is there. A screen that did not
 * appear in time is loaded afresh by the caller.
 */
async function openInApp(page: Page, path: string): Promise<boolean> {
  return page
    .evaluate(
      (to) =>
        new Promise<boolean>((resolve) => {
          // The heading of the screen that is open now: the new screen brings its own (also where
          // it sends the member on, e.g. a signed-in member's /sign-in to /home).
          for (const h of document.querySelectorAll('h1')) h.dataset.axePrevious = '';
          const shown = () => [...document.querySelectorAll('h1')].some((h) => h.dataset.axePrevious === undefined);
          const timer = setTimeout(() => {
            observer.disconnect();
            resolve(false);
          }, 2000);
          const observer = new MutationObserver(() => {
            if (!shown()) return;
            observer.disconnect();
            clearTimeout(timer);
            resolve(true);
          });
          observer.observe(document.body, { subtree: true, childList: true });
          history.pushState(null, '', to);
          dispatchEvent(new PopStateEvent('popstate', { state: null }));
        }),
      path,
    )
    .catch(() => false);
}

async function scan(role: Role, routes: PlannedRoute[], page: Page): Promise<string[]> {
  const found: string[] = [];
  let previous: string | null = null;
  for (const route of routes) {
    await page.setViewportSize(WIDTHS[0]);
    const started = Date.now();
    // The first screen loads the app; the others open in it, as a tap on a link does (the same
    // screen for other data, e.g. the next venue page, is loaded afresh: its heading stays).
    const screen = route.name.split(':')[0]!; // `page:faq`: the venue pages are one screen
    if (previous === null || previous === screen || !(await openInApp(page, route.path))) await page.goto(route.path);
    previous = screen;
    await settle(page);
    if (Date.now() - started > 4000) console.info(`slow to settle: ${role} ${route.path} ${Date.now() - started} ms`);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      for (const v of await seriousViolations(page)) {
        found.push(`${role} ${route.path} (${route.name}) at ${size.width} px: ${v.impact} ${v.rule} – ${v.help} – ${v.targets.join(' | ')}`);
      }
    }
  }
  return found;
}

/**
 * Scans part `part` of `parts` (1-based; consecutive screens, so a part keeps its screens' order
 * and reuses the loaded app) of the role's screens; answers the findings.
 */
export async function axeSweep(browser: Browser, role: Role, part = 1, parts = 1): Promise<string[]> {
  const baseUrl = inject('baseUrl');
  const all = (await plan(baseUrl))[role];
  const size = Math.ceil(all.length / parts);
  const routes = all.slice((part - 1) * size, part * size);
  // bypassCSP: the app's Content-Security-Policy forbids inline scripts, and axe comes as one.
  // Each sweep its own client address (the sign-in limit counts per address).
  const address = `10.250.${['visitor', 'member', 'admin'].indexOf(role) + 1}.${part}`;
  const context = await browser.newContext({ baseURL: baseUrl, viewport: WIDTHS[0], locale: 'de-CH', bypassCSP: true, extraHTTPHeaders: { 'x-forwarded-for': address } });
  try {
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    waitForAppOnNavigation(page);
    if (role !== 'visitor') await signInOnPage(page, role === 'admin' ? DEMO.admin : DEMO.member);
    const started = Date.now();
    const found = await scan(role, routes, page);
    console.info(`axe ${role} ${part}/${parts}: ${routes.length} screens × 2 widths in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return found;
  } finally {
    await context.close();
  }
}

/**
 * The time a sweep may take: every step in it has its own limit (a screen settles or is judged as
 * it is after 10 s; a page action gives up after 15 s), so this only ends a sweep that hangs. The
 * member's 54 screens took 78 s in CI and more than 240 s on a slower, loaded machine.
 */
export const SWEEP_TIMEOUT = 600_000;
