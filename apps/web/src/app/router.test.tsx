import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, type DataRouter } from 'react-router';
import { ROUTES, type RouteName } from '@venue/shared';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../test/render.js';
import type { CurrentUser } from './session/operations.js';
import { createRoutes, discoverAppScreens, SCREENS } from './routes.js';
import { guardNavigation, guardRecheck } from './guard-loader.js';
import { connectionOf } from './session/connection.js';
import { MEMBER_SCREENS } from './member-screens.js';

// jsdom has no font loading API; Mantine's autosizing textarea (the profile editor) listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

async function open(path: string, currentUser: CurrentUser | null) {
  let signedIn = Boolean(currentUser);
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: signedIn ? currentUser : null } }),
    SignOut: () => {
      signedIn = false;
      return { data: { signOut: true } };
    },
    // /home's notifications and the own profile behind the profile editor: a new member has none.
    Notifications: () => ({ data: { notifications: { __typename: 'NotificationConnection', nodes: [], hasNextPage: false, endCursor: null } } }),
    UnreadNotificationCount: () => ({ data: { unreadNotificationCount: 0 } }),
    AdminDashboard: () => ({
      data: {
        adminDashboard: {
          totalMembers: 14,
          byProfileType: [{ sex: 'M', count: 14 }],
          byStatus: [{ status: 'ACTIVE', count: 14 }],
          openReports: 2,
          subscriptionsByState: [{ state: 'ACTIVE', count: 3 }],
          revenueThisMonthRappen: 8100,
          revenueLastMonthRappen: 0,
          newMembersPerWeek: [
            { weekStart: '2026-11-16', count: 3 },
            { weekStart: '2026-11-23', count: 11 },
          ],
        },
      },
    }),
    User: () => ({ data: { user: { __typename: 'UserLookup', refusal: 'NOT_FOUND', profile: null } } }),
  });
  const i18n = await testI18n('de');
  const session = testSession(server.fetch);
  // As the browser starts (boot.tsx): the members' and staff's screens are discovered when needed.
  const router: DataRouter = createMemoryRouter(createRoutes(session, i18n, { appScreens: 'discovered' }), {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverAppScreens(session, i18n),
  });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  return { router, server };
}

const at = (router: DataRouter) => router.state.location.pathname + router.state.location.search;

