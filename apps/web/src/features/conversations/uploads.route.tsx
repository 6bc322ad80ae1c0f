import { Alert, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { CONVERSATIONS, pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useCurrentUser } from '../../app/session/context.js';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import type { MemberCard } from '../../components/member-card.js';
import { ConversationQuery, ConversationUploadsQuery } from './operations.js';
import { BackLink } from '../../components/BackLink.js';

function UploadsPage({ conversationId, users, viewerId, after, isLast, onMore }: { conversationId: string; users: MemberCard[]; viewerId: string | undefined } & CursorPageProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [{ data, error }] = useQuery({ query: ConversationUploadsQuery, variables: { conversationId, first: CONVERSATIONS.uploadsPageSize, after }, requestPolicy: 'cache-and-network' });
  const page = data?.conversationUploads;
  if (!page) {
    return error ? (
      <Alert color="red" variant="light" role="alert">
        {errorText(error)}
      </Alert>
    ) : (
      <PageLoader />
    );
  }
  const language = currentLanguage(i18n);
  return (
    <>
      {page.nodes.length === 0 && after === null && <Text c="dimmed">{t('conversations.uploads.empty')}</Text>}
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {page.nodes.map((upload) => {
          const sender = upload.userId === viewerId ? t('conversations.you') : (users.find((u) => u.id === upload.userId)?.username ?? t('conversations.formerMember'));
          const alt = t('conversations.uploads.alt', { name: sender, time: formatDateTime(upload.insertedAt, language) });
          return (
            <li key={upload.id}>
              <a href={upload.path} target="_blank" rel="noopener" style={{ display: 'block' }}>
                <picture>
                  <source srcSet={upload.thumbnail.avif} type="image/avif" />
                  <img src={upload.thumbnail.webp} alt={alt} loading="lazy" width={256} height={256} style={{ width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover', borderRadius: 8, display: 'block' }} />
                </picture>
              </a>
            </li>
          );
        })}
      </SimpleGrid>
      {isLast && page.hasNextPage && page.endCursor && (
        <Button variant="light" onClick={() => onMore(page.endCursor!)} w="fit-content" mx="auto">
          {t('conversations.loadMore')}
        </Button>
      )}
    </>
  );
}

/** `/conversations/:conversationId/uploads`: the pictures shared in the conversation, newest first. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('conversations.uploads.title'));
  const conversationId = useParams().conversationId ?? '';
  const { user } = useCurrentUser();
  const [{ data }] = useQuery({ query: ConversationQuery, variables: { id: conversationId, first: CONVERSATIONS.messagesPageSize }, requestPolicy: 'cache-first' });
  const users = data?.conversation?.users ?? [];
  return (
    <Stack gap="lg">
      <BackLink to={pathTo('conversation', { id: conversationId })}>{t('conversations.uploads.back')}</BackLink>
      <Title order={1}>{t('conversations.uploads.title')}</Title>
      <CursorPages resetKey={conversationId} renderPage={(page) => <UploadsPage conversationId={conversationId} users={users} viewerId={user?.id} {...page} />} />
    </Stack>
  );
}
