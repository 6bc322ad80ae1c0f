import { Text } from '@mantine/core';
import { useTranslation } from '../i18n/react.js';

export type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

/** "Saved." or the reason it was not, in a live region: heard as well as seen (each switch saves at once). */
export function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  return (
    <Text role="status" fz="sm" c={state.kind === 'error' ? 'red.4' : 'dimmed'} mih="1.4em">
      {state.kind === 'saving' ? t('settings.saving') : state.kind === 'saved' ? t('settings.saved') : state.kind === 'error' ? state.message : ''}
    </Text>
  );
}
