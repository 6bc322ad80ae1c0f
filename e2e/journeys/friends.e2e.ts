import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../support/browser.js';
import { createMember, notification, text, waitForPath, type Member, signedIn, openFromNavigation } from '../support/journey.js';
import { linkFromMail } from '../support/outbox.js';

// Spec §4: a friend request, its e-mail and its acceptance, as two members meet them on their phones;
// then friends-only photos (decision 0010) are for friends only.
describe('friends', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  /** Uploads a generated photo as the member signed in on `page` (POST /api/photos, as the photos screen does). */
  async function uploadPhoto(page: Page, visibility: 'PUBLIC' | 'FRIENDS'): Promise<string> {
    const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 122, g: 31, b: 61 } } }).jpeg().toBuffer();
    const res = await page.request.post('/api/photos', { multipart: { visibility, file: { name: 'abend.jpg', mimeType: 'image/jpeg', buffer } } });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { data: { id: string } }).data.id;
  }

  /** The photo page shows the picture, loaded, and its file is served to this viewer. */
  async function seesPhoto(page: Page, photoPath: string, owner: Member) {
    await page.goto(photoPath);
    const photo = page.getByRole('img', { name: text('photos.alt', { username: owner.username }) });
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect((await page.request.get(`/api/photos/${photoPath.split('/').at(-1)}/thumb.webp`)).status()).toBe(200);
  }

  /** The photo page says there is no such photo, and its file is not served to this viewer. */
  async function seesNoPhoto(page: Page, photoPath: string, owner: Member) {
    await page.goto(photoPath);
    await page.getByText(text('photos.single.notFound')).waitFor();
    expect(await page.getByRole('img', { name: text('photos.alt', { username: owner.username }) }).count()).toBe(0);
    expect((await page.request.get(`/api/photos/${photoPath.split('/').at(-1)}/thumb.webp`)).status()).toBe(404);
  }

  it('two members become friends (request on the profile, e-mail, accept under "Anfragen") and see each other’s friends-only photos; a third does not', async () => {
    const anna = await createMember({ prefix: 'anna', sex: 'F' });
    const ben = await createMember({ prefix: 'ben', sex: 'M' });
    const annaSlug = anna.username.toLowerCase();
    const benSlug = ben.username.toLowerCase();

    // Ben asks on Anna's profile; the button then says the request is on its way.
    const benPage = await signedIn(browser, ben);
    await benPage.goto(`/users/${annaSlug}`);
    await benPage.getByRole('heading', { name: anna.username, level: 1 }).waitFor();
    await benPage.getByRole('button', { name: text('friends.actions.request') }).click();
    await notification(benPage, text('friends.done.requested', { name: anna.username })).waitFor();
    await benPage.getByText(text('friends.button.sent')).waitFor();
    await benPage.getByRole('button', { name: text('friends.actions.revokeNamed', { name: anna.username }) }).waitFor();

    // Anna gets an e-mail whose link opens her requests.
    const link = await linkFromMail(anna.email, '/friends?tab=requests');
    const annaPage = await signedIn(browser, anna);
    await annaPage.goto(new URL(link).pathname + new URL(link).search);
    await annaPage.getByRole('tab', { name: text('friends.tabs.requests'), selected: true }).waitFor();
    const received = annaPage.getByRole('region', { name: text('friends.incoming') });
    await received.getByRole('link', { name: ben.username }).waitFor();
    await received.getByRole('button', { name: text('friends.actions.acceptNamed', { name: ben.username }) }).click();
    await notification(annaPage, text('friends.done.accepted', { name: ben.username })).waitFor();

    // Both see each other among their friends; the navigation leads there.
    await annaPage.getByRole('tab', { name: text('friends.tabs.friends') }).click();
    await annaPage.getByRole('link', { name: ben.username }).waitFor();
    expect(await annaPage.getByRole('link', { name: ben.username }).getAttribute('href')).toBe(`/users/${benSlug}`);

    await openFromNavigation(benPage, text('nav.friends'));
    await waitForPath(benPage, '/friends');
    await benPage.getByRole('link', { name: anna.username }).waitFor();
    await benPage.goto(`/users/${annaSlug}`);
    await benPage.getByText(text('friends.button.friends')).waitFor();

    // Each uploads a friends-only photo: the other sees it, Carla (no friend of either) does not.
    const annaPhoto = `/users/${annaSlug}/user-uploads/${await uploadPhoto(annaPage, 'FRIENDS')}`;
    const benPhoto = `/users/${benSlug}/user-uploads/${await uploadPhoto(benPage, 'FRIENDS')}`;
    await seesPhoto(benPage, annaPhoto, anna);
    await seesPhoto(annaPage, benPhoto, ben);

    const carla = await createMember({ prefix: 'carla', sex: 'MF' });
    const carlaPage = await signedIn(browser, carla);
    await seesNoPhoto(carlaPage, annaPhoto, anna);
    await seesNoPhoto(carlaPage, benPhoto, ben);
  });

  it('ending a friendship asks first; afterwards neither lists the other and friends-only photos close', async () => {
    const anna = await createMember({ prefix: 'anna', sex: 'F' });
    const ben = await createMember({ prefix: 'ben', sex: 'M' });
    const benPage = await signedIn(browser, ben);
    await benPage.goto(`/users/${anna.username.toLowerCase()}`);
    await benPage.getByRole('button', { name: text('friends.actions.request') }).click();
    await benPage.getByText(text('friends.button.sent')).waitFor();

    // Anna answers from Ben's profile this time.
    const annaPage = await signedIn(browser, anna);
    await annaPage.goto(`/users/${ben.username.toLowerCase()}`);
    await annaPage.getByText(text('friends.button.received', { name: ben.username })).waitFor();
    await annaPage.getByRole('button', { name: text('friends.actions.acceptNamed', { name: ben.username }) }).click();
    await annaPage.getByText(text('friends.button.friends')).waitFor();
    const annaPhoto = `/users/${anna.username.toLowerCase()}/user-uploads/${await uploadPhoto(annaPage, 'FRIENDS')}`;
    await seesPhoto(benPage, annaPhoto, anna);

    await annaPage.goto(`/users/${ben.username.toLowerCase()}`);
    await annaPage.getByRole('button', { name: text('friends.actions.removeNamed', { name: ben.username }) }).click();
    const dialog = annaPage.getByRole('dialog', { name: text('friends.confirm.removeTitle') });
    await dialog.getByRole('button', { name: text('friends.actions.remove') }).click();
    await notification(annaPage, text('friends.done.removed', { name: ben.username })).waitFor();
    await annaPage.getByRole('button', { name: text('friends.actions.request') }).waitFor();

    await benPage.goto('/friends');
    await benPage.getByText(text('friends.empty')).waitFor();
    // As the dialog said: friends-only photos are closed again.
    await seesNoPhoto(benPage, annaPhoto, anna);
  });
});
