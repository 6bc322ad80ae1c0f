import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { createMember, notification, openVisitor, signIn, text, waitForPath } from '../support/journey.js';
import { uniqueMember } from '../support/cli.js';
import { linkFromMail } from '../support/outbox.js';

describe('a forgotten password', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('is replaced through the link in the e-mail; the old one stops working', async () => {
    const member = await createMember({ prefix: 'reset' });
    const newPassword = 'Whirlpool-Nacht-2026!';
    const page = await openVisitor(browser);

    await page.goto('/sign-in');
    await page.getByRole('link', { name: text('signIn.forgotten') }).click();
    await waitForPath(page, '/sign-in/forgotten-password');
    await page.getByLabel(text('forgotten.email')).fill(member.email);
    await page.getByRole('button', { name: text('forgotten.submit') }).click();
    await page.getByRole('status').filter({ hasText: text('forgotten.sent') }).waitFor();

    const link = await linkFromMail(member.email, '/reset-password');
    expect(new URL(link).searchParams.get('token')).toBeTruthy();
    await page.goto(link);
    await page.getByLabel(text('resetPassword.password')).fill(newPassword);
    await page.getByRole('button', { name: text('resetPassword.submit') }).click();
    await waitForPath(page, '/sign-in');
    await notification(page, text('resetPassword.done')).waitFor();

    await signIn(page, member);
    await page.getByRole('alert').filter({ hasText: text('errors.WRONG_CREDENTIALS') }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');

    await signIn(page, member, newPassword);
    await waitForPath(page, '/home');
    await page.getByRole('heading', { name: text('home.welcome', { name: member.username }) }).waitFor();

    // The link works once.
    await page.goto(link);
    await page.getByLabel(text('resetPassword.password')).fill('Noch-ein-Passwort-2026');
    await page.getByRole('button', { name: text('resetPassword.submit') }).click();
    await page.getByRole('alert').filter({ hasText: text('errors.INVALID_RESET_TOKEN') }).waitFor();
  });

  it('a made-up reset link says it is invalid and offers a new one', async () => {
    const page = await openVisitor(browser);
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel(text('resetPassword.password')).fill('Sauna-Abend-2026!');
    await page.getByRole('button', { name: text('resetPassword.submit') }).click();
    await page.getByRole('alert').filter({ hasText: text('errors.INVALID_RESET_TOKEN') }).waitFor();

    await page.getByRole('link', { name: text('resetPassword.requestNew') }).click();
    await waitForPath(page, '/sign-in/forgotten-password');
  });
});

describe('a wrong activation link', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('says so and offers a new e-mail through signing up again, whose link then signs in', async () => {
    const member = await createMember({ prefix: 'pending', pending: true });
    const page = await openVisitor(browser);

    // An address not confirmed yet does not sign in with the password (decision 0026): the page says why it may fail.
    await signIn(page, member);
    await page.getByText(text('errors.WRONG_CREDENTIALS')).waitFor();
    await page.getByText(text('signIn.confirmFirst')).waitFor();

    await page.goto('/activation?token=wrong-link');
    await page.getByRole('alert').filter({ hasText: text('errors.INVALID_EMAIL_LINK') }).waitFor();
    await page.getByText(text('activation.signUpToResend')).waitFor();
    await page.getByRole('link', { name: text('activation.toSignUp') }).click();
    await waitForPath(page, '/sign-up');

    // Signing up again with the same address sends its owner a new link; nothing else changes.
    const other = uniqueMember('again');
    await page.getByLabel(text('signUp.email')).fill(member.email);
    await page.getByLabel(text('signUp.username')).fill(other.username);
    await page.getByLabel(text('signUp.password')).fill(other.password);
    await page.getByLabel(text('signUp.phone')).fill(other.phone);
    await page.getByRole('checkbox', { name: text('signUp.adult') }).check();
    await page.getByRole('checkbox', { name: text('signUp.terms') }).check();
    await page.getByRole('button', { name: text('signUp.submit') }).click();
    await page.getByText(text('signUp.checkEmail', { email: member.email })).waitFor();

    await page.goto(await linkFromMail(member.email, '/activation'));
    await waitForPath(page, '/activation/phone');
    await page.getByRole('heading', { name: text('phone.title') }).waitFor();
  });
});
