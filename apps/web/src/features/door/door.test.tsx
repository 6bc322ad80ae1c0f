import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import type { DoorList, DoorListEntry, OpeningHours } from './operations.js';

// Issue 14, staff: the door list at the entrance (totals, check-in, filter) and the opening hours.

const EVENT_ID = '00000000-0000-4000-8000-0000000000e1';

function entry(n: number, username: string, party: { f: number; m: number }, more: { checkedIn?: boolean; verified?: boolean; discountRappen?: number | null; freeDrink?: boolean; waitlistPosition?: number } = {}): DoorListEntry {
  return {
    __typename: 'DoorListEntry',
    verified: more.verified ?? false,
    user: { __typename: 'UserWithAvatar', id: `00000000-0000-4000-8000-00000000010${n}`, slug: username.toLowerCase(), username, sex: 'MF', avatar: null },
    reservation: {
      __typename: 'Reservation',
      id: `00000000-0000-4000-8000-00000000020${n}`,
      status: more.waitlistPosition ? 'WAITLISTED' : 'CONFIRMED',
      femaleGuests: party.f,
      maleGuests: party.m,
      waitlistPosition: more.waitlistPosition ?? null,
      checkedIn: more.checkedIn ?? false,
      createdAt: '2026-06-01T10:00:00.000Z',
      perks: { __typename: 'ReservationPerks', discountRappen: more.discountRappen ?? null, freeDrink: more.freeDrink ?? false },
    },
  } as DoorListEntry;
}

const RETO = entry(1, 'Reto_ZH', { f: 1, m: 1 }, { verified: true, discountRappen: 1000, freeDrink: true });
const ANNA = entry(2, 'Anna_Bern', { f: 2, m: 0 }, { checkedIn: true });
const LUCA = entry(3, 'Luca_Basel', { f: 0, m: 1 });
const WAITING = entry(4, 'Mia_Luzern', { f: 1, m: 1 }, { waitlistPosition: 1 });

function doorList(): DoorList & { __typename: string } {
  return {
    __typename: 'DoorList',
    title: 'Pärli-Abend',
    date: '2026-06-12',
    startsAt: '2026-06-12T19:00:00.000Z',
    capacity: 6,
    expectedPeople: 5,
    checkedInPeople: 2,
    entries: [RETO, ANNA, LUCA],
    waitlist: [WAITING],
  };
}

async function open(path: string, responders: Parameters<typeof fakeGraphQLServer>[0] = {}) {
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: member({ admin: true, sex: null, slug: 'admin_venue' }) } }),
    PendingVerificationCount: () => ({ data: { adminPendingVerificationCount: 0 } }),
    DoorList: () => ({ data: { doorList: doorList() } }),
    ...responders,
  });
  const i18n = await testI18n('de');
  const session = testSession(server.fetch);
  const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  return { router, server };
}

/** The big figure of a totals tile ("Erwartet", "Eingecheckt"). */
function figure(label: string): string {
  const tile = screen.getByText(label, { selector: 'p' }).parentElement!;
  return tile.querySelectorAll('p')[1]!.textContent ?? '';
}

