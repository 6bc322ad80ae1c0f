import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import { readCart, withCount, writeCart } from './cart.js';
import type { Gift } from './operations.js';
import { DRINK } from './test-fixtures.js';

// /gifts (issue 17): the shop, the cart in a cookie (spec §3), the checkout, the gifts in hand.

const DINNER: Gift = { ...DRINK, id: '00000000-0000-4000-8000-000000000002', nameDe: 'Abendessen für zwei', nameEn: 'Dinner for two', priceRappen: 12000, stock: 0, soldOut: true };

const IN_HAND = { __typename: 'OwnedGift', id: 'o1', priceRappen: 1500, createdAt: '2026-11-20T10:00:00.000Z', voucherCode: 'K7PX-3MQ9-TZ', redeemedAt: null, gift: DRINK };

async function open(opts: { verified: boolean; checkout?: () => unknown; open?: unknown[]; sent?: unknown[]; mine?: unknown[] }) {
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: member({ isVerified: opts.verified }) } }),
    GiftShop: () => ({
      data: {
        giftShop: { __typename: 'GiftShop', gifts: [DRINK, DINNER], canBuy: opts.verified, buyRefusal: opts.verified ? null : 'NEED_VERIFIED' },
        myGifts: opts.mine ?? [IN_HAND],
        openGifts: opts.open ?? [],
        sentGifts: opts.sent ?? [],
      },
    }),
    GiftFriends: () => ({ data: { friends: { __typename: 'FriendshipConnection', nodes: [{ __typename: 'FriendshipListItem', id: 'f1', member: { __typename: 'UserWithAvatar', id: 'ben-id', username: 'Ben_ZH' } }] } } }),
    SendGift: ({ variables }) => ({ data: { sendGift: { __typename: 'GiftSending', id: `s-${String(variables.giftId)}`, state: 'UNOPENED' } } }),
    AcceptGift: ({ variables }) => ({ data: { acceptGift: { __typename: 'GiftSending', id: variables.id, state: 'ACCEPTED' } } }),
    TakeBackGift: ({ variables }) => ({ data: { takeBackGift: { __typename: 'GiftSending', id: variables.id, state: 'RETURNED' } } }),
    CheckoutGifts: (opts.checkout ?? (() => ({ data: { checkoutGifts: { __typename: 'CheckoutStart', paymentId: 'p1', url: 'http://pay.test/checkout/p1' } } }))) as never,
  });
  const i18n = await testI18n('de');
  const session = testSession(server.fetch);
  const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: ['/gifts'] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  return { server };
}

afterEach(() => writeCart([]));

describe('the gift cart cookie', () => {
  it('keeps ids and counts; damaged or forged content reads as nothing', () => {
    expect(readCart(`a=1; gift_cart=${encodeURIComponent(JSON.stringify([{ id: 'x', count: 2 }]))}`)).toEqual([{ id: 'x', count: 2 }]);
    expect(readCart('gift_cart=%7Bnot-json')).toEqual([]);
    expect(readCart(`gift_cart=${encodeURIComponent(JSON.stringify([{ id: 'x', count: 99 }, { id: 'y', count: -1 }, { id: 'z', count: 1, priceRappen: 1 }]))}`)).toEqual([{ id: 'z', count: 1 }]);
    expect(withCount([{ id: 'x', count: 1 }], 'x', 0)).toEqual([]);
    expect(withCount([], 'x', 50)).toEqual([{ id: 'x', count: 10 }]);
  });
});

