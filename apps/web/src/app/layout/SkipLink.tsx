import { useTranslation } from '../../i18n/react.js';

/** "Zum Inhalt springen": the first focusable element of every page, to the layout's `<main id="main">`. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="venue-skip-link" href="#main">
      {t('nav.skip')}
    </a>
  );
}
