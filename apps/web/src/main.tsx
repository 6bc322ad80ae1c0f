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
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App session={session} i18n={i18n} router={router} />
    </StrictMode>,
  );
}

void start();
