import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { PageLoader } from '../../components/PageLoader.js';
import { PublicationStateText } from '../../components/PublicationControls.js';
import { useErrorText } from '../../components/useErrorText.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { AdminNewsListQuery } from './operations.js';

/** `/admin/news`: every post with its state in words, newest first; create and edit from here. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('news.admin.title'));
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={pathTo('adminDashboard')} fz="sm">
        ← {t('news.admin.backToDashboard')}
      </Anchor>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('news.admin.title')}</Title>
        <Button component={Link} to={pathTo('adminNewsNew')}>
          {t('news.admin.new')}
        </Button>
      </Group>
      <CursorPages gap="sm" renderPage={(page) => <AdminNewsPage {...page} />} />
    </Stack>
  );
}

function AdminNewsPage({ after, isLast, onMore }: CursorPageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // Always asked afresh: posts created or deleted elsewhere show at once.
  const [{ data, error }] = useQuery({ query: AdminNewsListQuery, variables: { first: 20, after }, requestPolicy: 'network-only' });
  const page = data?.adminNewsList;
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
      {page.nodes.length === 0 && after === null && <Text c="dimmed">{t('news.admin.empty')}</Text>}
      {page.nodes.map((post) => (
        <Paper key={post.id} withBorder p="sm" radius="md" bg="dark.6">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
              <Anchor component={Link} to={pathTo('adminNewsEdit', { id: post.id })} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {post.titleDe}
              </Anchor>
              <Text fz="xs" c="dimmed">
                /news/{post.slug}
              </Text>
            </Stack>
            <PublicationStateText ns="news" state={post.state} publishedAt={post.publishedAt} />
          </Group>
        </Paper>
      ))}
      {isLast && page.hasNextPage && page.endCursor && (
        <Button variant="light" onClick={() => onMore(page.endCursor!)} w="fit-content" mx="auto">
          {t('news.loadMore')}
        </Button>
      )}
    </>
  );
}
