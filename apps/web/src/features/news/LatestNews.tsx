import { Anchor, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { NewsCard } from './NewsCard.js';
import { ResponsiveGrid } from '../../components/ResponsiveGrid.js';
import { NewsListQuery } from './operations.js';

/** Index page section: the three newest posts and a link to all news. */
export function LatestNews() {
  const { t } = useTranslation();
  const [{ data, error }] = useQuery({ query: NewsListQuery, variables: { first: 3, after: null }, requestPolicy: 'cache-and-network' });
  const posts = data?.newsList.nodes;
  // The landing page stays useful without this section: a failure leaves it out.
  if (error && !posts) return null;
  return (
    <section aria-labelledby="latest-news-heading">
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id="latest-news-heading" fz="h3">
          {t('news.latestTitle')}
        </Title>
        <Anchor component={Link} to={pathTo('news')} fz="sm">
          {t('news.allNews')}
        </Anchor>
      </Group>
      {posts && posts.length === 0 && <Text c="dimmed">{t('news.empty')}</Text>}
      <ResponsiveGrid cols={{ base: 1, sm: 3 }}>
        {posts?.map((post) => <NewsCard key={post.id} post={post} headingLevel={3} />)}
      </ResponsiveGrid>
    </section>
  );
}
