import { useState } from 'react';
import { Anchor, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { LIMITS, pathTo } from '@venue/shared';
import { useCurrentUser } from '../../app/session/context.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { FriendshipList } from './FriendshipList.js';

type Tab = 'friends' | 'requests';

/** `/friends`: the member's friends, and open requests received and sent (`?tab=requests`, the e-mail's link). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('friends.title'));
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'requests' ? 'requests' : 'friends';
  // Any change (accept, decline, …) reloads the lists from their first page.
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((v) => v + 1);
  const unverified = user && !user.isVerified && !user.isPremium;
  // An empty list leads on to where friends are found.
  const discover = { to: pathTo('profileSearch'), label: t('friends.emptyAction') };
  return (
    <Stack gap="lg">
      <Title order={1}>{t('friends.title')}</Title>
      <Tabs value={tab} onChange={(value) => setParams(value === 'requests' ? { tab: 'requests' } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="friends">{t('friends.tabs.friends')}</Tabs.Tab>
          <Tabs.Tab value="requests">{t('friends.tabs.requests')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="friends" pt="md">
          <Stack gap="sm">
            {unverified && (
              <Text fz="sm" c="dimmed">
                {t('friends.limitHint', { count: LIMITS.unverifiedFriends })}
              </Text>
            )}
            <FriendshipList source={{ kind: 'friends' }} empty={t('friends.empty')} emptyAction={discover} version={version} onChanged={changed} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="requests" pt="md">
          <Stack gap="lg">
            <section aria-labelledby="incoming-requests">
              <Title order={2} id="incoming-requests" fz="h3" mb="sm">
                {t('friends.incoming')}
              </Title>
              <FriendshipList source={{ kind: 'requests', direction: 'INCOMING' }} empty={t('friends.incomingEmpty')} version={version} onChanged={changed} />
            </section>
            <section aria-labelledby="outgoing-requests">
              <Title order={2} id="outgoing-requests" fz="h3" mb="sm">
                {t('friends.outgoing')}
              </Title>
              <FriendshipList source={{ kind: 'requests', direction: 'OUTGOING' }} empty={t('friends.outgoingEmpty')} emptyAction={discover} version={version} onChanged={changed} />
            </section>
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <Anchor component={Link} to={pathTo('blocks')} fz="sm" w="fit-content">
        {t('friends.blocksLink')}
      </Anchor>
    </Stack>
  );
}
