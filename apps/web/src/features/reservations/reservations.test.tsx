import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import type { CurrentUser } from '../../app/session/operations.js';
import type { EventReservationInfo, GuestList, Reservation } from './operations.js';

// Issue 14, the members' side: the event page's reservation panel and guest list, and
// /reservations, against a stand-in /graphql. What a member sees and what is sent.

const DAY = 86_400_000;
// A week ahead (the free drink needs 24 h), whole minutes.
const startsAt = new Date(Math.floor((Date.now() + 7 * DAY) / 60_000) * 60_000).toISOString();
const endsAt = new Date(new Date(startsAt).getTime() + 7 * 3_600_000).toISOString();

function detail(overrides: Partial<EventReservationInfo> = {}) {
  return {
    __typename: 'Event' as const,
    id: '00000000-0000-4000-8000-0000000000e1',
    slug: 'paerli-abend',
    titleDe: 'Pärli-Abend',
    titleEn: 'Couples’ evening',
    descriptionDe: 'Apéro.',
    descriptionEn: 'Drinks.',
    descriptionHtmlDe: '<p>Apéro.</p>',
    descriptionHtmlEn: '<p>Drinks.</p>',
    dressCodeDe: null,
    dressCodeEn: null,
    startsAt,
    endsAt,
    coupleOnly: true,
    priceManRappen: null,
    priceWomanRappen: null,
    priceCoupleRappen: 9000,
    imageKey: null,
    imageWidth: null,
    imageHeight: null,
    publishedAt: '2026-05-01T08:00:00.000Z',
    state: 'PUBLISHED',
    capacity: null,
    placesLeft: null,
    viewerReservation: null,
    guestList: emptyGuests(),
    ...overrides,
  };
}

function emptyGuests(): GuestList {
  return { __typename: 'GuestList', named: [], othersCount: 0, totalPeople: 0, byType: [] };
}

function reservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    __typename: 'Reservation',
    id: '00000000-0000-4000-8000-0000000000r1',
    kind: 'EVENT',
    status: 'CONFIRMED',
    event: {
      __typename: 'Event',
      id: '00000000-0000-4000-8000-0000000000e1',
      slug: 'paerli-abend',
      titleDe: 'Pärli-Abend',
      titleEn: 'Couples’ evening',
      startsAt,
      endsAt,
      coupleOnly: true,
      priceManRappen: null,
      priceWomanRappen: null,
      priceCoupleRappen: 9000,
      capacity: null,
      placesLeft: null,
    },
    date: startsAt.slice(0, 10),
    startsAt,
    endsAt,
    femaleGuests: 1,
    maleGuests: 1,
    hidden: false,
    waitlistPosition: null,
    perks: { __typename: 'ReservationPerks', discountRappen: null, freeDrink: false },
    checkedIn: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    viewerCan: { __typename: 'ReservationViewerCan', edit: true, cancel: true },
    ...overrides,
  };
}

const card = (n: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'UserWithAvatar' as const,
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  slug: `member${n}`,
  username: `Member${n}`,
  sex: 'MF' as const,
  isPremium: false,
  isVerified: false,
  isAllowedToVisit: true,
  avatar: null,
  ...overrides,
});

type Responders = Parameters<typeof fakeGraphQLServer>[0];

async function openEvent(event: ReturnType<typeof detail>, { user = member(), responders = {} }: { user?: CurrentUser | null; responders?: Responders } = {}) {
  let current = event;
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: user } }),
    Event: () => ({ data: { event: current } }),
    EventReservation: () => ({ data: { event: current } }),
    ...responders,
  });
  const i18n = await testI18n();
  const session = testSession(server.fetch);
  const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: [`/events/${event.slug}`] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  await screen.findByRole('heading', { level: 1, name: event.titleDe });
  return { server, router, user: userEvent.setup(), setEvent: (next: ReturnType<typeof detail>) => (current = next) };
}

const panel = () => screen.findByRole('region', { name: /Reservieren|Deine Reservation/ });