describe('staff: the door list', () => {
  it('shows every party with its perks, the totals in people, and the wait list below', async () => {
    await open(`/admin/door/events/${EVENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pärli-Abend' })).toBeInTheDocument();
    expect(figure('Erwartet')).toBe('5');
    expect(screen.getByText('Personen, von 6 Plätzen')).toBeInTheDocument();
    expect(figure('Eingecheckt')).toBe('2');
    const table = screen.getByRole('table', { name: 'Gästeliste' });
    const reto = within(table).getByRole('row', { name: /Reto_ZH/ });
    expect(within(reto).getAllByText('1 Frau, 1 Mann').length).toBeGreaterThan(0);
    expect(within(reto).getAllByText('Verifiziert').length).toBeGreaterThan(0);
    expect(within(reto).getAllByText('CHF 10.– Rabatt').length).toBeGreaterThan(0);
    expect(within(reto).getAllByText('Gratisdrink').length).toBeGreaterThan(0);
    expect(within(table).getByRole('button', { name: 'Eingecheckt: Anna_Bern', pressed: true })).toBeInTheDocument();
    const waitlist = screen.getByRole('table', { name: 'Warteliste' });
    expect(within(waitlist).getByText('Mia_Luzern')).toBeInTheDocument();
    expect(within(table).queryByText('Mia_Luzern')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV herunterladen' })).toHaveAttribute('href', `/api/admin/door-list.csv?event=${EVENT_ID}`);
  });

  it('checks a party in at once and keeps the server’s answer; the checked-in total follows', async () => {
    // A server that keeps the check-in: the list asked again after the answer says so too.
    let retoCheckedIn = false;
    const withReto = () => ({ ...RETO, reservation: { ...RETO.reservation, checkedIn: retoCheckedIn } });
    const { server } = await open(`/admin/door/events/${EVENT_ID}`, {
      DoorList: () => {
        const list = doorList();
        return { data: { doorList: { ...list, checkedInPeople: retoCheckedIn ? 4 : 2, entries: [withReto(), ANNA, LUCA] } } };
      },
      SetCheckedIn: ({ variables }) => {
        retoCheckedIn = Boolean(variables.checkedIn);
        return { data: { setCheckedIn: withReto() } };
      },
    });
    const toggle = await screen.findByRole('button', { name: 'Einchecken: Reto_ZH', pressed: false });
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Eingecheckt: Reto_ZH', pressed: true })).toHaveTextContent('Eingecheckt');
    await waitFor(() => expect(figure('Eingecheckt')).toBe('4'));
    expect(server.calls('SetCheckedIn')).toEqual([expect.objectContaining({ variables: { reservationId: RETO.reservation.id, checkedIn: true } })]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Eingecheckt: Reto_ZH', pressed: true })).toBeInTheDocument());
  });

  it('puts the row back and says why when the server refuses the check-in', async () => {
    await open(`/admin/door/events/${EVENT_ID}`, {
      SetCheckedIn: () => ({ errors: [{ message: 'NOT_FOUND', extensions: { code: 'NOT_FOUND' } }] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Einchecken: Luca_Basel', pressed: false }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Check-in für Luca_Basel nicht gespeichert: /);
    expect(screen.getByRole('button', { name: 'Einchecken: Luca_Basel', pressed: false })).toBeInTheDocument();
    expect(figure('Eingecheckt')).toBe('2');
  });

  it('filters the list by name, and says so when nobody matches', async () => {
    await open(`/admin/door/events/${EVENT_ID}`);
    const table = await screen.findByRole('table', { name: 'Gästeliste' });
    const filter = screen.getByRole('searchbox', { name: 'Nach Namen filtern' });
    await userEvent.type(filter, 'anna');
    expect(within(table).getAllByRole('button', { name: /^(Einchecken|Eingecheckt): / }).map((b) => b.getAttribute('aria-label'))).toEqual(['Eingecheckt: Anna_Bern']);
    await userEvent.clear(filter);
    await userEvent.type(filter, 'niemand');
    expect(within(table).queryAllByRole('button', { name: /^(Einchecken|Eingecheckt): / })).toHaveLength(0);
    expect(screen.getByText('Niemand auf der Liste heisst «niemand».')).toBeInTheDocument();
    await userEvent.clear(filter);
    expect(within(table).getAllByRole('button', { name: /^(Einchecken|Eingecheckt): / })).toHaveLength(3);
  });
});

const FRIDAY: OpeningHours = { weekday: 5, opensAt: '21:00', closesAt: '03:00', coupleOnly: true, capacity: 80 };

describe('staff: opening hours', () => {
  async function openHours() {
    const result = await open('/admin/opening-hours', {
      OpeningHours: () => ({
        data: { openingHours: [{ __typename: 'OpeningHours', ...FRIDAY }], closedDays: ['2026-12-24'], reservationSettings: { __typename: 'ReservationSettings', discountRappen: 1000 } },
      }),
      SetOpeningHours: ({ variables }) => ({ data: { setOpeningHours: (variables.input as OpeningHours[]).map((d) => ({ __typename: 'OpeningHours', ...d })) } }),
      SetReservationSettings: ({ variables }) => ({ data: { setReservationSettings: { __typename: 'ReservationSettings', discountRappen: variables.discountRappen } } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Öffnungszeiten' });
    return result;
  }

  it('refuses equal opening and closing times and a capacity of 0 without asking the server', async () => {
    const { server } = await openHours();
    const friday = screen.getByRole('group', { name: 'Freitag' });
    expect(within(friday).getByLabelText(/Öffnet/)).toHaveValue('21:00');
    const closes = within(friday).getByLabelText(/Schliesst/);
    await userEvent.clear(closes);
    await userEvent.type(closes, '21:00');
    const capacity = within(friday).getByLabelText(/Kapazität/);
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Woche speichern' }));
    expect(await screen.findByText('Bitte korrigiere die markierten Felder.')).toBeInTheDocument();
    expect(within(friday).getByText(/^Bitte prüfe die Öffnungszeiten/)).toBeInTheDocument();
    expect(within(friday).getByText(/^Die Kapazität muss eine ganze Zahl ab 1 sein/)).toBeInTheDocument();
    expect(server.calls('SetOpeningHours')).toHaveLength(0);
  });

  it('sends the open weekdays only, with an empty capacity as unlimited', async () => {
    const { server } = await openHours();
    await userEvent.click(screen.getByRole('switch', { name: 'Samstag' }));
    const saturday = screen.getByRole('group', { name: 'Samstag' });
    expect(within(saturday).getByLabelText(/Kapazität/)).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Woche speichern' }));
    await waitFor(() => expect(server.calls('SetOpeningHours')).toHaveLength(1));
    expect(server.calls('SetOpeningHours')[0]!.variables.input).toEqual([FRIDAY, { weekday: 6, opensAt: '21:00', closesAt: '03:00', coupleOnly: false, capacity: null }]);
  });

  it('keeps the entry discount between CHF 10 and 15', async () => {
    const { server } = await openHours();
    const discount = screen.getByRole('textbox', { name: /^Rabatt/ });
    await userEvent.clear(discount);
    await userEvent.type(discount, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Rabatt speichern' }));
    expect(await screen.findByText('Der Rabatt muss zwischen CHF 10.– und CHF 15.– liegen.')).toBeInTheDocument();
    expect(server.calls('SetReservationSettings')).toHaveLength(0);
    await userEvent.clear(discount);
    await userEvent.type(discount, '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Rabatt speichern' }));
    await waitFor(() => expect(server.calls('SetReservationSettings')).toEqual([expect.objectContaining({ variables: { discountRappen: 1250 } })]));
  });
});

describe('staff: the door overview', () => {
  const event = (n: number, title: string, startsAt: Date, endsAt: Date | null = null) => ({
    __typename: 'Event',
    id: `00000000-0000-4000-8000-0000000003${n}0`,
    titleDe: title,
    titleEn: title,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt?.toISOString() ?? null,
    coupleOnly: false,
  });

  it('keeps an evening that began without an end on the overview for the night, not the one of the night before', async () => {
    const hour = 3_600_000;
    const now = Date.now();
    await open('/admin/door', {
      DoorDays: () => ({
        data: {
          events: { __typename: 'EventConnection', nodes: [event(1, 'Sommerfest', new Date(now + 48 * hour))] },
          recent: { __typename: 'EventConnection', nodes: [event(2, 'Black & White Night', new Date(now - 3 * hour)), event(3, 'Gestern', new Date(now - 20 * hour))] },
          openingDays: [],
        },
      }),
    });
    const list = await screen.findByRole('list', { name: 'Abende' });
    const titles = within(list).getAllByRole('link').map((link) => link.textContent ?? '');
    expect(titles[0]).toContain('Black & White Night');
    expect(titles[1]).toContain('Sommerfest');
    expect(titles.join()).not.toContain('Gestern');
  });
});
