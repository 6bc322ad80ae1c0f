import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { GraphQLError } from 'graphql';
import { renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { GuestbookEntryForm } from './GuestbookEntryForm.js';
import type { GuestbookEntryInput, GuestbookEvent } from './operations.js';

// jsdom has no font loading API; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

const EVENTS: GuestbookEvent[] = [{ id: '6f9c1d0e-0000-4000-8000-0000000000e1', slug: 'herbstfest', titleDe: 'Herbstfest', titleEn: 'Autumn party', startsAt: '2025-10-17T17:00:00.000Z' }];

type Submit = (input: GuestbookEntryInput) => Promise<CombinedError | undefined>;

async function setup(onSubmit: Submit = vi.fn(async () => undefined), language: 'de' | 'en' = 'de') {
  const i18n = await testI18n(language);
  const session = testSession(fakeGraphQLServer({}).fetch);
  const submit = vi.fn(onSubmit);
  renderWithProviders(<GuestbookEntryForm events={EVENTS} submitLabel={language === 'de' ? 'Eintrag senden' : 'Send entry'} onSubmit={submit} />, { i18n, session });
  return { user: userEvent.setup(), submit };
}

function serverError(extensions: Record<string, unknown>) {
  return new CombinedError({ graphQLErrors: [new GraphQLError(String(extensions.code), { extensions })] });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Titel/), 'Schöner Abend');
  await user.type(screen.getByLabelText(/^Dein Eintrag/), 'Sauna, Apéro und nette Leute.');
}

describe('guestbook entry form', () => {
  it('offers the rating 0 to 3 as a labelled radio group, reachable by keyboard', async () => {
    await setup();
    const group = screen.getByRole('radiogroup', { name: /Bewertung/ });
    const options = within(group).getAllByRole('radio');
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['0', '1', '2', '3']);
    expect(within(group).getByRole('radio', { name: '2 Sterne – gut' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: '0 Sterne – enttäuschend' })).toBeInTheDocument();
  });

  it('requires a rating: without one nothing is sent and the group says why', async () => {
    const { user, submit } = await setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Eintrag senden' }));
    expect(await screen.findByText('Bitte wähle eine Bewertung von 0 bis 3 Sternen.')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('checks title and text with the shared limits as fields are left', async () => {
    const { user } = await setup(undefined, 'en');
    await user.type(screen.getByLabelText(/^Title/), 'ab');
    await user.type(screen.getByLabelText(/^Your entry/), 'short');
    await user.tab();
    expect(await screen.findByText('The title is too short (at least 3 characters).')).toBeInTheDocument();
    expect(screen.getByText('The text is too short (at least 10 characters).')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends title, text, rating and the chosen event (a date and an event exclude each other)', async () => {
    const { user, submit } = await setup();
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: '2 Sterne – gut' }));
    await user.selectOptions(screen.getByLabelText('Anlass'), EVENTS[0]!.id);
    await user.click(screen.getByRole('button', { name: 'Eintrag senden' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith({ title: 'Schöner Abend', body: 'Sauna, Apéro und nette Leute.', rating: 2, visitDate: null, eventId: EVENTS[0]!.id });
  });

  it('shows the server’s field errors, translated, with the spec’s sentence', async () => {
    const { user } = await setup(async () =>
      serverError({ code: 'GUESTBOOK_NOT_SAVED', fields: [{ field: 'rating', code: 'GUESTBOOK_RATING_INVALID' }, { field: 'eventId', code: 'GUESTBOOK_EVENT_NOT_FOUND' }] }),
    );
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: '3 Sterne – hervorragend' }));
    await user.click(screen.getByRole('button', { name: 'Eintrag senden' }));
    expect(await screen.findByText('Die Bewertung muss eine ganze Zahl von 0 bis 3 sein.')).toBeInTheDocument();
    expect(screen.getByText('Diesen Anlass gibt es nicht (mehr).')).toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Ihr Gästebucheintrag konnte nicht gespeichert werden');
  });

  it('a failure without a field says the spec’s sentence and the reason, in English too', async () => {
    const { user } = await setup(async () => serverError({ code: 'RATE_LIMITED', retryAfterSeconds: 3600 }), 'en');
    await user.type(screen.getByLabelText(/^Title/), 'Lovely evening');
    await user.type(screen.getByLabelText(/^Your entry/), 'Saunas, drinks and friendly people.');
    await user.click(screen.getByRole('radio', { name: '1 star – all right' }));
    await user.click(screen.getByRole('button', { name: 'Send entry' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your guestbook entry could not be saved');
    expect(alert).toHaveTextContent('Too many');
  });
});
