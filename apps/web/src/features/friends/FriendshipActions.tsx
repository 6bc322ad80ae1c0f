import { Button } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';
import { useMutation } from 'urql';
import { ConfirmButton } from '../../components/ConfirmButton.js';
import { AcceptFriendshipMutation, DeclineFriendshipMutation, RemoveFriendMutation, RevokeFriendshipMutation, type Friendship } from './operations.js';
import { useFriendAction } from './useFriendAction.js';

interface Props {
  friendship: Friendship;
  member: { slug: string; username: string };
  /** Called after a change went through (lists and buttons refresh). */
  onChanged: () => void;
}

/** The buttons the server allows for one request or friendship (its viewerCan), each naming the member. */
export function FriendshipActions({ friendship, member, onChanged }: Props) {
  const { t } = useTranslation();
  const act = useFriendAction();
  const [accepting, accept] = useMutation(AcceptFriendshipMutation);
  const [, decline] = useMutation(DeclineFriendshipMutation);
  const [, revoke] = useMutation(RevokeFriendshipMutation);
  const [, remove] = useMutation(RemoveFriendMutation);
  const name = member.username;
  const done = (ok: boolean) => {
    if (ok) onChanged();
    return ok;
  };
  const can = friendship.viewerCan;
  return (
    <>
      {can.accept && (
        <Button
          size="compact-md"
          loading={accepting.fetching}
          aria-label={t('friends.actions.acceptNamed', { name })}
          onClick={() => void act(() => accept({ id: friendship.id }), t('friends.done.accepted', { name })).then(done)}
        >
          {t('friends.actions.accept')}
        </Button>
      )}
      {can.decline && (
        <ConfirmButton
          size="compact-md"
          variant="default"
          aria-label={t('friends.actions.declineNamed', { name })}
          title={t('friends.confirm.declineTitle')}
          message={t('friends.confirm.declineText', { name })}
          confirmLabel={t('friends.actions.decline')}
          onConfirm={() => act(() => decline({ id: friendship.id }), t('friends.done.declined')).then(done)}
        >
          {t('friends.actions.decline')}
        </ConfirmButton>
      )}
      {can.revoke && (
        <ConfirmButton
          size="compact-md"
          variant="default"
          aria-label={t('friends.actions.revokeNamed', { name })}
          title={t('friends.confirm.revokeTitle')}
          message={t('friends.confirm.revokeText', { name })}
          confirmLabel={t('friends.actions.revoke')}
          onConfirm={() => act(() => revoke({ id: friendship.id }), t('friends.done.revoked')).then(done)}
        >
          {t('friends.actions.revoke')}
        </ConfirmButton>
      )}
      {can.remove && (
        <ConfirmButton
          size="compact-md"
          variant="default"
          aria-label={t('friends.actions.removeNamed', { name })}
          title={t('friends.confirm.removeTitle')}
          message={t('friends.confirm.removeText', { name })}
          confirmLabel={t('friends.actions.remove')}
          onConfirm={() => act(() => remove({ slug: member.slug }), t('friends.done.removed', { name })).then(done)}
        >
          {t('friends.actions.remove')}
        </ConfirmButton>
      )}
    </>
  );
}
