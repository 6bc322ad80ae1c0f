import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { openVisitor, text, waitForPath } from '../support/journey.js';

describe('unknown paths', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('answer 404 and show the not-found page with a way back', async () => {
    const page = await openVisitor(browser);
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: text('notFound.title') }).waitFor();
    await page.getByText(text('notFound.text')).waitFor();
    await expect.poll(() => page.title()).toContain(text('notFound.title'));

    await page.getByRole('link', { name: text('notFound.back') }).click();
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: text('landing.title') }).waitFor();
  });

  it('a known screen answers 200', async () => {
    const page = await openVisitor(browser);
    const res = await page.goto('/sign-in');
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: text('signIn.title') }).waitFor();
  });
});
