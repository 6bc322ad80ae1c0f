import { useState } from 'react';
import { Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { useMutation, useQuery } from 'urql';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { FormError } from '../../components/FormError.js';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useCurrentUser } from '../../app/session/context.js';
import { MemberName, wrappingName } from '../../components/MemberName.js';
import { useAppBadge } from '../../app/pwa/app-badge.js';
import { HomeOverviewQuery, MarkNotificationsReadMutation, NotificationsQuery, UnreadNotificationCountQuery } from './operations.js';
import { NotificationItem } from './NotificationItem.js';
import { FriendRequestsBlock, MessagesBlock, NextEventsBlock, OnlineMatchesBlock, ProfileNudge } from './HomeBlocks.js';
import { useAfterFirstPaint } from '../../components/useAfterFirstPaint.js';

function NotificationsPage({ after, isLast, onMore, ownSlug }: CursorPageProps & { ownSlug: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [{ data, fetching, error }] = useQuery({ query: NotificationsQuery, variables: { after }, requestPolicy: 'cache-and-network' });
  if (!data) return fetching ? <PageLoader /> : <FormError>{error ? errorText(error) : null}</FormError>;
  const { nodes, hasNextPage, endCursor } = data.notifications;
  if (after === null && nodes.length === 0) {
    return (
      <Paper withBorder p="lg" radius="md" bg="dark.6">
        <Stack gap="xs" align="flex-start">
          <Text c="dimmed">{t('home.noNotifications')}</Text>
          <Anchor component={Link} to={pathTo('showUser', { slug: ownSlug })} fw={600}>
            {t('home.noNotificationsAction')}
          </Anchor>
        </Stack>
      </Paper>
    );
  }
  return (
    <>
      {nodes.map((n) => (
        <NotificationItem key={n.id} notification={n} ownSlug={ownSlug} />
      ))}
      {isLast && hasNextPage && endCursor && (
        <Button variant="default" onClick={() => onMore(endCursor)} w="fit-content">
          {t('home.more')}
        </Button>
      )}
    </>
  );
}

/**
 * The member's start page (issue 12 item 6): what is new for them — a profile nudge while something
 * is missing, unread messages, open friend requests, the next events, members online who match —
 * and their notifications below. Every block has an empty state with one next step.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('home.title'));
  const { user } = useCurrentUser();
  const slug = user?.slug ?? '';
  const [{ data: overview }, refetchOverview] = useQuery({ query: HomeOverviewQuery, requestPolicy: 'cache-and-network', pause: !slug });
  const [{ data: unreadData }, refetchUnread] = useQuery({ query: UnreadNotificationCountQuery, requestPolicy: 'cache-and-network' });
  const [marking, markRead] = useMutation(MarkNotificationsReadMutation);
  const [version, setVersion] = useState(0);
  const unread = unreadData?.unreadNotificationCount ?? 0;
  useAppBadge('notifications', unreadData?.unreadNotificationCount ?? null);
  // Below the first screenful on a phone (the next events, members online, the notifications):
  // right after the first paint.
  const below = useAfterFirstPaint();
  // The greeting around the name, so that a long name wraps at its own separators.
  const [welcomeBefore = '', welcomeAfter = ''] = t('home.welcome', { name: '\u0000' }).split('\u0000');

  async function markAllRead() {
    const result = await markRead({});
    if (result.error) return;
    refetchUnread({ requestPolicy: 'network-only' });
    setVersion((v) => v + 1);
  }

  return (
    <Stack gap="xl">
      <Title order={1} style={wrappingName}>
        {welcomeBefore}
        <MemberName name={user?.username ?? ''} />
        {welcomeAfter}
      </Title>
      {overview && <ProfileNudge overview={overview} slug={slug} />}
      {overview ? (
        <Box style={{ display: 'grid', gap: 'var(--mantine-spacing-xl)', gridTemplateColumns: 'repeat(auto-fit, minmax(min(22rem, 100%), 1fr))', alignItems: 'start' }}>
          {overview.currentUser && <MessagesBlock user={overview.currentUser} />}
          <FriendRequestsBlock requests={overview.friendRequests.nodes} onChanged={() => refetchOverview({ requestPolicy: 'network-only' })} />
        </Box>
      ) : (
        <PageLoader />
      )}
      {overview && below && <NextEventsBlock events={overview.events.nodes} />}
      {overview && below && <OnlineMatchesBlock members={overview.onlineUsers.nodes} />}
      {below && (
        <section aria-labelledby="notifications-heading">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Title order={2} id="notifications-heading" fz="h3">
                {t('home.notifications')}
              </Title>
              {unread > 0 && (
                <Group gap="sm" wrap="wrap">
                  <Text fz="sm" role="status">
                    {t('home.unreadCount', { count: unread })}
                  </Text>
                  <Button size="xs" variant="light" onClick={() => void markAllRead()} loading={marking.fetching}>
                    {t('home.markAllRead')}
                  </Button>
                </Group>
              )}
            </Group>
            <CursorPages resetKey={String(version)} gap="sm" renderPage={(page) => <NotificationsPage {...page} ownSlug={user?.slug ?? ''} />} />
          </Stack>
        </section>
      )}
    </Stack>
  );
}
