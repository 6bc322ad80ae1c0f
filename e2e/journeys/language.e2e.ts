import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { openVisitor, openVisitorMenu, text } from '../support/journey.js';

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('the language switcher', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('switches to English and back; the choice survives a reload', async () => {
    const page = await openVisitor(browser);
    await page.goto('/');
    await page.getByRole('heading', { name: text('landing.title') }).waitFor();
    expect(await htmlLang(page)).toBe('de');

    await page.getByRole('group', { name: text('language.label') }).getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: text('landing.title', {}, 'en') }).waitFor();
    await page.getByRole('navigation').getByRole('button', { name: text('nav.menu', {}, 'en'), exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(await page.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    await page.getByRole('heading', { name: text('landing.title', {}, 'en') }).waitFor();
    expect(await htmlLang(page)).toBe('en');

    // Other screens follow too.
    await (await openVisitorMenu(page, 'en')).getByRole('link', { name: text('nav.signIn', {}, 'en') }).click();
    await page.getByRole('button', { name: text('signIn.submit', {}, 'en'), exact: true }).waitFor();

    await page.getByRole('group', { name: text('language.label', {}, 'en') }).getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('button', { name: text('signIn.submit'), exact: true }).waitFor();
    await page.getByRole('link', { name: text('signIn.forgotten') }).waitFor();
    expect(await htmlLang(page)).toBe('de');

    await page.reload();
    await page.getByRole('heading', { name: text('signIn.title') }).waitFor();
    expect(await htmlLang(page)).toBe('de');
    expect(await page.getByRole('button', { name: 'Deutsch' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a language kept only in this browser (no cookie) replaces the German page the server sent, without a hydration error; the next page comes in it', async () => {
    const page = await openVisitor(browser);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // English was chosen on an earlier visit whose cookie is gone (expired, or cleared).
    await page.context().addInitScript(() => {
      if (!localStorage.getItem('venue.language')) localStorage.setItem('venue.language', 'en');
    });
    for (const path of ['/', '/events', '/pages/welcome']) {
      await page.context().clearCookies();
      const res = await page.goto(path);
      expect(res?.headers()['x-rendered'], `${path} is rendered by the server (in German: no cookie)`).toBe('server');
      await expect.poll(() => htmlLang(page)).toBe('en');
      await page.getByRole('navigation', { name: text('nav.label', {}, 'en'), exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    }
    await page.goto('/');
    await page.getByRole('heading', { name: text('landing.title', {}, 'en') }).waitFor();
    expect(errors).toEqual([]);
  });
});
