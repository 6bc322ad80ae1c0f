import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { ROUTES, pathTo, type RouteName } from '@venue/shared';
import { DEMO_ACCOUNTS, DEMO_ADMIN_PASSWORD, DEMO_MEMBER_PASSWORD } from '../../apps/server/src/modules/demo/demo-accounts.js';
import { repoRoot } from './app-process.js';

// Every route of packages/shared/src/routes.ts with real ids and slugs, for the accessibility
// journey and `npm run screenshots`. Free of vitest, so the screenshot script can use it too.

export type Role = 'visitor' | 'member' | 'admin';

export interface PlannedRoute {
  /** The route's name in the path table (`page:faq` for one of the venue pages). */
  name: string;
  path: string;
}

export interface Credentials {
  email: string;
  password: string;
}

const demo = (username: string, password: string): Credentials => {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  if (!account) throw new Error(`no demo account ${username}`);
  return { email: account.email, password };
};

/** A verified demo member (chat roulette needs one), one who answers them, one they report; the demo admin. */
export const DEMO = {
  member: demo('Reto_ZH', DEMO_MEMBER_PASSWORD),
  // A single woman looking for men: the member may write to her.
  partner: demo('Nadja_LU', DEMO_MEMBER_PASSWORD),
  // A verified member (group rooms are for verified members) who answers in the room.
  roomGuest: demo('Seraina_GR', DEMO_MEMBER_PASSWORD),
  reported: 'beat_baerner',
  admin: demo('Admin_Venue', DEMO_ADMIN_PASSWORD),
};

/** Routes that are actions, not screens: visiting them changes the session. */
const NOT_SCREENS: readonly RouteName[] = ['signOut'];

/** A few venue pages stand for all (one template): the first, the tables, the questions, the way there. */
export const VENUE_PAGES = ['welcome', 'entry-fees', 'opening-times', 'faq', 'anreise'];

type Json = Record<string, any>;

/**
 * Asks the app's GraphQL API (bearer session when a token is given) from an address of its own
 * (X-Forwarded-For, as browser visitors have theirs): its four sign-ins do not count against the
 * per-address sign-in limit of other journeys' API calls in the same five minutes.
 */
export function graphqlAt(baseUrl: string) {
  return async function graphql<T = Json>(query: string, variables: Json = {}, token?: string): Promise<T> {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-session-transport': 'bearer',
        'x-forwarded-for': '10.251.0.1',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)} for ${query.slice(0, 80)}`);
    return body.data;
  };
}

type Catalogue = { [key: string]: string | Catalogue };
const catalogues = new Map<string, Catalogue>();

/** A text of the web app's German or English catalogue. */
export function catalogueText(key: string, language: 'de' | 'en' = 'de'): string {
  let found = catalogues.get(language);
  if (!found) catalogues.set(language, (found = JSON.parse(fs.readFileSync(path.join(repoRoot, `apps/web/src/i18n/${language}.json`), 'utf8')) as Catalogue));
  let node: string | Catalogue | undefined = found;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key}`);
  return node;
}

