import { Badge, Box, Container, VisuallyHidden } from '@mantine/core';
import { Outlet } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { pathTo } from '@venue/shared';
import { useCurrentUser } from '../session/context.js';
import { SiteHeader, type NavItem } from './SiteHeader.js';
import { PushQuestion } from '../../features/push/PushQuestion.js';
import { ConnectionNotice } from '../realtime/ConnectionNotice.js';
import { PresenceFeed } from '../realtime/presence-feed.js';
import { useUnreadMessagesTotal } from '../../features/conversations/useUnreadMessagesTotal.js';
import { unreadShown } from '@venue/shared';
import { AdminShell } from './AdminLayout.js';

/** The unread private messages beside "Nachrichten": a number, and its words for screen readers. */
function UnreadMark({ count }: { count: number | null }) {
  const { t } = useTranslation();
  if (!count || count <= 0) return null;
  const shown = unreadShown(count);
  return (
    <>
      <Badge component="span" ml={6} size="sm" color="red" variant="filled" aria-hidden data-unread-total={count}>
        {shown.moreThan ? `${shown.count}+` : shown.count}
      </Badge>
      <VisuallyHidden>{`, ${shown.moreThan ? t('conversations.unreadMoreThan', { count: shown.count }) : t('conversations.unread', { count: shown.count })}`}</VisuallyHidden>
    </>
  );
}

/** The members' area (loaded only once someone signs in). */
export function Component() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const unread = useUnreadMessagesTotal();
  const items: NavItem[] = [
    { route: 'home', label: t('nav.home') },
    ...(user?.slug ? [{ route: 'showUser' as const, params: { slug: user.slug }, label: t('nav.myProfile') }] : []),
    { route: 'photos', label: t('nav.photos') },
    { route: 'conversations', label: t('conversations.nav'), after: <UnreadMark count={unread} /> },
    { route: 'publicChat', label: t('nav.publicChat') },
    { route: 'chatRoulette', label: t('nav.chatRoulette') },
    { route: 'friends', label: t('nav.friends') },
    { route: 'profileSearch', label: t('nav.search') },
    { route: 'onlineUsers', label: t('nav.online') },
    { route: 'reports', label: t('reports.nav') },
    { route: 'settings', label: t('nav.settings') },
    { route: 'premium', label: t('nav.premium') },
    { route: 'signOut', label: t('nav.signOut') },
  ];
  // Staff are not members (decision 0031): on the members' screens they work on (the reports
  // queue, rooms they moderate) they keep the staff area's navigation.
  if (user?.admin) return <AdminShell />;
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
