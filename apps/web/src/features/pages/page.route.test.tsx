import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import type { CurrentUser } from '../../app/session/operations.js';
import type { VenuePage } from '../../components/venue-page/operations.js';

const table = (label: string, head: string[], row: string[]) =>
  `<div class="venue-markdown-table" role="region" tabindex="0" aria-label="${label}"><table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody><tr>${row.map((c) => `<td>${c}</td>`).join('')}</tr></tbody></table></div>`;

function venuePage(overrides: Partial<VenuePage> = {}): VenuePage {
  return {
    __typename: 'VenuePage',
    id: 'opening-times',
    name: 'opening-times',
    titleDe: 'Öffnungszeiten',
    titleEn: 'Opening times',
    bodyDe: '| Tag | Zeit |\n|---|---|\n| Freitag | 14:00 – 02:00 |',
    bodyEn: '| Day | Time |\n|---|---|\n| Friday | 2 pm – 2 am |',
    // As the server renders them (apps/server/src/shared/markdown-html.ts).
    bodyHtmlDe: table('Tabelle (auf schmalen Bildschirmen seitlich scrollbar)', ['Tag', 'Zeit'], ['Freitag', '14:00 – 02:00']),
    bodyHtmlEn: table('Table (scrolls sideways on narrow screens)', ['Day', 'Time'], ['Friday', '2 pm – 2 am']),
    carouselHeight: 'MEDIUM',
    updatedAt: '2026-11-22T10:00:00.000Z',
    images: [
      { __typename: 'VenuePageImage', id: 'i1', storageKey: 'static-pages/11111111-1111-4111-8111-111111111111', width: 1600, height: 900, position: 0, altDe: 'Die Bar', altEn: 'The bar' },
    ],
    ...overrides,
  };
}

async function open(path: string, opts: { user?: CurrentUser | null; language?: 'de' | 'en'; pages?: Record<string, VenuePage> } = {}) {
  const pages = opts.pages ?? { 'opening-times': venuePage() };
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: opts.user ?? null } }),
    Page: (req) => ({ data: { page: pages[String(req.variables.name)] ?? null } }),
    PagesNav: () => ({ data: { pages: Object.values(pages).map(({ id, name, titleDe, titleEn }) => ({ __typename: 'VenuePage', id, name, titleDe, titleEn })) } }),
    UpdatePage: (req) => {
      const input = req.variables.input as Partial<VenuePage>;
      const updated = { ...pages[String(req.variables.name)]!, ...input };
      pages[updated.name] = updated;
      return { data: { updatePage: updated } };
    },
  });
  const i18n = await testI18n(opts.language ?? 'de');
  const session = testSession(server.fetch);
  renderWithProviders(<RouterProvider router={createMemoryRouter(createRoutes(session, i18n), { initialEntries: [path] })} />, { i18n, session });
  return server;
}

describe('/pages/:name', () => {
  beforeAll(async () => {
    // The page's lazy parts (carousel, FAQ accordion, the venue menu's groups) are modules the test
    // runner transforms at their first import: on a loaded machine that alone took longer than a
    // `findBy…` waits. Loaded here once, the assertions wait only for the page itself.
    await Promise.all([import('../../components/VenueCarousel.js'), import('../../components/venue-page/PageHtmlAccordion.js'), import('../../components/venue-page/VenuePageGroups.js')]);
    // jsdom lacks document.fonts (the editor's autosizing text areas listen to it) and IntersectionObserver (Embla).
    if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
    if (!('IntersectionObserver' in window)) {
      (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      };
    }
  });

  it('shows the title, the Markdown body and the carousel in the current language', async () => {
    await open('/pages/opening-times', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Opening times' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Friday' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'The bar' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Opening times – Club Venue'));
  });

  it('shows the FAQ folded by its questions; links within the site navigate in the app', async () => {
    const faq = venuePage({
      id: 'faq',
      name: 'faq',
      titleDe: 'Häufige Fragen',
      images: [],
      bodyHtmlDe: '<p>Fragen?</p>\n<h2>Wer darf rein?</h2>\n<p>Alle ab 18, siehe <a href="/pages/opening-times">Zeiten</a>.</p>\n&lt;b&gt;roh&lt;/b&gt;<h2>Muss ich reservieren?</h2>\n<p>Nein.</p>',
    });
    await open('/pages/faq', { pages: { faq, 'opening-times': venuePage() } });
    const user = userEvent.setup();
    const first = await screen.findByRole('button', { name: 'Wer darf rein?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Muss ich reservieren?' })).toBeInTheDocument();
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    // Escaped raw HTML stays text.
    expect(screen.getByText('<b>roh</b>')).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Zeiten' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Öffnungszeiten' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown page name', async () => {
    await open('/pages/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });

  it('offers no edit control to visitors and members', async () => {
    await open('/pages/opening-times', { user: member() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Öffnungszeiten' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Seite bearbeiten' })).toBeNull();
  });

  it('lets an admin edit the title, with the shared rules, and shows the change at once', async () => {
    const server = await open('/pages/opening-times', { user: member({ admin: true }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Seite bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seite «Öffnungszeiten» bearbeiten' }, { timeout: 5000 });
    const title = within(dialog).getByLabelText(/Titel \(Deutsch\)/);
    await user.clear(title);
    await user.tab();
    expect(await within(dialog).findByText('Der Titel muss 1 bis 120 Zeichen lang sein.')).toBeInTheDocument();
    await user.type(title, 'Öffnungszeiten im Winter');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Öffnungszeiten im Winter' })).toBeInTheDocument();
    expect(server.calls('UpdatePage')[0]!.variables).toMatchObject({ name: 'opening-times', input: { titleDe: 'Öffnungszeiten im Winter', carouselHeight: 'MEDIUM' } });
  });
});
