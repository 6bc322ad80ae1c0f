import { MantineThemeProvider, Notification } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useTranslation } from '../i18n/react.js';

export default function NotificationsHost() {
  const { t } = useTranslation();
  // Every notice's close button has a name (axe: button-name), in the interface language.
  const theme = { components: { Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': t('common.close') } } }) } };
  return (
    <MantineThemeProvider inherit theme={theme}>
      <Notifications position="top-center" limit={3} zIndex={1100} />
    </MantineThemeProvider>
  );
}
