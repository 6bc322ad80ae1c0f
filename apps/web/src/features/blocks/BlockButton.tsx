import { useState } from 'react';
import { Button } from '@mantine/core';
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

/** The profile page's block button: "block" opens the dialog; a blocked member can be unblocked. */
export function BlockButton({ member, onChange }: Props) {
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

  if (data?.blockWith) {
    return (
      <Button
        variant="default"
        w="fit-content"
        loading={unblocking.fetching}
        onClick={() =>
          void unblock({ slug: member.slug }).then((result) => {
            if (result.error) return void notifications.show({ color: 'red', message: errorText(result.error) });
            notifications.show({ color: 'green', message: t('blocks.done.unblocked', { name }) });
            changed();
          })
        }
      >
        {t('blocks.unblock')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="subtle" color="red" w="fit-content" disabled={loading && !data} onClick={() => setOpen(true)}>
        {t('blocks.block')}
      </Button>
      <BlockDialog opened={open} onClose={() => setOpen(false)} member={member} onBlocked={changed} />
    </>
  );
}
