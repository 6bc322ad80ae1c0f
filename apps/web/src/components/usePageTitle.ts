import { useContext, useEffect } from 'react';
import { useTranslation } from '../i18n/react.js';
import { ServerHeadContext } from './server-head.js';

/** Each screen names itself in the browser tab and for screen readers ("Anmelden – Club Venue"). */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const full = `${title} – ${t('brand')}`;
  const serverHead = useContext(ServerHeadContext);
  if (serverHead) serverHead.title = full;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
