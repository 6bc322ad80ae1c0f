import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { repoRoot } from '../support/app-process.js';
import { cli, uniqueMember } from '../support/cli.js';
import { createMember, notification, openVisitor, signIn, text, waitForPath, type Member, openFromNavigation } from '../support/journey.js';

// Profiles (issue 4; docs/decisions/0009): onboarding to a complete profile, visiting, the visit
// on the visited member's start page and in their visitors list, and a profile the viewer may not open.

const slugOf = (m: Member) => m.username.toLowerCase();

/** Asks the running app's GraphQL API as this member (to set up what another screen would). */
async function asMember<T>(member: Member, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const call = async (body: unknown, token?: string) => {
    const res = await fetch(`${inject('baseUrl')}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-transport': 'bearer', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data?: any; errors?: unknown[] };
    if (json.errors) throw new Error(JSON.stringify(json.errors));
    return json.data;
  };
  const signedIn = await call({ query: 'mutation ($input: SignInInput!) { signIn(input: $input) { token } }', variables: { input: { email: member.email, password: member.password } } });
  return (await call({ query, variables }, signedIn.signIn.token)) as T;
}

/** An activated member made by the operator CLI: without a profile type unless `sex` is given. */
async function memberViaCli(prefix: string, sex?: string, opts: { verified?: boolean } = {}): Promise<Member> {
  const member = uniqueMember(prefix);
  const args = ['user:create', '--email', member.email, '--username', member.username, '--password', member.password, '--phone', member.phone];
  if (sex) args.push('--sex', sex);
  if (opts.verified) args.push('--verified');
  await cli(...args);
  return member;
}

async function signInAndWait(page: Page, member: Member) {
  await signIn(page, member);
  await page.waitForURL((url) => url.pathname !== '/sign-in');
}

describe('profiles', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a new member goes through onboarding, step by step, to a complete couple profile with an avatar', async () => {
    const member = await memberViaCli('onb');
    const page = await openVisitor(browser);
    await signIn(page, member);
    // No profile type yet: rule 6 asks to fill in the profile.
    await waitForPath(page, `/users/${slugOf(member)}/edit`);
    await notification(page, text('warnings.fillProfile')).waitFor();

    await page.goto('/onboarding');
    await page.getByRole('heading', { name: text('profileForm.stepOf', { step: 1, total: 3, title: text('profileForm.steps.type') }) }).waitFor();
    await page.getByRole('radio', { name: text('profileType.MF'), exact: true }).check();
    await page.getByRole('button', { name: text('profileForm.next') }).click();

    // Step 2: one block of fields per partner, the man first (as the type names them).
    await page.getByRole('heading', { name: text('profileForm.stepOf', { step: 2, total: 3, title: text('profileForm.steps.persons') }) }).waitFor();
    const him = page.getByRole('group', { name: text('profileForm.personOf.M') });
    const her = page.getByRole('group', { name: text('profileForm.personOf.F') });
    await him.getByLabel(text('profileForm.age')).fill('47');
    await him.getByLabel(text('profileForm.heightCm')).fill('184');
    await him.getByLabel(text('profileForm.smoking')).selectOption({ label: text('profileInfo.smoking.NO') });
    await her.getByLabel(text('profileForm.age')).fill('17');
    await page.getByRole('button', { name: text('profileForm.next') }).click();
    // Too young: said in words on the field, and the step stays.
    await page.getByText(text('errors.PROFILE_AGE_INVALID')).waitFor();
    await her.getByLabel(text('profileForm.age')).fill('44');
    await her.getByLabel(text('profileForm.hairColour')).selectOption({ label: text('profileInfo.hairColour.BLOND') });
    await page.getByRole('button', { name: text('profileForm.next') }).click();

    // Step 3: about and what they look for.
    await page.getByRole('heading', { name: text('profileForm.stepOf', { step: 3, total: 3, title: text('profileForm.steps.about') }) }).waitFor();
    await page.getByLabel(text('profileForm.aboutUs')).fill('Wir geniessen die Sauna und gute Gespräche an der Bar.');
    await page.getByRole('checkbox', { name: text('profileType.F'), exact: true }).check();
    await page.getByRole('checkbox', { name: text('profileType.MF'), exact: true }).check();
    await page.getByRole('button', { name: text('profileForm.finish') }).click();

    // The complete profile: name, type, about text; no "incomplete" hint.
    await waitForPath(page, `/users/${slugOf(member)}`);
    await page.getByRole('heading', { name: member.username, level: 1 }).waitFor();
    await page.getByText(text('profileType.MF'), { exact: true }).waitFor();
    await page.getByText('Wir geniessen die Sauna und gute Gespräche an der Bar.').waitFor();
    expect(await page.getByText(text('profile.incompleteTitle')).count()).toBe(0);

    await page.getByRole('link', { name: text('profile.allInfos') }).click();
    await waitForPath(page, `/users/${slugOf(member)}/infos`);
    await page.getByText(text('profile.years', { count: 47 }), { exact: true }).waitFor();
    await page.getByText(text('profile.years', { count: 44 }), { exact: true }).waitFor();
    await page.getByText('184 cm').waitFor();
    await page.getByText(text('profileInfo.hairColour.BLOND')).waitFor();
    await page.getByText(`${text('profileType.F')}, ${text('profileType.MF')}`).waitFor();

    // Editing shows the same values on one form.
    await page.goto(`/users/${slugOf(member)}/edit`);
    expect(await page.getByRole('radio', { name: text('profileType.MF'), exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('group', { name: text('profileForm.personOf.F') }).getByLabel(text('profileForm.age')).inputValue()).toBe('44');

    // The avatar: upload a photo on /photos, make it the avatar, and see it on the profile.
    await openFromNavigation(page, text('nav.photos'));
    await waitForPath(page, '/photos');
    await page.locator('input[type="file"]').setInputFiles(path.join(repoRoot, 'apps/web/public/icons/icon-512.png'));
    await page.getByRole('button', { name: text('photos.upload.submit') }).click();
    await page.getByRole('button', { name: text('photos.list.makeAvatar') }).first().click();
    await page.getByText(text('photos.list.avatar'), { exact: true }).first().waitFor();
    await openFromNavigation(page, text('nav.profile'), { exact: true });
    await waitForPath(page, `/users/${slugOf(member)}`);
    const avatar = page.getByRole('img', { name: text('profile.avatarAlt', { name: member.username }) });
    await avatar.waitFor();
    await expect.poll(() => avatar.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
  });

  it('a visit shows on the visited member’s start page and in their visitors list; a profile not for the viewer shows a lock', async () => {
    const vera = await memberViaCli('vera', 'F', { verified: true });
    const visitor = await createMember({ prefix: 'visit', sex: 'M' });
    // Two men looking for two men only: Vera may not open their profile.
    const choosy = await createMember({ prefix: 'choosy', sex: 'MM' });
    await asMember(choosy, 'mutation ($input: ProfileInput!) { updateProfile(input: $input) { profile { id } } }', {
      input: { sex: 'MM', persons: [{}, {}], about: '', lookingFor: ['MM'] },
    });
    // Opening a profile is recorded by the profile screen's mutation, not by reading it (issue 11 item 4).
    await asMember(choosy, 'mutation ($slug: String!) { recordProfileVisit(slug: $slug) }', { slug: slugOf(vera) });

    // The visitor opens Vera's profile: that is the visit.
    const visitorPage = await openVisitor(browser);
    await signInAndWait(visitorPage, visitor);
    const recorded = visitorPage.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('recordProfileVisit'));
    await visitorPage.goto(`/users/${slugOf(vera)}`);
    await visitorPage.getByRole('heading', { name: vera.username, level: 1 }).waitFor();
    await recorded;

    // Vera's start page tells her, newest first, with links to the visitors.
    const page = await openVisitor(browser);
    await signIn(page, vera);
    await waitForPath(page, '/home');
    const items = page.getByTestId('notification');
    await items.first().waitFor();
    expect(await items.count()).toBe(2);
    await items.first().getByText(text('home.kind.PROFILE_VISIT')).waitFor();
    await items.first().getByRole('link', { name: visitor.username }).waitFor();
    // The choosy couple is listed with a lock and without a link.
    await items.nth(1).getByText(choosy.username, { exact: true }).waitFor();
    await items.nth(1).getByText(text('memberCard.locked')).waitFor();
    expect(await items.nth(1).getByRole('link', { name: choosy.username }).count()).toBe(0);
    await page.getByText(text('home.unreadCount', { count: 2 })).waitFor();

    await page.getByRole('button', { name: text('home.markAllRead') }).click();
    await page.getByText(text('home.unreadCount', { count: 2 })).waitFor({ state: 'detached' });
    await page.locator('[data-testid="notification"][data-unread="true"]').first().waitFor({ state: 'detached' });

    await items.first().getByRole('link', { name: text('home.followUp.visitors') }).click();
    await waitForPath(page, `/users/${slugOf(vera)}/profile-visitors`);
    await page.getByRole('heading', { name: text('visitors.title'), level: 1 }).waitFor();
    await page.getByRole('link', { name: visitor.username }).waitFor();
    await page.getByText(text('memberCard.locked')).waitFor();

    // Opening the choosy couple's profile anyway: refused in the spec's words.
    await page.goto(`/users/${slugOf(choosy)}`);
    await page.getByText(text('errors.PROFILE_TYPE_MISMATCH')).waitFor();
    expect(await page.getByRole('heading', { name: choosy.username }).count()).toBe(0);

    // The visitor is not verified: no visitors list for him (the guard sends him to premium).
    await visitorPage.goto(`/users/${slugOf(visitor)}/profile-visitors`);
    await waitForPath(visitorPage, '/premium');
    await notification(visitorPage, text('warnings.verifiedOnly.profileVisitors')).waitFor();
    await visitorPage.getByRole('heading', { level: 2, name: text('premium.features') }).waitFor();
  });
});
