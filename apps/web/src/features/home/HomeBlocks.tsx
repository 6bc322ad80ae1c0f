import type { ReactNode } from 'react';
import { Anchor, Badge, Box, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { notifications } from '@mantine/notifications';
import { useMutation } from 'urql';
import { pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { swissDateFormat } from '../../i18n/format.js';
import { formatListTime } from '../../components/chat/chat-time.js';
import { CardImage } from '../../components/CardImage.js';
import { EmptyState } from '../../components/EmptyState.js';
import { MemberAvatar } from '../../components/MemberAvatar.js';
import { MemberLine } from '../../components/MemberLine.js';
import { MemberTile, MemberTileGrid } from '../../components/MemberTile.js';
import { useErrorText } from '../../components/useErrorText.js';
import { HomeAcceptFriendshipMutation, type HomeConversation, type HomeEvent, type HomeFriendRequest, type HomeOverview } from './operations.js';

/** One block of the home: a heading (with an optional link to the whole list) and its content. */
export function HomeBlock({ id, title, link, children }: { id: string; title: string; link?: { to: string; label: string }; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Title order={2} id={id} fz="h3">
          {title}
        </Title>
        {link && (
          <Anchor component={Link} to={link.to} fz="sm">
            {link.label}
          </Anchor>
        )}
      </Group>
      {children}
    </Box>
  );
}

/** A block's empty state: what is (not) there, and the one next step. */
export const EmptyBlock = EmptyState;

function EventTile({ event }: { event: HomeEvent }) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const title = language === 'en' ? event.titleEn : event.titleDe;
  const image = event.imageKey && event.imageWidth && event.imageHeight ? { storageKey: event.imageKey, width: event.imageWidth, height: event.imageHeight } : null;
  const when = swissDateFormat(language, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(event.startsAt));
  return (
    <Paper component="article" withBorder radius="md" bg="dark.6" h="100%" style={{ overflow: 'hidden' }}>
      <CardImage image={image} placeholderIcon={<IconCalendarEvent size={40} stroke={1.3} />} sizes="(min-width: 62em) 320px, 80vw" />
      <Stack gap={2} p="sm">
        <Text fz="sm" c="dimmed" component="time" dateTime={event.startsAt}>
          {when}
        </Text>
        <Title order={3} fz="h5" style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={pathTo('event', { slug: event.slug })} c="gold.4" inherit>
            {title}
          </Anchor>
        </Title>
      </Stack>
    </Paper>
  );
}

export function NextEventsBlock({ events }: { events: HomeEvent[] }) {
  const { t } = useTranslation();
  return (
    <HomeBlock id="home-events" title={t('home.events.title')} link={events.length > 0 ? { to: pathTo('events'), label: t('home.events.all') } : undefined}>
      {events.length === 0 ? (
        <EmptyBlock text={t('home.events.empty')} action={{ to: pathTo('events'), label: t('home.events.emptyAction') }} />
      ) : (
        <Box component="ul" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--mantine-spacing-sm)', gridTemplateColumns: 'repeat(auto-fill, minmax(min(15rem, 100%), 1fr))' }}>
          {events.map((event) => (
            <li key={event.id}>
              <EventTile event={event} />
            </li>
          ))}
        </Box>
      )}
      <Anchor component={Link} to={pathTo('reservations')} fz="sm" mt="sm" display="inline-block">
        {t('home.events.reservations')}
      </Anchor>
    </HomeBlock>
  );
}

function ConversationRow({ conversation, ownId }: { conversation: HomeConversation; ownId: string }) {
  const { t, i18n } = useTranslation();
  const partner = conversation.users.find((u) => u.id !== ownId) ?? conversation.users[0];
  const unread = conversation.unreadCount;
  const name = partner?.username ?? t('home.messages.formerMember');
  return (
    <Paper
      component={Link}
      to={pathTo('conversation', { id: conversation.id })}
      withBorder
      p="sm"
      radius="md"
      bg="dark.6"
      style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
    >
      <Group gap="sm" wrap="nowrap">
        {partner ? <MemberAvatar member={partner} size={44} /> : null}
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text fw={unread > 0 ? 700 : 600} truncate>
              {name}
            </Text>
            <Text fz="xs" c="dimmed" component="span" style={{ flex: 'none' }}>
              {/* As the inbox says it: "Heute 02:23", "Gestern", else the day. */}
              <time dateTime={conversation.lastMessageAt}>{formatListTime(conversation.lastMessageAt, currentLanguage(i18n), { today: t('chat.today'), yesterday: t('chat.yesterday') })}</time>
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text fz="sm" c={unread > 0 ? undefined : 'dimmed'} truncate>
              {conversation.latestMessage?.preview ?? ''}
            </Text>
            {unread > 0 && (
              <>
                <Badge size="sm" circle={unread < 10} aria-hidden="true" style={{ flex: 'none' }}>
                  {unread > 100 ? '100+' : unread}
                </Badge>
                {/* The link's name is what it shows (WCAG 2.5.3), with the count in words. */}
                <VisuallyHidden>{`, ${t('conversations.unread', { count: unread })}`}</VisuallyHidden>
              </>
            )}
          </Group>
        </Stack>
        <IconChevronRight size={18} aria-hidden="true" style={{ flex: 'none', color: 'var(--mantine-color-dark-2)' }} />
      </Group>
    </Paper>
  );
}

