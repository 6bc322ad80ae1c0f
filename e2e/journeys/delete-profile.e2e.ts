import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../support/browser.js';
import { apiSignIn } from '../support/graphql.js';
import { createMember, notification, openVisitor, signIn, text, waitForPath, openFromNavigation } from '../support/journey.js';

// Spec §4, §5 (decision 0014): a member with a photo deletes the profile on /settings by typing the
// phrase of their language, is signed out, cannot sign in again, and the photo's address answers 404.

describe('deleting the profile', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  /** Uploads a photo as the member signed in on `page` (the session cookie goes along). */
  async function uploadPhoto(page: Page): Promise<string> {
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#8a3b5c' } }).jpeg().toBuffer();
    const res = await page.request.post('/api/photos', { multipart: { visibility: 'PUBLIC', file: { name: 'abend.jpg', mimeType: 'image/jpeg', buffer: jpeg } } });
    expect(res.status()).toBe(201);
    return `/api/photos/${((await res.json()) as { data: { id: string } }).data.id}/thumb.webp`;
  }

  async function statusFor(page: Page, url: string, token: string) {
    return (await page.request.get(url, { headers: { authorization: `Bearer ${token}` } })).status();
  }

  it('deletes with “Ich bin sicher” typed, signs out, and leaves nothing to sign in with or to see', async () => {
    const anna = await createMember({ prefix: 'weg', sex: 'F' });
    const ben = await createMember({ prefix: 'bleibt', sex: 'M' });
    const benToken = await apiSignIn(ben);
    const page = await openVisitor(browser);
    await signIn(page, anna);
    await waitForPath(page, '/home');
    const photoUrl = await uploadPhoto(page);
    expect(await statusFor(page, photoUrl, benToken)).toBe(200);

    await openFromNavigation(page, text('nav.settings'));
    await waitForPath(page, '/settings');
    const section = page.getByRole('region', { name: text('settings.close.title') });
    // The screen fits a phone: nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // By keyboard: open the dialog, type the phrase (first the English one, refused), the password, Enter.
    await section.getByRole('button', { name: text('settings.close.delete') }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text('settings.close.deleteDialogTitle') });
    const phrase = dialog.getByLabel(text('settings.close.phraseLabel', { phrase: 'Ich bin sicher' }));
    await phrase.focus();
    await page.keyboard.type('I am sure');
    await page.keyboard.press('Tab');
    await page.keyboard.type(anna.password);
    await page.keyboard.press('Enter');
    await dialog.getByText(text('settings.close.phraseWrong', { phrase: 'Ich bin sicher' })).waitFor();
    expect(page.url()).toMatch(/\/settings$/);
    await phrase.fill('');
    await phrase.focus();
    await page.keyboard.type('Ich bin sicher');
    await page.keyboard.press('Enter');

    await waitForPath(page, '/sign-in');
    await notification(page, text('settings.close.deleted')).waitFor();

    // No way back in, and the photo is gone for everyone.
    await signIn(page, anna);
    await page.getByRole('alert').filter({ hasText: text('errors.WRONG_CREDENTIALS') }).waitFor();
    expect(page.url()).toMatch(/\/sign-in/);
    expect(await statusFor(page, photoUrl, benToken)).toBe(404);
    expect((await page.request.get(photoUrl)).status()).toBe(404);
  });
});
