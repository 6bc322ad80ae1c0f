import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App.js';
import { createRoutes } from './app/routes.js';
import { createGraphQLClient, socketUrlFor } from './app/session/client.js';
import { Session } from './app/session/session.js';
import { createI18n } from './i18n/i18n.js';
import { showWarning } from './app/warnings.js';
import { pathTo } from '@venue/shared';
import { captureInstallPrompt } from './app/pwa/install-offer.js';

async function start() {
  const i18n = await createI18n();
  const go = { toSignOut: () => undefined as void };
  const session = new Session(() =>
    createGraphQLClient({
      socketUrl: socketUrlFor(window.location),
      // Timed out while signed in: out, with the end time (the same as guard rule 7).
      onLoginTimeout: (until) => {
        showWarning(i18n, { kind: 'loginTimeout', until });
        go.toSignOut();
      },
    }),
  );
  const router = createBrowserRouter(createRoutes(session, i18n));
  go.toSignOut = () => void router.navigate(pathTo('signOut'));
  // The service worker (production builds only) is registered after the page has loaded.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const startServiceWorker = () => void import('./app/pwa/register.js').then((m) => m.startServiceWorker(router)).catch(() => console.warn('service worker not registered'));
    if (document.readyState === 'complete') startServiceWorker();
    else window.addEventListener('load', startServiceWorker, { once: true });
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App session={session} i18n={i18n} router={router} />
    </StrictMode>,
  );
}

captureInstallPrompt();
void start();