/** Signs in on /sign-in as a person would and waits until the app has left the form. */
export async function signInOnPage(page: Page, who: Credentials, language: 'de' | 'en' = 'de'): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel(catalogueText('signIn.email', language)).fill(who.email);
  await page.getByLabel(catalogueText('signIn.password', language)).fill(who.password);
  await page.getByRole('button', { name: catalogueText('signIn.submit', language), exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/sign-in', { timeout: 20_000 });
}

/**
 * Prepares what the member screens need (a conversation with an answer, an own room with messages,
 * a report) and answers every screen's path for each role: visitors the public routes, the member
 * every member route (and the public ones, which members see in their own shell), the admin the
 * staff routes.
 */
export async function planRoutes(baseUrl: string): Promise<Record<Role, PlannedRoute[]>> {
  const gql = graphqlAt(baseUrl);
  const signIn = async (who: Credentials) =>
    (await gql<{ signIn: { token: string } }>('mutation ($input: SignInInput!) { signIn(input: $input) { token } }', { input: who })).signIn.token;
  const [member, partner, roomGuest, admin] = [await signIn(DEMO.member), await signIn(DEMO.partner), await signIn(DEMO.roomGuest), await signIn(DEMO.admin)];

  const me = (await gql<Json>('{ currentUser { slug } }', {}, member)).currentUser as { slug: string };
  const partnerSlug = ((await gql<Json>('{ currentUser { slug } }', {}, partner)).currentUser as { slug: string }).slug;

  // A conversation with messages from both sides.
  const written = await gql<Json>('mutation ($slug: String!, $body: String!) { writeTo(slug: $slug, body: $body) { conversation { id } } }', { slug: partnerSlug, body: 'Hoi Nadja, kommst du am Freitag in die Sauna?' }, member);
  const conversationId = written.writeTo.conversation.id as string;
  await gql('mutation ($id: ID!, $body: String!) { sendMessage(conversationId: $id, body: $body) { message { id } } }', { id: conversationId, body: 'Ja, gerne! Bis Freitag.' }, partner);

  // An own room (the member is its admin: members, bans and settings open) with a few messages.
  const room = await gql<Json>('mutation ($input: CreateRoomInput!) { createChatRoom(input: $input) { id } }', { input: { name: 'Apéro an der Bar', kind: 'GROUP', description: 'Wer kommt am Freitag an die Bar?' } }, member);
  const roomId = room.createChatRoom.id as string;
  await gql('mutation ($id: ID!, $body: String!) { sendRoomMessage(roomId: $id, body: $body) { id } }', { id: roomId, body: 'Willkommen im Apéro-Raum!' }, member);
  // A guest joins and answers; the room then shows both sides.
  await gql('mutation ($id: ID!) { joinChatRoom(id: $id) { id } }', { id: roomId }, roomGuest);
  await gql('mutation ($id: ID!, $body: String!) { sendRoomMessage(roomId: $id, body: $body) { id } }', { id: roomId, body: 'Merci, hallo zusammen! Ich bin ab neun da.' }, roomGuest);
  await gql('mutation ($id: ID!, $body: String!) { sendRoomMessage(roomId: $id, body: $body) { id } }', { id: roomId, body: 'Wer kommt noch?' }, roomGuest);

  // A report the member filed.
  // Looked up as staff: the member's search rules may hide the profile from the member.
  const reported = await gql<Json>('query ($slug: String!) { user(slug: $slug) { profile { id } } }', { slug: DEMO.reported }, admin);
  const report = await gql<Json>(
    'mutation ($input: CreateReportInput!) { createReport(input: $input) { id } }',
    { input: { subject: 'USER', subjectId: reported.user.profile.id, title: 'Spam von Beat_Baerner', message: 'Er schickt mir seit Tagen dieselbe Werbung für ein anderes Lokal, obwohl ich nicht geantwortet habe.' } },
    member,
  );
  const reportId = report.createReport.id as string;

  const news = await gql<Json>('{ newsList(first: 1) { nodes { slug } } events(first: 1) { nodes { slug } } }');
  const newsSlug = news.newsList.nodes[0]?.slug as string | undefined;
  const eventSlug = news.events.nodes[0]?.slug as string | undefined;
  const photos = await gql<Json>('query ($slug: String!) { userPhotos(slug: $slug, first: 1) { nodes { id } } }', { slug: me.slug }, member);
  const photoId = (photos.userPhotos.nodes[0]?.id as string | undefined) ?? '00000000-0000-4000-8000-000000000000';
  const verificationId = await submittedVerification(baseUrl, await signIn(demo('Paerli_Zueri', DEMO_MEMBER_PASSWORD)));
  const staff = await gql<Json>('{ adminNewsList(first: 1) { nodes { id } } adminEvents(first: 1) { nodes { id } } adminGuestbookEntries(first: 1) { nodes { id } } }', {}, admin);

  // Premium bought with the built-in test provider (its checkout page's "pay", its webhook), so the
  // premium, payments, receipt and return screens show a paid subscription.
  const checkout = await gql<Json>('mutation { buyPremium(packageMonths: 3) { paymentId url } }', {}, member).catch(() => null);
  const paymentId = (checkout?.buyPremium?.paymentId as string | undefined) ?? '00000000-0000-4000-8000-000000000000';
  if (checkout) {
    await fetch(checkout.buyPremium.url as string, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay', redirect: 'manual' });
    for (let i = 0; i < 50; i++) {
      const paid = await gql<Json>('query ($id: ID!) { payment(id: $id) { status } }', { id: paymentId }, member);
      if (paid.payment.status !== 'PENDING') break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  // Reservations (issue 14): the member reserves the next event with free entry types and a regular
  // day (the staff open the week first), so the list and the shared edit screen show real ones.
  const { reservationEdit, dailyReservationEdit } = await memberReservations(gql, member, admin);

  const params: Partial<Record<RouteName, Record<string, string>>> = {
    reservationEdit: { id: reservationEdit },
    dailyReservationEdit: { id: dailyReservationEdit },
    payment: { id: paymentId },
    paymentReturn: { id: paymentId },
    editProfile: { slug: me.slug },
    showUser: { slug: partnerSlug },
    userInfos: { slug: partnerSlug },
    profileVisitors: { slug: me.slug },
    userUpload: { slug: me.slug, id: photoId },
    newsPost: { slug: newsSlug ?? 'none' },
    event: { slug: eventSlug ?? 'none' },
    report: { id: reportId },
    conversation: { id: conversationId },
    conversationUploads: { conversationId },
    publicChatRoom: { id: roomId },
    publicChatDetails: { id: roomId },
    publicChatMembers: { id: roomId },
    publicChatBans: { id: roomId },
    publicChatSettings: { id: roomId },
    guestbookEdit: { id: staff.adminGuestbookEntries.nodes[0]?.id ?? 'none' },
    adminNewsEdit: { id: staff.adminNewsList.nodes[0]?.id ?? 'none' },
    adminEventEdit: { id: staff.adminEvents.nodes[0]?.id ?? 'none' },
    adminVerification: { id: verificationId },
    adminDoorEvent: { id: staff.adminEvents.nodes[0]?.id ?? 'none' },
    adminDoorDay: { date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date()) },
  };
  const queries: Partial<Record<RouteName, string>> = {
    resetPassword: '?token=invalid-token',
    activation: '?token=invalid-token',
    confirmEmail: '?token=invalid-token',
  };

  const plan: Record<Role, PlannedRoute[]> = { visitor: [], member: [], admin: [] };
  for (const [name, route] of Object.entries(ROUTES) as [RouteName, (typeof ROUTES)[RouteName]][]) {
    if (NOT_SCREENS.includes(name)) continue;
    const requires = route.requires as { signedIn?: boolean; admin?: boolean };
    const screens: PlannedRoute[] =
      name === 'page' ? VENUE_PAGES.map((page) => ({ name: `page:${page}`, path: pathTo('page', { name: page }) })) : [{ name, path: pathTo(name, params[name] ?? {}) + (queries[name] ?? '') }];
    if (requires.admin) plan.admin.push(...screens);
    else if (requires.signedIn) plan.member.push(...screens);
    else {
      plan.visitor.push(...screens);
      // Members see the public content screens in their own shell; the forms for signing in are not theirs.
      if (!['signIn', 'signUp', 'forgottenPassword', 'resetPassword', 'activation', 'confirmEmail'].includes(name)) plan.member.push(...screens);
    }
  }
  // Staff also read the reports queue.
  plan.admin.push({ name: 'reports', path: pathTo('reports') });
  return plan;
}

/** The member's reservations (ids of an event one and a daily one; a placeholder when none could be made): the demo's, else new ones. */
async function memberReservations(gql: ReturnType<typeof graphqlAt>, member: string, admin: string): Promise<{ reservationEdit: string; dailyReservationEdit: string }> {
  const none = '00000000-0000-4000-8000-000000000000';
  const party = { femaleGuests: 0, maleGuests: 1, hidden: false };
  const mine = async () => (await gql<Json>('{ reservations { id kind } }', {}, member)).reservations as { id: string; kind: string }[];
  let own = await mine();
  if (!own.some((r) => r.kind === 'EVENT')) {
    const upcoming = (await gql<Json>('{ events(when: UPCOMING, first: 10) { nodes { id coupleOnly priceManRappen } } }')).events.nodes as { id: string; coupleOnly: boolean; priceManRappen: number | null }[];
    const forMen = upcoming.find((e) => !e.coupleOnly && e.priceManRappen !== null);
    if (forMen) await gql('mutation ($input: ReserveEventInput!) { reserveEvent(input: $input) { id } }', { input: { eventId: forMen.id, ...party } }, member).catch(() => null);
  }
  if (!own.some((r) => r.kind === 'DAILY')) {
    // The staff open the regular week first (a fresh installation has none).
    const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opensAt: '19:00', closesAt: '02:00', coupleOnly: false, capacity: 80 }));
    const hours = (await gql<Json>('{ openingHours { weekday } }', {}, admin)).openingHours as unknown[];
    if (hours.length === 0) await gql('mutation ($input: [OpeningHoursInput!]!) { setOpeningHours(input: $input) { weekday } }', { input: week }, admin);
    const days = (await gql<Json>('{ openingDays(days: 14) { date opensAt event { id } } }', {}, member)).openingDays as { date: string; opensAt: string; event: unknown }[];
    const day = days.find((d) => !d.event && new Date(d.opensAt).getTime() > Date.now() + 3_600_000);
    if (day) await gql('mutation ($input: ReserveDayInput!) { reserveDay(input: $input) { id } }', { input: { date: day.date, ...party } }, member).catch(() => null);
  }
  own = await mine();
  return { reservationEdit: own.find((r) => r.kind === 'EVENT')?.id ?? none, dailyReservationEdit: own.find((r) => r.kind === 'DAILY')?.id ?? none };
}

