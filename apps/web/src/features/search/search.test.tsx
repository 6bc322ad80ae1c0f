import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import type { FoundMember, FoundMemberPage } from './operations.js';

// /profile-search and /online-users against a stand-in server (docs/decisions/0015).

let counter = 0;
function found(overrides: Partial<FoundMember> = {}): FoundMember & { __typename: 'UserWithAvatar' } {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return {
    __typename: 'UserWithAvatar',
    id,
    slug: `member${counter}`,
    username: `Member${counter}`,
    sex: 'F',
    isPremium: false,
    isVerified: false,
    isAllowedToVisit: true,
    avatar: null,
    isOnline: false,
    lastActiveAt: null,
    ages: [],
    region: null,
    ...overrides,
  };
}

function pageOf(nodes: FoundMember[], endCursor: string | null = null): FoundMemberPage {
  return { __typename: 'UserWithAvatarConnection', nodes, hasNextPage: endCursor !== null, endCursor };
}

async function open(path: string, responders: Parameters<typeof fakeGraphQLServer>[0]) {
  const server = fakeGraphQLServer({ CurrentUser: () => ({ data: { currentUser: member() } }), ...responders });
  const i18n = await testI18n();
  const session = testSession(server.fetch);
  const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  return { server, router, user: userEvent.setup() };
}

