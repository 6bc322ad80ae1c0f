import { useEffect, useRef } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.js';
import { useMutation, useQuery } from 'urql';
import { FriendshipWithQuery, RequestFriendshipMutation } from './operations.js';
import { FriendshipActions } from './FriendshipActions.js';
import { useFriendAction } from './useFriendAction.js';

interface Props {
  slug: string;
  /** Change it to make the button ask the server again (e.g. after a block on the same screen). */
  refreshKey?: unknown;
  /** Called after the viewer changed the friendship. */
  onChange?: () => void;
}

/**
 * The profile page's friend button: request, pending (revoke), accept or decline, friends (remove) —
 * exactly as the server's friendshipWith allows; a refused request says why.
 */
export function FriendButton({ slug, refreshKey, onChange }: Props) {
  const { t } = useTranslation();
  const act = useFriendAction();
  const [{ data }, refetch] = useQuery({ query: FriendshipWithQuery, variables: { slug }, requestPolicy: 'cache-and-network' });
  const [requesting, request] = useMutation(RequestFriendshipMutation);
  const shownKey = useRef(refreshKey);
  useEffect(() => {
    if (shownKey.current === refreshKey) return;
    shownKey.current = refreshKey;
    refetch({ requestPolicy: 'network-only' });
  }, [refreshKey, refetch]);
  const state = data?.friendshipWith;
  if (!state) return null;
  const name = state.member.username;
  const changed = () => {
    refetch({ requestPolicy: 'network-only' });
    onChange?.();
  };

  if (state.relation === 'NONE') {
    if (!state.viewerCan.request) {
      return (
        <Stack gap={4}>
          <Button disabled w="fit-content">
            {t('friends.actions.request')}
          </Button>
          {state.requestRefusal && (
            <Text fz="sm" c="dimmed">
              {t(`errors.${state.requestRefusal}`, { defaultValue: t('errors.NOT_ALLOWED') })}
            </Text>
          )}
        </Stack>
      );
    }
    return (
      <Button
        w="fit-content"
        variant="default"
        leftSection={<IconUserPlus size={18} aria-hidden="true" />}
        loading={requesting.fetching}
        onClick={() => void act(() => request({ slug }), t('friends.done.requested', { name })).then((ok) => ok && onChange?.())}
      >
        {t('friends.actions.request')}
      </Button>
    );
  }

  const friendship = state.friendship!;
  return (
    <Stack gap={6}>
      {state.relation === 'FRIENDS' && (
        <Badge variant="light" color="teal" leftSection={<IconUserCheck size={14} aria-hidden="true" />} w="fit-content">
          {t('friends.button.friends')}
        </Badge>
      )}
      {state.relation === 'REQUEST_SENT' && <Text fz="sm">{t('friends.button.sent')}</Text>}
      {state.relation === 'REQUEST_RECEIVED' && <Text fz="sm">{t('friends.button.received', { name })}</Text>}
      <Group gap="xs" wrap="wrap">
        <FriendshipActions friendship={friendship} member={state.member} onChanged={changed} />
      </Group>
    </Stack>
  );
}
