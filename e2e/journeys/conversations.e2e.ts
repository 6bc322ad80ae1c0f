import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { graphqlAs } from '../support/graphql.js';
import { launchBrowser } from '../support/browser.js';
import { createMember, openVisitor, text, waitForPath, type Member, signedIn } from '../support/journey.js';

// Issue 5, spec §2, §6, §9: private conversations between two members on their phones, live
// (decision 0017), and the limit of three simultaneous conversations for unverified members.
describe('conversations', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const slugOf = (m: Member) => m.username.toLowerCase();

  it('A writes from B’s profile; B, with the inbox open, sees it live with the unread count; B opens it and A sees the read receipt', async () => {
    const anna = await createMember({ prefix: 'anna', sex: 'F' });
    const ben = await createMember({ prefix: 'ben', sex: 'M' });

    // Ben opens his messages from the navigation: nothing yet.
    const benPage = await signedIn(browser, ben);
    await benPage.getByRole('navigation').getByRole('link', { name: text('conversations.nav') }).click();
    await waitForPath(benPage, '/conversations');
    await benPage.getByText(text('conversations.inboxEmpty')).waitFor();

    // Anna writes her first message from Ben's profile.
    const annaPage = await signedIn(browser, anna);
    await annaPage.goto(`/users/${slugOf(ben)}`);
    await annaPage.getByRole('heading', { name: ben.username, level: 1 }).waitFor();
    await annaPage.getByRole('button', { name: text('conversations.write.button') }).click();
    const dialog = annaPage.getByRole('dialog', { name: text('conversations.write.title', { name: ben.username }) });
    await dialog.getByLabel(text('conversations.send.label')).fill('Hoi Ben, kommst du am Freitag in die Sauna?');
    await dialog.getByRole('button', { name: text('conversations.send.submit') }).click();
    await waitForPath(annaPage, /^\/conversations\/[0-9a-f-]{36}$/);
    await annaPage.getByRole('log').getByText('Hoi Ben, kommst du am Freitag in die Sauna?').waitFor();

    // Ben's inbox shows the conversation at once, with its preview and unread count.
    const benRow = benPage.getByRole('listitem').filter({ has: benPage.getByRole('link', { name: anna.username }) });
    await benRow.getByText('Hoi Ben, kommst du am Freitag in die Sauna?').waitFor();
    await benRow.getByText(text('conversations.unread', { count: 1 })).waitFor();

    // A second message, sent with Enter, raises the count live.
    const box = annaPage.getByLabel(text('conversations.send.label'));
    await box.fill('Ich reserviere sonst schon mal.');
    await box.press('Enter');
    await annaPage.getByRole('log').getByText('Ich reserviere sonst schon mal.').waitFor();
    await benRow.getByText(text('conversations.unread', { count: 2 })).waitFor();
    await benRow.getByText('Ich reserviere sonst schon mal.').waitFor();
    // The navigation says it too, on every screen.
    const benMessagesLink = benPage.getByRole('navigation').getByRole('link', { name: text('conversations.nav') });
    await expect.poll(() => benMessagesLink.textContent()).toContain('2');

    // Ben opens it: both messages, Anna's named by her; Anna sees that Ben has read them.
    await benRow.getByRole('link', { name: anna.username }).click();
    await waitForPath(benPage, annaPage.url().replace(/^https?:\/\/[^/]+/, ''));
    const benLog = benPage.getByRole('log');
    await benLog.getByText('Hoi Ben, kommst du am Freitag in die Sauna?').waitFor();
    await benLog.getByText('Ich reserviere sonst schon mal.').waitFor();
    // Read: the navigation's count is gone.
    await expect.poll(async () => /\d/.test((await benMessagesLink.textContent()) ?? '')).toBe(false);
    await annaPage.getByText(new RegExp(`${text('conversations.readByNoTime', { name: ben.username })}, `)).waitFor();

    // Ben answers; Anna sees it appear in her open conversation.
    const benBox = benPage.getByLabel(text('conversations.send.label'));
    await benBox.fill('Ja, gerne! Bis Freitag.');
    await benBox.press('Enter');
    await annaPage.getByRole('log').getByText('Ja, gerne! Bis Freitag.').waitFor();
    await benPage.getByRole('log').getByText('Ja, gerne! Bis Freitag.').waitFor();
    expect(await benPage.getByRole('log').getByText('Ja, gerne! Bis Freitag.').count()).toBe(1);

    // Anna sends a picture: it appears live in Ben's conversation as a picture (not a link) …
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a4b2a' } }).jpeg().toBuffer();
    await annaPage.locator('input[type="file"]').setInputFiles({ name: 'bar.jpg', mimeType: 'image/jpeg', buffer: picture });
    const shown = benPage.getByRole('log').getByRole('img', { name: text('chat.messageImage') });
    await shown.waitFor();
    await benPage.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[role="log"] img')].some((img) => img.complete && img.naturalWidth > 0));
    // … among the conversation's shared pictures, and to nobody else (a visitor asking for it gets 404).
    const src = (await shown.getAttribute('src'))!;
    expect(src).toMatch(/^\/api\/conversation-uploads\//);
    const stranger = await openVisitor(browser);
    expect((await stranger.request.get(src)).status()).toBe(404);
    expect((await benPage.request.get(src)).status()).toBe(200);
    await benPage.goto(`${benPage.url()}/uploads`);
    await benPage.getByRole('img', { name: new RegExp(anna.username) }).waitFor();
  });

  it('an unverified member with three conversations is told so, and a fourth is refused in words', async () => {
    const uli = await createMember({ prefix: 'uli', sex: 'M' });
    const partners = [await createMember({ prefix: 'p1', sex: 'F' }), await createMember({ prefix: 'p2', sex: 'F' }), await createMember({ prefix: 'p3', sex: 'F' })];
    const fourth = await createMember({ prefix: 'p4', sex: 'F' });
    const uliPage = await signedIn(browser, uli);
    for (const partner of partners) {
      const written = await graphqlAs(uliPage, 'mutation ($slug: String!, $body: String!) { writeTo(slug: $slug, body: $body) { conversation { id } } }', { slug: slugOf(partner), body: 'Hallo!' });
      expect(written.errors).toBeUndefined();
    }

    await uliPage.goto('/conversations');
    await uliPage.getByText(text('conversations.maxReached', { count: 3 })).waitFor();
    for (const partner of partners) await uliPage.getByRole('link', { name: partner.username }).waitFor();
    expect(await uliPage.getByRole('tab', { name: text('conversations.tabs.archive') }).count()).toBe(0);

    await uliPage.goto(`/users/${slugOf(fourth)}`);
    await uliPage.getByRole('heading', { name: fourth.username, level: 1 }).waitFor();
    await uliPage.getByText(text('errors.MAX_CONVERSATIONS_REACHED')).waitFor();
    expect(await uliPage.getByRole('button', { name: text('conversations.write.button') }).isDisabled()).toBe(true);

    // The server refuses it too, with the code the screen translates.
    const refused = await graphqlAs(uliPage, 'mutation ($slug: String!, $body: String!) { writeTo(slug: $slug, body: $body) { conversation { id } } }', { slug: slugOf(fourth), body: 'Hallo!' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('MAX_CONVERSATIONS_REACHED');
  });
});
