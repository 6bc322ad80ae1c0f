import { Anchor, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { pathTo, VERIFICATION_STATES, type VerificationState } from '@venue/shared';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { VerificationQueueQuery } from './operations.js';
import { VerificationStateBadge } from './VerificationStateBadge.js';

const PAGE_SIZE = 20;

function stateOf(value: string | null): VerificationState {
  return (VERIFICATION_STATES as readonly string[]).includes(value ?? '') ? (value as VerificationState) : 'PENDING';
}

/** `/admin/verifications`: requests with a selfie, oldest first, by state (PENDING by default). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('verification.admin.title'));
  const [params, setParams] = useSearchParams();
  const state = stateOf(params.get('state'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('verification.admin.title')}</Title>
        <Text c="dimmed">{t('verification.admin.intro')}</Text>
      </Stack>
      <SegmentedControl
        aria-label={t('verification.admin.filter')}
        value={state}
        onChange={(value) => setParams(value === 'PENDING' ? {} : { state: value }, { replace: true })}
        data={VERIFICATION_STATES.map((s) => ({ value: s, label: t(`verification.admin.filterState.${s}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <CursorPages resetKey={state} gap="xs" renderPage={(page) => <QueuePage state={state} {...page} />} />
    </Stack>
  );
}

function QueuePage({ state, after, isLast, onMore }: CursorPageProps & { state: VerificationState }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [{ data, error }] = useQuery({ query: VerificationQueueQuery, variables: { state, first: PAGE_SIZE, after }, requestPolicy: 'cache-and-network' });
  const page = data?.adminVerificationRequests;
  if (!page) return <QueryFallback error={error} />;
  return (
    <>
      {page.nodes.length === 0 && after === null && (
        <Text c="dimmed" role="status">
          {t(`verification.admin.empty.${state}`)}
        </Text>
      )}
      {page.nodes.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={after === null ? t('verification.admin.listLabel') : undefined}>
          {page.nodes.map((item) => (
            <Paper component="li" key={item.id} withBorder p="sm" radius="md" bg="dark.6" data-testid="verification-queue-item">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Group gap="xs" wrap="wrap">
                    <Anchor component={Link} to={pathTo('adminVerification', { id: item.id })} fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {item.member.username}
                    </Anchor>
                    {item.member.sex && (
                      <Text fz="sm" c="dimmed">
                        {t(`profileType.${item.member.sex}`)}
                      </Text>
                    )}
                  </Group>
                  <Group gap="xs" wrap="wrap">
                    <VerificationStateBadge state={item.state} />
                    <Text fz="xs" c="dimmed">
                      {t('verification.admin.submitted', { datetime: formatDateTime(item.submittedAt, language) })}
                    </Text>
                  </Group>
                </Stack>
                <IconChevronRight size={18} stroke={1.6} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-dimmed)' }} />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {isLast && page.hasNextPage && page.endCursor && (
        <Button variant="default" onClick={() => onMore(page.endCursor!)} style={{ alignSelf: 'center' }}>
          {t('verification.admin.loadMore')}
        </Button>
      )}
    </>
  );
}
