import { Alert, Radio, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle.js';
import { LANGUAGES, type Language } from '@venue/shared';
import { useCurrentUser } from '../../app/session/context.js';
import { useLanguage } from '../../app/session/language.js';

/** `/settings`: the language (stored for e-mails too); deactivated members land here. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('settings.title'));
  const { user } = useCurrentUser();
  const { language, changeLanguage } = useLanguage();
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t('settings.title')}</Title>
      {user?.isDeactivated && (
        <Alert color="orange" variant="light" role="status">
          {t('settings.deactivated')}
        </Alert>
      )}
      <Radio.Group label={t('settings.language')} description={t('settings.languageHint')} value={language} onChange={(v) => void changeLanguage(v as Language)}>
        <Stack gap="xs" mt="xs">
          {LANGUAGES.map((lng) => (
            <Radio key={lng} value={lng} label={t(`language.${lng}`)} />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
