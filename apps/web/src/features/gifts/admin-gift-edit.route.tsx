import { Anchor, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { QueryFallback } from '../../components/QueryFallback.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useTranslation } from '../../i18n/react.js';
import { GiftForm } from './GiftForm.js';
import { AdminGiftQuery, CreateGiftMutation, UpdateGiftMutation, type GiftInput } from './operations.js';

/** `/admin/gifts/new` and `/admin/gifts/:id/edit` (staff): one gift of the catalogue; back to the list once saved. */
export function Component() {
  const { id } = useParams();
  const { t } = useTranslation();
  const title = id ? t('gifts.admin.editTitle') : t('gifts.admin.newTitle');
  usePageTitle(title);
  const navigate = useNavigate();
  const [{ data, error }] = useQuery({ query: AdminGiftQuery, variables: { id: id ?? '' }, pause: !id, requestPolicy: 'network-only' });
  const [, create] = useMutation(CreateGiftMutation);
  const [, update] = useMutation(UpdateGiftMutation);

  async function save(input: GiftInput) {
    const res = id ? await update({ id, input }) : await create({ input });
    if (res.error) return res.error;
    notifications.show({ color: 'green', message: t('gifts.admin.saved') });
    void navigate(pathTo('adminGifts'));
    return undefined;
  }

  const gift = data?.adminGift ?? null;
  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to={pathTo('adminGifts')} fz="sm">
        {t('gifts.admin.back')}
      </Anchor>
      <Title order={1}>{title}</Title>
      {id && !gift ? <QueryFallback error={error} /> : <GiftForm key={gift?.id ?? 'new'} gift={gift} onSave={save} />}
    </Stack>
  );
}
