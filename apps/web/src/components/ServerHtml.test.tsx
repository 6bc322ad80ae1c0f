import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { renderWithProviders, testI18n, testSession } from '../test/render.js';
import { fakeGraphQLServer } from '../test/fake-server.js';
import { ServerHtml } from './ServerHtml.js';
import { PageHtmlAccordion } from './venue-page/PageHtmlAccordion.js';

// The HTML as apps/server/src/shared/markdown-html.ts renders it (its tests cover hostile input).

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function show(ui: React.ReactNode) {
  const i18n = await testI18n('de');
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

describe('a text the server rendered', () => {
  it('follows links within the site without reloading the app', async () => {
    await show(<ServerHtml html={'<p>Alle Zeiten unter <a href="/pages/opening-times">Öffnungszeiten</a>.</p>'} />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Öffnungszeiten' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/opening-times');
  });

  it('leaves links to other sites to the browser', async () => {
    await show(<ServerHtml html={'<p><a href="https://www.sbb.ch" target="_blank" rel="noopener noreferrer">SBB</a></p>'} />);
    const link = screen.getByRole('link', { name: 'SBB' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/welcome');
  });
});

describe('FAQ accordion', () => {
  const faq = '<p>Kurz vorab.</p>\n<h2 id="muss">Muss ich reservieren?</h2>\n<p>Nein, nur für das <strong>Restaurant</strong>.</p>\n<h2>Was kostet es?</h2>\n<p>Ab CHF 15.</p>';

  it('shows each question as a heading with a button that opens its answer', async () => {
    await show(<PageHtmlAccordion html={faq} />);
    expect(screen.getByText('Kurz vorab.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Muss ich reservieren?', 'Was kostet es?']);
    const question = screen.getByRole('button', { name: 'Muss ich reservieren?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Restaurant').tagName).toBe('STRONG');
  });
});
