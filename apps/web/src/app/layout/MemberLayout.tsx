import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { pathTo } from '@venue/shared';
import { useCurrentUser } from '../session/context.js';
import { SiteHeader } from './SiteHeader.js';
import { SiteFooter } from './SiteFooter.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { DiscoverNav, MemberHeaderEnd, MemberNav } from './member-nav.js';
import { PushQuestion } from '../../features/push/PushQuestion.js';
import { ConnectionNotice } from '../realtime/ConnectionNotice.js';
import { PresenceFeed } from '../realtime/presence-feed.js';
import { AdminShell } from './AdminLayout.js';
import { DiscretionGate, QuickExitButton } from '../../features/discretion/index.js';

/** The members' area (loaded only once someone signs in): header, tab bar on phones, footer. */
export function Component() {
  const { user } = useCurrentUser();
  // Staff are not members (decision 0031): on the members' screens they work on (the reports
  // queue, rooms they moderate) they keep the staff area's navigation.
  if (user?.admin) return <AdminShell />;
  return (
    <>
      <SiteHeader
        brandTo={pathTo('home')}
        nav={<MemberNav />}
        end={
          <>
            <QuickExitButton />
            <LanguageSwitcher short />
            <MemberHeaderEnd />
          </>
        }
      />
      <Box component="main" id="main" tabIndex={-1} py="lg">
        <Container size="md">
          <ConnectionNotice />
          <PresenceFeed />
          <DiscoverNav />
          <Outlet />
        </Container>
      </Box>
      <SiteFooter />
      {/* A small card over the page, at a moment of value: it pushes nothing down. */}
      <PushQuestion />
      {/* The app lock (decision 0043): while closed, the only thing on the page. */}
      {user && <DiscretionGate memberId={user.id} />}
    </>
  );
}
