import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { WriteButton } from './WriteButton.js';

// jsdom has no font loading API; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

const nadja = { __typename: 'UserWithAvatar', id: '00000000-0000-4000-8000-0000000000d1', slug: 'nadja_lu', username: 'Nadja_LU', sex: 'F', isPremium: false, isVerified: false, isAllowedToVisit: true, avatar: null };

describe('the write-message dialog', () => {
  it('opens from the profile with a named close button (keyboard and screen readers can leave it)', async () => {
    const server = fakeGraphQLServer({
      ConversationWith: () => ({ data: { conversationWith: { __typename: 'ConversationContact', id: nadja.id, refusal: null, member: nadja, conversation: null } } }),
    });
    const i18n = await testI18n();
    const router = createMemoryRouter([{ path: '/users/:slug', element: <WriteButton slug="nadja_lu" /> }], { initialEntries: ['/users/nadja_lu'] });
    renderWithProviders(<RouterProvider router={router} />, { i18n, session: testSession(server.fetch) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nachricht schreiben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nachricht an Nadja_LU' });
    await user.click(within(dialog).getByRole('button', { name: 'Schliessen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
