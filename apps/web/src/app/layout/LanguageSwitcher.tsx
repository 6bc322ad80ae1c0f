import { Group } from '@mantine/core';
import { PlainButton } from '../../components/PlainButton.js';
import { useTranslation } from '../../i18n/react.js';
import { LANGUAGES, type Language } from '@venue/shared';
import { useLanguage } from '../session/language.js';

/** Each language named in itself, so that a reader of either finds theirs. */
const NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English' };

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  return (
    <Group gap={4} role="group" aria-label={t('language.label')} wrap="nowrap">
      {LANGUAGES.map((lng) => (
        <PlainButton
          key={lng}
          lang={lng}
          size="compact-sm"
          variant={lng === language ? 'filled' : 'subtle'}
          aria-pressed={lng === language}
          onClick={() => void changeLanguage(lng)}
        >
          {NAMES[lng]}
        </PlainButton>
      ))}
    </Group>
  );
}
