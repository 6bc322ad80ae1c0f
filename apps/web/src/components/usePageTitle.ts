import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Each screen names itself in the browser tab and for screen readers ("Anmelden – Club Venue"). */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} – ${t('brand')}`;
  }, [title, t]);
}
