import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import type { GiftVoucher } from './operations.js';
import { DRINK } from './test-fixtures.js';

// /admin/gifts/redeem (issue 17 part 4): staff type a voucher code, see what and whose it is, redeem it.

const VOUCHER = { __typename: 'GiftVoucher', id: 'o1', code: 'K7PX-3MQ9-TZ', ownerUsername: 'Ueli_ZH', priceRappen: 1500, redeemedAt: null, sentUnopened: false, gift: DRINK } as GiftVoucher;
const refusal = (code: string, until?: string) => ({ errors: [{ message: code, extensions: { code, ...(until ? { until } : {}) } }] });

async function open(responders: { look?: (code: string) => unknown; redeem?: () => unknown }) {
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: member({ admin: true, sex: null, slug: 'admin_venue' }) } }),
    PendingVerificationCount: () => ({ data: { adminPendingVerificationCount: 0 } }),
    GiftVoucher: (({ variables }: { variables: Record<string, unknown> }) => (responders.look ?? (() => ({ data: { giftVoucher: VOUCHER } })))(String(variables.code))) as never,
    RedeemGift: (responders.redeem ?? (() => ({ data: { redeemGift: { ...VOUCHER, redeemedAt: '2026-11-26T21:00:00.000Z' } } }))) as never,
  });
  const i18n = await testI18n('de');
  const session = testSession(server.fetch);
  const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: ['/admin/gifts/redeem'] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  return { server };
}

async function lookUp(code: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Gutscheincode' }), code);
  await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
}

describe('staff: redeeming a voucher', () => {
  it('the staff navigation leads here (and only this entry is current); a typed code shows gift, owner and price; redeemed once', async () => {
    const { server } = await open({});
    const nav = await screen.findByRole('navigation', { name: 'Staff-Navigation' });
    const link = within(nav).getByRole('link', { name: 'Gutschein einlösen' });
    expect(link).toHaveAttribute('href', '/admin/gifts/redeem');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Geschenke' })).not.toHaveAttribute('aria-current');

    await lookUp('k7px 3mq9tz');
    expect(await screen.findByRole('heading', { name: 'Drink an der Bar' })).toBeInTheDocument();
    expect(screen.getByText('Für Ueli_ZH')).toBeInTheDocument();
    expect(screen.getByText('K7PX-3MQ9-TZ · CHF 15.–')).toBeInTheDocument();
    expect(screen.getByText('Gültig')).toBeInTheDocument();
    expect(server.calls('GiftVoucher')[0]!.variables).toEqual({ code: 'k7px 3mq9tz' });

    await userEvent.click(screen.getByRole('button', { name: 'Als eingelöst markieren' }));
    expect(await screen.findByText(/^Eingelöst am 26\.11\.2026, 22:00/)).toBeInTheDocument();
    expect(server.calls('RedeemGift')[0]!.variables).toEqual({ code: 'K7PX-3MQ9-TZ' });
    expect(screen.queryByRole('button', { name: 'Als eingelöst markieren' })).not.toBeInTheDocument();
  });

  it('an unknown code is said in words', async () => {
    await open({ look: () => refusal('GIFT_VOUCHER_UNKNOWN') });
    await lookUp('ZZZZ-ZZZZ-ZZ');
    expect(await screen.findByRole('alert')).toHaveTextContent('Diesen Gutscheincode gibt es nicht. Bitte prüfe die Eingabe.');
  });

  it('redeemed meanwhile on another device: told when, nothing else happens', async () => {
    await open({ redeem: () => refusal('GIFT_ALREADY_REDEEMED', '2026-11-26T20:45:00.000Z') });
    await lookUp('K7PX-3MQ9-TZ');
    await userEvent.click(await screen.findByRole('button', { name: 'Als eingelöst markieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieses Geschenk wurde bereits am 26.11.2026, 21:45 eingelöst.');
    expect(screen.getByText('Eingelöst')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Als eingelöst markieren' })).not.toBeInTheDocument();
  });

  it('a sent, unopened gift cannot be redeemed: said, without the button', async () => {
    await open({ look: () => ({ data: { giftVoucher: { ...VOUCHER, sentUnopened: true } } }) });
    await lookUp('K7PX-3MQ9-TZ');
    expect(await screen.findByText(/gerade verschickt und noch nicht angenommen/)).toBeInTheDocument();
    expect(screen.getByText('Verschickt')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Als eingelöst markieren' })).not.toBeInTheDocument());
  });

  describe('the camera', () => {
    const withCamera = (getUserMedia: () => Promise<MediaStream>) => {
      Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn(getUserMedia) }, configurable: true });
      onTestFinished(() => {
        Reflect.deleteProperty(navigator, 'mediaDevices');
      });
    };

    it('without a camera in the browser there is no scan button', async () => {
      await open({});
      await screen.findByRole('textbox', { name: 'Gutscheincode' });
      expect(screen.queryByRole('button', { name: 'Mit der Kamera scannen' })).not.toBeInTheDocument();
    });

    it('access refused: says so and how to go on; typing still works', async () => {
      withCamera(() => Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' })));
      await open({});
      await userEvent.click(await screen.findByRole('button', { name: 'Mit der Kamera scannen' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Kein Zugriff auf die Kamera. Erlaube ihn in den Browser-Einstellungen oder tippe den Code ein.');
      await userEvent.click(screen.getByRole('button', { name: 'Kamera schliessen' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await lookUp('K7PX3MQ9TZ');
      expect(await screen.findByRole('heading', { name: 'Drink an der Bar' })).toBeInTheDocument();
    });
  });
});
