import { useState } from 'react';
import { ActionIcon, Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { IconArchive, IconDots, IconInbox, IconPhoto, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useMutation, type CombinedError } from 'urql';
import { pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { useErrorText } from '../../components/useErrorText.js';
import { notify } from '../../app/notifications-demand.js';
import { ArchiveConversationMutation, DeleteConversationMutation, UnarchiveConversationMutation, type ConversationSummary } from './operations.js';

/**
 * The conversation's menu (a named "…" button beside its title): the shared pictures, archive or
 * bring back (verified members), and delete for oneself, asked first in a dialog.
 */
export function ConversationActions({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [, archive] = useMutation(ArchiveConversationMutation);
  const [, unarchive] = useMutation(UnarchiveConversationMutation);
  const [, remove] = useMutation(DeleteConversationMutation);
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const id = conversation.id;
  const failed = (error: CombinedError) => notify({ color: 'red', message: errorText(error) });

  const confirmDelete = async () => {
    setDeleting(true);
    const result = await remove({ id });
    setDeleting(false);
    if (result.error) return failed(result.error);
    setAsking(false);
    notify({ color: 'teal', message: t('conversations.actions.deleted') });
    void navigate(pathTo('conversations'), { replace: true });
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('conversations.actions.label')}>
            <IconDots size={20} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={pathTo('conversationUploads', { conversationId: id })} leftSection={<IconPhoto size={16} aria-hidden="true" />}>
            {t('conversations.actions.uploads')}
          </Menu.Item>
          {conversation.viewerCan.archive && (
            <Menu.Item
              leftSection={<IconArchive size={16} aria-hidden="true" />}
              onClick={() =>
                void archive({ id }).then((r) => (r.error ? failed(r.error) : notify({ color: 'teal', message: t('conversations.actions.archived') })))
              }
            >
              {t('conversations.actions.archive')}
            </Menu.Item>
          )}
          {conversation.viewerCan.unarchive && (
            <Menu.Item
              leftSection={<IconInbox size={16} aria-hidden="true" />}
              onClick={() =>
                void unarchive({ id }).then((r) => (r.error ? failed(r.error) : notify({ color: 'teal', message: t('conversations.actions.unarchived') })))
              }
            >
              {t('conversations.actions.unarchive')}
            </Menu.Item>
          )}
          {conversation.viewerCan.delete && (
            <Menu.Item color="red.4" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={() => setAsking(true)}>
              {t('conversations.actions.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('conversations.actions.deleteTitle')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Stack gap="md">
          <Text>{t('conversations.actions.deleteMessage')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('common.cancel')}
            </Button>
            <Button color="red.9" loading={deleting} onClick={() => void confirmDelete()}>
              {t('conversations.actions.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
