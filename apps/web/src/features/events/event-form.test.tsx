import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { EventForm } from './EventForm.js';
import type { EventInput, VenueEvent } from './operations.js';

// Issue 14: the event editor's capacity (people in total; empty = unlimited).

const EVENT: VenueEvent = {
  __typename: 'Event',
  id: '00000000-0000-4000-8000-0000000000e1',
  slug: 'black-white',
  titleDe: 'Black & White Night',
  titleEn: 'Black & White Night',
  descriptionDe: 'Abend',
  descriptionEn: 'Evening',
  dressCodeDe: null,
  dressCodeEn: null,
  startsAt: '2026-12-01T19:00:00.000Z',
  endsAt: null,
  coupleOnly: false,
  capacity: null,
  priceManRappen: 8000,
  priceWomanRappen: 2000,
  priceCoupleRappen: 6000,
  imageKey: null,
  imageWidth: null,
  imageHeight: null,
  publishedAt: null,
  state: 'DRAFT',
};

async function renderForm(event: VenueEvent) {
  const onSave = vi.fn(async (_input: EventInput) => undefined);
  const i18n = await testI18n('de');
  renderWithProviders(<EventForm event={event} onSave={onSave} />, { i18n, session: testSession(fakeGraphQLServer({}).fetch) });
  return onSave;
}

describe('the event editor: capacity', () => {
  beforeAll(() => {
    // jsdom has no document.fonts; the descriptions' autosizing text areas listen to it.
    if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() } });
  });

  it('sends an empty capacity as unlimited and a number as people', async () => {
    const onSave = await renderForm(EVENT);
    const capacity = screen.getByRole('textbox', { name: /^Kapazität \(Personen\)/ });
    expect(capacity).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].capacity).toBeNull();
    await userEvent.type(capacity, '40');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]![0].capacity).toBe(40);
  });

  it('refuses a capacity that is not a whole number from 1, without saving', async () => {
    const onSave = await renderForm({ ...EVENT, capacity: 60 });
    const capacity = screen.getByRole('textbox', { name: /^Kapazität \(Personen\)/ });
    expect(capacity).toHaveValue('60');
    for (const bad of ['0', 'viele']) {
      await userEvent.clear(capacity);
      await userEvent.type(capacity, bad);
      await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
      expect(await screen.findByText(/^Die Kapazität muss eine ganze Zahl ab 1 sein/)).toBeInTheDocument();
    }
    expect(onSave).not.toHaveBeenCalled();
  });
});
