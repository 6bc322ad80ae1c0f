import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';
import { downloadExport } from './download-export.js';

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; filename: string } | { kind: 'error'; message: string };

/** The member's own data as a ZIP (data.json and the photos), as data protection law expects. */
export function DataExport() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const start = async () => {
    setState({ kind: 'busy' });
    const outcome = await downloadExport();
    setState(outcome.ok ? { kind: 'done', filename: outcome.filename } : { kind: 'error', message: t(`errors.${outcome.code}`) });
  };
  return (
    <Stack gap="sm">
      <Text fz="sm">{t('settings.export.intro')}</Text>
      <Button variant="default" w="fit-content" loading={state.kind === 'busy'} onClick={() => void start()}>
        {t('settings.export.download')}
      </Button>
      <Text role="status" fz="sm" c={state.kind === 'error' ? 'red.4' : 'dimmed'}>
        {state.kind === 'done' ? t('settings.export.done', { filename: state.filename }) : state.kind === 'error' ? state.message : ''}
      </Text>
    </Stack>
  );
}
