import { useTranslation } from '../../i18n/react.js';
import { FormPage } from '../../components/FormPage.js';
import { FormError } from '../../components/FormError.js';
import { useErrorText } from '../../components/useErrorText.js';
import { PageLoader } from '../../components/PageLoader.js';
import { ProfileForm } from './ProfileForm.js';
import { useOwnProfileForm } from './useOwnProfileForm.js';

/** `/users/:slug/edit` (owner only, the route guard checks the slug): the whole profile on one form. */
export function Component() {
  const { t } = useTranslation();
  const own = useOwnProfileForm();
  const errorText = useErrorText();
  return (
    <FormPage title={t('profileType.editTitle')}>
      {own.error && !own.ready ? <FormError>{errorText(own.error)}</FormError> : own.ready ? <ProfileForm key={own.formKey} mode="single" initialValues={own.initialValues} onSubmit={own.save} /> : <PageLoader />}
    </FormPage>
  );
}
