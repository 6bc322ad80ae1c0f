import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button, Paper, Stack, Switch, Text } from '@mantine/core';
import { useClient, useMutation, useQuery } from 'urql';
import { NOTIFICATION_KIND_NAMES, type NotificationChannel, type NotificationKind } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { useErrorText } from '../../components/useErrorText.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { useCurrentUser } from '../../app/session/context.js';
import { browserSupportsPush, notificationPermission } from '../push/browser-push.js';
import { allowFailureText, allowPush } from '../push/subscribe.js';
import { NotificationChannelsQuery, PushDeviceQuery, SetNotificationChannelMutation, SetPushDetailedMutation, type NotificationChannels } from '../push/operations.js';
import { SettingsSection } from './SettingsSection.js';
import { SaveStatus, type SaveState } from './SaveStatus.js';
import './notification-settings.css';

/** This browser and push: what it can, what the member allowed, its subscription. */
type DeviceState =
  | { kind: 'checking' }
  | { kind: 'unsupported' }
  | { kind: 'blocked' }
  | { kind: 'ask'; registration: ServiceWorkerRegistration }
  | { kind: 'on'; registration: ServiceWorkerRegistration; endpoint: string };

/** Reads this device's push state once the service worker is there (production builds register it). */
function useDeviceState(): [DeviceState, (state: DeviceState) => void] {
  const [state, setState] = useState<DeviceState>(() => (browserSupportsPush() ? { kind: 'checking' } : { kind: 'unsupported' }));
  useEffect(() => {
    if (!browserSupportsPush()) return;
    let current = true;
    void navigator.serviceWorker.ready.then(async (registration) => {
      const permission = notificationPermission();
      const subscription = permission === 'granted' ? await registration.pushManager.getSubscription() : null;
      if (!current) return;
      if (permission === 'denied') setState({ kind: 'blocked' });
      else if (subscription) setState({ kind: 'on', registration, endpoint: subscription.endpoint });
      else setState({ kind: 'ask', registration });
    });
    return () => {
      current = false;
    };
  }, []);
  return [state, setState];
}

/**
 * `/settings`, "Notifications" (issue 15, decision 0042): this device's push state (ask, blocked,
 * on; when on, the choice of detailed texts on this device), then one row per kind with a switch
 * per channel it offers. Every change is saved at once, and the section says so in words.
 */
export function NotificationSettings() {
  const { t } = useTranslation();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [device, setDevice] = useDeviceState();
  return (
    <SettingsSection title={t('pushNotifications.title')} id="notifications">
      <ThisDevice device={device} onDevice={setDevice} onSave={setState} />
      <Text fz="sm" c="dimmed">
        {t('pushNotifications.hint')}
      </Text>
      {device.kind !== 'on' && device.kind !== 'checking' && (
        <Text fz="sm" c="dimmed">
          {t('pushNotifications.device.noPushHere')}
        </Text>
      )}
      <ChannelTable onSave={setState} />
      <SaveStatus state={state} />
    </SettingsSection>
  );
}