describe('the event page for members: the reservation panel', { timeout: 30_000 }, () => {
  it('steppers start with the member (a woman: 1 woman), stay within 0 to 5 and work by keyboard', async () => {
    const { user } = await openEvent(detail({ coupleOnly: false, priceManRappen: 8000, priceWomanRappen: 2000, priceCoupleRappen: 6000 }));
    const region = await panel();
    const women = within(region).getByRole('group', { name: 'Frauen' });
    const men = within(region).getByRole('group', { name: 'Männer' });
    expect(within(women).getByText('1')).toBeInTheDocument();
    expect(within(men).getByText('0')).toBeInTheDocument();
    // At 0 the minus says it is unavailable (and keeps the focus); pressing it changes nothing.
    const lessMen = within(men).getByRole('button', { name: 'Ein Mann weniger' });
    expect(lessMen).toHaveAttribute('aria-disabled', 'true');
    await user.click(lessMen);
    expect(within(men).getByText('0')).toBeInTheDocument();

    // By keyboard: focus "Ein Mann mehr" and press Enter and Space until the bound, and past it.
    const moreMen = within(men).getByRole('button', { name: 'Ein Mann mehr' });
    moreMen.focus();
    for (let i = 0; i < 3; i++) await user.keyboard('{Enter}');
    for (let i = 0; i < 4; i++) await user.keyboard(' ');
    expect(within(men).getByText('5')).toBeInTheDocument();
    expect(moreMen).toHaveAttribute('aria-disabled', 'true');
    expect(moreMen).toHaveFocus();
    expect(within(region).getByText('Insgesamt 6 Personen')).toBeInTheDocument();
  });

  it('a couples’ evening says so, offers couples only, and stops a party without a woman before sending', async () => {
    const { server, user } = await openEvent(detail(), { user: member({ sex: 'M' }) });
    const region = await panel();
    expect(within(region).getByText('Nur für Paare: Mindestens eine Frau muss dabei sein.')).toBeInTheDocument();
    // A single man: told at once, and nothing is sent.
    expect(within(region).getByText('Für diesen Paar-Abend braucht deine Gruppe mindestens eine Frau.')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Reservieren' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('An diesem Abend sind nur Paare willkommen: Mindestens eine Frau muss dabei sein.');
    expect(server.calls('ReserveEvent')).toHaveLength(0);

    // With a woman they are a couple: the hint goes, the reservation is sent.
    await user.click(within(region).getByRole('button', { name: 'Eine Frau mehr' }));
    expect(within(region).queryByText('Für diesen Paar-Abend braucht deine Gruppe mindestens eine Frau.')).not.toBeInTheDocument();
  });

  it('an event that leaves a guest type out says which ones are welcome, and which of the party is not', async () => {
    const { server, user } = await openEvent(detail({ coupleOnly: false, priceCoupleRappen: 6000, priceManRappen: 8000, priceWomanRappen: null }));
    const region = await panel();
    expect(within(region).getByText('Willkommen: Paare, Männer allein')).toBeInTheDocument();
    // The member (a woman) alone would be a woman on her own.
    expect(within(region).getByText('An diesem Event nicht vorgesehen: Frauen allein. Passe deine Gruppe an.')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Ein Mann mehr' }));
    expect(within(region).queryByText(/nicht vorgesehen/)).not.toBeInTheDocument();
    expect(server.calls('ReserveEvent')).toHaveLength(0);
  });

  it('shows the server’s refusal translated next to the form', async () => {
    const { server, user } = await openEvent(detail({ coupleOnly: false, priceCoupleRappen: 9000 }), {
      responders: { ReserveEvent: () => ({ errors: [{ message: 'RESERVATION_EVENT_PAST', extensions: { code: 'RESERVATION_EVENT_PAST' } }] }) },
      user: member({ sex: 'MF' }),
    });
    const region = await panel();
    await user.click(within(region).getByRole('button', { name: 'Reservieren' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('Das hat bereits begonnen: Die Reservation kann nicht mehr gemacht oder geändert werden.');
    expect(server.calls('ReserveEvent').map((c) => c.variables)).toEqual([{ input: { eventId: '00000000-0000-4000-8000-0000000000e1', femaleGuests: 1, maleGuests: 1, hidden: false } }]);
  });

  it('when full: says so, offers the wait list, and then shows the position', async () => {
    const full = detail({ coupleOnly: false, priceCoupleRappen: null, capacity: 40, placesLeft: 0 });
    const waitlisted = reservation({ status: 'WAITLISTED', waitlistPosition: 3, hidden: true, femaleGuests: 1, maleGuests: 0 });
    const { server, user, setEvent } = await openEvent(full, {
      responders: {
        ReserveEvent: () => {
          setEvent({ ...full, viewerReservation: waitlisted });
          return { data: { reserveEvent: waitlisted } };
        },
      },
    });
    const region = await panel();
    expect(within(region).getByText('Ausgebucht: Neue Reservationen kommen auf die Warteliste.')).toBeInTheDocument();
    await user.click(within(region).getByRole('switch', { name: /Verborgen reservieren/ }));
    await user.click(within(region).getByRole('button', { name: 'Auf die Warteliste' }));
    const yours = await screen.findByRole('region', { name: 'Deine Reservation' });
    expect(await within(yours).findByText('Warteliste, Platz 3')).toBeInTheDocument();
    expect(within(yours).getByText('Verborgen')).toBeInTheDocument();
    expect(server.calls('ReserveEvent')[0]!.variables).toEqual({ input: { eventId: full.id, femaleGuests: 1, maleGuests: 0, hidden: true } });
  });

  it('perks: a member who is not verified sees what verified members get and the way to verification', async () => {
    await openEvent(detail({ coupleOnly: false }));
    const region = await panel();
    expect(within(region).getByText('Verifizierte Mitglieder erhalten:')).toBeInTheDocument();
    expect(within(region).getByText('Ein Getränk gratis, weil du mindestens 24 Stunden vorher reservierst')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Verifiziert werden' })).toHaveAttribute('href', '/premium#verification');
  });

  it('perks: a verified member is told they get them, with no verification button; the reservation names them', async () => {
    const withPerks = reservation({ perks: { __typename: 'ReservationPerks', discountRappen: 1000, freeDrink: true } });
    await openEvent(detail({ viewerReservation: withPerks }), { user: member({ isVerified: true }) });
    const yours = await screen.findByRole('region', { name: 'Deine Reservation' });
    expect(within(yours).getByText('Bestätigt')).toBeInTheDocument();
    expect(within(yours).getByText('Gruppe: 1 Frau, 1 Mann')).toBeInTheDocument();
    const perks = within(yours).getByRole('list', { name: 'Deine Vorteile' });
    expect(within(perks).getByText('CHF 10.– Rabatt auf den Eintritt')).toBeInTheDocument();
    expect(within(perks).getByText('Ein Getränk gratis')).toBeInTheDocument();
    expect(within(yours).getByRole('link', { name: 'Reservation für Pärli-Abend bearbeiten' })).toHaveAttribute('href', `/reservations/${withPerks.id}/edit`);
    expect(within(yours).getByRole('link', { name: 'Zum Kalender hinzufügen' })).toHaveAttribute('href', `/api/reservations/${withPerks.id}.ics`);
    expect(screen.queryByRole('link', { name: 'Verifiziert werden' })).not.toBeInTheDocument();
  });

  it('a visitor is asked to sign in (back to this event afterwards) and sees no guest list', async () => {
    await openEvent(detail(), { user: null });
    const prompt = await screen.findByRole('region', { name: 'Melde dich an, um zu reservieren' });
    expect(within(prompt).getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/sign-in?next=%2Fevents%2Fpaerli-abend');
    expect(screen.queryByRole('heading', { name: 'Gästeliste' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reservieren' })).not.toBeInTheDocument();
  });
});

describe('the event page for members: the guest list', { timeout: 30_000 }, () => {
  it('names who may be named (links to their profiles), counts the others and the profile types in words', async () => {
    const guests: GuestList = {
      __typename: 'GuestList',
      named: [
        { __typename: 'GuestListEntry', user: card(1, { username: 'Lea_und_Tom' }), femaleGuests: 1, maleGuests: 1 },
        { __typename: 'GuestListEntry', user: card(2, { username: 'Verborgenes_Profil', isAllowedToVisit: false }), femaleGuests: 1, maleGuests: 0 },
      ],
      othersCount: 14,
      totalPeople: 17,
      byType: [
        { __typename: 'GuestTypeCount', type: 'MF', count: 6 },
        { __typename: 'GuestTypeCount', type: 'F', count: 2 },
        { __typename: 'GuestTypeCount', type: 'M', count: 0 },
      ],
    };
    await openEvent(detail({ guestList: guests }));
    const list = await screen.findByRole('region', { name: 'Gästeliste' });
    const named = within(list).getByRole('list', { name: 'Mitglieder, die kommen' });
    expect(within(named).getAllByRole('listitem')).toHaveLength(2);
    expect(within(named).getByRole('link', { name: 'Lea_und_Tom' })).toHaveAttribute('href', '/users/member1');
    // A profile the viewer may not open is named without a link.
    expect(within(named).queryByRole('link', { name: 'Verborgenes_Profil' })).not.toBeInTheDocument();
    expect(within(named).getByText('Verborgenes_Profil')).toBeInTheDocument();
    expect(within(list).getByText('+ 14 weitere Gäste')).toBeInTheDocument();
    expect(within(list).getByText('17 Personen kommen')).toBeInTheDocument();
    const types = within(list).getByRole('list', { name: 'Nach Profiltyp' });
    expect(within(types).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Paar (Mann und Frau): 6', 'Frau: 2']);
  });

  it('an empty guest list says so', async () => {
    await openEvent(detail());
    const list = await screen.findByRole('region', { name: 'Gästeliste' });
    expect(within(list).getByText('Noch hat niemand reserviert. Sei die oder der Erste!')).toBeInTheDocument();
  });
});

describe('/reservations', { timeout: 30_000 }, () => {
  async function openList(upcoming: Reservation[], responders: Responders = {}) {
    let current = upcoming;
    const server = fakeGraphQLServer({
      CurrentUser: () => ({ data: { currentUser: member() } }),
      Reservations: ({ variables }) => ({ data: { reservations: variables.past ? [] : current } }),
      ...responders,
    });
    const i18n = await testI18n();
    const session = testSession(server.fetch);
    const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: ['/reservations'] });
    renderWithProviders(<RouterProvider router={router} />, { i18n, session });
    await screen.findByRole('heading', { level: 1, name: 'Reservationen' });
    return { server, router, user: userEvent.setup(), set: (next: Reservation[]) => (current = next) };
  }

  it('lists the upcoming ones with title or "Clubtag", status and wait list position, perks and the calendar link', async () => {
    const event = reservation({ perks: { __typename: 'ReservationPerks', discountRappen: 1500, freeDrink: true } });
    const day = reservation({ id: '00000000-0000-4000-8000-0000000000r2', kind: 'DAILY', event: null, status: 'WAITLISTED', waitlistPosition: 2, femaleGuests: 0, maleGuests: 2 });
    await openList([event, day]);
    const list = await screen.findByRole('list', { name: 'Anstehend' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).getByRole('link', { name: 'Pärli-Abend' })).toHaveAttribute('href', '/events/paerli-abend');
    expect(within(first!).getByText('CHF 15.– Rabatt auf den Eintritt')).toBeInTheDocument();
    expect(within(second!).getByRole('heading', { name: 'Clubtag' })).toBeInTheDocument();
    expect(within(second!).getByText('Warteliste, Platz 2')).toBeInTheDocument();
    expect(within(second!).getByText('Gruppe: 2 Männer')).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: 'Reservation für Clubtag bearbeiten' })).toHaveAttribute('href', `/daily-reservations/${day.id}/edit`);
    expect(within(second!).getByRole('link', { name: 'Zum Kalender hinzufügen' })).toHaveAttribute('href', `/api/reservations/${day.id}.ics`);
  });

  it('cancels only after the confirmation, then the card is gone', async () => {
    const one = reservation();
    const { server, user, set } = await openList([one], {
      CancelReservation: () => {
        set([]);
        return { data: { cancelReservation: { ...one, status: 'CANCELLED', viewerCan: { __typename: 'ReservationViewerCan', edit: false, cancel: false } } } };
      },
    });
    const card = await screen.findByRole('article', { name: 'Pärli-Abend' });
    await user.click(within(card).getByRole('button', { name: 'Weitere Aktionen: Pärli-Abend' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reservation stornieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reservation stornieren?' });
    await user.click(within(dialog).getByRole('button', { name: 'Behalten' }));
    expect(server.calls('CancelReservation')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Weitere Aktionen: Pärli-Abend' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reservation stornieren' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reservation stornieren?' })).getByRole('button', { name: 'Stornieren' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Pärli-Abend' })).not.toBeInTheDocument());
    expect(server.calls('CancelReservation').map((c) => c.variables)).toEqual([{ id: one.id }]);
  });

  it('with none: an empty state that leads to the events, and the way to reserve a day', async () => {
    await openList([]);
    expect(await screen.findByText('Du hast keine anstehenden Reservationen. Reserviere für einen Event oder einen normalen Clubtag.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zu den Events' })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('link', { name: 'Clubtag reservieren' })).toHaveAttribute('href', '/daily-reservations/new');
  });
});

describe('the shared edit screen and a new regular day', { timeout: 30_000 }, () => {
  async function openAt(path: string, responders: Responders) {
    const server = fakeGraphQLServer({ CurrentUser: () => ({ data: { currentUser: member() } }), Reservations: () => ({ data: { reservations: [] } }), ...responders });
    const i18n = await testI18n();
    const session = testSession(server.fetch);
    const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: [path] });
    renderWithProviders(<RouterProvider router={router} />, { i18n, session });
    return { server, router, user: userEvent.setup() };
  }

  it('/daily-reservations/:id/edit shows the party as it is and saves the change', async () => {
    const day = reservation({ id: 'r-day', kind: 'DAILY', event: null, femaleGuests: 1, maleGuests: 1 });
    const { server, router, user } = await openAt('/daily-reservations/r-day/edit', {
      Reservation: () => ({ data: { reservation: day } }),
      UpdateReservation: ({ variables }) => ({ data: { updateReservation: { ...day, ...(variables.input as object) } } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reservation: Clubtag' })).toBeInTheDocument();
    const men = screen.getByRole('group', { name: 'Männer' });
    expect(within(men).getByText('1')).toBeInTheDocument();
    await user.click(within(men).getByRole('button', { name: 'Ein Mann weniger' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reservations'));
    expect(server.calls('UpdateReservation').map((c) => c.variables)).toEqual([{ input: { id: 'r-day', femaleGuests: 1, maleGuests: 0, hidden: false } }]);
  });

  it('someone else’s or an unknown reservation is not found', async () => {
    await openAt('/reservations/fremd/edit', { Reservation: () => ({ errors: [{ message: 'NOT_FOUND', extensions: { code: 'NOT_FOUND' } }] }) });
    expect(await screen.findByText('Diese Reservation gibt es nicht (mehr).')).toBeInTheDocument();
  });

  it('/daily-reservations/new offers the open days (a day with an event leads to it), preselects ?date= and reserves', async () => {
    // The screen offers the days still to open: the clock stands before the first of them.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T12:00:00Z'));
    try {
      await reservesAnOpenDay();
    } finally {
      vi.useRealTimers();
    }
  });

  async function reservesAnOpenDay() {
    const opening = (date: string, extra: Record<string, unknown> = {}) => ({
      __typename: 'OpeningDay',
      date,
      opensAt: `${date}T18:00:00.000Z`,
      closesAt: `${date}T01:00:00.000Z`,
      coupleOnly: false,
      capacity: null,
      placesLeft: null,
      event: null,
      ...extra,
    });
    const days = [
      opening('2026-12-03'),
      opening('2026-12-04', { coupleOnly: true, capacity: 60, placesLeft: 12 }),
      opening('2026-12-05', { event: { __typename: 'Event', id: 'e9', slug: 'maskenball', titleDe: 'Maskenball', titleEn: 'Masked ball' } }),
    ];
    const made = reservation({ id: 'r-new', kind: 'DAILY', event: null });
    const { server, router, user } = await openAt('/daily-reservations/new?date=2026-12-04', {
      OpeningDays: () => ({ data: { openingDays: days } }),
      ReserveDay: () => ({ data: { reserveDay: made } }),
    });
    const picker = await screen.findByRole('radiogroup', { name: 'Tag wählen' });
    expect(within(picker).getAllByRole('radio')).toHaveLength(2);
    expect(within(picker).getByRole('radio', { name: /Fr\., 4\. Dez\./ })).toBeChecked();
    expect(within(picker).getByText('Nur Paare')).toBeInTheDocument();
    expect(within(picker).getByText('12 Plätze frei')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Event: Maskenball – dort reservieren' })).toHaveAttribute('href', '/events/maskenball');
    const party = screen.getByRole('region', { name: 'Deine Gruppe am Fr., 4. Dez.' });
    await user.click(within(party).getByRole('button', { name: 'Reservieren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reservations'));
    expect(server.calls('ReserveDay').map((c) => c.variables)).toEqual([{ input: { date: '2026-12-04', femaleGuests: 1, maleGuests: 0, hidden: false } }]);
  }
});
