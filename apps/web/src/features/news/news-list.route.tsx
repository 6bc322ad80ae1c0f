import { Alert, Stack, Text, Title } from '@mantine/core';
import { PlainButton } from '../../components/PlainButton.js';
import { useTranslation } from '../../i18n/react.js';
import { useQuery } from 'urql';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { NewsCard } from './NewsCard.js';
import { ResponsiveGrid } from '../../components/ResponsiveGrid.js';
import { NewsListQuery } from './operations.js';

const PAGE_SIZE = 10;

/** `/news`: published posts, newest first, ten at a time with "load more". */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('news.title'));
  return (
    <Stack gap="lg">
      <Title order={1}>{t('news.title')}</Title>
      <CursorPages renderPage={(page) => <NewsPage {...page} />} />
    </Stack>
  );
}

function NewsPage({ after, isLast, onMore }: CursorPageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [{ data, error }] = useQuery({ query: NewsListQuery, variables: { first: PAGE_SIZE, after }, requestPolicy: 'cache-and-network' });
  const page = data?.newsList;
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
      {page.nodes.length === 0 && after === null && <Text c="dimmed">{t('news.empty')}</Text>}
      {page.nodes.length > 0 && (
        <ResponsiveGrid cols={{ base: 1, xs: 2 }}>
          {page.nodes.map((post) => (
            <NewsCard key={post.id} post={post} />
          ))}
        </ResponsiveGrid>
      )}
      {isLast && page.hasNextPage && page.endCursor && (
        <PlainButton variant="light" onClick={() => onMore(page.endCursor!)} style={{ alignSelf: 'center' }}>
          {t('news.loadMore')}
        </PlainButton>
      )}
    </>
  );
}
