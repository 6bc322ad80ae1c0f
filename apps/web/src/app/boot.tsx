import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ssrExchange } from 'urql';
import { App } from './App.js';
import { createRoutes, discoverAppScreens } from './routes.js';
import { guardNavigation } from './guard-loader.js';
import { createGraphQLClient, socketUrlFor } from './session/client.js';
import { Session } from './session/session.js';
import { createI18n, storedLanguage, storedLanguageChoice, switchLanguage } from '../i18n/i18n.js';
import { showWarning } from './warnings.js';
import { pathTo } from '@venue/shared';
import type { ServerState } from '../ssr/state.js';

/**
 * Starts the app: hydrates a public page the server rendered (decision 0016) with the server's
 * data and language, or renders any other page (members' screens, the offline shell) itself.
 */
export async function start(served: ServerState | null) {
  const i18n = await createI18n(served?.language ?? storedLanguage());
  const go = { toSignOut: () => undefined as void };
  // The server's answers serve the first client only; a new session (sign-in) starts empty.
  let replay = served ? ssrExchange({ isClient: true, initialState: served.graphql }) : undefined;
  const session = new Session(() => {
    const client = createGraphQLClient({
      socketUrl: socketUrlFor(window.location),
      ssr: replay,
      // Timed out while signed in: out, with the end time (the same as guard rule 7).
      onLoginTimeout: (until) => {
        showWarning(i18n, { kind: 'loginTimeout', until });
        go.toSignOut();
      },
    });
    replay = undefined;
    return client;
  });
  // The members' and staff's screens join the table when a navigation needs them (routes.tsx).
  const routes = createRoutes(session, i18n, { appScreens: 'discovered' });
  if (served) await loadMatchedScreens(routes, served.routeIds);
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverAppScreens(session, i18n), ...(served ? { hydrationData: served.router } : {}) });
  go.toSignOut = () => void router.navigate(pathTo('signOut'));
  guardNavigation.navigate = (to) => void router.navigate(to, { replace: true });
  guardNavigation.path = () => router.state.location.pathname;
  // The service worker (production builds only) is registered after the page has loaded.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const startServiceWorker = () => void import('./pwa/register.js').then((m) => m.startServiceWorker(router)).catch(() => console.warn('service worker not registered'));
    if (document.readyState === 'complete') startServiceWorker();
    else window.addEventListener('load', startServiceWorker, { once: true });
  }
  const app = (
    <StrictMode>
      <App session={session} i18n={i18n}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  if (!served) {
    createRoot(container).render(app);
    return;
  }
  // The server knew the language from its cookie (none: German). A choice kept only in this browser
  // (the cookie expired or was cleared) wins, but must not meet the server's markup: the page
  // hydrates part by part (HydrationBoundary, lazy screens), after the root, so a switch at any
  // point would reach parts still to hydrate and their texts would not match (React error #418).
  // The app then renders itself in that language over the server's page (with its data), as it
  // does for members; the choice goes back into the cookie, so the next page comes in it.
  const chosen = storedLanguageChoice();
  // (Its texts not loading, e.g. offline: the page stays in the server's language.)
  if (chosen && chosen !== served.language && (await switchLanguage(i18n, chosen).then(() => true, () => false))) {
    createRoot(container).render(app);
    return;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it.
  startTransition(() => void hydrateRoot(container, app));
}

/**
 * The lazily loaded screens of the current URL, loaded before hydration so it matches the server's
 * markup, with what a screen asks to have before it is hydrated (`beforeHydration`, e.g. the
 * carousel's code). The server names the routes it rendered; matching the URL against the whole
 * route table instead cost a long task on a phone (the router does it again when it starts).
 */
async function loadMatchedScreens(routes: RouteObject[], renderedIds: string[] | undefined): Promise<void> {
  const matched = renderedIds ? routesById(routes, new Set(renderedIds)) : (matchRoutes(routes, window.location) ?? []).map((m) => m.route);
  await Promise.all(
    matched.filter((route) => typeof route.lazy === 'function').map(async (route) => {
      const load = route.lazy as () => Promise<Partial<RouteObject> & { beforeHydration?: () => Promise<void> }>;
      const { beforeHydration, ...screen } = await load();
      await beforeHydration?.();
      Object.assign(route, { ...screen, lazy: undefined });
    }),
  );
}

/** The routes of the tree with one of the given ids. */
function routesById(routes: RouteObject[], ids: ReadonlySet<string>): RouteObject[] {
  return routes.flatMap((route) => [...(route.id && ids.has(route.id) ? [route] : []), ...routesById(route.children ?? [], ids)]);
}
