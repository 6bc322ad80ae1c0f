import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from 'urql';
import { ACCOUNT } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { useErrorText } from '../../components/useErrorText.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { showNotice } from '../../app/warnings.js';
import { EndOtherSessionsMutation, EndSessionMutation, SessionsQuery, type DeviceSession } from './operations.js';

/** The member's signed-in devices, this one marked; any other can be signed out, or all at once. */
export function SessionsList() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [version, setVersion] = useState(0);
  const [{ fetching }, endOthers] = useMutation(EndOtherSessionsMutation);
  const changed = () => setVersion((v) => v + 1);

  return (
    <Stack gap="sm">
      <Text fz="sm">{t('settings.sessions.intro')}</Text>
      <Button
        variant="default"
        w="fit-content"
        loading={fetching}
        onClick={() =>
          void endOthers({}).then((result) => {
            if (result.error) return void notifications.show({ color: 'red', message: errorText(result.error) });
            showNotice(t('settings.sessions.endedOthers', { count: result.data?.endOtherSessions ?? 0 }));
            changed();
          })
        }
      >
        {t('settings.sessions.endOthers')}
      </Button>
      <CursorPages resetKey={String(version)} gap="xs" renderPage={(page) => <SessionsPage {...page} onChanged={changed} />} />
    </Stack>
  );
}

function SessionsPage({ after, isLast, onMore, onChanged }: CursorPageProps & { onChanged: () => void }) {
  const { t } = useTranslation();
  const [{ data, error }] = useQuery({ query: SessionsQuery, variables: { first: ACCOUNT.sessionsPageSize, after }, requestPolicy: 'network-only' });
  const page = data?.sessions;
  if (!page) return <QueryFallback error={error} />;
  return (
    <>
      {page.nodes.map((session) => (
        <SessionRow key={session.id} session={session} onChanged={onChanged} />
      ))}
      {isLast && page.hasNextPage && page.endCursor && (
        <Button variant="light" onClick={() => onMore(page.endCursor!)} w="fit-content" mx="auto">
          {t('settings.sessions.loadMore')}
        </Button>
      )}
    </>
  );
}

/** "Chrome on Android", or as much of it as the browser told. */
function useDeviceName(): (s: Pick<DeviceSession, 'browser' | 'os'>) => string {
  const { t } = useTranslation();
  return ({ browser, os }) => {
    if (browser && os) return t('settings.sessions.device', { browser, os });
    return browser ?? os ?? t('settings.sessions.unknownDevice');
  };
}

function SessionRow({ session, onChanged }: { session: DeviceSession; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const deviceName = useDeviceName();
  const [{ fetching }, end] = useMutation(EndSessionMutation);
  const language = currentLanguage(i18n);
  const name = deviceName(session);
  return (
    <Paper withBorder p="sm" radius="md" bg="dark.6">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            {session.current && (
              <Badge variant="light" color="green">
                {t('settings.sessions.thisDevice')}
              </Badge>
            )}
          </Group>
          <Text fz="xs" c="dimmed">
            {t('settings.sessions.since', { date: formatDateTime(session.createdAt, language) })}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('settings.sessions.lastUsed', { date: formatDateTime(session.lastUsedAt, language) })}
          </Text>
        </Stack>
        {session.viewerCan.end && (
          <Button
            size="compact-md"
            variant="default"
            loading={fetching}
            aria-label={t('settings.sessions.endNamed', { device: name })}
            onClick={() =>
              void end({ id: session.id }).then((result) => {
                if (result.error) return void notifications.show({ color: 'red', message: errorText(result.error) });
                showNotice(t('settings.sessions.ended', { device: name }));
                onChanged();
              })
            }
          >
            {t('settings.sessions.end')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
