import { useEffect, useId, useState } from 'react';
import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../i18n/react.js';
import { useClient } from 'urql';
import { useCurrentUser } from '../../app/session/context.js';
import { useMomentOfValue } from '../../app/moment-of-value.js';
import { useErrorText } from '../../components/useErrorText.js';
import { browserSupportsPush, notificationPermission } from './browser-push.js';
import { rememberAnswer, rememberedAnswer, shouldAsk } from './question-memory.js';
import { PushPublicKeyQuery } from './operations.js';
import { allowPush, allowFailureText, subscribeAndSave } from './subscribe.js';

/**
 * The one-time question about push notifications, for signed-in members whose browser can receive
 * them (service worker active, PushManager, Notification). Asked at a moment of value (the first
 * private message sent or received, a friend request: app/moment-of-value.ts), as a small card over
 * the page that pushes nothing down. Not during onboarding: it waits until the profile type is
 * chosen. A member who said yes before has the subscription renewed quietly.
 */
export function PushQuestion() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useClient();
  const { user } = useCurrentUser();
  const titleId = useId();
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const memberId = user && user.sex && !user.isDeactivated ? user.id : null;
  const moment = useMomentOfValue();

  useEffect(() => {
    setRegistration(null);
    setError(null);
    if (!memberId || !browserSupportsPush()) return;
    let current = true;
    // Resolves only once a service worker is active: never in development, where none is registered.
    void navigator.serviceWorker.ready.then((ready) => {
      if (!current) return;
      const permission = notificationPermission();
      const remembered = rememberedAnswer(memberId);
      if (moment && shouldAsk(remembered, permission)) {
        // Fetched now, so that after the click nothing but the browser stands between permission and subscription.
        void client.query(PushPublicKeyQuery, {}).toPromise();
        setRegistration(ready);
      }
      else if (remembered?.answer === 'yes' && permission === 'granted') {
        subscribeAndSave(client, ready).catch(() => console.warn('push subscription not renewed'));
      }
    });
    return () => {
      current = false;
    };
  }, [memberId, client, moment]);

  if (!memberId || !registration) return null;

  const close = () => setRegistration(null);

  const notNow = () => {
    rememberAnswer(memberId, 'notNow');
    close();
  };

  const accept = async () => {
    setWorking(true);
    setError(null);
    try {
      const outcome = await allowPush(client, registration, memberId);
      close();
      if (outcome.kind === 'denied') notifications.show({ color: 'yellow', message: t('push.blocked') });
      if (outcome.kind === 'on') notifications.show({ color: 'green', message: t('push.enabled') });
    } catch (failure) {
      setError(allowFailureText(failure, errorText, t('push.failed')));
    } finally {
      setWorking(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder shadow="lg" p="md" radius="md" bg="dark.6" className="venue-floating-card">
      <Text id={titleId} fw={600} mb={4}>
        {t('push.title')}
      </Text>
      <Text>{t('push.question')}</Text>
      <Text c="dimmed" size="sm" mt={4}>
        {t('push.hint')}
      </Text>
      {error && (
        <Alert color="red" mt="sm" role="alert">
          {error}
        </Alert>
      )}
      <Group gap="sm" mt="md">
        <Button size="sm" onClick={() => void accept()} loading={working}>
          {t('push.yes')}
        </Button>
        <Button size="sm" variant="default" onClick={notNow} disabled={working}>
          {t('push.notNow')}
        </Button>
      </Group>
    </Paper>
  );
}
