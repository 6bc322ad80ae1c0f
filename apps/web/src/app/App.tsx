import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import type { i18n as I18n } from 'i18next';
import type { DataRouter } from 'react-router';
import { cssVariablesResolver, theme } from './theme.js';
import { SessionProvider } from './session/context.js';
import { NotificationsWhenNeeded } from './NotificationsWhenNeeded.js';
import type { Session } from './session/session.js';

export function App({ session, i18n, router }: { session: Session; i18n: I18n; router: DataRouter }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="dark">
        <NotificationsWhenNeeded />
        <SessionProvider session={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
