import { Progress } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useServerLanguage } from '../session/language.js';

/** Around every screen: scroll to top or to the #anchor, a loading bar, the member's language. */
export function RootLayout() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  useServerLanguage();
  return (
    <>
      {navigation.state !== 'idle' && (
        <Progress value={100} animated size="xs" radius={0} pos="fixed" top={0} left={0} right={0} style={{ zIndex: 1000 }} aria-label={t('common.loading')} />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
