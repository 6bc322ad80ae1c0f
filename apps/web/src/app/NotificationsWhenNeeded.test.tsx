import { act, render, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.js';
import { VenueMantineProvider } from './VenueMantineProvider.js';
import { NotificationsWhenNeeded } from './NotificationsWhenNeeded.js';
import { notify, resetNotificationsDemandForTests, wantNotifications } from './notifications-demand.js';

afterEach(() => {
  act(() => notifications.clean());
  resetNotificationsDemandForTests();
});

const host = () =>
  render(
    <VenueMantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <NotificationsWhenNeeded />
    </VenueMantineProvider>,
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
