import { SettingsScreen } from '../features/settings/settings.route.js';
import { PushDeviceSettings } from '../features/push/index.js';

/** `/settings`, with this device's push state in the notification section (decision 0042). */
export function Component() {
  return <SettingsScreen notificationsDevice={<PushDeviceSettings />} />;
}
