import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { useMutation, useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { useCurrentUser } from '../../app/session/context.js';
import { showNotice } from '../../app/warnings.js';
import { UpdateProfileMutation, UserQuery, type ProfileInput } from './operations.js';
import { formValuesOf } from './profile-form-values.js';

/**
 * The signed-in member's own profile for the onboarding and edit screens: the form's starting
 * values, and a save that goes on to the profile page.
 */
export function useOwnProfileForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const slug = user?.slug ?? '';
  const [{ data, error }] = useQuery({ query: UserQuery, variables: { slug }, pause: !slug, requestPolicy: 'cache-and-network' });
  const [, update] = useMutation(UpdateProfileMutation);
  const profile = data?.user.profile ?? null;

  async function save(input: ProfileInput) {
    const result = await update({ input });
    if (result.error) return result.error;
    showNotice(t('profileForm.saved'));
    await navigate(pathTo('showUser', { slug }));
    return undefined;
  }

  return {
    ready: !!data,
    error,
    initialValues: formValuesOf(profile),
    formKey: profile ? `${profile.id}` : 'new',
    save,
  };
}
