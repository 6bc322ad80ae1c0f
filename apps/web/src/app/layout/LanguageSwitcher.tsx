import { Group } from '@mantine/core';
import { PlainButton } from '../../components/PlainButton.js';
import { useTranslation } from '../../i18n/react.js';
import { LANGUAGES, type Language } from '@venue/shared';
import { useLanguage } from '../session/language.js';

/** Each language named in itself, so that a reader of either finds theirs. */
const NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English' };

/**
 * The two languages as toggle buttons. `short` (the header): "DE" / "EN" on the buttons, named
 * "DE, Deutsch" / "EN, English" (the name starts with the visible text, WCAG 2.5.3).
 */
export function LanguageSwitcher({ short = false }: { short?: boolean }) {
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
          tone={lng === language ? 'gold' : 'gray'}
          aria-pressed={lng === language}
          aria-label={short ? `${lng.toUpperCase()}, ${NAMES[lng]}` : undefined}
          onClick={() => void changeLanguage(lng)}
        >
          {short ? lng.toUpperCase() : NAMES[lng]}
        </PlainButton>
      ))}
    </Group>
  );
}
