import { act, render, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '../i18n/i18n.js';
import { I18nProvider } from '../i18n/react.js';
import { testI18n } from '../test/render.js';
import { cssVariablesResolver, theme } from './theme.js';
import { VenueMantineProvider } from './VenueMantineProvider.js';
import { NotificationsWhenNeeded } from './NotificationsWhenNeeded.js';
import { notify, resetNotificationsDemandForTests, wantNotifications } from './notifications-demand.js';

afterEach(() => {
  act(() => notifications.clean());
  resetNotificationsDemandForTests();
});

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

// As in the app: the notifications' close buttons are named in the member's language.
const host = () =>
  render(
    <I18nProvider i18n={i18n}>
      <VenueMantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <NotificationsWhenNeeded />
      </VenueMantineProvider>
    </I18nProvider>,
  );

describe('NotificationsWhenNeeded', () => {
  it('mounts no notifications UI until notifications are wanted', () => {
    host();
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
  });

  it('shows a notice given before the UI was there, and the next ones', async () => {
    host();
    act(() => notify({ message: 'Zuerst gemeldet' }));
    expect(await screen.findByText('Zuerst gemeldet')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
    act(() => notify({ message: 'Danach gemeldet' }));
    expect(await screen.findByText('Danach gemeldet')).toBeInTheDocument();
  });

  it('shows what a screen showed with Mantine directly once the screen wanted notifications', async () => {
    act(() => void notifications.show({ message: 'Vom Bildschirm' }));
    host();
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => wantNotifications());
    expect(await screen.findByText('Vom Bildschirm')).toBeInTheDocument();
  });
});
