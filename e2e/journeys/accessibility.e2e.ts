import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, waitForAppOnNavigation } from '../support/browser.js';
import { seriousViolations } from '../support/axe.js';
import { DEMO, planRoutes, settle, signInOnPage, type PlannedRoute, type Role } from '../support/route-plan.js';

// axe-core on every screen of the path table (packages/shared/src/routes.ts), with real ids and
// slugs, as a visitor, as a member and (the staff routes) as the admin, at 375 and 1280 px. Any
// serious or critical violation fails, named by role, route, width and rule. One page per role (the
// roles at once), reused from screen to screen (the app loads once; each further screen opens in it,
// as by a link); each screen is scanned at 375 px, then widened and scanned again.

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

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

describe('accessibility (axe-core)', () => {
  let browser: Browser;
  let plan: Record<Role, PlannedRoute[]>;
  beforeAll(async () => {
    browser = await launchBrowser();
    plan = await planRoutes(inject('baseUrl'));
  });
  afterAll(() => browser.close());

  async function scan(role: Role, page: Page): Promise<string[]> {
    const found: string[] = [];
    let previous: string | null = null;
    for (const route of plan[role]) {
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

  // The three roles side by side (each its own context and client address): the scans mostly wait
  // on pages settling, so together they take about as long as the member's alone.
  it.concurrent.each(['visitor', 'member', 'admin'] as const)('finds no serious or critical violation as %s', async (role) => {
    // bypassCSP: the app's Content-Security-Policy forbids inline scripts, and axe comes as one.
    const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: WIDTHS[0], locale: 'de-CH', bypassCSP: true, extraHTTPHeaders: { 'x-forwarded-for': `10.250.0.${['visitor', 'member', 'admin'].indexOf(role) + 1}` } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    waitForAppOnNavigation(page);
    try {
      if (role !== 'visitor') await signInOnPage(page, role === 'admin' ? DEMO.admin : DEMO.member);
      const started = Date.now();
      const found = await scan(role, page);
      console.info(`axe ${role}: ${plan[role].length} screens × 2 widths in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      expect(found, found.join('\n')).toEqual([]);
    } finally {
      await context.close();
    }
    // A sweep, not one journey: the member's 48 screens × 2 widths took 75 s on a quiet machine, so the
    // journeys' 90 s (there to catch a hang) would fail a slower one; a hang still ends here.
  }, 240_000);
});
