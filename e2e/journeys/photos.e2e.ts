import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../support/browser.js';
import { createMember, notification, openVisitor, text, waitForPath, signedIn, openFromNavigation } from '../support/journey.js';

// Member photos (issue 4; docs/decisions/0010): upload through the screen, choose the avatar, see
// it on the profile; a friends-only photo stays hidden from a stranger, also by its file address.

/** A real JPEG as a phone makes it, with camera and GPS data in its EXIF. */
async function phonePhoto(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg({ quality: 85 })
    .withMetadata({ exif: { IFD0: { Make: 'PhoneCam', Model: 'Secret 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 22/1 0/1' } } })
    .toBuffer();
}

describe('photos', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  async function upload(page: Page, name: string, data: Buffer, visibility: 'PUBLIC' | 'FRIENDS') {
    await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/jpeg', buffer: data });
    await page.getByRole('radio', { name: new RegExp(`^${text(`photos.visibility.${visibility}`)}`) }).check();
    // The confirmation of this upload: the one of an upload just before may still be showing.
    const done = notification(page, text('photos.upload.done'));
    const shown = await done.evaluateAll((alerts) => alerts.map((alert) => alert.id));
    await page.getByRole('button', { name: text('photos.upload.submit') }).click();
    await (shown.length ? done.and(page.locator(shown.map((id) => `:not([id="${id}"])`).join(''))) : done).waitFor();
  }

  it('a member uploads photos, makes one the avatar and sees it on the profile; a stranger never gets the friends-only one', async () => {
    const anna = await createMember({ prefix: 'pics', sex: 'F' });
    const slug = anna.username.toLowerCase();
    const page = await signedIn(browser, anna);

    await openFromNavigation(page, text('nav.photos'));
    await waitForPath(page, '/photos');
    await upload(page, 'sauna.jpg', await phonePhoto('#b0413e'), 'PUBLIC');
    const first = page.getByRole('listitem', { name: text('photos.list.photo', { number: 1, count: 1 }) });
    await first.waitFor();
    await upload(page, 'privat.jpg', await phonePhoto('#3e6bb0'), 'FRIENDS');
    const second = page.getByRole('listitem', { name: text('photos.list.photo', { number: 2, count: 2 }) });
    await second.getByText(text('photos.visibility.FRIENDS'), { exact: true }).first().waitFor();
    // A friends-only photo cannot be the avatar: the button says so by being disabled.
    await expect.poll(() => second.getByRole('button', { name: text('photos.list.makeAvatar') }).isDisabled()).toBe(true);

    await page.getByRole('listitem', { name: text('photos.list.photo', { number: 1, count: 2 }) }).getByRole('button', { name: text('photos.list.makeAvatar') }).click();
    await page.getByRole('listitem', { name: text('photos.list.photo', { number: 1, count: 2 }) }).getByText(text('photos.list.avatar'), { exact: true }).waitFor();

    // The profile shows the avatar (a loaded picture from the checked route) and both photos to their owner.
    await page.goto(`/users/${slug}`);
    const avatar = page.getByRole('img', { name: text('profile.avatarAlt', { name: anna.username }) });
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toMatch(/^\/api\/photos\/[0-9a-f-]{36}\/thumb\.webp$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
    await page.getByRole('link', { name: text('photos.gallery.open', { number: 2, username: anna.username }) + ` (${text('photos.visibility.FRIENDS')})` }).waitFor();
    const friendsOnlyHref = await page.getByRole('link', { name: new RegExp(`\\(${text('photos.visibility.FRIENDS')}\\)$`) }).getAttribute('href');
    const friendsOnlyId = friendsOnlyHref!.split('/').pop()!;

    // One photo on its own page, with its alt text.
    await page.getByRole('link', { name: text('photos.gallery.open', { number: 1, username: anna.username }) }).click();
    await waitForPath(page, new RegExp(`^/users/${slug}/user-uploads/[0-9a-f-]{36}$`));
    await page.getByRole('heading', { level: 1, name: text('photos.single.title', { username: anna.username }) }).waitFor();
    const big = page.getByRole('img', { name: text('photos.alt', { username: anna.username }) });
    await expect.poll(() => big.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // What the browser received carries no camera or GPS data.
    const file = await page.request.get(await big.evaluate((img: HTMLImageElement) => img.currentSrc));
    // Checked on every view: a photo switched to friends-only is gone at once (issue 11 item 9).
    expect(file.headers()['cache-control']).toBe('private, no-cache');
    const meta = await sharp(await file.body()).metadata();
    expect(meta.exif).toBeUndefined();

    // A stranger sees the public photo only; guessing the friends-only file gives nothing.
    const ben = await createMember({ prefix: 'stranger', sex: 'M' });
    const benPage = await signedIn(browser, ben);
    await benPage.goto(`/users/${slug}`);
    await benPage.getByRole('link', { name: text('photos.gallery.open', { number: 1, username: anna.username }) }).waitFor();
    expect(await benPage.getByRole('link', { name: new RegExp(`\\(${text('photos.visibility.FRIENDS')}\\)$`) }).count()).toBe(0);
    expect((await benPage.request.get(`/api/photos/${friendsOnlyId}/thumb.webp`)).status()).toBe(404);
    const visitor = await openVisitor(browser);
    await visitor.goto('/');
    expect((await visitor.request.get(`/api/photos/${friendsOnlyId}/thumb.webp`)).status()).toBe(404);
  });
});
