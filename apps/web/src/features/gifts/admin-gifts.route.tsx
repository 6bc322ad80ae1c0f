import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { formatChf, pathTo } from '@venue/shared';
import { QueryFallback } from '../../components/QueryFallback.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useTranslation } from '../../i18n/react.js';
import { AdminGiftsQuery, type Gift } from './operations.js';

/** `/admin/gifts` (staff): the gift shop's catalogue, active gifts first; add and edit from here. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('gifts.admin.title'));
  // Always asked afresh: a gift just saved shows at once.
  const [{ data, error }] = useQuery({ query: AdminGiftsQuery, requestPolicy: 'network-only' });
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('gifts.admin.title')}</Title>
        <Button component={Link} to={pathTo('adminGiftNew')}>
          {t('gifts.admin.new')}
        </Button>
      </Group>
      <Text>{t('gifts.admin.intro')}</Text>
      {!data ? (
        <QueryFallback error={error} />
      ) : data.adminGifts.length === 0 ? (
        <Text c="dimmed">{t('gifts.admin.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.adminGifts.map((gift) => (
            <GiftRow key={gift.id} gift={gift} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function GiftRow({ gift }: { gift: Gift }) {
  const { t } = useTranslation();
  const stock = gift.stock === null ? t('gifts.admin.stockUnlimited') : gift.soldOut ? t('gifts.admin.soldOut') : t('gifts.admin.stockLeft', { count: gift.stock });
  return (
    <Paper component="li" withBorder p="sm" radius="md" bg="dark.6">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Anchor component={Link} to={pathTo('adminGiftEdit', { id: gift.id })} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {gift.nameDe}
          </Anchor>
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {gift.nameEn} · {formatChf(gift.priceRappen)} · {stock}
          </Text>
        </Stack>
        {gift.active ? (
          <Badge color="green" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
            {t('gifts.admin.active')}
          </Badge>
        ) : (
          <Badge color="gray" variant="light" leftSection={<IconCircleOff size={14} aria-hidden />}>
            {t('gifts.admin.inactive')}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}
