import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from './theme.js';
import { NotificationsWhenNeeded } from './NotificationsWhenNeeded.js';

afterEach(() => act(() => notifications.clean()));

describe('NotificationsWhenNeeded', () => {
  it('mounts no notifications UI until there is a notification', () => {
    render(
      <MantineProvider theme={theme} forceColorScheme="dark">
        <NotificationsWhenNeeded />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
  });

  it('shows a notification raised before and after it mounted', async () => {
    act(() => void notifications.show({ message: 'Vorher gemeldet' }));
    render(
      <MantineProvider theme={theme} forceColorScheme="dark">
        <NotificationsWhenNeeded />
      </MantineProvider>,
    );
    expect(await screen.findByText('Vorher gemeldet')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
    act(() => void notifications.show({ message: 'Nachher gemeldet' }));
    expect(await screen.findByText('Nachher gemeldet')).toBeInTheDocument();
  });
});
