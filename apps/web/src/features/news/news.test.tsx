import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import type { NewsPostDetail } from './operations.js';

function post(n: number): NewsPostDetail {
  return {
    __typename: 'NewsPost',
    id: `00000000-0000-4000-8000-00000000000${n}`,
    slug: `meldung-${n}`,
    titleDe: `Meldung ${n}`,
    titleEn: `Post ${n}`,
    bodyDe: `Der **Text** von Meldung ${n}.`,
    bodyEn: `The **text** of post ${n}.`,
    bodyHtmlDe: `<p>Der <strong>Text</strong> von Meldung ${n}.</p>`,
    bodyHtmlEn: `<p>The <strong>text</strong> of post ${n}.</p>`,
    imageKey: null,
    imageWidth: null,
    imageHeight: null,
    publishedAt: '2026-06-12T08:00:00.000Z',
    state: 'PUBLISHED',
    updatedAt: '2026-06-12T08:00:00.000Z',
  };
}

async function open(path: string) {
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: null } }),
    NewsList: ({ variables }) =>
      variables.after
        ? { data: { newsList: { __typename: 'NewsConnection', nodes: [post(3)], endCursor: 'c3', hasNextPage: false } } }
        : { data: { newsList: { __typename: 'NewsConnection', nodes: [post(1), post(2)], endCursor: 'c2', hasNextPage: true } } },
    NewsPost: ({ variables }) => ({ data: { newsPost: variables.slug === 'meldung-2' ? post(2) : variables.slug === 'meldung-3' ? post(3) : null } }),
  });
  const i18n = await testI18n('de');
  const session = testSession(server.fetch);
  const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  return { router, server };
}

describe('news pages', () => {
  it('lists posts and loads the next page on request', async () => {
    const { server } = await open('/news');
    expect(await screen.findByRole('link', { name: 'Meldung 1' })).toHaveAttribute('href', '/news/meldung-1');
    expect(screen.getByText('Der Text von Meldung 1.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Weitere laden' }));
    expect(await screen.findByRole('link', { name: 'Meldung 3' })).toBeInTheDocument();
    expect(server.calls('NewsList').map((c) => c.variables.after ?? null)).toEqual([null, 'c2']);
    expect(screen.queryByRole('button', { name: 'Weitere laden' })).not.toBeInTheDocument();
  });

  it('going back from a post shows the list with the pages loaded before; the back button starts it over', async () => {
    const { router } = await open('/news');
    await userEvent.click(await screen.findByRole('button', { name: 'Weitere laden' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Meldung 3' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meldung 3' })).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByRole('link', { name: 'Meldung 3' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Meldung 3' }));
    await userEvent.click(await screen.findByRole('link', { name: /Zurück zu den News/ }));
    expect(await screen.findByRole('link', { name: 'Meldung 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Meldung 3' })).not.toBeInTheDocument();
  });

  it('shows a post with its text as the server rendered it and a back button to the list', async () => {
    const { router } = await open('/news/meldung-2');
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1, name: 'Meldung 2' })).toBeInTheDocument();
    expect(within(article).getByText('Text', { selector: 'strong' })).toBeInTheDocument();
    expect(within(article).getByText('12. Juni 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Zurück zu den News/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/news');
  });

  it('shows the not-found page for an unknown slug', async () => {
    await open('/news/gibt-es-nicht');
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });
});
