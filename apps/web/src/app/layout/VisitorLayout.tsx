import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { pathTo } from '@venue/shared';
import { useCurrentUser } from '../session/context.js';
import { SiteHeader, type NavItem } from './SiteHeader.js';
import { VenueMenu } from '../../components/venue-page/VenueMenu.js';
import { HydrationBoundary } from '../../components/HydrationBoundary.js';

/** Public pages: the venue, sign-in, sign-up, activation, password reset. */
export function VisitorLayout() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const items: NavItem[] = user
    ? [
        { route: 'home', label: t('nav.home') },
        { route: 'news', label: t('news.nav') },
        { route: 'events', label: t('events.nav') },
        { route: 'guestbook', label: t('guestbook.nav') },
        { route: 'signOut', label: t('nav.signOut') },
      ]
    : [
        { route: 'index', label: t('nav.welcome') },
        { route: 'news', label: t('news.nav') },
        { route: 'events', label: t('events.nav') },
        { route: 'guestbook', label: t('guestbook.nav') },
        { route: 'signIn', label: t('nav.signIn') },
        { route: 'signUp', label: t('nav.signUp') },
      ];
  return (
    <>
      <HydrationBoundary>
        <SiteHeader
          brandTo={pathTo('index')}
          items={items}
          before={
            <HydrationBoundary>
              <VenueMenu />
            </HydrationBoundary>
          }
        />
      </HydrationBoundary>
      <Box component="main" id="main" py="lg">
        <Container size="md">
          <HydrationBoundary>
            <Outlet />
          </HydrationBoundary>
        </Container>
      </Box>
    </>
  );
}
