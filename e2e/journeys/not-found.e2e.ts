import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { createMember, openVisitor, signedIn, text, waitForPath } from '../support/journey.js';

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

  it.each([
    ['/news/nope', 'notFound.newsText', 'notFound.toNews', '/news'],
    ['/events/nope', 'notFound.eventText', 'notFound.toEvents', '/events'],
  ])('%s answers 404 with the not-found page and a way back to its list', async (path, explanation, back, list) => {
    const page = await openVisitor(browser);
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: text('notFound.title') }).waitFor();
    await main.getByText(text(explanation)).waitFor();
    // Only the not-found heading: not the list's title above it.
    expect(await main.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expect.poll(() => page.title()).toContain(text('notFound.title'));
    await main.getByRole('link', { name: text(back) }).click();
    await waitForPath(page, list);
  });

  it('an unknown member’s profile answers 404 with the not-found page, a heading and a way home', async () => {
    const member = await createMember({ prefix: 'nf' });
    const page = await signedIn(browser, member);
    const res = await page.goto('/users/nobody-at-all');
    expect(res?.status()).toBe(404);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: text('notFound.title') }).waitFor();
    await main.getByText(text('notFound.profileText')).waitFor();
    await main.getByRole('link', { name: text('profile.backHome') }).click();
    await waitForPath(page, '/home');
  });

  it('a signed-in member opening /sign-in or /sign-up goes to /home', async () => {
    const member = await createMember({ prefix: 'nfin' });
    const page = await signedIn(browser, member);
    for (const path of ['/sign-in', '/sign-up']) {
      await page.goto(path);
      await waitForPath(page, '/home');
    }
  });

  it('a known screen answers 200', async () => {
    const page = await openVisitor(browser);
    const res = await page.goto('/sign-in');
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: text('signIn.title') }).waitFor();
  });
});
