import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { cli, uniqueMember } from '../support/cli.js';
import { openVisitor, signIn, text, waitForPath, type Member } from '../support/journey.js';

// Chat roulette (spec §1, §6; decision 0021): two verified members on their phones join the queue,
// are paired under aliases, write to each other live; one skips and the other is told.

/** A verified member with a profile type, made by the operator CLI. */
async function verifiedMember(prefix: string, sex: 'M' | 'F'): Promise<Member> {
  const member = uniqueMember(prefix);
  await cli('user:create', '--email', member.email, '--username', member.username, '--password', member.password, '--phone', member.phone, '--sex', sex, '--verified');
  return member;
}

describe('chat roulette', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  async function onRoulette(member: Member): Promise<Page> {
    const page = await openVisitor(browser);
    await signIn(page, member);
    await waitForPath(page, '/home');
    await page.goto('/chat-roulette');
    await page.getByRole('heading', { name: text('roulette.title'), level: 1 }).waitFor();
    return page;
  }

  /** The partner's alias, read from the heading "Du chattest mit …" once the chat is open. */
  async function partnerAliasOn(page: Page): Promise<string> {
    const [before] = text('roulette.chat.with', { alias: '\u0000' }).split('\u0000');
    const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^${before}`) });
    await heading.waitFor();
    return (await heading.innerText()).slice(before!.length).trim();
  }

  it('pairs two verified members under aliases; a message arrives live; when one skips, the other is told', async () => {
    const anna = await verifiedMember('anna', 'F');
    const ben = await verifiedMember('ben', 'M');
    const annaPage = await onRoulette(anna);
    const benPage = await onRoulette(ben);

    // Anna waits in the queue; Ben joins and both are in one chat at once.
    await annaPage.getByRole('button', { name: text('roulette.actions.join') }).click();
    await annaPage.getByText(text('roulette.waiting.text')).waitFor();
    await benPage.getByRole('button', { name: text('roulette.actions.join') }).click();
    const annaAlias = await partnerAliasOn(benPage);
    const benAlias = await partnerAliasOn(annaPage);
    expect(annaAlias).not.toBe('');
    expect(benAlias).not.toBe(annaAlias);
    // Nobody's name shows: only aliases.
    expect(await benPage.locator('main').innerText()).not.toContain(anna.username);
    await expect.poll(() => annaPage.getByRole('status').filter({ hasText: text('roulette.announce.paired', { alias: benAlias }) }).count()).toBe(1);

    // Anna writes (Enter sends); Ben sees it live, under Anna's alias.
    const annaBox = annaPage.getByRole('textbox', { name: text('roulette.chat.messageLabel') });
    await annaBox.fill('Hoi, schöne Nacht heute?');
    await annaBox.press('Enter');
    const benLog = benPage.getByRole('log', { name: text('roulette.chat.log', { alias: annaAlias }) });
    await benLog.getByText('Hoi, schöne Nacht heute?').waitFor();
    // The partner's bubble is on the left under the alias; the own one on the right says "Du" to screen readers.
    await benLog.getByRole('listitem').filter({ hasText: 'Hoi, schöne Nacht heute?' }).getByText(annaAlias, { exact: true }).waitFor();
    await expect.poll(() => annaBox.inputValue()).toBe('');
    // Ben answers with the button; Anna's chat shows it once.
    await benPage.getByRole('textbox', { name: text('roulette.chat.messageLabel') }).fill('Ja, sehr!');
    await benPage.getByRole('button', { name: text('roulette.chat.send') }).click();
    const annaLog = annaPage.getByRole('log', { name: text('roulette.chat.log', { alias: benAlias }) });
    await annaLog.getByText('Ja, sehr!').waitFor();
    expect(await annaLog.getByText('Hoi, schöne Nacht heute?').count()).toBe(1);
    expect(await annaLog.locator('li[data-own]').filter({ hasText: 'Hoi, schöne Nacht heute?' }).innerText()).not.toContain(benAlias);

    // Ben skips to the next partner: he is searching again, and Anna is told in words and aloud.
    await benPage.getByRole('button', { name: text('roulette.actions.skip') }).click();
    await benPage.getByText(text('roulette.waiting.text')).waitFor();
    await annaPage.getByRole('note').getByText(text('roulette.notice.partnerLeftText', { alias: benAlias })).waitFor();
    await expect.poll(() => annaPage.getByRole('status').filter({ hasText: text('roulette.announce.partnerLeft', { alias: benAlias }) }).count()).toBe(1);
    expect(await annaPage.getByRole('log').count()).toBe(0);
    await annaPage.getByRole('button', { name: text('roulette.actions.joinAgain') }).waitFor();

    // Ben stops searching.
    await benPage.getByRole('button', { name: text('roulette.actions.leaveQueue') }).click();
    await benPage.getByRole('button', { name: text('roulette.actions.join') }).waitFor();
  });
});
