import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ssrExchange } from 'urql';
import type { Language } from '@venue/shared';
import { App } from '../app/App.js';
import { createRoutes, PUBLIC_TEXT_SCREENS } from '../app/routes.js';
import { createGraphQLClient } from '../app/session/client.js';
import { Session } from '../app/session/session.js';
import { ServerHeadContext, type ServerHead } from '../components/server-head.js';
import { createI18n } from '../i18n/i18n.js';
import type { ServerState } from './state.js';

// The server's half of server-rendered public pages (decision 0016): built by `vite build --ssr`
// into apps/web/dist-server/, loaded by the server (apps/server/src/http/server-render.ts).

export interface RenderRequest {
  /** The page's absolute URL (only path and query matter). */
  url: string;
  language: Language;
  /** Answers the page's GraphQL requests (the server's own /graphql, in-process). */
  fetch: typeof fetch;
  /** Gives up rendering (the page is then rendered in the browser). */
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  title: string | null;
  state: ServerState;
}

/**
 * Renders one of the public screens (PUBLIC_TEXT_SCREENS) as a visitor sees it, with its data.
 * Returns null for anything else (members' screens, redirects) and when an answer failed: the
 * browser then renders the page itself, as it always can.
 */
export async function renderPage({ url, language, fetch, signal }: RenderRequest): Promise<RenderedPage | null> {
  const i18n = await createI18n(language);
  const ssr = ssrExchange({ isClient: false });
  const client = createGraphQLClient({ url: new URL('/graphql', url).href, fetch, ssr, suspense: true, socketUrl: null });
  const session = new Session(() => client);
  const handler = createStaticHandler(createRoutes(session, i18n));
  const context = await handler.query(new Request(url, { signal: signal ?? null }));
  if (context instanceof Response) return null;
  const screen = context.matches.at(-1)?.route.id;
  if (!screen || !(PUBLIC_TEXT_SCREENS as ReadonlySet<string>).has(screen) || context.errors) return null;

  const head: ServerHead = {};
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerHeadContext.Provider value={head}>
        <App session={session} i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </ServerHeadContext.Provider>
    </StrictMode>,
    // Every boundary inline, however large: React would otherwise move big ones to the end of the
    // document with a script to put them in place, and the CSP allows no inline scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, ...(signal ? { signal } : {}) },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');

  const graphql = ssr.extractData();
  // A failed answer would be shown as an error on the page: better the browser asks again.
  if (Object.values(graphql).some((result) => result?.error)) return null;
  return {
    html,
    title: head.title ?? null,
    state: { language, graphql, router: { loaderData: context.loaderData, actionData: context.actionData, errors: null }, routeIds: context.matches.map((m) => m.route.id) },
  };
}
