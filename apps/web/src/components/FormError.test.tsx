import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders, testI18n, testSession } from '../test/render.js';
import { fakeGraphQLServer } from '../test/fake-server.js';
import { FormError } from './FormError.js';

async function show(code: string | null, language: 'de' | 'en' = 'de') {
  const i18n = await testI18n(language);
  return renderWithProviders(
    <MemoryRouter>
      <FormError code={code}>Nicht erlaubt.</FormError>
    </MemoryRouter>,
    { i18n, session: testSession(fakeGraphQLServer({}).fetch) },
  );
}

describe('a form error', () => {
  it('offers "Verifizieren" to /premium when the refusal is NEED_VERIFIED (spec §8)', async () => {
    await show('NEED_VERIFIED');
    expect(screen.getByRole('alert')).toHaveTextContent('Nicht erlaubt.');
    expect(screen.getByRole('link', { name: 'Verifizieren' })).toHaveAttribute('href', '/premium#verification');
  });

  it('in English too', async () => {
    await show('NEED_VERIFIED', 'en');
    expect(screen.getByRole('link', { name: 'Verify' })).toBeInTheDocument();
  });

  it('offers nothing for other refusals', async () => {
    await show('NOT_ALLOWED');
    expect(screen.getByRole('alert')).toHaveTextContent('Nicht erlaubt.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