describe('router with guards', () => {
  // Load every screen chunk up front: a redirect may start loading one just as a test ends.
  beforeAll(async () => {
    await Promise.all([...Object.values(SCREENS), ...Object.values(MEMBER_SCREENS)].map((screen) => screen.load()));
  }, 60_000);

  it('a visitor on a members’ page is sent to sign-in, told what signing in is for, and may come back afterwards', async () => {
    const { router } = await open('/home', null);
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(at(router)).toBe('/sign-in?next=%2Fhome');
    expect(await screen.findByText('Melde dich an, um deinen Bereich zu öffnen.')).toBeInTheDocument();
  });

  it('a visitor who wants to write a guestbook entry is asked to sign in for that', async () => {
    const { router } = await open('/guestbook/new', null);
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(at(router)).toBe('/sign-in?next=%2Fguestbook%2Fnew');
    expect(await screen.findByText('Melde dich an, um einen Eintrag zu schreiben.')).toBeInTheDocument();
    expect(screen.queryByText('Das ist nicht erlaubt.')).not.toBeInTheDocument();
  });

  it('a member on the same page sees it', async () => {
    const { router } = await open('/home', member({ username: 'Anna' }));
    expect(await screen.findByRole('heading', { name: 'Willkommen, Anna!' })).toBeInTheDocument();
    expect(at(router)).toBe('/home');
    expect(await screen.findByText('Du hast keine neuen Benachrichtigungen.')).toBeInTheDocument();
  });

  it('a member without a confirmed e-mail address is sent to activation with the explanation', async () => {
    const { router } = await open('/home', member({ emailVerifiedAt: null }));
    expect(await screen.findByRole('heading', { name: 'Konto aktivieren' })).toBeInTheDocument();
    expect(at(router)).toBe('/activation');
    expect(screen.getByText(/Bitte bestätige zuerst deine E-Mail-Adresse/)).toBeInTheDocument();
  });

  it('a member without a profile type is asked to fill in the profile', async () => {
    const { router } = await open('/home', member({ sex: null, slug: 'anna' }));
    expect(await screen.findByRole('radiogroup', { name: /Profiltyp/ })).toBeInTheDocument();
    expect(at(router)).toBe('/users/anna/edit');
    expect(screen.getByText('Bitte fülle dein Profil aus.')).toBeInTheDocument();
  });

  it('a timed-out member is signed out and told until when, in Swiss time', async () => {
    const { router, server } = await open('/home', member({ currentLoginTimeout: '2099-06-30T22:30:00.000Z' }));
    expect(await screen.findByText('Aufgrund mehrfacher Verstösse ist dein Benutzerkonto bis zum 01.07.2099, 00:30 deaktiviert.')).toBeInTheDocument();
    await waitFor(() => expect(at(router)).toBe('/sign-in'));
    expect(server.calls('SignOut')).toHaveLength(1);
  });

  it('a timeout that arrives while the member is signed in applies at the next screen', async () => {
    let currentUser: CurrentUser | null = member({ username: 'Anna' });
    const server = fakeGraphQLServer({
      CurrentUser: () => ({ data: { currentUser } }),
      SignOut: () => {
        currentUser = null;
        return { data: { signOut: true } };
      },
    });
    const i18n = await testI18n('de');
    const session = testSession(server.fetch);
    const router: DataRouter = createMemoryRouter(createRoutes(session, i18n), { initialEntries: ['/home'] });
    renderWithProviders(<RouterProvider router={router} />, { i18n, session });
    expect(await screen.findByRole('heading', { name: 'Willkommen, Anna!' })).toBeInTheDocument();

    currentUser = { ...currentUser!, currentLoginTimeout: '2099-06-30T22:30:00.000Z' };
    await router.navigate('/settings');
    expect(await screen.findByText('Aufgrund mehrfacher Verstösse ist dein Benutzerkonto bis zum 01.07.2099, 00:30 deaktiviert.')).toBeInTheDocument();
    await waitFor(() => expect(at(router)).toBe('/sign-in'));
    expect(server.calls('SignOut')).toHaveLength(1);
  });

  it('with a live socket the next screen opens from the cached member at once; a refusal the server answers then moves the member on', async () => {
    let currentUser: CurrentUser | null = member({ username: 'Anna' });
    let answer: () => void = () => undefined;
    let slow = false;
    const server = fakeGraphQLServer({
      CurrentUser: () => {
        const body = { data: { currentUser } };
        return slow ? new Promise((resolve) => (answer = () => resolve(body))) : body;
      },
      SignOut: () => {
        currentUser = null;
        return { data: { signOut: true } };
      },
    });
    const i18n = await testI18n('de');
    const session = testSession(server.fetch);
    const router: DataRouter = createMemoryRouter(createRoutes(session, i18n), { initialEntries: ['/home'] });
    guardNavigation.navigate = (to) => void router.navigate(to, { replace: true });
    guardNavigation.path = () => router.state.location.pathname;
    renderWithProviders(<RouterProvider router={router} />, { i18n, session });
    expect(await screen.findByRole('heading', { name: 'Willkommen, Anna!' })).toBeInTheDocument();
    connectionOf(session.getClient()).setStatus('connected');
    // Every screen change asks (by default, at most every half minute: the next test).
    guardRecheck.everyMs = 0;

    // The server is slow to answer: the screen does not wait for it.
    slow = true;
    currentUser = { ...currentUser!, currentLoginTimeout: '2099-06-30T22:30:00.000Z' };
    await router.navigate('/settings');
    expect(await screen.findByRole('heading', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(server.calls('CurrentUser').length).toBeGreaterThanOrEqual(2);
    // Its answer: timed out. The member is moved on and told, as at the next screen before.
    slow = false;
    answer();
    expect(await screen.findByText('Aufgrund mehrfacher Verstösse ist dein Benutzerkonto bis zum 01.07.2099, 00:30 deaktiviert.')).toBeInTheDocument();
    await waitFor(() => expect(at(router)).toBe('/sign-in'));
    guardNavigation.navigate = null;
    guardRecheck.everyMs = 30_000;
  });

  it('with a live socket, screen changes within half a minute of the last answer do not ask the server again', async () => {
    const server = fakeGraphQLServer({ CurrentUser: () => ({ data: { currentUser: member({ username: 'Anna' }) } }) });
    const i18n = await testI18n('de');
    const session = testSession(server.fetch);
    const router: DataRouter = createMemoryRouter(createRoutes(session, i18n), { initialEntries: ['/home'] });
    renderWithProviders(<RouterProvider router={router} />, { i18n, session });
    expect(await screen.findByRole('heading', { name: 'Willkommen, Anna!' })).toBeInTheDocument();
    connectionOf(session.getClient()).setStatus('connected');
    const asked = server.calls('CurrentUser').length;

    await router.navigate('/settings');
    expect(await screen.findByRole('heading', { name: 'Einstellungen' })).toBeInTheDocument();
    await router.navigate('/home');
    expect(await screen.findByRole('heading', { name: 'Willkommen, Anna!' })).toBeInTheDocument();
    expect(server.calls('CurrentUser')).toHaveLength(asked);

    // Without the socket, every screen change asks.
    connectionOf(session.getClient()).setStatus('reconnecting');
    await router.navigate('/settings');
    expect(await screen.findByRole('heading', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(server.calls('CurrentUser')).toHaveLength(asked + 1);
  });

  it('without the server, a signed-in member still moves between screens', async () => {
    let online = true;
    const server = fakeGraphQLServer({
      CurrentUser: () => (online ? { data: { currentUser: member({ username: 'Anna' }) } } : { errors: [{ message: 'INTERNAL', extensions: { code: 'INTERNAL' } }] }),
    });
    const i18n = await testI18n('de');
    const session = testSession(server.fetch);
    const router: DataRouter = createMemoryRouter(createRoutes(session, i18n), { initialEntries: ['/home'] });
    renderWithProviders(<RouterProvider router={router} />, { i18n, session });
    expect(await screen.findByRole('heading', { name: 'Willkommen, Anna!' })).toBeInTheDocument();

    online = false;
    await router.navigate('/settings');
    expect(await screen.findByRole('heading', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(at(router)).toBe('/settings');
  });

  it('a member who is not an admin cannot open the dashboard', async () => {
    const { router } = await open('/admin/dashboard', member());
    expect(await screen.findByRole('heading', { name: /Willkommen/ })).toBeInTheDocument();
    expect(at(router)).toBe('/home');
    expect(screen.getByText('Dieser Bereich ist für das Team des Clubs.')).toBeInTheDocument();
  });

  it.each(['/sign-in', '/sign-up'])('a signed-in member opening %s goes on to /home', async (path) => {
    const { router } = await open(path, member({ username: 'Anna' }));
    expect(await screen.findByRole('heading', { name: 'Willkommen, Anna!' })).toBeInTheDocument();
    expect(at(router)).toBe('/home');
    expect(screen.queryByRole('button', { name: 'Konto erstellen' })).not.toBeInTheDocument();
  });

  it('a visitor opening /sign-up gets the form', async () => {
    const { router } = await open('/sign-up', null);
    expect(await screen.findByRole('button', { name: 'Konto erstellen' })).toBeInTheDocument();
    expect(at(router)).toBe('/sign-up');
  });

  it('an unknown member’s profile is a not-found page with a heading and a way back', async () => {
    await open('/users/nobody', member({ username: 'Anna' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByText(/Dieses Profil gibt es nicht \(mehr\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zu meinem Bereich' })).toHaveAttribute('href', '/home');
  });

  it('staff without a profile type open /home and land on the staff dashboard in the staff area, not the profile form (decision 0031)', async () => {
    const { router } = await open('/home', member({ admin: true, sex: null, slug: 'admin_venue' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(at(router)).toBe('/admin/dashboard');
    expect(screen.queryByText('Bitte fülle dein Profil aus.')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Staff-Navigation' });
    for (const name of ['Dashboard', 'Mitglieder', 'Meldungen', 'Gästebuch', 'Seiten', 'News', 'Events']) expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Zur Website' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Abmelden' })).toHaveAttribute('href', '/sign-out');
  });

  it('an unknown path shows the not-found page', async () => {
    await open('/no/such/page', null);
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });

  it('the landing page invites visitors to sign up and sign in', async () => {
    await open('/', null);
    expect(await screen.findByRole('heading', { name: 'Willkommen im Club Venue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt registrieren' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getAllByRole('link', { name: 'Anmelden' })[0]).toHaveAttribute('href', '/sign-in');
  });

  it('a visitor moving from a public page to a member’s page gets there through the screens discovered on the way', async () => {
    const { router } = await open('/', member({ username: 'Anna' }));
    expect(await screen.findByRole('heading', { name: 'Willkommen im Club Venue' })).toBeInTheDocument();
    await router.navigate('/settings');
    expect(await screen.findByRole('heading', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(at(router)).toBe('/settings');
  });
});

describe('the route table a browser starts with', () => {
  const sample = (name: RouteName) => ROUTES[name].path.replace(/:[a-zA-Z]+/g, 'x1');
  const leafOf = (routes: ReturnType<typeof createRoutes>, path: string) => matchRoutes(routes, path)?.at(-1)?.route.id;

  it('answers every public path with its screen, and every other path first with not-found, which is what makes the router discover the rest; with them, each path reaches its own screen', async () => {
    const i18n = await testI18n('de');
    const session = testSession(fakeGraphQLServer({}).fetch);
    const first = createRoutes(session, i18n, { appScreens: 'discovered' });
    const whole = createRoutes(session, i18n);
    const names = Object.keys(ROUTES) as RouteName[];
    const publicNames = names.filter((name) => name in SCREENS);
    expect(publicNames.length).toBeGreaterThan(10);
    expect(names.length - publicNames.length).toBeGreaterThan(50);
    for (const name of names) {
      const path = sample(name);
      expect(leafOf(first, path), path).toBe(name in SCREENS ? name : 'notFound');
      expect(leafOf(whole, path), path).toBe(name);
    }
  });
});
