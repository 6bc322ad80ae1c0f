import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { apiSignIn, graphql, publicQuery } from '../support/graphql.js';
import { createMember, openVisitor, pathOf, text, waitForPath } from '../support/journey.js';

// Spec §2: news list → post → back; events upcoming first, past ones reachable, each with its
// facts; the landing page's next events and latest news lead to their details.

interface NewsPost {
  slug: string;
  titleDe: string;
  bodyDe: string;
  publishedAt: string;
}

interface VenueEvent {
  slug: string;
  titleDe: string;
  dressCodeDe: string | null;
  startsAt: string;
  endsAt: string | null;
  coupleOnly: boolean;
  priceManRappen: number | null;
  priceWomanRappen: number | null;
  priceCoupleRappen: number | null;
}

const NEWS = `query ($first: Int) { newsList(first: $first) { nodes { slug titleDe bodyDe publishedAt } } }`;
const EVENTS = `query ($when: EventWhen, $first: Int) { events(when: $when, first: $first) {
  nodes { slug titleDe dressCodeDe startsAt endsAt coupleOnly priceManRappen priceWomanRappen priceCoupleRappen } } }`;

const CREATE_NEWS = `mutation ($input: NewsInput!) { createNews(input: $input) { id } }`;
const PUBLISH_NEWS = `mutation ($id: ID!) { publishNews(id: $id) { id } }`;

const news = async (first: number) => (await publicQuery<{ newsList: { nodes: NewsPost[] } }>(NEWS, { first })).newsList.nodes;
const events = async (when: 'UPCOMING' | 'PAST') => (await publicQuery<{ events: { nodes: VenueEvent[] } }>(EVENTS, { when, first: 10 })).events.nodes;

