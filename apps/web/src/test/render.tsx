import type { ReactNode } from 'react';
import { Notifications } from '@mantine/notifications';
import { I18nProvider } from '../i18n/react.js';
import { render } from '@testing-library/react';
import type { I18n } from '../i18n/i18n.js';
import type { Language } from '@venue/shared';
import { cssVariablesResolver, theme } from '../app/theme.js';
import { VenueMantineProvider } from '../app/VenueMantineProvider.js';
import { SessionProvider } from '../app/session/context.js';
import { Session } from '../app/session/session.js';
import { createGraphQLClient } from '../app/session/client.js';
import type { CurrentUser } from '../app/session/operations.js';
import { createI18n } from '../i18n/i18n.js';

export function testSession(fetch: typeof globalThis.fetch): Session {
  return new Session(() => createGraphQLClient({ url: 'http://localhost/graphql', socketUrl: null, fetch }));
}

export async function testI18n(language: Language = 'de'): Promise<I18n> {
  return createI18n(language, { full: true });
}

/** Mantine, notifications, i18n and a session around a piece of UI, as in the app. */
export function renderWithProviders(ui: ReactNode, { i18n, session }: { i18n: I18n; session: Session }) {
  return render(
    <I18nProvider i18n={i18n}>
      <VenueMantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications />
        <SessionProvider session={session}>{ui}</SessionProvider>
      </VenueMantineProvider>
    </I18nProvider>,
  );
}

/** A signed-in member as `currentUser` returns them; override what a test is about. */
export function member(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    __typename: 'CurrentUser',
    id: 'u1',
    uuid: '6f9c1d0e-0000-4000-8000-000000000001',
    slug: 'anna',
    username: 'anna',
    email: 'anna@example.ch',
    language: 'de',
    sex: 'F',
    admin: false,
    isPremium: false,
    isVerified: false,
    isDeactivated: false,
    emailVerifiedAt: '2026-01-01T10:00:00.000Z',
    phoneVerifiedAt: '2026-01-01T10:05:00.000Z',
    phoneMasked: '+41 •• ••• •• 67',
    currentLoginTimeout: null,
    bannedRoomIds: [],
    ...overrides,
  };
}
