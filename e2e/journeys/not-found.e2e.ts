import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor } from '../support/browser.js';

describe('unknown paths', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('answer 404 and render the app', async () => {
    const { page, context } = await newVisitor(browser);
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.locator('#root').innerText()).not.toBe('');
    await context.close();
  });
});
