import { useEffect, useId, useState } from 'react';
import { Button, Paper, Stack, Switch, Text } from '@mantine/core';
import { useClient, useMutation, useQuery } from 'urql';
import { useTranslation } from '../../i18n/react.js';
import { useErrorText } from '../../components/useErrorText.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { SaveStatus, type SaveState } from '../../components/SaveStatus.js';
import { useCurrentUser } from '../../app/session/context.js';
import { browserSupportsPush, notificationPermission } from './browser-push.js';
import { allowFailureText, allowPush } from './subscribe.js';
import { PushDeviceQuery, SetPushDetailedMutation } from './operations.js';

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
 * This device in the settings' notification section (decision 0042): whether it can receive push,
 * the button that asks (the push question's flow), how to unblock it, and when it is on the choice
 * of detailed texts on this device (discreet by default). Without push here, it says that the push
 * switches serve the member's other devices.
 */
export function PushDeviceSettings() {
  const [device, onDevice] = useDeviceState();
  const [state, onSave] = useState<SaveState>({ kind: 'idle' });
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useClient();
  const { user } = useCurrentUser();
  const [working, setWorking] = useState(false);
  const endpoint = device.kind === 'on' ? device.endpoint : '';
  const [{ data, error }, askServer] = useQuery({ query: PushDeviceQuery, variables: { endpoint }, pause: !endpoint, requestPolicy: 'network-only' });
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
      // Saved again under the same endpoint (the server had lost it): the server knows it now.
      if (outcome.kind === 'on' && outcome.subscription.endpoint === endpoint) askServer({ requestPolicy: 'network-only' });
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
        {shown.kind !== 'on' && shown.kind !== 'checking' && (
          <Text fz="sm" c="dimmed">
            {t('pushNotifications.device.noPushHere')}
          </Text>
        )}
        <SaveStatus state={state} />
      </Stack>
    </Paper>
  );
}
