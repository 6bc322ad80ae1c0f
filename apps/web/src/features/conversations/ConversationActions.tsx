import { Anchor, Button, Group } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useMutation, type CombinedError } from 'urql';
import { pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { ConfirmButton } from '../../components/ConfirmButton.js';
import { useErrorText } from '../../components/useErrorText.js';
import { notify } from '../../app/notifications-demand.js';
import { ArchiveConversationMutation, DeleteConversationMutation, UnarchiveConversationMutation, type ConversationSummary } from './operations.js';

/** Archive or bring back (verified members), delete for oneself (asked first), and the shared pictures. */
export function ConversationActions({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [archiving, archive] = useMutation(ArchiveConversationMutation);
  const [unarchiving, unarchive] = useMutation(UnarchiveConversationMutation);
  const [, remove] = useMutation(DeleteConversationMutation);
  const id = conversation.id;
  const failed = (error: CombinedError) => notify({ color: 'red', message: errorText(error) });

  return (
    <Group gap="sm" wrap="wrap" role="group" aria-label={t('conversations.actions.label')}>
      <Anchor component={Link} to={pathTo('conversationUploads', { conversationId: id })} fz="sm">
        {t('conversations.actions.uploads')}
      </Anchor>
      {conversation.viewerCan.archive && (
        <Button
          variant="default"
          size="xs"
          loading={archiving.fetching}
          onClick={() =>
            void archive({ id }).then((r) => (r.error ? failed(r.error) : notify({ color: 'teal', message: t('conversations.actions.archived') })))
          }
        >
          {t('conversations.actions.archive')}
        </Button>
      )}
      {conversation.viewerCan.unarchive && (
        <Button
          variant="default"
          size="xs"
          loading={unarchiving.fetching}
          onClick={() =>
            void unarchive({ id }).then((r) => (r.error ? failed(r.error) : notify({ color: 'teal', message: t('conversations.actions.unarchived') })))
          }
        >
          {t('conversations.actions.unarchive')}
        </Button>
      )}
      {conversation.viewerCan.delete && (
        <ConfirmButton
          variant="outline"
          color="red"
          size="xs"
          title={t('conversations.actions.deleteTitle')}
          message={t('conversations.actions.deleteMessage')}
          confirmLabel={t('conversations.actions.delete')}
          onConfirm={async () => {
            const result = await remove({ id });
            if (result.error) {
              failed(result.error);
              return false;
            }
            notify({ color: 'teal', message: t('conversations.actions.deleted') });
            void navigate(pathTo('conversations'), { replace: true });
            return true;
          }}
        >
          {t('conversations.actions.delete')}
        </ConfirmButton>
      )}
    </Group>
  );
}
