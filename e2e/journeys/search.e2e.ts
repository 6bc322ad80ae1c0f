import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { apiSignIn, graphql } from '../support/graphql.js';
import { createMember, openVisitor, signIn, text, waitForPath, type Member, openFromNavigation } from '../support/journey.js';

// Finding people (issue 4; docs/decisions/0015): a member searches with filters on a phone-sized
// screen, sees an open and a locked result, opens the open one, and comes back to the same results.

const slugOf = (m: Member) => m.username.toLowerCase();
const UPDATE_PROFILE = 'mutation ($input: ProfileInput!) { updateProfile(input: $input) { profile { id } } }';

/** Fills the member's profile through the API; the request is also the member's activity (online now). */
async function profile(member: Member, input: Record<string, unknown>) {
  await graphql(UPDATE_PROFILE, { input }, await apiSignIn(member));
}

describe('profile search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a member searches by type, age and online, opens an open result; a result not for them is locked', async () => {
    const searcher = await createMember({ prefix: 'sucher', sex: 'M' });
    const nina = await createMember({ prefix: 'nina', sex: 'F' });
    const paar = await createMember({ prefix: 'paar', sex: 'MF' });
    const older = await createMember({ prefix: 'aelter', sex: 'F' });
    await profile(nina, { sex: 'F', persons: [{ age: 34 }], about: '', lookingFor: ['M', 'MF'] });
    // A couple looking for single women only: found, but locked for a single man.
    await profile(paar, { sex: 'MF', persons: [{ age: 47 }, { age: 41 }], about: '', lookingFor: ['F'] });
    await profile(older, { sex: 'F', persons: [{ age: 58 }], about: '', lookingFor: [] });

    const page = await openVisitor(browser);
    await signIn(page, searcher);
    await waitForPath(page, '/home');
    await openFromNavigation(page, text('nav.discover'));
    await waitForPath(page, '/profile-search');
    await page.getByRole('heading', { level: 1, name: text('search.title') }).waitFor();

    // On a phone the filters are in a sheet, opened by the filter button.
    await page.getByRole('button', { name: text('search.openFilters'), exact: true }).click();
    const form = page.getByRole('dialog', { name: text('search.filters') }).getByRole('form', { name: text('search.filters') });
    const types = form.getByRole('group', { name: text('search.profileTypes') });
    await types.getByRole('checkbox', { name: text('profileType.F'), exact: true }).check();
    await types.getByRole('checkbox', { name: text('profileType.MF'), exact: true }).check();
    await form.getByLabel(text('search.ageMin')).fill('30');
    await form.getByLabel(text('search.ageMax')).fill('45');
    await form.getByRole('checkbox', { name: text('search.onlineNow') }).check();
    // Locked profiles are left out unless asked for: this search asks for them.
    await form.getByRole('switch', { name: text('search.includeLocked') }).check();
    // Submitted from the keyboard.
    await form.getByLabel(text('search.ageMax')).press('Enter');
    await page.waitForURL((url) => url.search.includes('ageMin=30') && url.search.includes('ageMax=45') && url.search.includes('online=1') && url.search.includes('locked=1'));

    const results = page.getByRole('region', { name: text('search.results') });
    const ninaLink = results.getByRole('link', { name: nina.username, exact: true });
    // The results of the filters, not those shown before the search (with her, 58: outside 30–45)
    // nor the loading state between them: Nina and the couple are there, she is not.
    const shown = async (username: string) => (await results.getByText(username, { exact: true }).count()) > 0;
    await expect.poll(async () => [await shown(nina.username), await shown(paar.username), await shown(older.username)]).toEqual([true, true, false]);
    await ninaLink.waitFor();
    // The couple: one partner (41) is in the range, so they are found, but locked (they look for women).
    expect(await results.getByRole('link', { name: paar.username }).count()).toBe(0);
    expect(await results.getByText(text('search.online'), { exact: true }).count()).toBeGreaterThanOrEqual(2);
    // Nothing is wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await ninaLink.click();
    await waitForPath(page, `/users/${slugOf(nina)}`);
    await page.getByRole('heading', { level: 1, name: nina.username }).waitFor();

    // Back: the same filters and results.
    await page.goBack();
    await waitForPath(page, '/profile-search');
    await results.getByRole('link', { name: nina.username, exact: true }).waitFor();
    await page.getByRole('button', { name: text('search.openFiltersActive', { count: 6 }) }).click();
    expect(await form.getByLabel(text('search.ageMin')).inputValue()).toBe('30');
    expect(await types.getByRole('checkbox', { name: text('profileType.MF'), exact: true }).isChecked()).toBe(true);
  });

  it('the form refuses an age range upside down, in words on the field', async () => {
    const member = await createMember({ prefix: 'alter', sex: 'F' });
    const page = await openVisitor(browser);
    await signIn(page, member);
    await waitForPath(page, '/home');
    await page.goto('/profile-search');
    await page.getByRole('button', { name: text('search.openFilters'), exact: true }).click();
    const form = page.getByRole('form', { name: text('search.filters') });
    await form.getByLabel(text('search.ageMin')).fill('50');
    await form.getByLabel(text('search.ageMax')).fill('40');
    await form.getByRole('button', { name: text('search.submit') }).click();
    await form.getByText(text('errors.SEARCH_AGE_RANGE_INVALID')).waitFor();
    expect(page.url()).not.toContain('ageMin');
  });
});
