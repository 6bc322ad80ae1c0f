import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { useServerLanguage } from '../session/language.js';
import { useWaitingWorker } from '../pwa/update.js';
import { SkipLink } from './SkipLink.js';

// Loaded only when a new version waits (rare), not with the first page.
const UpdateBanner = lazy(() => import('../pwa/UpdateBanner.js').then((m) => ({ default: m.UpdateBanner })));

/** Around every screen: the skip link, scroll to top or to the #anchor, a loading bar, the member's language, the update banner. */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  useServerLanguage();
  const waitingWorker = useWaitingWorker();
  // The page is the app now (rendered here, or hydrated: its parts hydrate in the tasks after this
  // one, so once the browser is idle): `<html data-app="ready">`, for the browser journeys.
  useEffect(() => {
    const ready = () => void (document.documentElement.dataset.app = 'ready');
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(ready, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(ready, 50);
    return () => clearTimeout(timer);
  }, []);
  // The path whose screen is on show: `<html data-path>`, for the browser journeys. The address bar
  // changes when a screen change starts rendering; the screen is there once this says its path
  // (the same commit), not before: until then the old screen, with fields of the same name, is shown.
  useLayoutEffect(() => {
    document.documentElement.dataset.path = pathname;
  }, [pathname]);
  return (
    <>
      <SkipLink />
      {navigation.state !== 'idle' && (
        <div className="venue-loading-bar" role="progressbar" aria-label={t('common.loading')} aria-busy="true" />
      )}
      <Outlet />
      {waitingWorker && (
        <Suspense fallback={null}>
          <UpdateBanner />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
