import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconGlass, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { formatChf } from '@venue/shared';
import { MemberAvatar } from '../../components/MemberAvatar.js';
import { oneLineName } from '../../components/MemberName.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { partyText } from './door-format.js';
import type { DoorListEntry } from './operations.js';
import type { CheckIn } from './useCheckIn.js';

function Name({ entry }: { entry: DoorListEntry }) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <span className="venue-door-screen-only">
        <MemberAvatar member={entry.user} size={40} />
      </span>
      <Text fw={600} style={oneLineName} title={entry.user.username}>
        {entry.user.username}
      </Text>
    </Group>
  );
}

function Verified({ entry }: { entry: DoorListEntry }) {
  const { t } = useTranslation();
  if (!entry.verified) return <Dash label={t('admin.door.notVerified')} />;
  return (
    <Group gap={4} wrap="nowrap" c="teal.3">
      <IconRosetteDiscountCheck size={18} stroke={1.8} aria-hidden="true" />
      <Text fz="sm" fw={600} c="teal.3">
        {t('admin.door.verified')}
      </Text>
    </Group>
  );
}

function Discount({ entry }: { entry: DoorListEntry }) {
  const { t } = useTranslation();
  const rappen = entry.reservation.perks.discountRappen;
  return rappen ? <Text fw={600}>{formatChf(rappen)}</Text> : <Dash label={t('admin.door.noDiscount')} />;
}

function FreeDrink({ entry }: { entry: DoorListEntry }) {
  const { t } = useTranslation();
  if (!entry.reservation.perks.freeDrink) return <Dash label={t('admin.door.noFreeDrink')} />;
  return (
    <Group gap={4} wrap="nowrap" c="gold.4">
      <IconGlass size={18} stroke={1.8} aria-hidden="true" />
      <Text fz="sm" fw={600} c="gold.4">
        {t('admin.door.freeDrink')}
      </Text>
    </Group>
  );
}

/** An empty cell that says what it means to screen readers. */
function Dash({ label }: { label: string }) {
  return (
    <Text c="dimmed" component="span">
      <span aria-hidden="true">–</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Text>
  );
}

/** What the narrower table leaves out is told under the name: the party on phones, the perks up to wide screens. */
function PhoneDetails({ entry }: { entry: DoorListEntry }) {
  const { t } = useTranslation();
  const rappen = entry.reservation.perks.discountRappen;
  return (
    <Group gap={6} mt={6} wrap="wrap" className="venue-door-details venue-door-indent">
      <Text fz="sm" className="venue-door-below-sm">
        {partyText(entry, t)}
      </Text>
      {entry.verified && (
        <Badge variant="light" color="teal" size="sm" className="venue-door-below-lg" leftSection={<IconRosetteDiscountCheck size={12} aria-hidden="true" />}>
          {t('admin.door.verified')}
        </Badge>
      )}
      {rappen ? (
        <Badge variant="outline" color="gray" size="sm" className="venue-door-below-lg">
          {t('admin.door.discountValue', { amount: formatChf(rappen) })}
        </Badge>
      ) : null}
      {entry.reservation.perks.freeDrink && (
        <Badge variant="light" color="gold" size="sm" className="venue-door-below-lg" leftSection={<IconGlass size={12} aria-hidden="true" />}>
          {t('admin.door.freeDrink')}
        </Badge>
      )}
    </Group>
  );
}

/**
 * The door list: one row per party, with a big toggle to check it in. Rows the filter leaves out
 * are hidden on screen but printed (paper carries the whole list).
 */
