import { useState } from 'react';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../i18n/react.js';
import { useMutation, useQuery } from 'urql';
import { BLOCKS, pathTo } from '@venue/shared';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { MemberLine } from '../../components/MemberLine.js';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { BlocksQuery, UnblockMutation, type Block } from './operations.js';
import { BackLink } from '../../components/BackLink.js';

/** `/blocks`: the members the viewer blocked, with the viewer's own reasons, and unblocking. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('blocks.title'));
  const [version, setVersion] = useState(0);
  return (
    <Stack gap="lg">
      <BackLink to={pathTo('friends')}>{t('blocks.backToFriends')}</BackLink>
      <Title order={1}>{t('blocks.title')}</Title>
      <Text>{t('blocks.intro')}</Text>
      <CursorPages resetKey={String(version)} gap="sm" renderPage={(page) => <BlocksPage {...page} onChanged={() => setVersion((v) => v + 1)} />} />
    </Stack>
  );
}

function BlocksPage({ after, isLast, onMore, onChanged }: CursorPageProps & { onChanged: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [{ data, error }] = useQuery({ query: BlocksQuery, variables: { first: BLOCKS.pageSize, after }, requestPolicy: 'cache-and-network' });
  const page = data?.blocks;
  if (!page) {
    if (error) {
      return (
        <Alert color="red" variant="light" role="alert">
          {errorText(error)}
        </Alert>
      );
    }
    return <PageLoader />;
  }
  return (
    <>
      {page.nodes.length === 0 && after === null && <Text c="dimmed">{t('blocks.empty')}</Text>}
      {page.nodes.map((block) => (
        <BlockRow key={block.id} block={block} onChanged={onChanged} />
      ))}
      {isLast && page.hasNextPage && page.endCursor && (
        <Button variant="light" onClick={() => onMore(page.endCursor!)} w="fit-content" mx="auto">
          {t('blocks.loadMore')}
        </Button>
      )}
    </>
  );
}

function BlockRow({ block, onChanged }: { block: Block; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [{ fetching }, unblock] = useMutation(UnblockMutation);
  const name = block.member.username;
  return (
    <Paper withBorder p="sm" radius="md" bg="dark.6">
      <MemberLine
        member={block.member}
        details={
          <>
            <Text fz="xs" c="dimmed">
              {t('blocks.blockedAt', { date: formatDateTime(block.createdAt, currentLanguage(i18n)) })}
            </Text>
            {block.reason && (
              <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {t('blocks.reason', { reason: block.reason })}
              </Text>
            )}
          </>
        }
        actions={
          <Button
            size="compact-md"
            variant="default"
            loading={fetching}
            aria-label={t('blocks.unblockNamed', { name })}
            onClick={() =>
              void unblock({ slug: block.member.slug }).then((result) => {
                if (result.error) return void notifications.show({ color: 'red', message: errorText(result.error) });
                notifications.show({ color: 'green', message: t('blocks.done.unblocked', { name }) });
                onChanged();
              })
            }
          >
            {t('blocks.unblock')}
          </Button>
        }
      />
    </Paper>
  );
}
