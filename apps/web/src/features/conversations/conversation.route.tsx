import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { CONVERSATIONS, pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { useReconnected } from '../../app/realtime/use-connection.js';
import { useCurrentUser } from '../../app/session/context.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { oneLineName } from '../../components/MemberName.js';
import { ConversationActions } from './ConversationActions.js';
import { ConversationAvatar } from './ConversationAvatar.js';
import { MessageList } from './MessageList.js';
import { ConversationQuery, MarkConversationReadMutation } from './operations.js';
import { othersOf } from './participants.js';
import { SendBox } from './SendBox.js';
import { useConversationFeed, useConversationSignals } from './useConversationFeed.js';
import { useMessages } from './useMessages.js';
import { useTypers, useTypingSender } from './useTyping.js';
import { BackLink } from '../../components/BackLink.js';

/** Marks the conversation read up to `seq` while the page is in view (the others see the receipt). */
function useMarkRead(conversationId: string, seq: number, lastReadSeq: number | undefined) {
  const [, markRead] = useMutation(MarkConversationReadMutation);
  const marked = useRef(0);
  useEffect(() => {
    const mark = () => {
      if (lastReadSeq === undefined || seq <= lastReadSeq || seq <= marked.current || document.visibilityState === 'hidden') return;
      marked.current = seq;
      void markRead({ conversationId, seq });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [conversationId, seq, lastReadSeq, markRead]);
}

/**
 * `/conversations/:id`: the messages paged backwards (spec §7 fetchConversation), live with typing
 * and read receipts, the box to write in, or the §8 notice when writing is disabled.
 */
export function Component() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const { user } = useCurrentUser();
  const [{ data, error, fetching }] = useQuery({ query: ConversationQuery, variables: { id, first: CONVERSATIONS.messagesPageSize }, requestPolicy: 'cache-and-network' });
  const conversation = data?.conversation ?? null;
  const others = conversation ? othersOf(conversation.users, user?.id) : [];
  const names = others.length > 0 ? others.map((u) => u.username).join(', ') : t('conversations.formerMembers');
  usePageTitle(conversation ? names : t('conversations.title'));

  const thread = useMessages(id);
  const { seed } = thread;
  const firstPage = conversation?.messages;
  useEffect(() => {
    if (firstPage) seed(firstPage);
  }, [firstPage, seed]);

  const typers = useTypers(user?.id);
  const typing = useTypingSender(id, !!conversation?.viewerCan.write);
  useConversationFeed((event) => {
    thread.announced(event.message);
    if (event.message.conversationId === id) typers.wrote(event.message.senderId);
  });
  useConversationSignals(id, typers.onSignal);
  useReconnected(() => void thread.catchUp());
  useMarkRead(id, thread.highestSeq, conversation?.lastReadSeq);

  // The newest message in view: at the start, and when one arrives.
  const end = useRef<HTMLDivElement>(null);
  const newest = thread.messages.at(-1)?.id;
  useEffect(() => {
    if (newest) end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  if (!conversation) {
    if (data && !fetching) {
      return (
        <Stack gap="md">
          <Title order={1}>{t('conversations.title')}</Title>
          <Alert color="orange" variant="light" role="alert">
            {t('conversations.notFound')}
          </Alert>
          <BackLink to={pathTo('conversations')}>{t('conversations.backToInbox')}</BackLink>
        </Stack>
      );
    }
    return <QueryFallback error={error} />;
  }

  const refusal = conversation.writeRefusal;
  return (
    <Stack gap="md">
      <BackLink to={pathTo('conversations')}>{t('conversations.backToInbox')}</BackLink>
      <Group gap="sm" wrap="nowrap">
        <ConversationAvatar member={others[0] ?? null} />
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Title order={1} fz={{ base: 22, sm: 28 }} style={oneLineName} title={names}>
            {names}
          </Title>
          {others.length === 1 && others[0]!.isAllowedToVisit && (
            <Anchor component={Link} to={pathTo('showUser', { slug: others[0]!.slug })} fz="sm" style={oneLineName}>
              {t('conversations.profileLink', { name: others[0]!.username })}
            </Anchor>
          )}
        </Stack>
        <ConversationActions conversation={conversation} />
      </Group>
      {conversation.folder === 'ARCHIVE' && (
        <Text fz="sm" c="dimmed">
          {t('conversations.inArchive')}
        </Text>
      )}

      {thread.hasOlder && (
        <Button variant="subtle" onClick={() => void thread.loadOlder()} loading={thread.loadingOlder} w="fit-content" mx="auto">
          {t('conversations.loadOlder')}
        </Button>
      )}
      <MessageList messages={thread.messages} viewerId={user?.id} positions={conversation.readPositions} others={others} />
      <Text fz="sm" c="dimmed" fs="italic" role="status" aria-live="polite" mih={20}>
        {typers.names.length > 0 ? t('conversations.typing', { names: typers.names.join(', ') }) : ''}
      </Text>
      <div ref={end} />

      {refusal ? (
        <Alert color="orange" variant="light" title={t('conversations.writingDisabled')}>
          {t(`errors.${refusal}`, { defaultValue: t('errors.NOT_ALLOWED') })}
        </Alert>
      ) : (
        conversation.viewerCan.write && (
          <SendBox
            conversationId={id}
            mayUpload={conversation.viewerCan.upload}
            onSent={(message) => thread.add([message])}
            onPictureSent={() => void thread.catchUp()}
            onTyping={typing.typed}
            onStopTyping={typing.stop}
          />
        )
      )}
    </Stack>
  );
}
