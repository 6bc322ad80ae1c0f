import { useState } from 'react';
import { Fieldset, Radio, Stack, Switch, Text } from '@mantine/core';
import { useMutation } from 'urql';
import { RESERVATION_VISIBILITIES, SETTING_GROUPS, type ReservationVisibility, type SettingToggle } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { useErrorText } from '../../components/useErrorText.js';
import { UpdateSettingsMutation, type Settings, type SettingsValues } from './operations.js';
import { SaveStatus, type SaveState } from '../../components/SaveStatus.js';

type Group = keyof typeof SETTING_GROUPS;

/**
 * Settings of features the app does not have yet (gifts): not offered, so no switch promises
 * something that does not work. The server keeps their stored values; the issue that builds each
 * feature shows its switch again (reservations did, issue 14; Spark, issue 16).
 */
const NOT_YET_OFFERED: ReadonlySet<SettingToggle> = new Set<SettingToggle>([]);

/**
 * The on/off settings of spec §3 that work today, in two groups. Each change is saved at once; the group says so
 * in words ("Saved.", or the error) in a live region, so it is heard as well as seen. The e-mail
 * toggles are columns of the notification table now (NotificationSettings, issue 15).
 */
export function SettingToggles({ settings }: { settings: Settings }) {
  return (
    <Stack gap="lg">
      <ToggleGroup group="visibility" settings={settings} withReservations />
      <ToggleGroup group="contact" settings={settings} />
    </Stack>
  );
}

function ToggleGroup({ group, settings, withReservations = false }: { group: Group; settings: Settings; withReservations?: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [, update] = useMutation(UpdateSettingsMutation);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  // What the member chose, shown at once; dropped again when the server refuses it.
  const [chosen, setChosen] = useState<Partial<SettingsValues>>({});
  const shown: SettingsValues = { ...settings, ...chosen };

  const save = async (change: Partial<SettingsValues>) => {
    setChosen((c) => ({ ...c, ...change }));
    setState({ kind: 'saving' });
    const result = await update({ input: change });
    if (result.error) {
      setChosen((c) => Object.fromEntries(Object.entries(c).filter(([key]) => !(key in change))));
      setState({ kind: 'error', message: errorText(result.error) });
      return;
    }
    setState({ kind: 'saved' });
  };

  return (
    <Fieldset legend={t(`settings.groups.${group}.title`)} variant="filled">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t(`settings.groups.${group}.hint`)}
        </Text>
        {SETTING_GROUPS[group]
          .filter((key) => !NOT_YET_OFFERED.has(key))
          .map((key) => (
            <Switch
              key={key}
              label={t(`settings.toggles.${key}`)}
              checked={shown[key]}
              onChange={(e) => void save({ [key]: e.currentTarget.checked })}
            />
          ))}
        {withReservations && (
          <Radio.Group
            label={t('settings.reservations.label')}
            value={shown.reservationsVisibleTo}
            onChange={(value) => void save({ reservationsVisibleTo: value as ReservationVisibility })}
          >
            <Stack gap="xs" mt="xs">
              {RESERVATION_VISIBILITIES.map((value) => (
                <Radio key={value} value={value} label={t(`settings.reservations.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <SaveStatus state={state} />
      </Stack>
    </Fieldset>
  );
}
