import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { GiveGiftButton } from './GiveGiftButton.js';
import { DRINK } from './test-fixtures.js';

// "Geschenk senden" on a member's profile (issue 17): a gift in hand goes to that member with a note.

const owned = (id: string, redeemedAt: string | null, gift = DRINK) => ({ __typename: 'OwnedGift', id, priceRappen: gift.priceRappen, createdAt: '2026-11-20T18:00:00.000Z', voucherCode: redeemedAt ? null : 'K7PX-3MQ9-TZ', redeemedAt, gift });
const SAUNA = { ...DRINK, id: '00000000-0000-4000-8000-000000000002', nameDe: 'Sauna-Eintritt', nameEn: 'Sauna entry', priceRappen: 3500 };

async function open(myGifts: unknown[]) {
  const server = fakeGraphQLServer({
    GiftsInHand: () => ({ data: { myGifts } }),
    SendGift: () => ({ data: { sendGift: { __typename: 'GiftTransfer', id: 't1', state: 'UNOPENED' } } }),
  });
  renderWithProviders(
    <MemoryRouter>
      <GiveGiftButton member={{ id: 'ben-id', username: 'Ben_BE' }} />
    </MemoryRouter>,
    { i18n: await testI18n('de'), session: testSession(server.fetch) },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Geschenk senden' }));
  return { server, dialog: await screen.findByRole('dialog', { name: 'Ein Geschenk für Ben_BE' }) };
}

describe('giving a gift from a profile', () => {
  it('offers the gifts in hand (not redeemed ones) and sends the chosen one with a note', async () => {
    const { server, dialog } = await open([owned('o1', null), owned('o2', '2026-11-21T20:00:00.000Z', SAUNA), owned('o3', null, SAUNA)]);
    const choices = await within(dialog).findAllByRole('radio');
    expect(choices.map((c) => c.getAttribute('value'))).toEqual(['o1', 'o3']);
    const submit = within(dialog).getByRole('button', { name: 'An Ben_BE senden' });
    expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sauna-Eintritt' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Notiz/ }), 'Bis bald!');
    await userEvent.click(submit);
    await waitFor(() => expect(server.calls('SendGift')).toHaveLength(1));
    expect(server.calls('SendGift')[0]!.variables).toEqual({ giftId: 'o3', recipientId: 'ben-id', note: 'Bis bald!' });
    expect(await screen.findByText('Dein Geschenk ist unterwegs zu Ben_BE.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('with nothing to give: says so and leads to the shop', async () => {
    const { dialog } = await open([owned('o2', '2026-11-21T20:00:00.000Z')]);
    expect(await within(dialog).findByText('Du hast gerade keine Geschenke, die du verschenken kannst.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Zum Geschenke-Shop' })).toHaveAttribute('href', '/gifts');
  });
});
