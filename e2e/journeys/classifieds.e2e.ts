import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { cli, uniqueMember } from '../support/cli.js';
import { graphqlAs } from '../support/graphql.js';
import { createMember, openFromNavigation, signedIn, text, waitForPath, type Member } from '../support/journey.js';

// Issue 16, classifieds (spec §3, §6; decision 0046): a verified member posts a classified; an
// unverified member finds it in "Inserate", reads it and writes to its author, but may not post.

/** A member verified from the start (the operator CLI's --verified). */
async function createVerifiedMember(prefix: string, sex: 'F' | 'M'): Promise<Member> {
  const member = uniqueMember(prefix);
  await cli('user:create', '--email', member.email, '--username', member.username, '--password', member.password, '--phone', member.phone, '--sex', sex, '--verified');
  return member;
}

describe('classifieds', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a verified member posts a classified; an unverified member reads it and writes to its author, but cannot post', async () => {
    const vera = await createVerifiedMember('vera', 'F');
    const ueli = await createMember({ prefix: 'ueli', sex: 'M' });
    const body = `Apéro an der Bar am Freitag, danach vielleicht Sauna? ${vera.username}`;

    // Vera posts from "Inserate" in the "Mehr" sheet.
    const veraPage = await signedIn(browser, vera);
    await openFromNavigation(veraPage, text('nav.classifieds'), { exact: true });
    await waitForPath(veraPage, '/classifieds');
    await veraPage.getByRole('button', { name: text('classifieds.post'), exact: true }).click();
    const form = veraPage.getByRole('dialog', { name: text('classifieds.form.newTitle') });
    await form.getByLabel(text('classifieds.form.textLabel')).fill(body);
    await form.getByRole('checkbox', { name: text('profileType.M'), exact: true }).check();
    await form.getByRole('button', { name: text('classifieds.form.post'), exact: true }).click();
    // Her own list shows it.
    await veraPage.getByRole('tab', { name: text('classifieds.tabs.own'), selected: true }).waitFor();
    await veraPage.getByRole('article', { name: vera.username }).getByText(body).waitFor();

    // Ueli, not verified, reads it: the card names Vera and offers to write; posting is for verified members.
    const ueliPage = await signedIn(browser, ueli);
    await openFromNavigation(ueliPage, text('nav.classifieds'), { exact: true });
    await waitForPath(ueliPage, '/classifieds');
    const card = ueliPage.getByRole('article', { name: vera.username });
    await card.getByText(body).waitFor();
    await ueliPage.getByText(text('classifieds.verifiedOnly.title'), { exact: true }).waitFor();
    expect(await ueliPage.getByRole('button', { name: text('classifieds.post'), exact: true }).count()).toBe(0);
    // The server refuses too, and writes nothing.
    const refused = await graphqlAs(ueliPage, 'mutation ($input: ClassifiedInput!) { postClassified(input: $input) { id } }', { input: { text: 'Darf ich?', lookingFor: ['F'] } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NEED_VERIFIED');

    // He writes to Vera from the card: the conversation opens with his message.
    await card.getByRole('button', { name: text('conversations.write.button'), exact: true }).click();
    const dialog = ueliPage.getByRole('dialog', { name: text('conversations.write.title', { name: vera.username }) });
    await dialog.getByLabel(text('conversations.send.label')).fill('Hoi Vera, gern auf ein Apéro am Freitag!');
    await dialog.getByRole('button', { name: text('conversations.send.submit') }).click();
    await waitForPath(ueliPage, /^\/conversations\/[0-9a-f-]{36}$/);
    await ueliPage.getByRole('log').getByText('Hoi Vera, gern auf ein Apéro am Freitag!').waitFor();

    await veraPage.context().close();
    await ueliPage.context().close();
  });
});
