import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter, createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ACHIEVEMENTS, ACHIEVEMENT_KEYS, type AchievementKey } from '@venue/shared';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import { ProfileAchievements } from './ProfileAchievements.js';
import type { Achievement } from './operations.js';

// Issue 16, achievements on the web (docs/decisions/0048): the /achievements screen and the
// profile's badges, against a stand-in /graphql.

function achievements(progress: Partial<Record<AchievementKey, { progress: number; earnedAt?: string }>>): Achievement[] {
  return ACHIEVEMENT_KEYS.map((key) => ({
    __typename: 'Achievement' as const,
    key,
    family: ACHIEVEMENTS[key].family,
    threshold: ACHIEVEMENTS[key].threshold,
    progress: progress[key]?.progress ?? 0,
    earnedAt: progress[key]?.earnedAt ?? null,
    comingSoon: key === 'FIRST_GIFT',
  }));
}

async function openScreen(list: Achievement[] | null, language: 'de' | 'en' = 'de') {
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: member({ language }) } }),
    MyAchievements: () => (list ? { data: { myAchievements: list } } : { errors: [{ message: 'staff', extensions: { code: 'STAFF_NOT_MEMBER' } }], data: null }),
  });
  const i18n = await testI18n(language);
  const session = testSession(server.fetch);
  const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: ['/achievements'] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  await screen.findByRole('heading', { level: 1, name: language === 'de' ? 'Auszeichnungen' : 'Achievements' });
  return server;
}

describe('/achievements', { timeout: 30_000 }, () => {
  it('shows earned ones with their date and open ones with their progress in words; the first gift is coming soon', async () => {
    await openScreen(achievements({ FRIENDS_1: { progress: 1, earnedAt: '2026-03-01T18:30:00.000Z' }, FRIENDS_50: { progress: 3 } }));
    expect(await screen.findByText('1 von 11 verdient')).toBeInTheDocument();
    const earned = screen.getByRole('region', { name: 'Verdient' });
    const [first] = within(earned).getAllByTestId('achievement');
    expect(within(first!).getByRole('heading', { name: 'Erste Freundschaft' })).toBeInTheDocument();
    expect(within(first!).getByText('Verdient am 1. März 2026')).toBeInTheDocument();

    const open = screen.getByRole('region', { name: 'Noch offen' });
    const cards = within(open).getAllByTestId('achievement');
    expect(cards).toHaveLength(10);
    // The closest to being earned comes first.
    expect(within(cards[0]!).getByRole('heading', { name: 'Gut vernetzt' })).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('progressbar', { name: 'Fortschritt: 3 von 50' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Noch nicht verdient')).toBeInTheDocument();
    const last = cards[cards.length - 1]!;
    expect(within(last).getByRole('heading', { name: 'Erstes Geschenk' })).toBeInTheDocument();
    expect(within(last).getByText('Kommt bald')).toBeInTheDocument();
  });

  it('with nothing earned yet, says how to earn the first (in English too)', async () => {
    await openScreen(achievements({}), 'en');
    expect(await screen.findByText('0 of 11 earned')).toBeInTheDocument();
    const earned = screen.getByRole('region', { name: 'Earned' });
    expect(within(earned).getByText(/No achievement yet/)).toBeInTheDocument();
    expect(within(earned).getByRole('link', { name: 'Discover members' })).toHaveAttribute('href', '/profile-search');
    expect(screen.getByRole('progressbar', { name: 'Progress: 0 of 1,000' })).toBeInTheDocument();
  });

  it('tells staff that achievements are for members', async () => {
    await openScreen(null);
    expect(await screen.findByText('Admin-Konten sind keine Mitglieder: Das ist nur für Mitglieder da.')).toBeInTheDocument();
    expect(screen.queryByTestId('achievement')).not.toBeInTheDocument();
  });
});

describe('achievements on a profile', { timeout: 30_000 }, () => {
  async function showBadges(earned: { key: AchievementKey; earnedAt: string }[], own: boolean) {
    const server = fakeGraphQLServer({
      ProfileAchievements: () => ({
        data: { user: { __typename: 'UserLookup', profile: { __typename: 'UserProfile', id: 'p1', achievements: earned.map((a) => ({ __typename: 'EarnedAchievement', ...a })) } } },
      }),
    });
    const i18n = await testI18n();
    renderWithProviders(
      <MemoryRouter>
        <ProfileAchievements slug="vera" own={own} />
      </MemoryRouter>,
      { i18n, session: testSession(server.fetch) },
    );
    return server;
  }

  it('shows each earned achievement as a badge named by its title; one’s own links to all of them', async () => {
    await showBadges(
      [
        { key: 'FRIENDS_1', earnedAt: '2026-03-01T18:30:00.000Z' },
        { key: 'UPLOADS_1', earnedAt: '2026-03-02T18:30:00.000Z' },
      ],
      true,
    );
    const list = await screen.findByRole('list', { name: 'Auszeichnungen' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Erste Freundschaft', 'Erstes Foto']);
    expect(screen.getByRole('link', { name: 'Alle Auszeichnungen' })).toHaveAttribute('href', '/achievements');
  });

  it('on another member’s profile: the badges without the link to one’s own screen', async () => {
    await showBadges([{ key: 'ROOM_MESSAGES_1', earnedAt: '2026-03-01T18:30:00.000Z' }], false);
    const list = await screen.findByRole('list', { name: 'Auszeichnungen' });
    expect(within(list).getByText('Erstes Wort')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Alle Auszeichnungen' })).not.toBeInTheDocument();
  });
});
