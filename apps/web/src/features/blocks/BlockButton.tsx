import { useState, type ReactNode } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconBan, IconCircleCheck } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../i18n/react.js';
import { useMutation, useQuery } from 'urql';
import { useErrorText } from '../../components/useErrorText.js';
import { BlockDialog } from './BlockDialog.js';
import { BlockWithQuery, UnblockMutation } from './operations.js';

interface Props {
  member: { slug: string; username: string };
  /** Called after the viewer blocked or unblocked the member (the screen refreshes what depends on it). */
  onChange?: () => void;
}

/**
 * Blocking one member: whether they are blocked now, "block" (opens the dialog) or "unblock". The
 * button and the menu item below show it; the dialog is rendered apart, so it outlives a closing menu.
 */
function useBlockAction({ member, onChange }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [{ data, fetching: loading }, refetch] = useQuery({ query: BlockWithQuery, variables: { slug: member.slug }, requestPolicy: 'cache-and-network' });
  const [unblocking, unblock] = useMutation(UnblockMutation);
  const name = member.username;
  const changed = () => {
    refetch({ requestPolicy: 'network-only' });
    onChange?.();
  };
  const doUnblock = () =>
    void unblock({ slug: member.slug }).then((result) => {
      if (result.error) return void notifications.show({ color: 'red', message: errorText(result.error) });
      notifications.show({ color: 'green', message: t('blocks.done.unblocked', { name }) });
      changed();
    });
  const dialog: ReactNode = <BlockDialog opened={open} onClose={() => setOpen(false)} member={member} onBlocked={changed} />;
  return { blocked: !!data?.blockWith, ready: !(loading && !data), unblocking: unblocking.fetching, doUnblock, openDialog: () => setOpen(true), dialog };
}

/** The block button: "block" opens the dialog; a blocked member can be unblocked. */
export function BlockButton(props: Props) {
  const { t } = useTranslation();
  const action = useBlockAction(props);
  if (action.blocked) {
    return (
      <Button variant="default" w="fit-content" loading={action.unblocking} onClick={action.doUnblock}>
        {t('blocks.unblock')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="subtle" color="red" w="fit-content" disabled={!action.ready} onClick={action.openDialog}>
        {t('blocks.block')}
      </Button>
      {action.dialog}
    </>
  );
}

/**
 * Block or unblock as an item of a menu (the profile's "more actions"): `item` goes into the
 * menu's dropdown, `dialog` outside it.
 */
export function useBlockMenuItem(props: Props): { item: ReactNode; dialog: ReactNode } {
  const { t } = useTranslation();
  const action = useBlockAction(props);
  const item = action.blocked ? (
    <Menu.Item leftSection={<IconCircleCheck size={16} aria-hidden="true" />} onClick={action.doUnblock}>
      {t('blocks.unblock')}
    </Menu.Item>
  ) : (
    <Menu.Item color="red" leftSection={<IconBan size={16} aria-hidden="true" />} disabled={!action.ready} onClick={action.openDialog}>
      {t('blocks.block')}
    </Menu.Item>
  );
  return { item, dialog: action.dialog };
}
