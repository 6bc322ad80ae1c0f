import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { Markdown } from './Markdown.js';
import { MarkdownAccordion } from './MarkdownAccordion.js';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function show(ui: React.ReactNode, language: 'de' | 'en' = 'de') {
  const i18n = await testI18n(language);
  const session = testSession(fakeGraphQLServer({}).fetch);
  return renderWithProviders(
    <MemoryRouter initialEntries={['/pages/welcome']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
    { i18n, session },
  );
}

describe('Markdown renderer', () => {
  it('renders headings, lists, emphasis and tables', async () => {
    await show(<Markdown source={'## Preise\n\n- **Paar** CHF 60\n\n| Gast | Preis |\n|---|---|\n| Frau | CHF 20 |'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Preise' })).toBeInTheDocument();
    expect(screen.getByText('Paar').tagName).toBe('STRONG');
    const table = screen.getByRole('table');
    expect(screen.getByRole('cell', { name: 'CHF 20' })).toBeInTheDocument();
    // Narrow screens: the table scrolls inside a focusable, named box instead of widening the page.
    const box = table.parentElement!;
    expect(box).toHaveAttribute('role', 'region');
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toHaveAccessibleName('Tabelle (auf schmalen Bildschirmen seitlich scrollbar)');
  });

  it('removes script tags, event handlers, javascript: links, iframes and inline styles', async () => {
    const evil = [
      'Hallo <script>window.hacked = true</script>',
      '<img src="x" onerror="window.hacked = true" alt="kaputt">',
      '[Klick mich](javascript:window.hacked=true)',
      '<a href="JaVaScRiPt:alert(1)">zweiter Link</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="position:fixed;inset:0">Überlagerung</p>',
      '<form action="https://evil.example"><input name="pw"></form>',
    ].join('\n\n');
    const { container } = await show(<Markdown source={evil} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('form, input')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('[style*="fixed"]')).toBeNull();
    for (const link of Array.from(container.querySelectorAll('a'))) expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect(screen.getByText('Klick mich')).toBeInTheDocument();
    expect(screen.getByText('Überlagerung')).toBeInTheDocument();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('opens other sites in a new tab without access to this one, and says so', async () => {
    await show(<Markdown source="[SBB-Fahrplan](https://www.sbb.ch)" />);
    const link = screen.getByRole('link', { name: 'SBB-Fahrplan (öffnet in neuem Tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('follows links within the site without reloading the app', async () => {
    await show(<Markdown source="Alle Zeiten unter [Öffnungszeiten](/pages/opening-times)." />);
    const link = screen.getByRole('link', { name: 'Öffnungszeiten' });
    expect(link).not.toHaveAttribute('target');
    await userEvent.setup().click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/opening-times');
  });
});

describe('FAQ accordion', () => {
  const faq = 'Kurz vorab.\n\n## Muss ich reservieren?\n\nNein, nur für das **Restaurant**.\n\n## Was kostet es?\n\nAb CHF 15.';

  it('shows each question as a heading with a button that opens its answer', async () => {
    await show(<MarkdownAccordion source={faq} />);
    expect(screen.getByText('Kurz vorab.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Muss ich reservieren?', 'Was kostet es?']);
    const question = screen.getByRole('button', { name: 'Muss ich reservieren?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Restaurant').tagName).toBe('STRONG');
  });
});
