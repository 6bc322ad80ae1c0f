import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { IconUsers } from '@tabler/icons-react';
import { formatChf } from '../../i18n/format.js';
import { formatEventTime, localizedEvent } from './format.js';
import type { VenueEvent } from './operations.js';

const GUEST_TYPES = [
  ['man', 'priceManRappen'],
  ['woman', 'priceWomanRappen'],
  ['couple', 'priceCoupleRappen'],
] as const;

/** When, theme, who may come (said once) and what it costs, as a labelled list (not a picture of one). */
export function EventFacts({ event }: { event: VenueEvent }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { dressCode } = localizedEvent(event, language);
  const offered = GUEST_TYPES.filter(([, field]) => event[field] !== null);
  return (
    <Paper withBorder p="md" radius="md" bg="dark.6">
      <Stack gap="sm">
        <div>
          <Text fw={600} fz="sm" c="dark.1">
            {t('events.when')}
          </Text>
          <Text component="time" dateTime={event.startsAt}>
            {formatEventTime(event.startsAt, event.endsAt, language)}
          </Text>
        </div>
        {dressCode && (
          <div>
            <Text fw={600} fz="sm" c="dark.1">
              {t('events.dressCode')}
            </Text>
            <Text>{dressCode}</Text>
          </div>
        )}
        {event.coupleOnly && (
          <Group gap="xs" wrap="nowrap">
            <IconUsers size={18} aria-hidden="true" />
            <Text fw={600}>{t('events.coupleOnlyText')}</Text>
          </Group>
        )}
        <div>
          <Text fw={600} fz="sm" c="dark.1" id={`prices-${event.id}`}>
            {t('events.prices')}
          </Text>
          {offered.length === 0 ? (
            <Text>{t('events.noPrices')}</Text>
          ) : (
            <Table aria-labelledby={`prices-${event.id}`} withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} maw={320}>
              <Table.Tbody>
                {/* A couples' evening says who may come once, above; its prices list only the couples'. */}
                {(event.coupleOnly ? offered : GUEST_TYPES).map(([type, field]) => {
                  const price = event[field];
                  return (
                    <Table.Tr key={type}>
                      <Table.Th scope="row" fw={400} pr="md">
                        {t(`events.guestTypes.${type}`)}
                      </Table.Th>
                      <Table.Td ta="right">{price === null ? t('events.notOffered') : formatChf(price)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
