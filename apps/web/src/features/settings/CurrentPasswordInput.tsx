import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';

/** The current password, asked to confirm a change of the account (e-mail, password, deletion). */
export function CurrentPasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={t('settings.password.current')}
      autoComplete="current-password"
      required
      visibilityToggleButtonProps={{ 'aria-label': t('form.showCharacters'), tabIndex: 0 }}
      {...props}
    />
  );
}
