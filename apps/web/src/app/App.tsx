import { I18nProvider } from '../i18n/react.js';
import type { ReactNode } from 'react';
import type { I18n } from '../i18n/i18n.js';
import { cssVariablesResolver, theme } from './theme.js';
import { VenueMantineProvider } from './VenueMantineProvider.js';
import { SessionProvider } from './session/context.js';
import { NotificationsWhenNeeded } from './NotificationsWhenNeeded.js';
import type { Session } from './session/session.js';

/** Everything around the router (in the browser `<RouterProvider>`, on the server its static twin). */
export function App({ session, i18n, children }: { session: Session; i18n: I18n; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <VenueMantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <NotificationsWhenNeeded />
        <SessionProvider session={session}>
          {children}
        </SessionProvider>
      </VenueMantineProvider>
    </I18nProvider>
  );
}
