import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import type { CurrentUser } from '../../app/session/operations.js';
import type { PremiumStatus } from './operations.js';

type Typed = PremiumStatus & { __typename: string };

const OFFER: Typed = {
  __typename: 'PremiumStatus',
  isPremium: false,
  trialDays: 7,
  trialPriceRappen: 1000,
  hasChargeableMethod: false,
  subscription: null,
  nextCharge: null,
  packages: [
    { months: 1, priceRappen: 1000, monthlyRappen: 1000 },
    { months: 3, priceRappen: 2700, monthlyRappen: 900 },
    { months: 12, priceRappen: 9600, monthlyRappen: 800 },
  ].map((p) => ({ __typename: 'PremiumPackageOffer', ...p })),
  viewerCan: { __typename: 'PremiumViewerCan', buy: true, startTrial: true, cancel: false, resume: false, changePackage: false } as PremiumStatus['viewerCan'],
};

const CANCELLED: Typed = {
  ...OFFER,
  isPremium: true,
  hasChargeableMethod: true,
  subscription: { __typename: 'PremiumSubscription', id: 's1', state: 'CANCELLED', packageMonths: 3, trialEndsAt: null, currentPeriodEnd: '2027-02-26T10:00:00.000Z', cancelAtPeriodEnd: true, autoRenew: true, renewalAttempts: 0, endedAt: null } as PremiumStatus['subscription'],
  viewerCan: { __typename: 'PremiumViewerCan', buy: false, startTrial: false, cancel: false, resume: true, changePackage: false } as PremiumStatus['viewerCan'],
};

async function openPremium(currentUser: CurrentUser, premium: Typed = OFFER) {
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser } }),
    Premium: () => ({ data: { premium } }),
    MyVerification: () => ({ data: { myVerification: { __typename: 'MyVerification', canStart: false, startRefusal: null, requests: [] } } }),
  });
  const i18n = await testI18n('de');
  const session = testSession(server.fetch);
  const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: ['/premium'] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  await screen.findByRole('heading', { level: 1, name: 'Premium' }, { timeout: 5000 });
}

describe('/premium: the subscription part', () => {
  it('offers the packages with the staff’s prices and the trial', async () => {
    await openPremium(member());
    const offers = await screen.findByRole('region', { name: 'Premium-Abo' });
    expect(within(offers).getByText('CHF 27.–')).toBeInTheDocument();
    expect(within(offers).getByText('CHF 9.– pro Monat')).toBeInTheDocument();
    expect(within(offers).getByRole('button', { name: 'Premium für 3 Monate kaufen' })).toBeInTheDocument();
    expect(within(offers).getByRole('button', { name: 'Premium für 1 Monat kaufen' })).toBeInTheDocument();
    expect(within(offers).getByText('7 Tage gratis testen')).toBeInTheDocument();
    expect(within(offers).getByRole('button', { name: 'Gratis testen' })).toBeInTheDocument();
  });

  it('a cancelled subscription shows until when access lasts and offers to undo, not to cancel again', async () => {
    await openPremium(member({ isPremium: true }), CANCELLED);
    const section = await screen.findByRole('region', { name: 'Premium-Abo' });
    expect(within(section).getByText('Gekündigt')).toBeInTheDocument();
    expect(within(section).getByText(/bleibt bis am 26. Februar 2027/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Kündigung zurücknehmen' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Abo kündigen' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /kaufen/ })).not.toBeInTheDocument();
  });
});