/**
 * A demo couple's verification request with its selfie (docs/decisions/0033), for the staff's
 * request screen: the open one when there is one, else a new one.
 */
async function submittedVerification(baseUrl: string, token: string): Promise<string> {
  const gql = graphqlAt(baseUrl);
  const mine = (await gql<Json>('{ myVerification { requests { id state selfieSubmitted uploadPath } } }', {}, token)).myVerification.requests as { id: string; state: string; selfieSubmitted: boolean; uploadPath: string }[];
  const open = mine.find((r) => r.state === 'PENDING') ?? ((await gql<Json>('mutation { startVerification { id state selfieSubmitted uploadPath } }', {}, token)).startVerification as (typeof mine)[number]);
  if (!open.selfieSubmitted) {
    const picture = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#8a6f5c' } }).jpeg().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'selfie.jpg');
    const res = await fetch(`${baseUrl}${open.uploadPath}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`selfie upload failed: ${res.status}`);
  }
  return open.id;
}

/**
 * Waits until a screen has settled: the app took over the page, nothing in the main area is still
 * loading, the typefaces are in, and a heading is there (gives up quietly after 10 s: the scan then
 * judges what is there).
 */
export async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const main = document.getElementById('main');
        const ready = !document.getElementById('root') || document.documentElement.dataset.app === 'ready';
        // A member's navigation is its own chunk, loaded after the page: without it the screen is not complete.
        const navigation = [...document.querySelectorAll('nav')].some((nav) => !nav.closest('footer'));
        return ready && navigation && !!main && !main.querySelector('.venue-spinner') && !!document.querySelector('h1') && document.fonts.status === 'loaded';
      },
      null,
      { timeout: 10_000, polling: 100 },
    )
    .catch(() => undefined);
}
