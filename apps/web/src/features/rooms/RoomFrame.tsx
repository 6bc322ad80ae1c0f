import type { ReactNode } from 'react';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { pathTo, type RouteName } from '@venue/shared';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useTranslation } from '../../i18n/react.js';
import type { ChatRoom } from './operations.js';
import { RoomKindBadge } from './RoomKindBadge.js';
import type { RoomState } from './useRoom.js';
import { BackLink } from '../../components/BackLink.js';

/** The back button every room page shows (spec §1: chat room pages go back to the chat list). */
export function BackToList() {
  const { t } = useTranslation();
  return (
    <BackLink to={pathTo('publicChat')}>{t('rooms.backToList')}</BackLink>
  );
}

type Tab = { route: RouteName; label: string; shown: (room: ChatRoom) => boolean };

/** The room's pages the viewer may open (viewerCan decides). */
function RoomTabs({ room }: { room: ChatRoom }) {
  const { t } = useTranslation();
  const here = useLocation().pathname;
  const tabs: Tab[] = [
    { route: 'publicChatRoom', label: t('rooms.tabs.chat'), shown: (r) => r.viewerCan.read },
    { route: 'publicChatDetails', label: t('rooms.tabs.details'), shown: () => true },
    { route: 'publicChatMembers', label: t('rooms.tabs.members'), shown: (r) => r.viewerCan.read },
    { route: 'publicChatBans', label: t('rooms.tabs.bans'), shown: (r) => r.viewerCan.manageMembers },
    { route: 'publicChatSettings', label: t('rooms.tabs.settings'), shown: (r) => r.viewerCan.editSettings },
  ];
  return (
    <nav aria-label={t('rooms.tabs.label')}>
      <Group gap="md" wrap="wrap">
        {tabs
          .filter((tab) => tab.shown(room))
          .map((tab) => {
            const to = pathTo(tab.route, { id: room.id });
            const current = to === here;
            return (
              <Anchor key={tab.route} component={Link} to={to} fz="sm" fw={current ? 700 : 400} underline={current ? 'always' : 'hover'} aria-current={current ? 'page' : undefined}>
                {tab.label}
              </Anchor>
            );
          })}
      </Group>
    </nav>
  );
}

/**
 * A room page: back button, the room's name and kind, its pages, then the page's content. While the
 * room loads a loader; an unknown room (or one hidden from the member) or a refusal in words.
 */
export function RoomFrame({ state, title, children }: { state: RoomState; title?: (room: ChatRoom) => string; children: (room: ChatRoom) => ReactNode }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { room } = state;
  usePageTitle(room ? (title ? title(room) : room.name) : t('rooms.title'));
  if (state.loading) return <PageLoader />;
  if (!room) {
    return (
      <Stack gap="md">
        <BackToList />
        <Title order={1}>{t('rooms.title')}</Title>
        {state.error ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(state.error)}
          </Alert>
        ) : (
          <Text>{t('rooms.notFound')}</Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <BackToList />
      <Stack gap={6}>
        <Group gap="sm" wrap="wrap" align="center">
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {room.name}
          </Title>
          <RoomKindBadge kind={room.kind} />
        </Group>
        <Text fz="sm" c="dimmed">
          {t('rooms.memberCount', { count: room.memberCount })}
        </Text>
      </Stack>
      <RoomTabs room={room} />
      {children(room)}
    </Stack>
  );
}
