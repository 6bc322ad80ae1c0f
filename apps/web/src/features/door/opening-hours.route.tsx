import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from 'urql';
import { QueryFallback } from '../../components/QueryFallback.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useTranslation } from '../../i18n/react.js';
import { ClosedDaysPanel } from './ClosedDaysPanel.js';
import { DiscountPanel } from './DiscountPanel.js';
import { OpeningHoursQuery } from './operations.js';
import { WeekPanel } from './WeekPanel.js';

/**
 * `/admin/opening-hours`: the regular week (open or closed per weekday, times, couple-only,
 * capacity), the closed dates, and the entry discount of verified and premium members.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('admin.openingHours.title'));
  const [{ data, error }] = useQuery({ query: OpeningHoursQuery, requestPolicy: 'cache-and-network' });
  if (!data) return <QueryFallback error={error} />;
  return (
    <Stack gap="xl" maw={880}>
      <Stack gap={4}>
        <Title order={1}>{t('admin.openingHours.title')}</Title>
        <Text c="dimmed">{t('admin.openingHours.intro')}</Text>
      </Stack>
      <WeekPanel hours={data.openingHours} />
      <ClosedDaysPanel closedDays={data.closedDays} />
      <DiscountPanel discountRappen={data.reservationSettings.discountRappen} />
    </Stack>
  );
}