export function DoorTable({ entries, shown, checkIn }: { entries: DoorListEntry[]; shown: ReadonlySet<string>; checkIn: CheckIn }) {
  const { t } = useTranslation();
  return (
    <Table className="venue-door-table" verticalSpacing="sm" highlightOnHover aria-label={t('admin.door.tableLabel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('admin.door.colName')}</Table.Th>
          <Table.Th scope="col" className="venue-door-from-sm">
            {t('admin.door.colParty')}
          </Table.Th>
          <Table.Th scope="col" className="venue-door-from-lg">
            {t('admin.door.colVerified')}
          </Table.Th>
          <Table.Th scope="col" className="venue-door-from-lg">
            {t('admin.door.colDiscount')}
          </Table.Th>
          <Table.Th scope="col" className="venue-door-from-lg">
            {t('admin.door.colFreeDrink')}
          </Table.Th>
          <Table.Th scope="col" className="venue-door-checkin-col">
            {t('admin.door.colCheckIn')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => {
          const checked = checkIn.isCheckedIn(entry);
          return (
            <Table.Tr key={entry.reservation.id} hidden={!shown.has(entry.reservation.id)} data-checked-in={checked || undefined}>
              <Table.Td className="venue-door-name-cell">
                <Name entry={entry} />
                <PhoneDetails entry={entry} />
              </Table.Td>
              <Table.Td className="venue-door-from-sm">{partyText(entry, t)}</Table.Td>
              <Table.Td className="venue-door-from-lg">
                <Verified entry={entry} />
              </Table.Td>
              <Table.Td className="venue-door-from-lg">
                <Discount entry={entry} />
              </Table.Td>
              <Table.Td className="venue-door-from-lg">
                <FreeDrink entry={entry} />
              </Table.Td>
              <Table.Td className="venue-door-checkin-col">
                <Button
                  className="venue-door-screen-only venue-door-toggle"
                  size="lg"
                  px="sm"
                  fullWidth
                  variant={checked ? 'filled' : 'default'}
                  color={checked ? 'teal' : undefined}
                  leftSection={checked ? <IconCheck size={22} stroke={2.2} aria-hidden /> : undefined}
                  aria-pressed={checked}
                  // The name starts with the visible text (axe: label-content-name-mismatch).
                  aria-label={t(checked ? 'admin.door.checkedInLabel' : 'admin.door.checkInLabel', { name: entry.user.username })}
                  aria-busy={checkIn.isSaving(entry) || undefined}
                  onClick={() => void checkIn.toggle(entry)}
                >
                  {checked ? t('admin.door.checkedIn') : t('admin.door.checkIn')}
                </Button>
                <span className="venue-door-print-only">{checked ? t('admin.door.checkedIn') : <span className="venue-door-print-box" />}</span>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** The wait list, in its order: position, name, party, verified, since when. */
export function WaitlistTable({ entries }: { entries: DoorListEntry[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const ordered = [...entries].sort((a, b) => (a.reservation.waitlistPosition ?? 0) - (b.reservation.waitlistPosition ?? 0));
  return (
    <Table className="venue-door-table" verticalSpacing="xs" aria-label={t('admin.door.waitlistLabel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('admin.door.colPosition')}</Table.Th>
          <Table.Th scope="col">{t('admin.door.colName')}</Table.Th>
          <Table.Th scope="col" className="venue-door-from-sm">
            {t('admin.door.colParty')}
          </Table.Th>
          <Table.Th scope="col" className="venue-door-from-sm">
            {t('admin.door.colReservedAt')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ordered.map((entry) => (
          <Table.Tr key={entry.reservation.id}>
            <Table.Td>{entry.reservation.waitlistPosition ?? '–'}</Table.Td>
            <Table.Td className="venue-door-name-cell">
              <Stack gap={4}>
                <Name entry={entry} />
                <Group gap={6} wrap="wrap" className="venue-door-indent">
                  <Text fz="sm" className="venue-door-below-sm">
                    {partyText(entry, t)}
                  </Text>
                  {entry.verified && (
                    <Badge variant="light" color="teal" size="sm" leftSection={<IconRosetteDiscountCheck size={12} aria-hidden="true" />}>
                      {t('admin.door.verified')}
                    </Badge>
                  )}
                </Group>
              </Stack>
            </Table.Td>
            <Table.Td className="venue-door-from-sm">{partyText(entry, t)}</Table.Td>
            <Table.Td className="venue-door-from-sm">{formatDateTime(entry.reservation.createdAt, language)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
