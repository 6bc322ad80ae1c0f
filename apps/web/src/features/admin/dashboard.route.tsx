import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconShieldCheck, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useQuery } from 'urql';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { AdminDashboardQuery, DashboardPendingVerificationsQuery } from './operations.js';

/** `/admin/dashboard`: members counted by profile type and by status. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('admin.title'));
  const errorText = useErrorText();
  const [{ data, fetching, error }] = useQuery({ query: AdminDashboardQuery, requestPolicy: 'cache-and-network' });
  const dashboard = data?.adminDashboard;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('admin.title')}</Title>
        <Text c="dimmed">{t('admin.intro')}</Text>
      </Stack>
      {error && !dashboard && (
        <Alert color="red" variant="light" role="alert">
          {errorText(error)}
        </Alert>
      )}
      {fetching && !dashboard && <PageLoader />}
      {dashboard && (
        <>
          <Paper withBorder p="md" radius="md" bg="dark.6">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <IconUsers size={24} stroke={1.6} aria-hidden color="var(--mantine-color-gold-4)" />
                <Stack gap={0}>
                  <Text fw={600}>{t('admin.totalMembers')}</Text>
                  <Text fz="xs" c="dimmed">
                    {t('admin.staffNotCounted')}
                  </Text>
                </Stack>
              </Group>
              <Text fz={32} fw={700} data-testid="total-members">
                {dashboard.totalMembers}
              </Text>
            </Group>
          </Paper>
          <PendingVerifications />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <CountTable
              caption={t('admin.byProfileType')}
              heading={t('admin.profileType')}
              rows={dashboard.byProfileType.map((row) => ({ key: row.sex ?? 'none', label: row.sex ? t(`profileType.${row.sex}`) : t('admin.noProfileType'), count: row.count }))}
            />
            <CountTable
              caption={t('admin.byStatus')}
              heading={t('admin.status')}
              rows={dashboard.byStatus.map((row) => ({ key: row.status, label: t(`admin.statuses.${row.status}`), count: row.count }))}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

/** Verification requests with a selfie waiting for staff, with the way to the queue. */
function PendingVerifications() {
  const { t } = useTranslation();
  const [{ data }] = useQuery({ query: DashboardPendingVerificationsQuery, requestPolicy: 'cache-and-network' });
  const count = data?.adminPendingVerificationCount;
  if (count === undefined) return null;
  return (
    <Paper withBorder p="md" radius="md" bg="dark.6">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <IconShieldCheck size={24} stroke={1.6} aria-hidden color="var(--mantine-color-gold-4)" />
          <Stack gap={0}>
            <Text fw={600}>{t('admin.pendingVerifications')}</Text>
            <Anchor component={Link} to={pathTo('adminVerifications')} fz="sm">
              {count > 0 ? t('admin.reviewVerifications') : t('admin.openVerifications')}
            </Anchor>
          </Stack>
        </Group>
        <Text fz={32} fw={700} data-testid="pending-verifications">
          {count}
        </Text>
      </Group>
    </Paper>
  );
}

function CountTable({ caption, heading, rows }: { caption: string; heading: string; rows: { key: string; label: string; count: number }[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" bg="dark.6">
      <Table captionSide="top" verticalSpacing="xs">
        <Table.Caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{heading}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('admin.count')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td ta="right">{row.count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
