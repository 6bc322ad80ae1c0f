import { useId, useState, type ReactNode } from 'react';
import { Switch, Text } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { NOTIFICATION_KIND_NAMES, type NotificationChannel, type NotificationKind } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { useErrorText } from '../../components/useErrorText.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { SaveStatus, type SaveState } from '../../components/SaveStatus.js';
import { NotificationChannelsQuery, SetNotificationChannelMutation, type NotificationChannels } from './operations.js';
import { SettingsSection } from './SettingsSection.js';
import './notification-settings.css';

/**
 * `/settings`, "Notifications" (issue 15, decision 0042): this device's push state (`device`, from
 * the push feature: ask, blocked, on, and the choice of detailed texts), then one row per kind with
 * a switch per channel it offers. Every change is saved at once, and the section says so in words.
 */
export function NotificationSettings({ device }: { device?: ReactNode }) {
  const { t } = useTranslation();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  return (
    <SettingsSection title={t('pushNotifications.title')} id="notifications">
      {device}
      <Text fz="sm" c="dimmed">
        {t('pushNotifications.hint')}
      </Text>
      <ChannelTable onSave={setState} />
      <SaveStatus state={state} />
    </SettingsSection>
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
