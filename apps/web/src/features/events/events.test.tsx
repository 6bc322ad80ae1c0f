import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import type { VenueEventDetail } from './operations.js';

function event(overrides: Partial<VenueEventDetail> = {}): VenueEventDetail {
  return {
    __typename: 'Event',
    id: '00000000-0000-4000-8000-0000000000e1',
    slug: 'paerli-abend',
    titleDe: 'Pärli-Abend',
    titleEn: 'Couples’ evening',
    descriptionDe: 'Apéro und *Whirlpools*.',
    descriptionEn: 'Drinks and *whirlpools*.',
    descriptionHtmlDe: '<p>Apéro und <em>Whirlpools</em>.</p>',
    descriptionHtmlEn: '<p>Drinks and <em>whirlpools</em>.</p>',
    dressCodeDe: 'Festlich',
    dressCodeEn: 'Formal',
    // 19:00 to 02:00 Swiss summer time (UTC+2).
    startsAt: '2026-06-12T17:00:00.000Z',
    endsAt: '2026-06-13T00:00:00.000Z',
    coupleOnly: true,
    capacity: null,
    priceManRappen: null,
    priceWomanRappen: null,
    priceCoupleRappen: 9050,
    imageKey: null,
    imageWidth: null,
    imageHeight: null,
    publishedAt: '2026-05-01T08:00:00.000Z',
    state: 'PUBLISHED',
    ...overrides,
  };
}

async function open(path: string, language: 'de' | 'en' = 'de') {
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: null } }),
    Events: ({ variables }) => ({
      data: {
        events: {
          __typename: 'EventConnection',
          nodes: variables.when === 'PAST' ? [event({ id: '00000000-0000-4000-8000-0000000000e2', slug: 'herbstfest', titleDe: 'Herbstfest', coupleOnly: false })] : [event()],
          endCursor: null,
          hasNextPage: false,
        },
      },
    }),
    Event: ({ variables }) => ({ data: { event: variables.slug === 'paerli-abend' ? event() : null } }),
  });
  const i18n = await testI18n(language);
  const session = testSession(server.fetch);
  const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  return { router, server };
}

describe('event pages', () => {
  it('shows date and time in Swiss time, dress code, couple-only in words and prices in CHF', async () => {
    await open('/events/paerli-abend');
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1, name: 'Pärli-Abend' })).toBeInTheDocument();
    expect(within(article).getByText('Fr., 12. Juni 2026, 19:00–02:00')).toBeInTheDocument();
    expect(within(article).getByText('Festlich')).toBeInTheDocument();
    expect(within(article).getByText('Zutritt nur für Paare.')).toBeInTheDocument();
    const prices = within(article).getByRole('table', { name: 'Eintritt' });
    expect(within(prices).getByRole('row', { name: /Paare/ })).toHaveTextContent('CHF 90.50');
    // Said once: no badge and no "kein Zutritt" rows repeating it on a couples' evening.
    expect(within(article).getAllByText(/nur für Paare/i)).toHaveLength(1);
    expect(within(prices).queryByRole('row', { name: /Männer/ })).not.toBeInTheDocument();
  });

  it('speaks English when English is chosen', async () => {
    await open('/events/paerli-abend', 'en');
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1, name: 'Couples’ evening' })).toBeInTheDocument();
    expect(within(article).getByText('Fri, 12 June 2026, 19:00–02:00')).toBeInTheDocument();
    expect(within(article).getByText('Entry for couples only.')).toBeInTheDocument();
  });

  it('lists upcoming events first and past ones in their own tab', async () => {
    const { router, server } = await open('/events');
    expect(await screen.findByRole('link', { name: 'Pärli-Abend' })).toHaveAttribute('href', '/events/paerli-abend');
    await userEvent.click(screen.getByRole('tab', { name: 'Vergangene' }));
    expect(await screen.findByRole('link', { name: 'Herbstfest' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?when=past');
    expect(server.calls('Events').map((c) => c.variables.when)).toEqual(['UPCOMING', 'PAST']);
  });

  it('shows the not-found page for an unknown slug', async () => {
    await open('/events/gibt-es-nicht');
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });
});
