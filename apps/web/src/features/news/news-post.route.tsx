import { Alert, Box, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { ServerHtml } from '../../components/ServerHtml.js';
import { NotFound } from '../../components/NotFound.js';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { ResponsiveImage } from '../../components/ResponsiveImage.js';
import { formatNewsDate, localizedNews } from './localized.js';
import { NewsPostQuery } from './operations.js';
import { BackLink } from '../../components/BackLink.js';

/** `/news/:slug`: one post with a back button to the list (spec §2); unknown slugs show not-found. */
export function Component() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const language = currentLanguage(i18n);
  const [{ data, error, fetching }] = useQuery({ query: NewsPostQuery, variables: { slug }, requestPolicy: 'cache-and-network' });
  const post = data?.newsPost;
  const content = post ? localizedNews(post, language) : null;
  const missing = Boolean(data && !post);
  usePageTitle(content?.title ?? (missing ? t('notFound.title') : t('news.title')));

  if (missing) return <NotFound text={t('notFound.newsText')} back={{ to: pathTo('news'), label: t('notFound.toNews') }} />;
  return (
    <Stack gap="lg">
      <BackLink to={pathTo('news')}>{t('news.backToList')}</BackLink>
      {!post && error && (
        <Alert color="red" variant="light" role="alert">
          {errorText(error)}
        </Alert>
      )}
      {!post && !error && fetching && <PageLoader />}
      {post && content && (
        <Stack component="article" gap="md">
          <Stack gap={4}>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {content.title}
            </Title>
            {post.publishedAt && (
              <Text c="dimmed" fz="sm">
                {t('news.publishedOn')} <time dateTime={post.publishedAt}>{formatNewsDate(post.publishedAt, language)}</time>
              </Text>
            )}
          </Stack>
          {post.imageKey && post.imageWidth && post.imageHeight && (
            <Box style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
              <ResponsiveImage storageKey={post.imageKey} width={post.imageWidth} height={post.imageHeight} alt={t('news.imageAlt', { title: content.title })} priority />
            </Box>
          )}
          <ServerHtml html={language === 'en' ? post.bodyHtmlEn : post.bodyHtmlDe} />
        </Stack>
      )}
    </Stack>
  );
}
