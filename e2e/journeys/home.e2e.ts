import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { apiSignIn, graphql, publicQuery } from '../support/graphql.js';
import { createMember, signedIn, text } from '../support/journey.js';

// Issue 12, item 6 and its "Bar": the member's home is the place they open the app for — the next
// event and an unread message are the first things on it.

const NEXT_EVENT = `{ events(when: UPCOMING, first: 1) { nodes { slug titleDe } } }`;
const WRITE_TO = `mutation ($slug: String!, $body: String!) { writeTo(slug: $slug, body: $body) { conversation { id } } }`;

describe('a member’s home', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the next event and an unread message, each leading to it', async () => {
    const anna = await createMember({ prefix: 'homeanna', sex: 'F' });
    const ben = await createMember({ prefix: 'homeben', sex: 'M' });
    // Anna writes to Ben through the app's own API while Ben is away.
    const body = 'Hoi Ben, sehen wir uns am Freitag an der Bar?';
    await graphql(WRITE_TO, { slug: ben.username.toLowerCase(), body }, await apiSignIn(anna));
    const [next] = (await publicQuery<{ events: { nodes: { slug: string; titleDe: string }[] } }>(NEXT_EVENT)).events.nodes;
    expect(next, 'the demo content has upcoming events').toBeDefined();

    const page = await signedIn(browser, ben);
    await page.getByRole('heading', { level: 1, name: text('home.welcome', { name: ben.username }) }).waitFor();

    // The unread message: who wrote, what, and that it is unread.
    const messages = page.getByRole('region', { name: text('home.messages.title'), exact: true });
    await messages.getByText(text('home.messages.unread_one')).waitFor();
    const row = messages.getByRole('link', { name: anna.username });
    await row.getByText(body).waitFor();

    // The next event, by its title, links to its page.
    const events = page.getByRole('region', { name: text('home.events.title'), exact: true });
    const event = events.getByRole('link', { name: next!.titleDe, exact: true });
    await event.waitFor();
    expect(await event.getAttribute('href')).toBe(`/events/${next!.slug}`);

    // The message opens the conversation, where Anna's words are.
    await row.click();
    await page.waitForURL(/\/conversations\/[0-9a-f-]{36}$/);
    await page.getByRole('log').getByText(body).waitFor();
  });
});