function ThisDevice({ device, onDevice, onSave }: { device: DeviceState; onDevice: (state: DeviceState) => void; onSave: (state: SaveState) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useClient();
  const { user } = useCurrentUser();
  const [working, setWorking] = useState(false);
  const endpoint = device.kind === 'on' ? device.endpoint : '';
  const [{ data, error }] = useQuery({ query: PushDeviceQuery, variables: { endpoint }, pause: !endpoint, requestPolicy: 'network-only' });
  const [, setDetailed] = useMutation(SetPushDetailedMutation);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const titleId = useId();
  const hintId = useId();

  const allow = async (registration: ServiceWorkerRegistration) => {
    if (!user) return;
    setWorking(true);
    onSave({ kind: 'idle' });
    try {
      const outcome = await allowPush(client, registration, user.id);
      if (outcome.kind === 'denied') onDevice({ kind: 'blocked' });
      if (outcome.kind === 'on') onDevice({ kind: 'on', registration, endpoint: outcome.subscription.endpoint });
    } catch (failure) {
      onSave({ kind: 'error', message: allowFailureText(failure, errorText, t('push.failed')) });
    } finally {
      setWorking(false);
    }
  };

  const saveDetailed = async (detailed: boolean) => {
    setChosen(detailed);
    onSave({ kind: 'saving' });
    const result = await setDetailed({ endpoint, detailed });
    if (result.error) {
      setChosen(null);
      onSave({ kind: 'error', message: errorText(result.error) });
      return;
    }
    onSave({ kind: 'saved' });
  };

  // Subscribed in this browser, but the server does not know it for this member (removed, or saved
  // by whoever was signed in before): allowing again saves it.
  const known = device.kind === 'on' && data && data.pushDevice?.endpoint === endpoint ? data.pushDevice : null;
  const shown: DeviceState = device.kind === 'on' && data && !data.pushDevice ? { kind: 'ask', registration: device.registration } : device;

  return (
    <Paper withBorder p="sm" radius="sm" bg="dark.6" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Text id={titleId} fw={600}>
          {t('pushNotifications.device.title')}
        </Text>
        {shown.kind === 'checking' && <Text fz="sm">{t('pushNotifications.device.checking')}</Text>}
        {shown.kind === 'unsupported' && <Text fz="sm">{t('pushNotifications.device.unsupported')}</Text>}
        {shown.kind === 'blocked' && <Text fz="sm">{t('pushNotifications.device.blocked')}</Text>}
        {shown.kind === 'ask' && (
          <>
            <Text fz="sm">{t('pushNotifications.device.ask')}</Text>
            <div>
              <Button size="sm" onClick={() => void allow(shown.registration)} loading={working}>
                {t('pushNotifications.device.allow')}
              </Button>
            </div>
          </>
        )}
        {shown.kind === 'on' && (
          <>
            <Text fz="sm">{t('pushNotifications.device.on')}</Text>
            {known && (
              <div>
                <Switch label={t('pushNotifications.device.detailed')} aria-describedby={hintId} checked={chosen ?? known.detailed} onChange={(e) => void saveDetailed(e.currentTarget.checked)} />
                <Text id={hintId} fz="sm" c="dimmed" mt={4}>
                  {t('pushNotifications.device.detailedHint')}
                </Text>
              </div>
            )}
            {error && <QueryFallback error={error} />}
          </>
        )}
      </Stack>
    </Paper>
  );
}

type Choice = `${NotificationKind}.${NotificationChannel}`;

function ChannelTable({ onSave }: { onSave: (state: SaveState) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [{ data, error }] = useQuery({ query: NotificationChannelsQuery, requestPolicy: 'cache-and-network' });
  const [, setChannel] = useMutation(SetNotificationChannelMutation);
  // What the member chose, shown at once; dropped again when the server refuses it.
  const [chosen, setChosen] = useState<Partial<Record<Choice, boolean>>>({});
  const rows = data?.currentUser?.settings.notificationChannels;
  if (!rows) return <QueryFallback error={error} />;
  const byKind = new Map(rows.map((row) => [row.kind, row]));

  const save = async (kind: NotificationKind, channel: NotificationChannel, enabled: boolean) => {
    const key: Choice = `${kind}.${channel}`;
    setChosen((c) => ({ ...c, [key]: enabled }));
    onSave({ kind: 'saving' });
    const result = await setChannel({ kind, channel, enabled });
    if (result.error) {
      setChosen(({ [key]: _dropped, ...rest }) => rest);
      onSave({ kind: 'error', message: errorText(result.error) });
      return;
    }
    onSave({ kind: 'saved' });
  };

  const channelSwitch = (row: NotificationChannels, channel: NotificationChannel) => {
    const stored = channel === 'PUSH' ? row.push : row.email;
    if (stored === null) return <span className="venue-notify-none" />;
    const name = t(channel === 'PUSH' ? 'pushNotifications.push' : 'pushNotifications.email');
    return (
      <Switch
        className="venue-notify-switch"
        label={<span className="venue-notify-channel">{name}</span>}
        aria-label={t('pushNotifications.switchLabel', { kind: t(`pushNotifications.kinds.${row.kind}.label`), channel: name })}
        checked={chosen[`${row.kind}.${channel}`] ?? stored}
        onChange={(e) => void save(row.kind, channel, e.currentTarget.checked)}
      />
    );
  };

  return (
    <div className="venue-notify-table">
      <div className="venue-notify-head" aria-hidden="true">
        <Text fz="sm" c="dimmed">
          {t('pushNotifications.kind')}
        </Text>
        <Text fz="sm" c="dimmed">
          {t('pushNotifications.push')}
        </Text>
        <Text fz="sm" c="dimmed">
          {t('pushNotifications.email')}
        </Text>
      </div>
      {NOTIFICATION_KIND_NAMES.map((kind) => {
        const row = byKind.get(kind);
        return row ? <KindRow key={kind} kind={kind} push={channelSwitch(row, 'PUSH')} email={channelSwitch(row, 'EMAIL')} /> : null;
      })}
    </div>
  );
}

function KindRow({ kind, push, email }: { kind: NotificationKind; push: ReactNode; email: ReactNode }) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="venue-notify-row" role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <div>
        <Text id={labelId} fw={500}>
          {t(`pushNotifications.kinds.${kind}.label`)}
        </Text>
        <Text id={hintId} fz="sm" c="dimmed">
          {t(`pushNotifications.kinds.${kind}.hint`)}
        </Text>
      </div>
      <div className="venue-notify-switches">
        {push}
        {email}
      </div>
    </div>
  );
}
