import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { CardImage } from '../../components/CardImage.js';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { pathTo } from '@venue/shared';
import { currentLanguage } from '../../i18n/i18n.js';
import { excerpt } from './excerpt.js';
import { formatNewsDate, localizedNews } from './localized.js';
import type { NewsPost } from './operations.js';

/** A post in a list: its picture, date, the title as the one link to the post, a short teaser. */
export function NewsCard({ post, headingLevel = 2 }: { post: NewsPost; headingLevel?: 2 | 3 }) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { title, body } = localizedNews(post, language);
  const image = post.imageKey && post.imageWidth && post.imageHeight ? { storageKey: post.imageKey, width: post.imageWidth, height: post.imageHeight } : null;
  return (
    <Paper component="article" withBorder radius="md" bg="dark.6" h="100%" style={{ overflow: 'hidden' }}>
      <CardImage image={image} placeholderIcon={<IconNews size={48} stroke={1.3} />} />
      <Stack gap={6} p={{ base: 'md', sm: 'lg' }}>
        {post.publishedAt && (
          <Text fz="sm" c="dimmed" component="time" dateTime={post.publishedAt}>
            {formatNewsDate(post.publishedAt, language)}
          </Text>
        )}
        <Title order={headingLevel} fz="h3" style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={pathTo('newsPost', { slug: post.slug })} c="gold.4" inherit>
            {title}
          </Anchor>
        </Title>
        <Text c="dark.1">{excerpt(body)}</Text>
      </Stack>
    </Paper>
  );
}