// Dates and prices as a Swiss reader sees them (the same Intl formats the web app uses).
const zurich = { timeZone: 'Europe/Zurich' } as const;
function shownEventTime(event: VenueEvent): string {
  const day = new Intl.DateTimeFormat('de-CH', { ...zurich, weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });
  const time = new Intl.DateTimeFormat('de-CH', { ...zurich, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const start = new Date(event.startsAt);
  const from = `${day.format(start)}, ${time.format(start)}`;
  if (!event.endsAt) return from;
  const end = new Date(event.endsAt);
  return end.getTime() - start.getTime() < 86_400_000 ? `${from}–${time.format(end)}` : `${from} – ${day.format(end)}, ${time.format(end)}`;
}
/** The venue's price format, the same in both languages: "CHF 80.–", "CHF 12.50". */
const chf = (rappen: number) => `CHF ${String(Math.floor(rappen / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '’')}.${rappen % 100 === 0 ? '–' : String(rappen % 100).padStart(2, '0')}`;
const newsDate = (iso: string) => new Intl.DateTimeFormat('de-CH', { ...zurich, day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** The first words of a Markdown text, without its marks. */
const opening = (markdown: string) => markdown.replace(/[*_`]/g, '').split(/\s+/).slice(0, 5).join(' ');

const main = (page: Page) => page.getByRole('main');
/** The titles of the cards in a list, in order. */
const cardTitles = (page: Page) => main(page).getByRole('article').getByRole('heading').allInnerTexts();

/** Checks an event's detail screen: title, when, theme, who may come and the prices. */
async function checkEventDetail(page: Page, event: VenueEvent) {
  const m = main(page);
  await m.getByRole('heading', { level: 1, name: event.titleDe, exact: true }).waitFor();
  await m.getByText(shownEventTime(event), { exact: true }).first().waitFor();
  if (event.dressCodeDe) await m.getByText(event.dressCodeDe, { exact: true }).waitFor();
  if (event.coupleOnly) await m.getByText(text('events.coupleOnlyText'), { exact: true }).waitFor();
  const prices = m.getByRole('table', { name: text('events.prices') });
  for (const [guest, rappen] of [
    ['man', event.priceManRappen],
    ['woman', event.priceWomanRappen],
    ['couple', event.priceCoupleRappen],
  ] as const) {
    const row = prices.getByRole('row', { name: new RegExp(`^${text(`events.guestTypes.${guest}`)}\\b`) });
    // A couples' evening says so once and lists only the couples' price.
    if (event.coupleOnly && rappen === null) {
      expect(await row.count(), `${event.slug} ${guest}`).toBe(0);
      continue;
    }
    expect(await row.getByRole('cell').innerText(), `${event.slug} ${guest}`).toBe(rappen === null ? text('events.notOffered') : chf(rappen));
  }
}

describe('news and events', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('news: the list leads to a post, its back button to the list, and the browser back to the same page and place', async () => {
    // More posts than one page holds (10), so "load more" is part of the way.
    const token = await apiSignIn(await createMember({ prefix: 'newsadmin', admin: true }));
    for (let i = 1; i <= 9; i++) {
      const { createNews } = await graphql<{ createNews: { id: string } }>(CREATE_NEWS, { input: { titleDe: `Kurz notiert ${i}`, titleEn: `In brief ${i}`, bodyDe: `Meldung ${i} aus dem Club.`, bodyEn: `News ${i} from the club.` } }, token);
      await graphql(PUBLISH_NEWS, { id: createNews.id }, token);
    }
    const posts = await news(50);
    expect(posts.length).toBeGreaterThan(10);
    const firstPage = posts.slice(0, 10).map((p) => p.titleDe);
    const page = await openVisitor(browser);
    await page.goto('/news');
    await main(page).getByRole('heading', { level: 1, name: text('news.title') }).waitFor();
    await expect.poll(() => cardTitles(page)).toEqual(firstPage);
    const loadMore = main(page).getByRole('button', { name: text('news.loadMore') });
    await loadMore.click();
    await expect.poll(() => cardTitles(page)).toEqual(posts.map((p) => p.titleDe));

    // The oldest post, on the second page, scrolled to as a reader would.
    const target = posts.at(-1)!;
    const link = main(page).getByRole('link', { name: target.titleDe, exact: true });
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await link.click();
    await waitForPath(page, `/news/${target.slug}`);
    const article = main(page).getByRole('article');
    await article.getByRole('heading', { level: 1, name: target.titleDe, exact: true }).waitFor();
    await article.getByText(newsDate(target.publishedAt), { exact: true }).waitFor();
    await article.getByText(opening(target.bodyDe)).waitFor();
    expect(await page.title()).toBe(`${target.titleDe} – ${text('brand')}`);

    // The screen's own back button: a new visit of the list, from its top (spec §2).
    await main(page).getByRole('link', { name: text('news.backToList') }).click();
    await waitForPath(page, '/news');
    await expect.poll(() => cardTitles(page)).toEqual(firstPage);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The browser's Back button: the same pages loaded and the place the reader left.
    await loadMore.click();
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await link.click();
    await article.getByRole('heading', { level: 1, name: target.titleDe }).waitFor();
    await page.goBack();
    await waitForPath(page, '/news');
    await expect.poll(() => cardTitles(page)).toEqual(posts.map((p) => p.titleDe));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await link.isVisible()).toBe(true);
  });

  it('events: upcoming first with the couples-only flag, past ones in their tab, each with date, time, prices and theme', async () => {
    const upcoming = await events('UPCOMING');
    const past = await events('PAST');
    const couples = upcoming.find((e) => e.slug === 'paerli-abend')!;
    const themed = upcoming.find((e) => e.dressCodeDe)!;
    expect(couples?.coupleOnly).toBe(true);
    expect(past.map((e) => e.slug)).toContain('herbstfest');

    const page = await openVisitor(browser);
    await page.goto('/events');
    await main(page).getByRole('heading', { level: 1, name: text('events.title') }).waitFor();
    const tabs = main(page).getByRole('tablist');
    expect(await tabs.getByRole('tab', { name: text('events.upcoming') }).getAttribute('aria-selected')).toBe('true');
    // Soonest first; nothing that is over.
    await expect.poll(() => cardTitles(page)).toEqual(upcoming.map((e) => e.titleDe));
    expect([...upcoming.map((e) => e.startsAt)].sort()).toEqual(upcoming.map((e) => e.startsAt));

    // The couples-only flag in words, on that event's card only.
    const card = (title: string) => main(page).getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await card(couples.titleDe).getByText(text('events.coupleOnly'), { exact: true }).waitFor();
    for (const other of upcoming.filter((e) => !e.coupleOnly)) expect(await card(other.titleDe).getByText(text('events.coupleOnly'), { exact: true }).count(), other.slug).toBe(0);
    if (themed.dressCodeDe) await card(themed.titleDe).getByText(`${text('events.dressCode')}: ${themed.dressCodeDe}`).waitFor();

    await card(couples.titleDe).getByRole('link', { name: couples.titleDe }).click();
    await waitForPath(page, `/events/${couples.slug}`);
    await checkEventDetail(page, couples);

    await main(page).getByRole('link', { name: text('events.backToList') }).click();
    await waitForPath(page, '/events');
    await card(themed.titleDe).getByRole('link', { name: themed.titleDe }).click();
    await waitForPath(page, `/events/${themed.slug}`);
    await checkEventDetail(page, themed);

    // Past events: their own tab (linkable), latest first; the detail says it is over.
    await main(page).getByRole('link', { name: text('events.backToList') }).click();
    await waitForPath(page, '/events');
    await tabs.getByRole('tab', { name: text('events.past') }).click();
    await expect.poll(() => pathOf(page)).toBe('/events?when=past');
    await expect.poll(() => cardTitles(page)).toEqual(past.map((e) => e.titleDe));
    const autumn = past.find((e) => e.slug === 'herbstfest')!;
    await card(autumn.titleDe).getByRole('link', { name: autumn.titleDe }).click();
    await waitForPath(page, `/events/${autumn.slug}`);
    await checkEventDetail(page, autumn);
    await main(page).getByText(text('events.ended'), { exact: true }).waitFor();
  });

  it('the landing page shows the next events and the latest news, each leading to its detail', async () => {
    const [upcoming, latest, welcome] = await Promise.all([events('UPCOMING'), news(3), publicQuery<{ page: { bodyDe: string } }>(`{ page(name: "welcome") { bodyDe } }`)]);
    const page = await openVisitor(browser);
    await page.goto('/');
    // The welcome text and pictures arrive above the lists and push them down: a reader waits for them.
    await main(page).getByText(opening(welcome.page.bodyDe)).waitFor();
    const nextEvents = page.getByRole('region', { name: text('events.nextTitle') });
    const latestNews = page.getByRole('region', { name: text('news.latestTitle') });
    await expect.poll(() => nextEvents.getByRole('article').getByRole('heading').allInnerTexts()).toEqual(upcoming.slice(0, 3).map((e) => e.titleDe));
    await expect.poll(() => latestNews.getByRole('article').getByRole('heading').allInnerTexts()).toEqual(latest.map((p) => p.titleDe));

    await nextEvents.getByRole('link', { name: upcoming[0]!.titleDe, exact: true }).click();
    await waitForPath(page, `/events/${upcoming[0]!.slug}`);
    await checkEventDetail(page, upcoming[0]!);

    await page.goBack();
    await waitForPath(page, '/');
    await latestNews.getByRole('link', { name: latest[0]!.titleDe, exact: true }).click();
    await waitForPath(page, `/news/${latest[0]!.slug}`);
    await main(page).getByRole('heading', { level: 1, name: latest[0]!.titleDe, exact: true }).waitFor();

    // The "all" links lead to the full lists.
    await page.goBack();
    await waitForPath(page, '/');
    await nextEvents.getByRole('link', { name: text('events.allEvents') }).click();
    await waitForPath(page, '/events');
    await page.goBack();
    await latestNews.getByRole('link', { name: text('news.allNews') }).click();
    await waitForPath(page, '/news');
  });
});
