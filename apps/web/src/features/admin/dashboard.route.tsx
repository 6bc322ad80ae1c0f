import { Alert, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconCoin, IconCrown, IconFlag, IconShieldCheck, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { formatChf } from '../../i18n/format.js';
import { pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useQuery } from 'urql';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { AdminDashboardQuery, DashboardPendingVerificationsQuery, type AdminDashboard } from './operations.js';
import { StatTile } from './StatTile.js';
import { WeeklyBars } from './WeeklyBars.js';

/** `/admin/dashboard`: the club's figures at a glance, each with the way to act on it. */
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
          <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
            <StatTile
              icon={<IconUsers size={20} stroke={1.6} aria-hidden color="var(--mantine-color-gold-4)" />}
              label={t('admin.totalMembers')}
              value={dashboard.totalMembers}
              hint={t('admin.staffNotCounted')}
              link={{ to: pathTo('adminMembers'), label: t('admin.toMembers') }}
              testId="total-members"
            />
            <PendingVerifications />
            <StatTile
              icon={<IconUserPlus size={20} stroke={1.6} aria-hidden color="var(--mantine-color-gold-4)" />}
              label={t('admin.newThisWeek')}
              value={dashboard.newMembersPerWeek.at(-1)?.count ?? 0}
              hint={t('admin.lastWeek', { count: dashboard.newMembersPerWeek.at(-2)?.count ?? 0 })}
            />
            <PremiumTiles dashboard={dashboard} />
            <StatTile
              icon={<IconFlag size={20} stroke={1.6} aria-hidden color="var(--mantine-color-gold-4)" />}
              label={t('admin.openReports')}
              value={dashboard.openReports}
              link={{ to: pathTo('reports'), label: t('admin.toReports') }}
              testId="open-reports"
            />
          </SimpleGrid>
          <WeeklyBars title={t('admin.newMembersPerWeek')} weeks={dashboard.newMembersPerWeek} />
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
/** Premium subscriptions running (trials apart) and the money received, this month beside the last. */
function PremiumTiles({ dashboard }: { dashboard: AdminDashboard }) {
  const { t } = useTranslation();
  const count = (state: string) => dashboard.subscriptionsByState.find((row) => row.state === state)?.count ?? 0;
  const paying = count('ACTIVE') + count('CANCELLED') + count('PAST_DUE');
  return (
    <>
      <StatTile
        icon={<IconCrown size={20} stroke={1.6} aria-hidden color="var(--mantine-color-gold-4)" />}
        label={t('admin.subscriptions')}
        value={paying}
        hint={t('admin.subscriptionsHint', { trials: count('TRIAL'), cancelled: count('CANCELLED'), pastDue: count('PAST_DUE') })}
        link={{ to: pathTo('adminPremium'), label: t('admin.toPremium') }}
        testId="subscriptions"
      />
      <StatTile
        icon={<IconCoin size={20} stroke={1.6} aria-hidden color="var(--mantine-color-gold-4)" />}
        label={t('admin.revenueThisMonth')}
        value={formatChf(dashboard.revenueThisMonthRappen)}
        hint={t('admin.revenueLastMonth', { amount: formatChf(dashboard.revenueLastMonthRappen) })}
        testId="revenue"
      />
    </>
  );
}

function PendingVerifications() {
  const { t } = useTranslation();
  const [{ data }] = useQuery({ query: DashboardPendingVerificationsQuery, requestPolicy: 'cache-and-network' });
  const count = data?.adminPendingVerificationCount;
  if (count === undefined) return null;
  return (
    <StatTile
      icon={<IconShieldCheck size={20} stroke={1.6} aria-hidden color="var(--mantine-color-gold-4)" />}
      label={t('admin.pendingVerifications')}
      value={count}
      link={{ to: pathTo('adminVerifications'), label: count > 0 ? t('admin.reviewVerifications') : t('admin.openVerifications') }}
      testId="pending-verifications"
    />
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
