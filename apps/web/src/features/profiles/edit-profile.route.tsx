import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormPage } from '../../components/FormPage.js';
import { useCurrentUser } from '../../app/session/context.js';
import { ProfileTypeChooser } from './ProfileTypeChooser.js';

/** `/users/:slug/edit` (owner only): for now the profile type; the full editor comes with profiles. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  return (
    <FormPage title={t('profileType.editTitle')}>
      <Text c="dimmed">{t('profileType.intro')}</Text>
      <ProfileTypeChooser current={user?.sex ?? null} />
    </FormPage>
  );
}
