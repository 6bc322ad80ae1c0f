import { useContext, useEffect } from 'react';
import { useTranslation } from '../i18n/react.js';
import { ServerHeadContext } from './server-head.js';
import { applyTabIcon, useNeutralTab } from '../features/discretion/neutral-tab.js';

/**
 * Each screen names itself in the browser tab and for screen readers ("Anmelden – Club Venue").
 * With the neutral tab chosen on this device (decision 0043) the tab says "Notizen" instead and
 * shows a plain icon, and the screen's name is left to its heading.
 */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const neutral = useNeutralTab();
  const full = neutral ? t('discretion.neutralTab.title') : `${title} – ${t('brand')}`;
  const serverHead = useContext(ServerHeadContext);
  if (serverHead) serverHead.title = `${title} – ${t('brand')}`;
  useEffect(() => {
    document.title = full;
    applyTabIcon(neutral);
  }, [full, neutral]);
}
