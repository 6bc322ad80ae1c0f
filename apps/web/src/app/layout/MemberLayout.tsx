import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { pathTo } from '@venue/shared';
import { useCurrentUser } from '../session/context.js';
import { SiteHeader, type NavItem } from './SiteHeader.js';
import { PushQuestion } from '../../features/push/PushQuestion.js';
import { ConnectionNotice } from '../realtime/ConnectionNotice.js';
import { PresenceFeed } from '../realtime/presence-feed.js';

/** The members' area (loaded only once someone signs in). */
export function Component() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const items: NavItem[] = [
    { route: 'home', label: t('nav.home') },
    ...(user?.slug ? [{ route: 'showUser' as const, params: { slug: user.slug }, label: t('nav.myProfile') }] : []),
    { route: 'photos', label: t('nav.photos') },
    { route: 'conversations', label: t('conversations.nav') },
    { route: 'publicChat', label: t('nav.publicChat') },
    { route: 'chatRoulette', label: t('nav.chatRoulette') },
    { route: 'friends', label: t('nav.friends') },
    { route: 'profileSearch', label: t('nav.search') },
    { route: 'onlineUsers', label: t('nav.online') },
    { route: 'reports', label: t('reports.nav') },
    { route: 'settings', label: t('nav.settings') },
    { route: 'premium', label: t('nav.premium') },
    ...(user?.admin ? [{ route: 'adminDashboard' as const, label: t('nav.admin') }] : []),
    { route: 'signOut', label: t('nav.signOut') },
  ];
  return (
    <>
      <SiteHeader brandTo={pathTo('home')} items={items} />
      <Box component="main" id="main" py="lg">
        <Container size="md">
          <ConnectionNotice />
          <PresenceFeed />
          <PushQuestion />
          <Outlet />
        </Container>
      </Box>
    </>
  );
}