describe('gift shop', () => {
  it('a verified member puts two drinks in the cart (kept in the cookie) and goes to the checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { server } = await open({ verified: true });
    const add = await screen.findByRole('button', { name: 'Drink an der Bar in den Warenkorb' });
    expect(screen.queryByRole('button', { name: 'Abendessen für zwei in den Warenkorb' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Ausverkauft').length).toBeGreaterThan(0);
    await userEvent.click(add);
    await userEvent.click(screen.getByRole('button', { name: 'Ein Drink an der Bar mehr' }));
    expect(readCart()).toEqual([{ id: DRINK.id, count: 2 }]);
    expect(screen.getByText('Total CHF 30.–')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zur Kasse' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://pay.test/checkout/p1'));
    expect(server.calls('CheckoutGifts')[0]!.variables).toEqual({ items: [{ id: DRINK.id, count: 2 }] });
    vi.unstubAllGlobals();
  });

  it('shows the gifts in hand', async () => {
    await open({ verified: true });
    expect(await screen.findByRole('heading', { name: 'Meine Geschenke' })).toBeInTheDocument();
    expect(screen.getAllByText('Drink an der Bar').length).toBeGreaterThanOrEqual(2);
  });

  it('an unverified member sees the shop and is told how to become verified when trying to buy', async () => {
    await open({ verified: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Drink an der Bar in den Warenkorb' }));
    expect(await screen.findByText('Geschenke für verifizierte Mitglieder')).toBeInTheDocument();
    expect(readCart()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Zur Kasse' })).not.toBeInTheDocument();
  });

  it('a refused checkout is explained in words', async () => {
    writeCart([{ id: DRINK.id, count: 1 }]);
    await open({ verified: true, checkout: () => ({ errors: [{ message: 'GIFT_SOLD_OUT', extensions: { code: 'GIFT_SOLD_OUT' } }] }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Zur Kasse' }));
    expect(await screen.findByText('Von einem Geschenk im Warenkorb sind nicht mehr genug übrig.')).toBeInTheDocument();
  });

  it('sends a gift in hand to a friend with a note', async () => {
    const { server } = await open({ verified: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Drink an der Bar verschenken' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /^An/ }), 'Ben_ZH');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notiz (optional)' }), 'Prost!');
    await userEvent.click(screen.getByRole('button', { name: 'Geschenk senden' }));
    await waitFor(() => expect(server.calls('SendGift')).toHaveLength(1));
    expect(server.calls('SendGift')[0]!.variables).toEqual({ giftId: 'o1', recipientId: 'ben-id', note: 'Prost!' });
    expect(await screen.findByText('Geschenk gesendet.')).toBeInTheDocument();
  });

  it('a gift in hand shows its voucher code and QR code for the bar; a redeemed one says when, without code or sending', async () => {
    const sauna = { ...DRINK, id: '00000000-0000-4000-8000-000000000003', nameDe: 'Sauna-Eintritt', nameEn: 'Sauna entry' };
    await open({ verified: true, mine: [IN_HAND, { ...IN_HAND, id: 'o2', gift: sauna, voucherCode: null, redeemedAt: '2026-11-21T19:30:00.000Z' }] });
    expect(await screen.findByText(/^Eingelöst am 21\.11\.2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sauna-Eintritt an der Bar einlösen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sauna-Eintritt verschenken' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Drink an der Bar an der Bar einlösen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Einlösen an der Bar: Drink an der Bar' });
    expect(dialog).toHaveTextContent('K7PX-3MQ9-TZ');
    const qr = await screen.findByRole('img', { name: 'QR-Code des Gutscheins K7PX-3MQ9-TZ' });
    expect(qr.querySelector('svg')).not.toBeNull();
  });

  const transfer = (over: Record<string, unknown>) => ({ __typename: 'GiftTransfer', id: 't1', note: 'Für dich', state: 'UNOPENED', sentAt: '2026-11-01T10:00:00.000Z', canTakeBack: false, gift: DRINK, member: { __typename: 'GiftMember', id: 'm1', username: 'Carla_BE', slug: 'carla_be' }, ...over });

  it('an open gift is accepted; a sent one shows its state in words and, when old enough, can be taken back', async () => {
    const { server } = await open({ verified: true, open: [transfer({})], sent: [transfer({ id: 't2', canTakeBack: true }), transfer({ id: 't3', state: 'DECLINED' })] });
    expect(await screen.findByText('Drink an der Bar von Carla_BE')).toBeInTheDocument();
    expect(screen.getByText('Für dich', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Ungeöffnet')).toBeInTheDocument();
    expect(screen.getByText('Abgelehnt')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Annehmen' }));
    await waitFor(() => expect(server.calls('AcceptGift')[0]!.variables).toEqual({ id: 't1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zurücknehmen' }));
    await waitFor(() => expect(server.calls('TakeBackGift')[0]!.variables).toEqual({ id: 't2' }));
  });
});
