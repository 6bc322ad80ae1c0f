import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { NotificationItem } from './NotificationItem.js';
import type { HomeNotification } from './operations.js';

const actor = (overrides: Partial<NonNullable<HomeNotification['actor']>> = {}) => ({
  id: 'a1',
  slug: 'beat_baerner',
  username: 'Beat_Baerner',
  sex: 'M' as const,
  isPremium: false,
  isVerified: true,
  isAllowedToVisit: true,
  avatar: null,
  ...overrides,
});

async function show(notification: HomeNotification, language: 'de' | 'en' = 'de') {
  const i18n = await testI18n(language);
  renderWithProviders(
    <MemoryRouter>
      <NotificationItem notification={notification} ownSlug="vera" />
    </MemoryRouter>,
    { i18n, session: testSession(fakeGraphQLServer({}).fetch) },
  );
  return screen.getByTestId('notification');
}

describe('a notification on /home', { timeout: 20_000 }, () => {
  it('names who visited, links to them and to the visitors list, and says "new" in words', async () => {
    const item = await show({ id: 'n1', kind: 'PROFILE_VISIT', createdAt: '2026-03-01T18:30:00.000Z', readAt: null, actor: actor() });
    expect(within(item).getByRole('link', { name: 'Beat_Baerner' })).toHaveAttribute('href', '/users/beat_baerner');
    expect(within(item).getByText('hat dein Profil besucht.')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Alle Profilbesucher' })).toHaveAttribute('href', '/users/vera/profile-visitors');
    expect(within(item).getByText('Neu')).toBeInTheDocument();
    expect(within(item).getByText('Verifiziert')).toBeInTheDocument();
    expect(within(item).getByText('01.03.2026, 19:30')).toBeInTheDocument();
  });

  it('keeps the visitor anonymous for members who are not verified, and points to premium', async () => {
    const item = await show({ id: 'n2', kind: 'PROFILE_VISIT', createdAt: '2026-03-01T18:30:00.000Z', readAt: '2026-03-01T19:00:00.000Z', actor: null }, 'en');
    expect(within(item).getByText('Someone visited your profile.')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Who? Verified members see their visitors' })).toHaveAttribute('href', '/premium');
    expect(within(item).queryByText('New')).not.toBeInTheDocument();
  });

  it('tells of a failed premium renewal (the venue’s own notice, no actor) and leads to the payment methods', async () => {
    const item = await show({ id: 'n4', kind: 'PREMIUM_RENEWAL_FAILED', createdAt: '2026-03-01T18:30:00.000Z', readAt: null, actor: null });
    expect(within(item).getByText(/Premium-Verlängerung konnte nicht belastet werden/)).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Zahlungsart prüfen' })).toHaveAttribute('href', '/payments/methods');
  });

  it('tells of a Spark match with the other member and leads to the matches (issue 16)', async () => {
    const item = await show({ id: 'n9', kind: 'SPARK_MATCH', createdAt: '2026-03-01T18:30:00.000Z', readAt: null, actor: actor({ slug: 'nadja_lu', username: 'Nadja_LU', sex: 'F' }) });
    expect(within(item).getByRole('link', { name: 'Nadja_LU' })).toHaveAttribute('href', '/users/nadja_lu');
    expect(within(item).getByText('Es ist ein Match: Ihr habt euch gegenseitig einen Spark gegeben.')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Zu deinen Matches' })).toHaveAttribute('href', '/spark/matches');
  });

  it('in English as well', async () => {
    const item = await show({ id: 'n10', kind: 'SPARK_MATCH', createdAt: '2026-03-01T18:30:00.000Z', readAt: null, actor: actor() }, 'en');
    expect(within(item).getByText('It’s a match: you sparked each other.')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Your matches' })).toHaveAttribute('href', '/spark/matches');
  });

  it('names the achievement earned (no member to show) and leads to the achievements', async () => {
    const item = await show({ id: 'n9', kind: 'ACHIEVEMENT_EARNED', createdAt: '2026-03-01T18:30:00.000Z', readAt: null, actor: null, achievement: { key: 'FRIENDS_1' } });
    expect(within(item).getByText('Neue Auszeichnung: Erste Freundschaft')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Deine Auszeichnungen' })).toHaveAttribute('href', '/achievements');
    expect(within(item).queryByText('Jemand hat dein Profil besucht.')).not.toBeInTheDocument();
  });

  it('in English too', async () => {
    const item = await show({ id: 'n10', kind: 'ACHIEVEMENT_EARNED', createdAt: '2026-03-01T18:30:00.000Z', readAt: null, actor: null, achievement: { key: 'UPLOADS_50' } }, 'en');
    expect(within(item).getByText('New achievement: Photo gallery')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Your achievements' })).toHaveAttribute('href', '/achievements');
  });

  it('tells that premium has ended and leads to premium', async () => {
    const item = await show({ id: 'n5', kind: 'PREMIUM_ENDED', createdAt: '2026-03-01T18:30:00.000Z', readAt: null, actor: null }, 'en');
    expect(within(item).getByText('Your premium membership has ended.')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Premium again' })).toHaveAttribute('href', '/premium');
  });

  it('shows a member the viewer may not open with a lock and without a link', async () => {
    const item = await show({ id: 'n3', kind: 'FRIEND_REQUEST', createdAt: '2026-03-01T18:30:00.000Z', readAt: null, actor: actor({ isAllowedToVisit: false, isVerified: false }) });
    expect(within(item).getByText('Beat_Baerner')).toBeInTheDocument();
    expect(within(item).queryByRole('link', { name: 'Beat_Baerner' })).not.toBeInTheDocument();
    expect(within(item).getByText('Profil nicht sichtbar')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Anfragen ansehen' })).toHaveAttribute('href', '/friends');
  });

  it('tells of the staff’s decision on the verification request, without a member, and leads to it', async () => {
    const item = await show({ id: 'n4', kind: 'VERIFICATION_APPROVED', createdAt: '2026-03-01T18:30:00.000Z', readAt: null, actor: null });
    expect(within(item).getByText('Dein Konto ist verifiziert: Alle Funktionen für verifizierte Mitglieder stehen dir offen.')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Zur Verifizierung' })).toHaveAttribute('href', '/premium#verification');
    expect(within(item).queryByText('Jemand hat dein Profil besucht.')).not.toBeInTheDocument();
  });

  it('a declined request, in English', async () => {
    const item = await show({ id: 'n5', kind: 'VERIFICATION_DENIED', createdAt: '2026-03-01T18:30:00.000Z', readAt: null, actor: null }, 'en');
    expect(within(item).getByText('Your verification request was declined.')).toBeInTheDocument();
  });
  it('tells that a friend reserved for an event, naming it, and leads to the event', async () => {
    const item = await show({
      id: 'n9',
      kind: 'FRIEND_RESERVED',
      createdAt: '2026-03-01T18:30:00.000Z',
      readAt: null,
      actor: actor(),
      reservation: { kind: 'EVENT', date: '2026-03-13', event: { id: 'e1', slug: 'paerli-abend', titleDe: 'Pärli-Abend', titleEn: 'Couples’ evening' } },
    });
    expect(within(item).getByRole('link', { name: 'Beat_Baerner' })).toHaveAttribute('href', '/users/beat_baerner');
    expect(within(item).getByText('hat für Pärli-Abend reserviert.')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Zum Event' })).toHaveAttribute('href', '/events/paerli-abend');
  });

  it('a friend’s regular day names the day and offers to reserve it too', async () => {
    const item = await show(
      { id: 'n10', kind: 'FRIEND_RESERVED', createdAt: '2026-03-01T18:30:00.000Z', readAt: null, actor: actor(), reservation: { kind: 'DAILY', date: '2026-03-13', event: null } },
      'en',
    );
    expect(within(item).getByText('has reserved for the club day on Fri 13 Mar.')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Reserve too' })).toHaveAttribute('href', '/daily-reservations/new?date=2026-03-13');
  });

  it('tells that a member sent a gift and leads to the gifts (issue 17)', async () => {
    const item = await show({ id: 'n12', kind: 'GIFT_RECEIVED', createdAt: '2026-03-01T18:30:00.000Z', readAt: null, actor: actor() });
    expect(within(item).getByRole('link', { name: 'Beat_Baerner' })).toHaveAttribute('href', '/users/beat_baerner');
    expect(within(item).getByText('hat dir ein Geschenk geschickt.')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Zu deinen Geschenken' })).toHaveAttribute('href', '/gifts');
  });

  it('tells that a wait-listed reservation is now confirmed (from the venue, no actor) and leads to the reservations', async () => {
    const item = await show({
      id: 'n11',
      kind: 'RESERVATION_PROMOTED',
      createdAt: '2026-03-01T18:30:00.000Z',
      readAt: null,
      actor: null,
      reservation: { kind: 'EVENT', date: '2026-03-13', event: { id: 'e1', slug: 'paerli-abend', titleDe: 'Pärli-Abend', titleEn: 'Couples’ evening' } },
    });
    expect(within(item).getByText('Gute Nachricht: Deine Reservation für Pärli-Abend ist jetzt bestätigt.')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Zu deinen Reservationen' })).toHaveAttribute('href', '/reservations');
  });
});
