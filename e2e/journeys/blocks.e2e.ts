import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { graphqlAs } from '../support/graphql.js';
import { launchBrowser } from '../support/browser.js';
import { createMember, notification, text, waitForPath, type Member, signedIn } from '../support/journey.js';

// Spec §3, §6: a block works both ways at once; the reason stays with the blocker.
describe('blocks', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  /**
   * Whether the member on `page` finds `other` on /online-users and in an "online now" search;
   * `witness` (online, unrelated) must show in both, so an absence is not a list still loading.
   */
  async function expectFinding(page: Page, other: Member, found: boolean, witness: Member) {
    for (const path of ['/online-users', '/profile-search?online=1']) {
      await page.goto(path);
      await page.getByRole('link', { name: witness.username, exact: true }).waitFor();
      expect(await page.getByText(other.username, { exact: true }).count(), `${other.username} on ${path}`).toBe(found ? 1 : 0);
    }
  }

  it('a block ends the friendship and hides both from each other; only the blocker sees the reason', async () => {
    const anna = await createMember({ prefix: 'anna', sex: 'F' });
    const ben = await createMember({ prefix: 'ben', sex: 'M' });
    const annaSlug = anna.username.toLowerCase();
    const benSlug = ben.username.toLowerCase();
    const annaPage = await signedIn(browser, anna);
    const benPage = await signedIn(browser, ben);

    // Friends first (the friends journey shows this through the screens).
    const asked = await graphqlAs(benPage, 'mutation ($slug: String!) { requestFriendship(slug: $slug) { friendship { id } } }', { slug: annaSlug });
    const id = asked.data!.requestFriendship.friendship.id as string;
    expect((await graphqlAs(annaPage, 'mutation ($id: ID!) { acceptFriendship(id: $id) { status } }', { id })).data!.acceptFriendship.status).toBe('ACCEPTED');

    // Before the block they find each other among the online members and in the search.
    const cleo = await createMember({ prefix: 'cleo', sex: 'F' });
    await signedIn(browser, cleo);
    await expectFinding(benPage, anna, true, cleo);
    await expectFinding(annaPage, ben, true, cleo);

    // Anna blocks Ben from his profile, with a reason.
    await annaPage.goto('/friends');
    await annaPage.getByRole('link', { name: ben.username }).click();
    await waitForPath(annaPage, `/users/${benSlug}`);
    // Blocking is in the profile's "more actions" menu, not beside "write a message".
    await annaPage.getByRole('group', { name: text('profile.actions') }).getByRole('button', { name: text('profile.moreActions') }).click();
    await annaPage.getByRole('menuitem', { name: text('blocks.block') }).click();
    const dialog = annaPage.getByRole('dialog', { name: text('blocks.dialog.title', { name: ben.username }) });
    await dialog.getByLabel(text('blocks.dialog.reasonLabel')).fill('zu aufdringlich');
    await dialog.getByRole('button', { name: text('blocks.dialog.confirm') }).click();
    await notification(annaPage, text('blocks.done.blocked', { name: ben.username })).waitFor();
    await annaPage.getByRole('button', { name: text('profile.moreActions') }).click();
    await annaPage.getByRole('menuitem', { name: text('blocks.unblock') }).waitFor();
    await annaPage.keyboard.press('Escape');

    // Her friends list no longer has Ben; her blocks list has him, with her reason and no profile link.
    await annaPage.goto('/friends');
    await annaPage.getByText(text('friends.empty')).waitFor();
    await annaPage.getByRole('link', { name: text('friends.blocksLink') }).click();
    await waitForPath(annaPage, '/blocks');
    await annaPage.getByText(text('blocks.reason', { reason: 'zu aufdringlich' })).waitFor();
    expect(await annaPage.getByRole('link', { name: ben.username }).count()).toBe(0);

    // Neither finds the other any more, in the online list or the search (Cleo still shows, so the lists did load).
    await expectFinding(benPage, anna, false, cleo);
    await expectFinding(annaPage, ben, false, cleo);

    // Ben: no Anna among his friends, her profile closed, no way to ask again — and no reason anywhere.
    await benPage.goto('/friends');
    await benPage.getByText(text('friends.empty')).waitFor();
    await benPage.goto(`/users/${annaSlug}`);
    await benPage.getByText(text('errors.PROFILE_BLOCKED')).waitFor();
    expect(await benPage.getByRole('button', { name: text('friends.actions.request') }).count()).toBe(0);
    expect(await benPage.getByText('zu aufdringlich').count()).toBe(0);
    const again = await graphqlAs(benPage, 'mutation ($slug: String!) { requestFriendship(slug: $slug) { relation } }', { slug: annaSlug });
    expect(again.errors?.[0]?.extensions?.code).toBe('BLOCKED_BY_USER');
    const seen = await graphqlAs(benPage, '{ blocks { nodes { reason } } currentUser { blockedUserIds blockedByUsers } }', {});
    expect(seen.data).toEqual({ blocks: { nodes: [] }, currentUser: { blockedUserIds: [], blockedByUsers: [] } });

    // Anna lifts the block; Ben may ask again.
    await annaPage.goto('/blocks');
    await annaPage.getByRole('button', { name: text('blocks.unblockNamed', { name: ben.username }) }).click();
    await notification(annaPage, text('blocks.done.unblocked', { name: ben.username })).waitFor();
    await annaPage.getByText(text('blocks.empty')).waitFor();
    await benPage.goto(`/users/${annaSlug}`);
    await benPage.getByRole('button', { name: text('friends.actions.request') }).waitFor();
  });
});
