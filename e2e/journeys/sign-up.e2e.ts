import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { uniqueMember } from '../support/cli.js';
import { notification, openVisitor, signIn, text, waitForPath } from '../support/journey.js';
import { graphqlAs } from '../support/graphql.js';
import { codeFromSms, linkFromMail } from '../support/outbox.js';

// The only journey that signs up through the web (sign-ups are limited per IP); the others use the CLI.
describe('a new member', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('is refused without the 18+ box and the consent to terms and privacy policy; nothing is sent', async () => {
    const member = uniqueMember('nosignup');
    const page = await openVisitor(browser);
    await page.goto('/sign-up');
    await page.getByLabel(text('signUp.email')).fill(member.email);
    await page.getByLabel(text('signUp.username')).fill(member.username);
    await page.getByLabel(text('signUp.password')).fill(member.password);
    await page.getByLabel(text('signUp.phone')).fill(member.phone);
    await page.getByRole('button', { name: text('signUp.submit') }).click();
    await page.getByRole('alert').filter({ hasText: text('errors.ADULT_CONFIRMATION_REQUIRED') }).waitFor();
    await page.getByRole('alert').filter({ hasText: text('errors.TERMS_CONSENT_REQUIRED') }).waitFor();
    await waitForPath(page, '/sign-up');
    expect(await page.getByText(text('signUp.checkEmail', { email: member.email })).count()).toBe(0);

    // The terms and the privacy policy open beside the form, which keeps what was typed.
    const [privacy] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: text('signUp.privacy') }).click()]);
    await privacy.waitForURL(/\/pages\/datenschutz$/);
    await privacy.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByLabel(text('signUp.email')).inputValue()).toBe(member.email);
  });

  it('signs up with a local Swiss number, is signed in by the e-mail link, confirms the phone, chooses a profile type and signs in again', async () => {
    const member = uniqueMember('signup');
    const page = await openVisitor(browser);
    // The number as people write it at home: 079 123 45 67 (stored and texted as +41791234567).
    const local = `0${member.phone.slice(3, 5)} ${member.phone.slice(5, 8)} ${member.phone.slice(8, 10)} ${member.phone.slice(10)}`;

    await page.goto('/sign-up');
    await page.getByLabel(text('signUp.email')).fill(member.email);
    await page.getByLabel(text('signUp.username')).fill(member.username);
    await page.getByLabel(text('signUp.password')).fill(member.password);
    await page.getByLabel(text('signUp.phone')).fill(local);
    await page.getByRole('checkbox', { name: text('signUp.adult') }).check();
    await page.getByRole('checkbox', { name: text('signUp.terms') }).check();
    await page.getByRole('button', { name: text('signUp.submit') }).click();

    // Not signed in yet (the answer is the same whether or not the address is in use): check your e-mail.
    await page.getByText(text('signUp.checkEmail', { email: member.email })).waitFor();
    await waitForPath(page, '/sign-up');

    // The link in the mail confirms the address, signs this browser in and leads on to the phone step.
    await page.goto(await linkFromMail(member.email, '/activation'));
    await waitForPath(page, '/activation/phone');
    await page.getByRole('heading', { name: text('phone.title') }).waitFor();
    await page.getByRole('button', { name: text('phone.resend') }).waitFor();

    await page.getByLabel(text('phone.code')).fill(await codeFromSms(member.phone));
    await page.getByRole('button', { name: text('phone.submit'), exact: true }).click();

    // Activated, but no profile type yet: rule 6 sends the member to the profile editor.
    await waitForPath(page, /^\/users\/[^/]+\/edit$/);
    // The account keeps the number in international form: +41, not the 0 typed at home.
    const account = await graphqlAs(page, '{ currentUser { phoneMasked phoneVerifiedAt } }', {});
    expect(account.data?.currentUser).toMatchObject({ phoneMasked: `+41${'•'.repeat(7)}${member.phone.slice(-2)}`, phoneVerifiedAt: expect.any(String) });
    await notification(page, text('warnings.fillProfile')).waitFor();
    const profileType = page.getByRole('radiogroup', { name: text('profileType.label') });
    await profileType.getByRole('radio', { name: text('profileType.M'), exact: true }).check();
    await page.getByRole('button', { name: text('profileType.save') }).click();

    // Saved, the member sees their own profile; their start page is one click away.
    await waitForPath(page, `/users/${member.username.toLowerCase()}`);
    await page.getByRole('heading', { name: member.username, level: 1 }).waitFor();
    await page.getByRole('navigation').getByRole('link', { name: text('nav.home') }).click();
    await waitForPath(page, '/home');
    await page.getByRole('heading', { name: text('home.welcome', { name: member.username }) }).waitFor();

    await page.goto('/sign-out');
    await waitForPath(page, '/sign-in');
    // Signed out for real: the members' area sends the visitor back to sign-in.
    await page.goto('/home');
    await waitForPath(page, '/sign-in');

    await signIn(page, member);
    await waitForPath(page, '/home');
    await page.getByRole('heading', { name: text('home.welcome', { name: member.username }) }).waitFor();
    await page.getByRole('button', { name: text('nav.more'), exact: true }).click();
    const signOut = page.getByRole('dialog', { name: text('nav.more') }).getByRole('link', { name: text('nav.signOut') });
    await signOut.waitFor();
    expect(await signOut.isVisible()).toBe(true);
  });
});