describe('/profile-search', () => {
  it('shows a whole page of twenty found members (the first cards come with the screen, the rest right after)', async () => {
    const twenty = Array.from({ length: 20 }, () => found());
    await open('/profile-search', { ProfileSearch: () => ({ data: { profileSearch: pageOf(twenty) } }) });
    expect(await screen.findByRole('link', { name: twenty[0]!.username })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Ergebnisse' })).getAllByRole('listitem')).toHaveLength(20));
  });

  it('shows the found members as a list of picture cards: open profiles linked with type, ages and canton, locked ones with the lock and no link, online and verified as words', async () => {
    const open1 = found({ username: 'Seraina_GR', isOnline: true, isVerified: true, lastActiveAt: '2026-05-01T19:58:00.000Z', ages: [36], region: 'GR' });
    const locked = found({ username: 'Lea_und_Mirjam', sex: 'FF', isAllowedToVisit: false });
    const { server } = await open('/profile-search', { ProfileSearch: () => ({ data: { profileSearch: pageOf([open1, locked]) } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profilsuche' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Seraina_GR' })).toHaveAttribute('href', `/users/${open1.slug}`);
    expect(screen.getByText('Lea_und_Mirjam')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lea_und_Mirjam' })).not.toBeInTheDocument();
    expect(screen.getByText('Profil nicht sichtbar')).toBeInTheDocument();
    const seraina = within(screen.getByRole('link', { name: 'Seraina_GR' }).closest('li')!);
    expect(seraina.getByText('Online')).toBeInTheDocument();
    expect(seraina.getByText('Verifiziert')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Ergebnisse' });
    expect(within(results).getByText('Paar (zwei Frauen)')).toBeInTheDocument();
    expect(within(results).getByText('Frau · 36 Jahre')).toBeInTheDocument();
    expect(seraina.getByText('Graubünden')).toBeInTheDocument();
    expect(within(within(results).getByRole('list', { name: 'Ergebnisse' })).getAllByRole('listitem')).toHaveLength(2);
    // Locked profiles only when asked for: off at first.
    expect(server.calls('ProfileSearch')[0]!.variables).toMatchObject({ filter: { profileTypes: [], ageMin: null, ageMax: null, lookingFor: [], hasPhoto: false, verifiedOnly: false, onlineNow: false, includeLocked: false } });
  });

  it('searches with the chosen filters and keeps them in the address', async () => {
    const { server, router, user } = await open('/profile-search', { ProfileSearch: () => ({ data: { profileSearch: pageOf([found()]) } }) });
    // A phone (the tests' window matches no media query): the filters are in a sheet.
    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    const form = await screen.findByRole('form', { name: 'Suchfilter' });
    const types = within(form).getByRole('group', { name: /Profiltyp/ });
    await user.click(within(types).getByRole('checkbox', { name: 'Paar (Mann und Frau)' }));
    await user.click(within(types).getByRole('checkbox', { name: 'Frau' }));
    await user.type(within(form).getByLabelText('Alter von'), '30');
    await user.type(within(form).getByLabelText('Alter bis'), '45');
    await user.click(within(form).getByRole('checkbox', { name: 'Nur mit Foto' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Nur wer jetzt online ist' }));
    await user.click(within(form).getByRole('switch', { name: /Auch gesperrte Profile zeigen/ }));
    await user.click(within(form).getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(server.calls('ProfileSearch').at(-1)!.variables).toMatchObject({ filter: { profileTypes: ['F', 'MF'], ageMin: 30, ageMax: 45, lookingFor: [], hasPhoto: true, verifiedOnly: false, onlineNow: true, includeLocked: true }, after: null }));
    expect(router.state.location.search).toBe('?type=F&type=MF&ageMin=30&ageMax=45&photo=1&online=1&locked=1');
  });

  it('refuses ages outside 18–99 and a minimum above the maximum before asking the server', async () => {
    const { server, user } = await open('/profile-search', { ProfileSearch: () => ({ data: { profileSearch: pageOf([]) } }) });
    await screen.findByText('Niemand gefunden. Versuche es mit weniger Filtern.');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const form = await screen.findByRole('form', { name: 'Suchfilter' });
    // The empty result offers one next step.
    expect(screen.getByRole('link', { name: 'Filter zurücksetzen' })).toHaveAttribute('href', '/profile-search');
    const before = server.calls('ProfileSearch').length;
    await user.type(within(form).getByLabelText('Alter von'), '17');
    await user.click(within(form).getByRole('button', { name: 'Suchen' }));
    expect(await within(form).findByText('Das Alter muss eine ganze Zahl von 18 bis 99 sein.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Alter von')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(within(form).getByLabelText('Alter von'));
    await user.type(within(form).getByLabelText('Alter von'), '50');
    await user.type(within(form).getByLabelText('Alter bis'), '40');
    await user.click(within(form).getByRole('button', { name: 'Suchen' }));
    expect(await within(form).findByText('Das Höchstalter darf nicht unter dem Mindestalter liegen.')).toBeInTheDocument();
    expect(server.calls('ProfileSearch')).toHaveLength(before);
  });

  it('shows the search limit’s text when the server refuses', async () => {
    await open('/profile-search?verified=1', { ProfileSearch: () => ({ errors: [{ message: 'PROFILE_SEARCH_LIMIT', extensions: { code: 'PROFILE_SEARCH_LIMIT', retryAfterSeconds: 120 } }] }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Du hast die maximale Anzahl von Profilsuchen überschritten. Bitte warte, bevor du eine weitere Suche startest.');
  });

  it('loads more by cursor under the first page', async () => {
    const first = [found({ username: 'Erste' })];
    const second = [found({ username: 'Zweite' })];
    const { server, user } = await open('/profile-search', {
      ProfileSearch: ({ variables }) => ({ data: { profileSearch: variables.after === 'c1' ? pageOf(second) : pageOf(first, 'c1') } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Mehr anzeigen' }));
    expect(await screen.findByRole('link', { name: 'Zweite' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Erste' })).toBeInTheDocument();
    expect(server.calls('ProfileSearch').map((c) => c.variables.after)).toEqual([null, 'c1']);
    expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).not.toBeInTheDocument();
  });
});

describe('/online-users', () => {
  it('lists who is online with the word “Online”, and says when nobody is', async () => {
    await open('/online-users', { OnlineUsers: () => ({ data: { onlineUsers: pageOf([found({ username: 'Chantal_BS', isOnline: true, lastActiveAt: '2026-05-01T19:58:00.000Z' })]) } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jetzt online' })).toBeInTheDocument();
    const chantal = await screen.findByRole('link', { name: 'Chantal_BS' });
    expect(within(chantal.closest('li')!).getByText('Online')).toBeInTheDocument();
  });

  it('says so when nobody else is online', async () => {
    await open('/online-users', { OnlineUsers: () => ({ data: { onlineUsers: pageOf([]) } }) });
    expect(await screen.findByText('Gerade ist niemand sonst online.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile durchsuchen' })).toHaveAttribute('href', '/profile-search');
  });
});
