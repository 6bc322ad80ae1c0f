import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { publicQuery } from '../support/graphql.js';
import { createMember, notification, openVisitor, signIn, text, waitForPath, type Member } from '../support/journey.js';

// Spec §5/§6: a visitor who wants to write is sent to sign in and back; the entry waits for review
// (the author sees a notice, nobody else sees it); an admin reviews, answers and publishes it, and
// then every visitor reads it with the answer. A refusal by the server says so in the spec's words.

const FIRST_PAGE = `{ guestbookEntries(first: 50) { nodes { title } } guestbookEventChoices { id titleDe } }`;

/** The card of the entry with this title, on the screen or within a part of it. */
function entryCard(scope: Page | Locator, title: string): Locator {
  const page = 'goto' in scope ? scope : scope.page();
  return scope.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** The public list of /guestbook, once it has loaded (the demo entries are there). */
async function publicTitles(page: Page): Promise<string[]> {
  const list = page.getByRole('region', { name: text('guestbook.entries'), exact: true });
  await list.getByRole('article').first().waitFor();
  return list.getByRole('article').getByRole('heading').allInnerTexts();
}

describe('the guestbook', () => {
  let browser: Browser;
  let member: Member;
  let admin: Member;
  let busy: Member;
  beforeAll(async () => {
    browser = await launchBrowser();
    [member, admin, busy] = await Promise.all([createMember({ prefix: 'guest' }), createMember({ prefix: 'gbadmin', admin: true }), createMember({ prefix: 'busy' })]);
  });
  afterAll(() => browser.close());

  it('a visitor signs in to write; the entry waits for review, an admin answers and publishes it, and every visitor reads it', async () => {
    const title = `Ein Abend im Garten ${Date.now().toString(36)}`;
    const body = 'Herzlicher Empfang, feines Essen und danach lange im Whirlpool. Wir kommen wieder!';
    const answer = 'Herzlichen Dank für den schönen Eintrag – bis bald im Garten!';
    const { guestbookEventChoices: choices } = await publicQuery<{ guestbookEventChoices: { id: string; titleDe: string }[] }>(FIRST_PAGE);
    const autumn = choices.find((e) => e.titleDe === 'Herbstfest')!;

    // A visitor wants to write: sign in first, then back to the form.
    const writer = await openVisitor(browser);
    await writer.goto('/guestbook');
    await writer.getByRole('link', { name: text('guestbook.write') }).click();
    await waitForPath(writer, '/sign-in');
    await notification(writer, text('warnings.signIn.writeGuestbook')).waitFor();
    await signIn(writer, member);
    await waitForPath(writer, '/guestbook/new');

    await writer.getByRole('heading', { level: 1, name: text('guestbook.new.title') }).waitFor();
    await writer.getByLabel(text('guestbook.form.title')).fill(title);
    await writer.getByLabel(text('guestbook.form.body')).fill(body);
    await writer.getByRole('radio', { name: text('guestbook.rating.option2') }).check();
    await writer.getByLabel(text('guestbook.form.event')).selectOption(autumn.id);
    await writer.getByRole('button', { name: text('guestbook.new.submit') }).click();

    // Thanked, told it is under review, shown the entry as submitted.
    await writer.getByRole('heading', { level: 1, name: text('guestbook.new.thanks') }).waitFor();
    const review = writer.getByRole('status').filter({ hasText: text('guestbook.underReview.title') });
    await review.getByText(text('guestbook.underReview.text')).waitFor();
    const submitted = entryCard(writer, title);
    await submitted.getByText(text('guestbook.states.SUBMITTED')).waitFor();
    await submitted.getByText(text('guestbook.rating.outOf', { rating: 2, max: 3 })).waitFor();
    await submitted.getByText(new RegExp(`«${autumn.titleDe}»`)).waitFor();

    // In the guestbook the author finds it among their entries in review, not in the public list.
    await writer.getByRole('link', { name: text('guestbook.new.toGuestbook') }).click();
    await waitForPath(writer, '/guestbook');
    const mine = writer.getByRole('region', { name: text('guestbook.mine.title') });
    await entryCard(mine, title).getByText(text('guestbook.states.SUBMITTED')).waitFor();
    await mine.getByText(text('guestbook.underReview.text')).waitFor();
    expect(await publicTitles(writer)).not.toContain(title);

    // Another visitor, not signed in, does not see it either.
    const visitor = await openVisitor(browser);
    await visitor.goto('/guestbook');
    expect(await publicTitles(visitor)).not.toContain(title);

    // An admin reviews it, answers and publishes it.
    const moderator = await openVisitor(browser);
    await signIn(moderator, admin);
    await waitForPath(moderator, '/admin/dashboard');
    await moderator.goto('/guestbook');
    await moderator.getByRole('tab', { name: text('guestbook.tabs.review') }).click();
    await moderator.getByRole('link', { name: text('guestbook.reviewEntryNamed', { title }) }).click();
    await waitForPath(moderator, /^\/guestbook\/[^/]+\/edit$/);
    await moderator.getByRole('heading', { level: 1, name: text('guestbook.admin.title') }).waitFor();

    await moderator.getByRole('button', { name: text('guestbook.admin.review') }).click();
    await notification(moderator, text('guestbook.admin.reviewed')).waitFor();
    await moderator.getByText(text('guestbook.states.UNDER_REVIEW'), { exact: true }).first().waitFor();

    await moderator.getByLabel(text('guestbook.admin.answerLabel')).fill(answer);
    await moderator.getByRole('button', { name: text('guestbook.admin.saveAnswer') }).click();
    await notification(moderator, text('guestbook.admin.answerSaved')).waitFor();

    await moderator.getByRole('button', { name: text('guestbook.admin.publish') }).click();
    await notification(moderator, text('guestbook.admin.published')).waitFor();
    await moderator.getByText(text('guestbook.states.PUBLISHED'), { exact: true }).first().waitFor();

    // Now every visitor reads it, first in the list, with the club's answer set apart.
    await visitor.reload();
    expect((await publicTitles(visitor))[0]).toBe(title);
    const published = entryCard(visitor, title);
    await published.getByText(body).waitFor();
    await published.getByText(text('guestbook.by', { author: member.username }), { exact: false }).waitFor();
    const official = published.getByRole('complementary', { name: text('guestbook.officialAnswer') });
    await official.getByText(answer).waitFor();

    // And the author's "in review" list no longer holds it.
    await writer.reload();
    expect((await publicTitles(writer))[0]).toBe(title);
    expect(await writer.getByRole('region', { name: text('guestbook.mine.title') }).count()).toBe(0);
  });

  it("says 'could not be saved' when the server refuses an entry (the daily limit of five)", async () => {
    const page = await openVisitor(browser);
    await signIn(page, busy);
    await waitForPath(page, '/home');

    // Five entries today, sent as the web app sends them (the form itself is tested above).
    const create = `mutation ($input: GuestbookEntryInput!) { createGuestbookEntry(input: $input) { id } }`;
    for (let i = 1; i <= 5; i++) {
      const res = await page.request.post('/graphql', {
        data: { query: create, variables: { input: { title: `Besuch Nummer ${i}`, body: 'Wieder ein schöner Abend bei euch.', rating: 3 } } },
      });
      expect((await res.json()) as unknown, `entry ${i}`).toMatchObject({ data: { createGuestbookEntry: { id: expect.any(String) } } });
    }

    await page.goto('/guestbook/new');
    await page.getByLabel(text('guestbook.form.title')).fill('Noch ein sechster Besuch');
    await page.getByLabel(text('guestbook.form.body')).fill('Heute schon wieder da – das Team ist einfach herzlich.');
    await page.getByRole('radio', { name: text('guestbook.rating.option3') }).check();
    await page.getByRole('button', { name: text('guestbook.new.submit') }).click();

    const refusal = page.getByRole('alert').filter({ hasText: text('errors.GUESTBOOK_NOT_SAVED') });
    await refusal.waitFor();
    expect(await refusal.innerText()).toBe(`${text('errors.GUESTBOOK_NOT_SAVED')}: ${text('errors.RATE_LIMITED')}`);
    // Still the form, with what was written.
    expect(await page.getByLabel(text('guestbook.form.title')).inputValue()).toBe('Noch ein sechster Besuch');
    expect(await page.getByRole('heading', { name: text('guestbook.new.thanks') }).count()).toBe(0);
  });
});