export function MessagesBlock({ user }: { user: NonNullable<HomeOverview['currentUser']> }) {
  const { t } = useTranslation();
  const conversations = user.conversations.nodes;
  const unread = user.unreadMessagesCount;
  return (
    <HomeBlock id="home-messages" title={t('home.messages.title')} link={conversations.length > 0 ? { to: pathTo('conversations'), label: t('home.messages.all') } : undefined}>
      {conversations.length === 0 ? (
        <EmptyBlock text={t('home.messages.empty')} action={{ to: pathTo('profileSearch'), label: t('home.messages.emptyAction') }} />
      ) : (
        <Stack gap="xs">
          <Text fz="sm" c="dimmed">
            {unread > 0 ? t('home.messages.unread', { count: unread }) : t('home.messages.allRead')}
          </Text>
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {conversations.map((c) => (
              <li key={c.id}>
                <ConversationRow conversation={c} ownId={user.id} />
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </HomeBlock>
  );
}

export function FriendRequestsBlock({ requests, onChanged }: { requests: HomeFriendRequest[]; onChanged: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [accepting, accept] = useMutation(HomeAcceptFriendshipMutation);
  const open = requests.filter((r) => r.friendship.status === 'PENDING');
  return (
    <HomeBlock id="home-requests" title={t('home.requests.title')} link={open.length > 0 ? { to: `${pathTo('friends')}?tab=requests`, label: t('home.requests.all') } : undefined}>
      {open.length === 0 ? (
        <EmptyBlock text={t('home.requests.empty')} action={{ to: pathTo('friends'), label: t('home.requests.emptyAction') }} />
      ) : (
        <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {open.map((r) => (
            <Paper component="li" key={r.id} withBorder p="sm" radius="md" bg="dark.6">
              <MemberLine
                member={r.member}
                actions={
                  r.friendship.viewerCan.accept && (
                    <Button
                      size="xs"
                      loading={accepting.fetching && accepting.operation?.variables.id === r.friendship.id}
                      aria-label={t('home.requests.acceptNamed', { name: r.member.username })}
                      onClick={() =>
                        void accept({ id: r.friendship.id }).then((result) => {
                          if (result.error) return void notifications.show({ color: 'red', message: errorText(result.error) });
                          notifications.show({ color: 'green', message: t('home.requests.accepted', { name: r.member.username }) });
                          onChanged();
                        })
                      }
                    >
                      {t('home.requests.accept')}
                    </Button>
                  )
                }
              />
            </Paper>
          ))}
        </Stack>
      )}
    </HomeBlock>
  );
}

export function OnlineMatchesBlock({ members }: { members: HomeOverview['onlineUsers']['nodes'] }) {
  const { t } = useTranslation();
  // The server decides who the member may open (profile type and the other profile rules).
  const matching = members.filter((m) => m.isOnline && m.isAllowedToVisit).slice(0, 8);
  return (
    <HomeBlock id="home-online" title={t('home.online.title')} link={matching.length > 0 ? { to: pathTo('onlineUsers'), label: t('home.online.all') } : undefined}>
      {matching.length === 0 ? (
        <EmptyBlock text={t('home.online.empty')} action={{ to: pathTo('profileSearch'), label: t('home.online.emptyAction') }} />
      ) : (
        <MemberTileGrid label={t('home.online.title')} min="8.5rem">
          {matching.map((m) => (
            <li key={m.id}>
              <MemberTile member={m} />
            </li>
          ))}
        </MemberTileGrid>
      )}
    </HomeBlock>
  );
}

/** What the member's profile still lacks (avatar, wall picture, "looking for"), each a link to fix it; nothing when complete. */
export function ProfileNudge({ overview, slug }: { overview: HomeOverview; slug: string }) {
  const { t } = useTranslation();
  const user = overview.currentUser;
  if (!user) return null;
  const missing = [
    !user.avatar && { key: 'avatar', to: pathTo('photos'), label: t('home.nudge.avatar') },
    !user.wallImage && { key: 'wall', to: pathTo('photos'), label: t('home.nudge.wall') },
    user.lookingFor.length === 0 && { key: 'lookingFor', to: pathTo('editProfile', { slug }), label: t('home.nudge.lookingFor') },
  ].filter((m): m is { key: string; to: string; label: string } => !!m);
  if (missing.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="home-nudge" withBorder p="md" radius="md" style={{ borderColor: 'var(--mantine-color-gold-8)', background: 'color-mix(in srgb, var(--mantine-color-gold-9) 12%, var(--mantine-color-dark-6))' }}>
      <Title order={2} id="home-nudge" fz="h4" mb={4}>
        {t('home.nudge.title')}
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        {t('home.nudge.intro')}
      </Text>
      <Stack component="ul" gap={6} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {missing.map((m) => (
          <li key={m.key}>
            <Anchor component={Link} to={m.to} fw={600}>
              {m.label}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
