import { Alert, Anchor, Button, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { LIMITS, pathTo, type ConversationFolder } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { useReconnected } from '../../app/realtime/use-connection.js';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { InboxRow } from './InboxRow.js';
import { InboxViewerQuery } from './operations.js';
import { useConversationFeed } from './useConversationFeed.js';
import { useInbox } from './useInbox.js';

function ConversationList({ folder, viewerId }: { folder: ConversationFolder; viewerId: string | undefined }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const inbox = useInbox(folder);
  // New messages move their row to the top (or bring it in); after a lost connection, ask again.
  useConversationFeed((event) => inbox.apply(event.conversation));
  useReconnected(inbox.reload);

  if (inbox.rows.length === 0) {
    if (inbox.error) {
      return (
        <Alert color="red" variant="light" role="alert">
          {errorText(inbox.error)}
        </Alert>
      );
    }
    if (inbox.loading) return <PageLoader />;
    return <Text c="dimmed">{folder === 'ARCHIVE' ? t('conversations.archiveEmpty') : t('conversations.inboxEmpty')}</Text>;
  }
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" p={0} m={0} aria-label={folder === 'ARCHIVE' ? t('conversations.tabs.archive') : t('conversations.tabs.inbox')}>
        {inbox.rows.map((conversation) => (
          <InboxRow key={conversation.id} conversation={conversation} viewerId={viewerId} />
        ))}
      </Stack>
      {inbox.error && (
        <Alert color="red" variant="light" role="alert">
          {errorText(inbox.error)}
        </Alert>
      )}
      {inbox.hasNextPage && (
        <Button variant="light" onClick={inbox.loadMore} loading={inbox.loading} w="fit-content" mx="auto">
          {t('conversations.loadMore')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * `/conversations`: the inbox, and the archive tab for verified members (spec §2, §6), each row
 * live (decision 0017). An unverified member with three conversations is told before trying a fourth.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('conversations.title'));
  const [{ data }] = useQuery({ query: InboxViewerQuery, requestPolicy: 'cache-and-network' });
  const viewer = data?.currentUser ?? null;
  const [params, setParams] = useSearchParams();
  const mayArchive = !!viewer && (viewer.isVerified || viewer.isPremium);
  const folder: ConversationFolder = mayArchive && params.get('folder') === 'archive' ? 'ARCHIVE' : 'INBOX';

  return (
    <Stack gap="lg">
      <Title order={1}>{t('conversations.title')}</Title>
      {viewer?.maximumConversationsReached && (
        <Alert color="orange" variant="light" title={t('conversations.maxReachedTitle')}>
          <Text fz="sm">{t('conversations.maxReached', { count: LIMITS.unverifiedConversations })}</Text>
          <Anchor component={Link} to={pathTo('premium')} fz="sm">
            {t('conversations.becomeVerified')}
          </Anchor>
        </Alert>
      )}
      {mayArchive ? (
        <Tabs value={folder} onChange={(value) => setParams(value === 'ARCHIVE' ? { folder: 'archive' } : {}, { replace: true })} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="INBOX">{t('conversations.tabs.inbox')}</Tabs.Tab>
            <Tabs.Tab value="ARCHIVE">{t('conversations.tabs.archive')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="INBOX" pt="md">
            <ConversationList folder="INBOX" viewerId={viewer?.id} />
          </Tabs.Panel>
          <Tabs.Panel value="ARCHIVE" pt="md">
            <ConversationList folder="ARCHIVE" viewerId={viewer?.id} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <>
          {viewer && <ConversationList folder="INBOX" viewerId={viewer.id} />}
          {viewer && (
            <Text fz="sm" c="dimmed">
              {t('conversations.archiveForVerified')}
            </Text>
          )}
          {!viewer && <PageLoader />}
        </>
      )}
    </Stack>
  );
}
