import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@venue/shared';
import { useCurrentUser } from '../session/context.js';
import { SiteHeader, type NavItem } from './SiteHeader.js';

/** Public pages: the venue, sign-in, sign-up, activation, password reset. */
export function VisitorLayout() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const items: NavItem[] = user
    ? [
        { route: 'home', label: t('nav.home') },
        { route: 'signOut', label: t('nav.signOut') },
      ]
    : [
        { route: 'index', label: t('nav.welcome') },
        { route: 'signIn', label: t('nav.signIn') },
        { route: 'signUp', label: t('nav.signUp') },
      ];
  return (
    <>
      <SiteHeader brandTo={pathTo('index')} items={items} />
      <Box component="main" id="main" py="lg">
        <Container size="md">
          <Outlet />
        </Container>
      </Box>
    </>
  );
}
