import { Notifications } from '@mantine/notifications';

export default function NotificationsHost() {
  return <Notifications position="top-center" limit={3} zIndex={1100} />;
}
