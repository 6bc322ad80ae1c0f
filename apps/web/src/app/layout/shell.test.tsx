import { beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import type { CurrentUser } from '../session/operations.js';
import { createRoutes, SCREENS } from '../routes.js';
import { MEMBER_SCREENS } from '../member-screens.js';

configure({ asyncUtilTimeout: 8000 });

// The app's frame: skip link, header, the members' tab bar and "Mehr" sheet, the visitors' grouped
// venue menu, the footer. jsdom has no CSS: both forms of the members' navigation (tab bar for
// phones, top navigation for wide screens) are in the document, shell.css shows one of them.

const PAGES = [
  ['welcome', 'Willkommen im Club Venue'],
  ['opening-times', 'Öffnungszeiten'],
  ['restaurant', 'Restaurant'],
  ['bar', 'Bar'],
  ['saunas', 'Saunen'],
  ['impressum', 'Impressum'],
].map(([name, titleDe]) => ({ __typename: 'VenuePage', id: `p-${name}`, name, titleDe, titleEn: titleDe }));

async function open(path: string, currentUser: CurrentUser | null) {
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser } }),
    PagesNav: () => ({ data: { pages: PAGES } }),
    UnreadMessagesTotal: () => ({ data: { currentUser: currentUser && { __typename: 'CurrentUser', id: currentUser.id, unreadMessagesCount: 0 } } }),
    Notifications: () => ({ data: { notifications: { __typename: 'NotificationConnection', nodes: [], hasNextPage: false, endCursor: null } } }),
    UnreadNotificationCount: () => ({ data: { unreadNotificationCount: 0 } }),
  });
  const i18n = await testI18n('de');
  const session = testSession(server.fetch);
  const router: DataRouter = createMemoryRouter(createRoutes(session, i18n), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  return { router, server, user: userEvent.setup() };
}

/** The tab bar: the main navigation whose links sit in a fixed bar (the other one is the top navigation). */
async function tabBar() {
  return waitFor(() => {
    const bar = screen.getAllByRole('navigation', { name: 'Hauptnavigation' }).find((nav) => nav.classList.contains('venue-tabbar'));
    expect(bar).toBeDefined();
    return bar!;
  });
}

describe('the app shell', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await Promise.all([...Object.values(SCREENS), ...Object.values(MEMBER_SCREENS)].map((s) => s.load()));
  }, 60_000);

  it('the skip link is the first thing Tab reaches, and leads to the content', async () => {
    const { user } = await open('/sign-in', null);
    await screen.findByRole('heading', { name: 'Anmelden', level: 1 });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Zum Inhalt springen' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(document.getElementById('main')?.tagName).toBe('MAIN');
  });

  it('a member has five destinations with icon and label; the current one is marked as the page, not by colour alone', async () => {
    await open('/home', member());
    const bar = await tabBar();
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Entdecken', 'Nachrichten', 'Events', 'Profil']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/home', '/profile-search', '/conversations', '/events', '/users/anna']);
    for (const link of links) expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Events' })).not.toHaveAttribute('aria-current');
    // A list of links: every child of the list is a list item.
    for (const list of bar.querySelectorAll('ul')) for (const child of list.children) expect(child.tagName).toBe('LI');
  });

  it('the discover screens share one place: "Entdecken" is current and its sections are a sub-navigation', async () => {
    await open('/online-users', member());
    const bar = await tabBar();
    expect(within(bar).getByRole('link', { name: 'Entdecken' })).toHaveAttribute('aria-current', 'page');
    const sections = await screen.findByRole('navigation', { name: 'Entdecken: Bereiche' });
    expect(within(sections).getAllByRole('link').map((link) => link.textContent)).toEqual(['Suche', 'Online', 'Räume', 'Roulette']);
    expect(within(sections).getByRole('link', { name: 'Online' })).toHaveAttribute('aria-current', 'page');
  });

  it('"Mehr" opens a sheet with the rest: account screens, the venue pages in groups, sign-out and the languages', async () => {
    const { user } = await open('/home', member());
    await tabBar();
    await user.click(screen.getByRole('button', { name: 'Mehr' }));
    const sheet = await screen.findByRole('dialog', { name: 'Mehr' });
    const more = within(sheet).getByRole('navigation', { name: 'Mehr' });
    for (const name of ['Fotos', 'Freunde', 'Spark', 'Chat-Räume', 'Chat-Roulette', 'Meldungen', 'Blockiert', 'Einstellungen', 'Premium', 'News', 'Gästebuch', 'Abmelden']) {
      expect(within(more).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(more).getByRole('link', { name: 'Spark' })).toHaveAttribute('href', '/spark');
    const experience = await within(more).findByRole('list', { name: 'Erleben' });
    expect(within(experience).getAllByRole('link').map((link) => link.textContent)).toEqual(['Restaurant', 'Bar', 'Saunen']);
    expect(within(more).getByRole('list', { name: 'Besuch planen' })).toHaveTextContent('Öffnungszeiten');
    expect(within(more).getByRole('list', { name: 'Über uns' })).toHaveTextContent('Impressum');
    expect(within(sheet).getByRole('group', { name: 'Sprache' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Schliessen' })).toBeInTheDocument();
  });

  it('a member on a public page gets the members’ navigation, not the visitors’ header', async () => {
    await open('/events', member());
    await tabBar();
    expect(screen.queryByRole('link', { name: 'Registrieren' })).not.toBeInTheDocument();
  });

  it('staff on the public pages get no tab bar: a single link to their own area', async () => {
    await open('/events', member({ admin: true }));
    // The public page shows at once; the header follows once the session is known.
    await waitFor(() => {
      const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
      expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Verwaltung', '/admin/dashboard']]);
    });
    expect(document.querySelector('.venue-tabbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mehr' })).not.toBeInTheDocument();
  });

  it('a visitor’s header: the grouped venue menu, events, news, guestbook, sign-in and sign-up', async () => {
    const { user } = await open('/sign-in', null);
    const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    for (const name of ['Events', 'News', 'Gästebuch', 'Anmelden', 'Registrieren']) expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    const club = within(nav).getByRole('button', { name: 'Club' });
    expect(club).toHaveAttribute('aria-expanded', 'false');
    await user.click(club);
    expect(club).toHaveAttribute('aria-expanded', 'true');
    const visit = await within(nav).findByRole('list', { name: 'Besuch planen' });
    expect(within(visit).getAllByRole('link').map((link) => link.textContent)).toEqual(['Willkommen im Club Venue', 'Öffnungszeiten']);
    for (const list of nav.querySelectorAll('ul')) for (const child of list.children) expect(child.tagName).toBe('LI');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(club).toHaveAttribute('aria-expanded', 'false'));
    expect(club).toHaveFocus();
  });

  it('the footer: address, opening times, tappable phone and e-mail, directions and the legal pages', async () => {
    await open('/sign-in', null);
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('Riedstrasse 14');
    expect(within(footer).getByRole('link', { name: /Öffnungszeiten/ })).toHaveAttribute('href', '/pages/opening-times');
    expect(within(footer).getByRole('link', { name: 'Anrufen +41 55 410 20 30' })).toHaveAttribute('href', 'tel:+41554102030');
    expect(within(footer).getByRole('link', { name: 'E-Mail an info@club-venue.example' })).toHaveAttribute('href', 'mailto:info@club-venue.example');
    expect(within(footer).getByRole('link', { name: /Route planen/ }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=Riedstrasse%2014/);
    const legal = within(footer).getByRole('navigation', { name: 'Rechtliches' });
    expect(within(legal).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/pages/impressum', '/pages/datenschutz', '/pages/agb']);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });
});
