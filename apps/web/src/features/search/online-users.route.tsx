import { useCallback, useEffect, useRef } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { ONLINE_USERS, pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { usePresenceFeed } from '../../app/realtime/presence-feed.js';
import { useReconnected } from '../../app/realtime/use-connection.js';
import type { PresenceChange } from '../../app/realtime/operations.js';
import { FoundMemberPage } from './FoundMemberPage.js';
import { OnlineUsersQuery, type FoundMemberPage as Page } from './operations.js';

/** A burst of members coming online asks the server once, not once per change. */
export const ONLINE_REFRESH_MIN_MS = 2000;

/**
 * Keeps the first page live (decision 0020): newcomers are online most recently, so a member who
 * comes online and is not on it yet makes it ask again (at most every 2 s); after a lost connection
 * it asks again too, since changes may have been missed. Members going offline leave at once
 * through their cached online mark (OnlinePage shows only those online).
 */
function useLiveFirstPage(page: Page | undefined, refresh: () => void, enabled: boolean) {
  const lastRefresh = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refreshSoon = useCallback(() => {
    if (pending.current) return;
    const wait = Math.max(0, lastRefresh.current + ONLINE_REFRESH_MIN_MS - Date.now());
    pending.current = setTimeout(() => {
      pending.current = undefined;
      lastRefresh.current = Date.now();
      refresh();
    }, wait);
  }, [refresh]);
  useEffect(() => () => clearTimeout(pending.current), []);
  usePresenceFeed((change: PresenceChange) => {
    if (!enabled) return;
    const shown = new Set(page?.nodes.map((m) => m.id));
    if (change.online.some((id) => !shown.has(id))) refreshSoon();
  });
  useReconnected(() => {
    if (enabled) refreshSoon();
  });
}

function OnlinePage(props: CursorPageProps) {
  const { t } = useTranslation();
  const [{ data, error }, reexecute] = useQuery({ query: OnlineUsersQuery, variables: { first: ONLINE_USERS.pageSize, after: props.after }, requestPolicy: 'cache-and-network' });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  useLiveFirstPage(data?.onlineUsers, refresh, props.after === null);
  const page = data?.onlineUsers && { ...data.onlineUsers, nodes: data.onlineUsers.nodes.filter((m) => m.isOnline) };
  const empty = (
    <>
      <Text c="dimmed">{t('onlineUsers.empty')}</Text>
      <Anchor component={Link} to={pathTo('profileSearch')}>
        {t('onlineUsers.emptyAction')}
      </Anchor>
    </>
  );
  return <FoundMemberPage {...props} page={page} error={error} empty={empty} label={t('onlineUsers.title')} />;
}

/** `/online-users`: members active within the last 5 minutes who show it, most recently active first; live. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('onlineUsers.title'));
  return (
    <Stack gap="lg">
      <Title order={1}>{t('onlineUsers.title')}</Title>
      <Text>{t('onlineUsers.intro')}</Text>
      <CursorPages gap="md" renderPage={(page) => <OnlinePage {...page} />} />
    </Stack>
  );
}
