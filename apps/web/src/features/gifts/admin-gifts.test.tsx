import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import type { Gift } from './operations.js';
import { DRINK } from './test-fixtures.js';

// /admin/gifts (issue 17): staff keep the gift shop's catalogue.

const DINNER: Gift = { ...DRINK, id: '00000000-0000-4000-8000-000000000002', nameDe: 'Abendessen für zwei', nameEn: 'Dinner for two', priceRappen: 12000, active: false, stock: 0, soldOut: true };

async function open(path: string, createGift: () => unknown = () => ({ data: { createGift: DRINK } })) {
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: member({ admin: true, sex: null, slug: 'admin_venue' }) } }),
    AdminGifts: () => ({ data: { adminGifts: [DRINK, DINNER] } }),
    AdminGift: () => ({ data: { adminGift: DRINK } }),
    CreateGift: createGift as never,
    UpdateGift: ({ variables }) => ({ data: { updateGift: { ...DRINK, ...(variables.input as object) } } }),
  });
  const i18n = await testI18n('de');
  const session = testSession(server.fetch);
  const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  return { router, server };
}

describe('staff: gift catalogue', () => {
  it('lists the gifts with price, stock and state in words; each opens its form', async () => {
    await open('/admin/gifts');
    expect(await screen.findByRole('link', { name: 'Drink an der Bar' })).toHaveAttribute('href', `/admin/gifts/${DRINK.id}/edit`);
    expect(screen.getByText('A drink at the bar · CHF 15.– · Bestand unbegrenzt')).toBeInTheDocument();
    expect(screen.getByText('Dinner for two · CHF 120.– · Ausverkauft')).toBeInTheDocument();
    expect(screen.getByText('Aktiv')).toBeInTheDocument();
    expect(screen.getByText('Inaktiv')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neues Geschenk' })).toHaveAttribute('href', '/admin/gifts/new');
  });

  it('checks the form before sending: a missing name and price are explained, nothing is sent', async () => {
    const { server } = await open('/admin/gifts/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
    expect((await screen.findAllByText('Bitte gib einen Namen mit 1 bis 80 Zeichen ein.')).length).toBe(2);
    expect(screen.getByText('Der Preis muss zwischen CHF 1.– und CHF 1000.– liegen.')).toBeInTheDocument();
    expect(server.calls('CreateGift')).toHaveLength(0);
  });

  it('adds a gift with its price in Rappen and goes back to the list', async () => {
    const { server, router } = await open('/admin/gifts/new');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name (Deutsch)' }), 'Drink an der Bar');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name (Englisch)' }), 'A drink at the bar');
    await userEvent.type(screen.getByRole('textbox', { name: 'Beschreibung (Deutsch)' }), 'Ein Drink nach Wahl.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Beschreibung (Englisch)' }), 'A drink of your choice.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Preis' }), '15.50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Bestand (optional)' }), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/gifts'));
    expect(server.calls('CreateGift')[0]!.variables.input).toEqual({
      nameDe: 'Drink an der Bar',
      nameEn: 'A drink at the bar',
      descriptionDe: 'Ein Drink nach Wahl.',
      descriptionEn: 'A drink of your choice.',
      priceRappen: 1550,
      active: true,
      stock: 30,
      imageKey: null,
    });
  });

  it('shows the server’s refusal at the field it concerns', async () => {
    await open('/admin/gifts/new', () => ({ errors: [{ message: 'GIFT_PRICE_INVALID', extensions: { code: 'GIFT_PRICE_INVALID', fields: [{ field: 'priceRappen', code: 'GIFT_PRICE_INVALID' }] } }] }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name (Deutsch)' }), 'Drink');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name (Englisch)' }), 'Drink');
    await userEvent.type(screen.getByRole('textbox', { name: 'Beschreibung (Deutsch)' }), 'Ein Drink.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Beschreibung (Englisch)' }), 'A drink.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Preis' }), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Preis muss zwischen CHF 1.– und CHF 1000.– liegen.')).toBeInTheDocument();
  });
});
