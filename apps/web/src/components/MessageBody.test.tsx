import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders, testI18n, testSession } from '../test/render.js';
import { fakeGraphQLServer } from '../test/fake-server.js';
import { MessageBody } from './MessageBody.js';

async function show(body: string) {
  const i18n = await testI18n('de');
  return renderWithProviders(
    <MemoryRouter>
      <MessageBody body={body} />
    </MemoryRouter>,
    { i18n, session: testSession(fakeGraphQLServer({}).fetch) },
  );
}

describe('a message body', () => {
  it('shows markup as text, never as elements', async () => {
    const { container } = await show('<img src=x onerror="window.hacked=1"> <b>fett</b>');
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByText('<img src=x onerror="window.hacked=1"> <b>fett</b>', { exact: false })).toBeInTheDocument();
  });

  it('shows a picture linked from this site, described; a picture elsewhere stays a link', async () => {
    await show(`${window.location.origin}/media/abc/640.webp und https://elsewhere.example/a.png`);
    expect(screen.getByRole('img', { name: 'Bild in der Nachricht (öffnet in neuem Tab)' })).toHaveAttribute('src', '/media/abc/640.webp');
    const link = screen.getByRole('link', { name: 'https://elsewhere.example/a.png' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
