import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { MarkdownField } from './MarkdownField.js';

// jsdom has no font loading API; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

// The page editor's text field: a small Markdown toolbar and a live preview from the server's renderer.

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <MarkdownField label="Text (Deutsch)" language="de" value={value} onChange={setValue} />;
}

async function open(initial: string) {
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: member({ admin: true, sex: null }) } }),
    // The server's renderer, as far as this test needs it.
    MarkdownPreview: ({ variables }) => ({ data: { markdownPreview: `<p>${String(variables.markdown).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</p>` } }),
  });
  const i18n = await testI18n('de');
  renderWithProviders(
    <MemoryRouter>
      <Harness initial={initial} />
    </MemoryRouter>,
    { i18n, session: testSession(server.fetch) },
  );
  return server;
}

describe('Markdown field', () => {
  it('makes the selected word bold with the toolbar, and the preview shows it rendered', async () => {
    const server = await open('Willkommen im Garten');
    const area = screen.getByRole('textbox', { name: 'Text (Deutsch)' }) as HTMLTextAreaElement;
    expect(screen.getByRole('toolbar', { name: 'Formatierung: Text (Deutsch)' })).toBeInTheDocument();
    area.focus();
    area.setSelectionRange(14, 20);
    await userEvent.click(screen.getByRole('button', { name: 'Fett' }));
    expect(area.value).toBe('Willkommen im **Garten**');
    const preview = screen.getByRole('region', { name: 'Vorschau: Text (Deutsch)' });
    await waitFor(() => expect(preview.querySelector('strong')?.textContent).toBe('Garten'), { timeout: 3000 });
    expect(server.calls('MarkdownPreview').at(-1)!.variables).toEqual({ markdown: 'Willkommen im **Garten**', language: 'de' });
  });

  it('turns the line into a heading or a list item, and inserts a link with its address selected', async () => {
    await open('Apéro');
    const area = screen.getByRole('textbox', { name: 'Text (Deutsch)' }) as HTMLTextAreaElement;
    area.focus();
    area.setSelectionRange(2, 2);
    await userEvent.click(screen.getByRole('button', { name: 'Überschrift' }));
    expect(area.value).toBe('## Apéro');
    await userEvent.click(screen.getByRole('button', { name: 'Liste' }));
    expect(area.value).toBe('- ## Apéro');
    area.setSelectionRange(area.value.length, area.value.length);
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(area.value).toBe('- ## Apéro[Linktext](https://)');
    await waitFor(() => expect(area.value.slice(area.selectionStart, area.selectionEnd)).toBe('https://'));
  });
});
