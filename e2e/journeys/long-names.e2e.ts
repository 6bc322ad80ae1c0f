import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { cli } from '../support/cli.js';
import { apiSignIn, graphql } from '../support/graphql.js';
import { createMember, signedIn, text, type Member } from '../support/journey.js';

// Issue 12: a username of 30 characters without spaces neither overflows a phone's screen nor breaks
// mid-word. Where a name is one line (lists, the chat's header) it ends in an ellipsis; where it may
// wrap (the profile's heading, cards) it wraps before its own separators.

/** The lines a block's text is laid out in, as the reader sees them. */
function linesOf(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.textContent!.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        lines.set(top, (lines.get(top) ?? '') + node.textContent![i]);
      }
    }
    return [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
  });
}

/** The name is cut with an ellipsis: one line, wider than the room it has. */
async function expectEllipsis(locator: Locator) {
  const shown = await locator.evaluate((el) => ({ cut: el.scrollWidth > el.clientWidth, overflow: getComputedStyle(el).textOverflow, wrap: getComputedStyle(el).whiteSpace }));
  expect(shown).toEqual({ cut: true, overflow: 'ellipsis', wrap: 'nowrap' });
}

const pageFits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('long usernames on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('wrap before their separators in the profile heading and end in an ellipsis in the inbox and the chat header', async () => {
    // Sonnenuntergang_am_ + 11 characters: 30, the longest a username may be.
    const username = `Sonnenuntergang_am_${Date.now().toString(36).padEnd(11, 'x').slice(0, 11)}`;
    expect(username).toHaveLength(30);
    const long: Member = { username, email: `${username.toLowerCase()}@example.ch`, password: 'Sauna-Abend-2026!', phone: `+4179${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}` };
    await cli('user:create', '--email', long.email, '--username', long.username, '--password', long.password, '--phone', long.phone, '--sex', 'MF');
    const reader = await createMember({ prefix: 'longread' });
    await graphql(`mutation ($slug: String!, $body: String!) { writeTo(slug: $slug, body: $body) { conversation { id } } }`, { slug: reader.username.toLowerCase(), body: 'Hoi, kommst du am Samstag auch in die Sauna?' }, await apiSignIn(long));

    const page = await signedIn(browser, reader);
    await page.goto(`/users/${username.toLowerCase()}`);
    const heading = page.getByRole('heading', { level: 1, name: username });
    await heading.waitFor();
    // Whole parts on each line: every line after the first begins at a separator.
    const lines = await linesOf(heading);
    expect(lines.join('')).toBe(username);
    expect(lines[0]).toBe('Sonnenuntergang');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line, `"${line}" begins at a separator`).toMatch(/^_(am|am_[a-z0-9]+|[a-z0-9]+)$/);
    expect(await pageFits(page)).toBe(true);

    await page.goto('/conversations');
    const row = page.getByRole('link', { name: username });
    await row.waitFor();
    await expectEllipsis(row);
    expect(await pageFits(page)).toBe(true);

    await row.click();
    const chatHeading = page.getByRole('heading', { level: 1, name: username });
    await chatHeading.waitFor();
    await expectEllipsis(chatHeading);
    await page.getByRole('log').getByText('Hoi, kommst du am Samstag auch in die Sauna?').waitFor();
    expect(await pageFits(page)).toBe(true);
    expect(await page.getByRole('link', { name: text('conversations.profileLink', { name: username }) }).count()).toBe(1);
  });
});
