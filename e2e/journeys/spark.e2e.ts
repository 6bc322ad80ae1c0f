import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { inject } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { apiSignIn, graphql } from '../support/graphql.js';
import { createMember, signedIn, text, waitForPath, type Member } from '../support/journey.js';

// Spark (issue 16; decisions 0044, 0045): an unverified member's 6th spark of the day is refused with
// the spec's text and the way to verification; two members spark each other on their phones, both see
// the match, and one writes to the other from it.

type Sex = 'M' | 'F' | 'MF' | 'MM' | 'FF';

/** A member ready for Spark, made through the API: profile with ages and "looking for", avatar and wall picture. */
async function readyMember(prefix: string, sex: Sex, lookingFor: Sex[]): Promise<Member> {
  const member = await createMember({ prefix, sex });
  const token = await apiSignIn(member);
  await graphql('mutation ($input: ProfileInput!) { updateProfile(input: $input) { profile { id } } }', { input: { sex, persons: Array.from({ length: sex.length }, (_, i) => ({ age: 33 + i })), about: '', lookingFor } }, token);
  const photo = async (background: { r: number; g: number; b: number }) => {
    const form = new FormData();
    form.set('visibility', 'PUBLIC');
    const jpeg = await sharp({ create: { width: 600, height: 800, channels: 3, background } }).jpeg().toBuffer();
    form.set('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'bild.jpg');
    const res = await fetch(`${inject('baseUrl')}/api/photos`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-graphql-yoga-csrf': '1' }, body: form });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { id: string } }).data.id;
  };
  await graphql('mutation ($id: ID) { setAvatar(photoId: $id) { id } }', { id: await photo({ r: 122, g: 31, b: 61 }) }, token);
  await graphql('mutation ($id: ID) { setWallImage(photoId: $id) { id } }', { id: await photo({ r: 40, g: 30, b: 90 }) }, token);
  return member;
}

describe('spark', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an unverified member sparks five times (the first by a swipe); the sixth is refused with the spec’s text and the way to verification', async () => {
    const ben = await readyMember('funke', 'M', ['FF']);
    for (let i = 0; i < 6; i++) await readyMember(`frauen${i}`, 'FF', ['M']);
    const page = await signedIn(browser, ben);
    await page.goto('/spark');
    await page.getByRole('heading', { level: 1, name: text('spark.title') }).waitFor();
    await page.getByTestId('sparks-left').filter({ hasText: text('spark.left', { count: 5 }) }).waitFor();
    for (let left = 4; left >= 0; left--) {
      const name = await page.getByTestId('spark-card').getByRole('link').first().textContent();
      if (left === 4) {
        // The first as a finger would: the card dragged to the right and let go.
        const box = (await page.getByTestId('spark-card').boundingBox())!;
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 3];
        await page.mouse.move(x, y);
        await page.mouse.down();
        await page.mouse.move(x + 60, y, { steps: 4 });
        // Half-way, the card says what letting go will do.
        await page.getByTestId('spark-card').getByText(text('spark.actions.spark'), { exact: true }).waitFor();
        await page.mouse.move(x + 140, y, { steps: 4 });
        await page.mouse.up();
      } else {
        await page.getByRole('button', { name: text('spark.actions.spark'), exact: true }).click();
      }
      await page.getByTestId('spark-announcement').filter({ hasText: text('spark.announce.sparked', { name: name! }) }).waitFor();
      await page.getByTestId('sparks-left').filter({ hasText: left === 1 ? text('spark.left_one', { count: 1 }) : text('spark.left', { count: left }) }).waitFor();
    }
    // The sixth, by keyboard this time.
    await page.getByTestId('spark-card').waitFor();
    await page.keyboard.press('ArrowRight');
    const alert = page.getByRole('alert').filter({ hasText: 'Du hast heute schon 5 Sparks verteilt. Morgen geht es weiter – oder werde verifiziert für unbegrenzte Sparks.' });
    await alert.waitFor();
    expect(await alert.getByRole('link', { name: text('verification.needVerified') }).getAttribute('href')).toBe('/premium#verification');
  });

  it('two members spark each other: both see the match, and one writes to the other from it', async () => {
    const lea = await readyMember('lea', 'MF', ['MM']);
    const jonas = await readyMember('jonas', 'MM', ['MF']);

    // Lea sparks Jonas on her phone; nothing tells Jonas yet.
    const leaPage = await signedIn(browser, lea);
    await leaPage.goto('/spark');
    const leaCard = leaPage.getByTestId('spark-card');
    await leaCard.getByRole('link', { name: jonas.username }).waitFor();
    await leaPage.getByRole('button', { name: text('spark.actions.spark'), exact: true }).click();
    await leaPage.getByTestId('spark-announcement').filter({ hasText: text('spark.announce.sparked', { name: jonas.username }) }).waitFor();

    // Jonas sparks her back with the arrow key: the match is celebrated on the spot.
    const jonasPage = await signedIn(browser, jonas);
    await jonasPage.goto('/spark');
    await jonasPage.getByTestId('spark-card').getByRole('link', { name: lea.username }).waitFor();
    await jonasPage.keyboard.press('ArrowRight');
    const match = jonasPage.getByTestId('spark-match');
    await match.getByRole('heading', { name: text('spark.match.title') }).waitFor();
    await match.getByText(text('spark.match.text', { name: lea.username })).waitFor();

    // Lea sees it on her home list and among her matches.
    await leaPage.goto('/home');
    await leaPage.getByTestId('notification').filter({ hasText: text('home.kind.SPARK_MATCH') }).filter({ hasText: jonas.username }).waitFor();
    await leaPage.getByRole('link', { name: text('home.followUp.sparkMatches') }).first().click();
    await waitForPath(leaPage, '/spark/matches');
    await leaPage.getByRole('region', { name: text('spark.matches.listTitle'), exact: true }).getByRole('link', { name: jonas.username }).waitFor();

    // Jonas writes from the match.
    await match.getByRole('button', { name: text('conversations.write.button') }).click();
    const dialog = jonasPage.getByRole('dialog', { name: text('conversations.write.title', { name: lea.username }) });
    await dialog.getByLabel(text('conversations.send.label')).fill('Hallo ihr zwei, schön, dass es gefunkt hat!');
    await dialog.getByRole('button', { name: text('conversations.send.submit') }).click();
    await waitForPath(jonasPage, /^\/conversations\/[^/]+$/);
    await jonasPage.getByText('Hallo ihr zwei, schön, dass es gefunkt hat!').waitFor();

    // Lea finds the message in her conversations.
    await leaPage.goto('/conversations');
    await leaPage.getByText('Hallo ihr zwei, schön, dass es gefunkt hat!').first().waitFor();
  });
});
