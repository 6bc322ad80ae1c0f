import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { graphqlAs } from '../support/graphql.js';
import { createMember, openFromNavigation, signedIn, text, waitForPath } from '../support/journey.js';

// Issue 16 (docs/decisions/0048): the first friend earns an achievement, told on /home, shown as a
// badge on the profile and as earned on /achievements.
describe('achievements', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a first friendship earns "Erste Freundschaft": on home, as a badge on the profile and on the achievements screen', async () => {
    const anna = await createMember({ prefix: 'anna', sex: 'F' });
    const ben = await createMember({ prefix: 'ben', sex: 'M' });
    const annaSlug = anna.username.toLowerCase();
    const title = text('achievements.key.FRIENDS_1.title');

    // Ben asks (as the profile's button does); Anna accepts under "Anfragen".
    const benPage = await signedIn(browser, ben);
    const asked = await graphqlAs(benPage, `mutation ($slug: String!) { requestFriendship(slug: $slug) { relation } }`, { slug: annaSlug });
    expect(asked.errors).toBeUndefined();
    const annaPage = await signedIn(browser, anna);
    await annaPage.goto('/friends?tab=requests');
    await annaPage.getByRole('region', { name: text('friends.incoming') }).getByRole('button', { name: text('friends.actions.acceptNamed', { name: ben.username }) }).click();

    // Anna is told on /home, with the way to her achievements.
    await annaPage.goto('/home');
    const told = annaPage.getByTestId('notification').filter({ hasText: text('home.kind.ACHIEVEMENT_EARNED', { what: title }) });
    await told.waitFor();
    await told.getByRole('link', { name: text('home.followUp.achievements') }).click();
    await waitForPath(annaPage, '/achievements');
    const earned = annaPage.getByRole('region', { name: text('achievements.earnedSection') });
    await earned.getByRole('heading', { name: title }).waitFor();

    // Ben earned it too: his profile shows the badge to Anna.
    await annaPage.goto(`/users/${ben.username.toLowerCase()}`);
    await annaPage.getByRole('heading', { name: ben.username, level: 1 }).waitFor();
    await annaPage.getByRole('list', { name: text('achievements.onProfile') }).getByText(title).waitFor();

    // And the "Mehr" sheet leads Ben to his achievements screen.
    await benPage.goto('/home');
    await openFromNavigation(benPage, text('nav.achievements'));
    await waitForPath(benPage, '/achievements');
    await benPage.getByRole('region', { name: text('achievements.earnedSection') }).getByRole('heading', { name: title }).waitFor();
  });
});
