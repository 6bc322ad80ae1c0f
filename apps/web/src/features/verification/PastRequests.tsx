import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import type { OwnVerificationRequest } from './operations.js';
import { VerificationStateBadge } from './VerificationStateBadge.js';

/** The member's earlier requests (spec §2: past requests), newest first, each with its outcome and reason. */
export function PastRequests({ requests }: { requests: OwnVerificationRequest[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  if (requests.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="verification-past">
      <Title order={3} id="verification-past" fz="md">
        {t('verification.past.title')}
      </Title>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {requests.map((r) => (
          <Paper component="li" key={r.id} withBorder p="sm" radius="md" bg="dark.7" data-testid="past-request">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fz="sm">{t('verification.past.requested', { datetime: formatDateTime(r.insertedAt, language) })}</Text>
              <VerificationStateBadge state={r.state} />
            </Group>
            {r.decidedAt && (
              <Text fz="xs" c="dimmed">
                {t('verification.past.decided', { datetime: formatDateTime(r.decidedAt, language) })}
              </Text>
            )}
            {r.reason && (
              <Text fz="sm" mt={4}>
                {t('verification.past.reason', { reason: r.reason })}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
