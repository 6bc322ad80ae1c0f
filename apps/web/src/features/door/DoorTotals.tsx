import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';

function Figure({ label, value, hint, live = false }: { label: string; value: number; hint: string; live?: boolean }) {
  return (
    <Paper withBorder p="md" radius="md" bg="dark.6" className="venue-door-figure">
      <Stack gap={2} aria-live={live ? 'polite' : undefined} aria-atomic={live || undefined}>
        <Text fw={600} fz="sm">
          {label}
        </Text>
        <Text fz={32} fw={700} lh={1.1}>
          {value}
        </Text>
        <Text fz="xs" c="dimmed">
          {hint}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The door list's totals, in people: expected (of the capacity), checked in, waiting. */
export function DoorTotals({ expected, checkedIn, capacity, waitlistPeople }: { expected: number; checkedIn: number; capacity: number | null; waitlistPeople: number }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 3 }} spacing={{ base: 'xs', sm: 'md' }} className="venue-door-totals">
      <Figure label={t('admin.door.expected')} value={expected} hint={capacity === null ? t('admin.door.unlimited') : t('admin.door.ofCapacity', { count: capacity })} />
      <Figure label={t('admin.door.checkedInTotal')} value={checkedIn} hint={t('admin.door.ofExpected', { count: expected })} live />
      <Figure label={t('admin.door.waiting')} value={waitlistPeople} hint={t('admin.door.peopleOnWaitlist')} />
    </SimpleGrid>
  );
}
