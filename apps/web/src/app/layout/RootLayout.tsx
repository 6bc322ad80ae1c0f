import { lazy, Suspense } from 'react';
import { Progress } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useServerLanguage } from '../session/language.js';
import { useWaitingWorker } from '../pwa/update.js';

// Loaded only when a new version waits (rare), not with the first page.
const UpdateBanner = lazy(() => import('../pwa/UpdateBanner.js').then((m) => ({ default: m.UpdateBanner })));

/** Around every screen: scroll to top or to the #anchor, a loading bar, the member's language, the update banner. */
export function RootLayout() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  useServerLanguage();
  const waitingWorker = useWaitingWorker();
  return (
    <>
      {navigation.state !== 'idle' && (
        <Progress value={100} animated size="xs" radius={0} pos="fixed" top={0} left={0} right={0} style={{ zIndex: 1000 }} aria-label={t('common.loading')} />
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
