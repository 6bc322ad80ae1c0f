import { Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';
import { FormPage } from '../../components/FormPage.js';
import { FormError } from '../../components/FormError.js';
import { useErrorText } from '../../components/useErrorText.js';
import { PageLoader } from '../../components/PageLoader.js';
import { ProfileForm } from './ProfileForm.js';
import { useOwnProfileForm } from './useOwnProfileForm.js';

/** `/onboarding`: a new member builds their profile one step at a time (type, persons, about and looking-for). */
export function Component() {
  const { t } = useTranslation();
  const own = useOwnProfileForm();
  const errorText = useErrorText();
  return (
    <FormPage title={t('profileForm.onboardingTitle')}>
      <Text c="dimmed">{t('profileForm.onboardingIntro')}</Text>
      {own.error && !own.ready ? <FormError>{errorText(own.error)}</FormError> : own.ready ? <ProfileForm key={own.formKey} mode="steps" initialValues={own.initialValues} onSubmit={own.save} /> : <PageLoader />}
    </FormPage>
  );
}
