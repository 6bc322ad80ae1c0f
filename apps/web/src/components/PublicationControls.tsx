import { useState } from 'react';
import { Badge, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from '../i18n/react.js';
import type { CombinedError } from 'urql';
import { formatDateTime } from '../i18n/format.js';
import { currentLanguage } from '../i18n/i18n.js';
import { FormError } from './FormError.js';
import { useErrorText } from './useErrorText.js';
import { isoToZurichLocal, zurichLocalToIso } from './zurich-time.js';

export type PublicationState = 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';

/** Which catalogue namespace holds the `publication.*` texts (news and events each have theirs). */
type Namespace = 'news' | 'events';

const COLOURS: Record<PublicationState, string> = { DRAFT: 'gray', SCHEDULED: 'yellow', PUBLISHED: 'green' };

/** The state in words ("Geplant für 12.06.2026, 20:00"), never by colour alone. */
export function PublicationStateText({ ns, state, publishedAt }: { ns: Namespace; state: PublicationState; publishedAt: string | null }) {
  const { t, i18n } = useTranslation();
  const date = publishedAt ? formatDateTime(publishedAt, currentLanguage(i18n)) : '';
  return (
    <Badge color={COLOURS[state]} variant="light" radius="sm" tt="none" size="md">
      {t(`${ns}.publication.state.${state}`, { date })}
    </Badge>
  );
}

type Action = () => Promise<CombinedError | undefined>;

/**
 * Publishing controls of the admin edit screens: publish now, schedule at a Swiss time, back to
 * draft, and delete after a confirmation. Each button reports the server's verdict.
 */
export function PublicationControls({
  ns,
  title,
  state,
  publishedAt,
  onPublish,
  onUnpublish,
  onDelete,
}: {
  ns: Namespace;
  title: string;
  state: PublicationState;
  publishedAt: string | null;
  onPublish: (at: string | null) => Promise<CombinedError | undefined>;
  onUnpublish: Action;
  onDelete: Action;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [scheduleAt, setScheduleAt] = useState(state === 'SCHEDULED' ? isoToZurichLocal(publishedAt) : '');
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function run(name: string, action: Action) {
    setBusy(name);
    setError(null);
    const failure = await action();
    setBusy(null);
    if (failure) setError(errorText(failure));
    return !failure;
  }

  function schedule() {
    const iso = zurichLocalToIso(scheduleAt);
    if (!iso) {
      setScheduleError(t('errors.DATE_INVALID'));
      return;
    }
    setScheduleError(null);
    void run('schedule', () => onPublish(iso));
  }

  return (
    <Paper withBorder p="md" radius="md" bg="dark.6" component="section" aria-labelledby={`${ns}-publication-heading`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="h4" id={`${ns}-publication-heading`}>
            {t(`${ns}.publication.heading`)}
          </Title>
          <PublicationStateText ns={ns} state={state} publishedAt={publishedAt} />
        </Group>
        <Group gap="sm" wrap="wrap">
          {state !== 'PUBLISHED' && (
            <Button onClick={() => void run('publish', () => onPublish(null))} loading={busy === 'publish'}>
              {t(`${ns}.publication.publishNow`)}
            </Button>
          )}
          {state !== 'DRAFT' && (
            <Button variant="outline" onClick={() => void run('unpublish', onUnpublish)} loading={busy === 'unpublish'}>
              {t(`${ns}.publication.unpublish`)}
            </Button>
          )}
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            type="datetime-local"
            label={t(`${ns}.publication.scheduleAt`)}
            value={scheduleAt}
            onChange={(e) => setScheduleAt(e.currentTarget.value)}
            error={scheduleError}
            style={{ flex: '1 1 14rem' }}
          />
          <Button variant="light" onClick={schedule} loading={busy === 'schedule'}>
            {t(`${ns}.publication.schedule`)}
          </Button>
        </Group>
        <FormError>{error}</FormError>
        <Group justify="flex-end">
          <Button color="red" variant="subtle" onClick={() => setConfirming(true)}>
            {t(`${ns}.publication.delete`)}
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t(`${ns}.publication.confirmTitle`)} centered>
        <Stack gap="md">
          <Text>{t(`${ns}.publication.confirmText`, { title })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t(`${ns}.publication.cancel`)}
            </Button>
            <Button
              color="red"
              loading={busy === 'delete'}
              onClick={() => void run('delete', onDelete).then((ok) => ok || setConfirming(false))}
            >
              {t(`${ns}.publication.confirmDelete`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
