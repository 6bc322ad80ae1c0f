import { Button, Group, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IconGlassFull, IconRosetteDiscountCheck, IconShieldCheck, IconTicket } from '@tabler/icons-react';
import { formatChf, pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { FREE_DRINK_HOURS, freeDrinkIfReservedNow } from './party.js';
import type { Reservation } from './operations.js';

/** A reservation's perks, each as an icon and words: the entry discount and the free drink. */
export function PerksList({ perks }: { perks: Reservation['perks'] }) {
  const { t } = useTranslation();
  if (perks.discountRappen === null && !perks.freeDrink) return null;
  return (
    <List spacing={4} listStyleType="none" aria-label={t('reservations.perks.label')} fz="sm">
      {perks.discountRappen !== null && (
        <List.Item icon={<IconTicket size={18} aria-hidden="true" />}>{t('reservations.perks.discount', { amount: formatChf(perks.discountRappen) })}</List.Item>
      )}
      {perks.freeDrink && <List.Item icon={<IconGlassFull size={18} aria-hidden="true" />}>{t('reservations.perks.freeDrink')}</List.Item>}
    </List>
  );
}

/**
 * Before reserving: what a verified or premium member gets (spec §6) — for them "you get", for the
 * others "verified members get" with the way to verification. The free drink only while the start
 * is at least 24 h away.
 */
export function PerksPreview({ verified, startsAt }: { verified: boolean; startsAt: string }) {
  const { t } = useTranslation();
  const drink = freeDrinkIfReservedNow(startsAt);
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconRosetteDiscountCheck size={18} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
        <Text fz="sm" fw={600}>
          {verified ? t('reservations.perks.youGet') : t('reservations.perks.verifiedGet')}
        </Text>
      </Group>
      <List spacing={4} listStyleType="none" fz="sm">
        <List.Item icon={<IconTicket size={18} aria-hidden="true" />}>{t('reservations.perks.discountPreview')}</List.Item>
        <List.Item icon={<IconGlassFull size={18} aria-hidden="true" />}>
          {drink ? t('reservations.perks.freeDrinkPreview', { hours: FREE_DRINK_HOURS }) : t('reservations.perks.freeDrinkTooLate', { hours: FREE_DRINK_HOURS })}
        </List.Item>
      </List>
      {!verified && (
        <Button component={Link} to={`${pathTo('premium')}#verification`} variant="subtle" size="compact-sm" leftSection={<IconShieldCheck size={16} aria-hidden="true" />} w="fit-content">
          {t('reservations.perks.verify')}
        </Button>
      )}
    </Stack>
  );
}
