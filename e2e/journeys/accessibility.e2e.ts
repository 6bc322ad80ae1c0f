import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { SWEEP_TIMEOUT, axeSweep } from '../support/axe-sweep.js';
import type { Role } from '../support/route-plan.js';

// axe-core on every screen as visitor, member and admin at 375 and 1280 px (support/axe-sweep.ts).
// The sweeps side by side: they mostly wait on pages settling, so together they take about as long
// as the longest alone. The member's screens are two sweeps.
const SWEEPS: { role: Role; part: number; parts: number }[] = [
  { role: 'visitor', part: 1, parts: 1 },
  { role: 'member', part: 1, parts: 2 },
  { role: 'member', part: 2, parts: 2 },
  { role: 'admin', part: 1, parts: 1 },
];

describe('accessibility (axe-core)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const { role, part, parts } of SWEEPS) {
    const which = parts > 1 ? `, screens part ${part} of ${parts}` : '';
    it.concurrent(`finds no serious or critical violation as ${role}${which}`, async () => {
      const found = await axeSweep(browser, role, part, parts);
      expect(found, found.join('\n')).toEqual([]);
    }, SWEEP_TIMEOUT);
  }
});
