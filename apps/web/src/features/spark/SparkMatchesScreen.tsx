import type { ReactNode } from 'react';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFlame, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { pathTo, SPARK } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatDateTime } from '../../i18n/format.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { MemberLine } from '../../components/MemberLine.js';
import { MemberTile } from '../../components/MemberTile.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { ResponsiveGrid } from '../../components/ResponsiveGrid.js';
import { useCurrentUser } from '../../app/session/context.js';
import { SparkAdmirersQuery, SparkMatchesQuery } from './operations.js';

function MatchesPage({ after, isLast, onMore, renderWrite }: CursorPageProps & { renderWrite: (slug: string) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const [{ data, error }] = useQuery({ query: SparkMatchesQuery, variables: { first: SPARK.pageSize, after }, requestPolicy: 'cache-and-network' });
  const page = data?.sparkMatches;
  if (!page) return <QueryFallback error={error} />;
  if (after === null && page.nodes.length === 0) return <EmptyState text={t('spark.matches.empty')} action={{ to: pathTo('spark'), label: t('spark.matches.emptyAction') }} />;
  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {page.nodes.map((m) => (
          <Paper component="li" key={m.id} withBorder radius="md" p="sm" bg="dark.6">
            <MemberLine
              member={m.member}
              details={
                <Text fz="sm" c="dimmed">
                  {t('spark.matches.since', { datetime: formatDateTime(m.createdAt, currentLanguage(i18n)) })}
                </Text>
              }
              actions={renderWrite(m.member.slug)}
            />
          </Paper>
        ))}
      </Stack>
      {isLast && page.hasNextPage && page.endCursor && (
        <Button variant="default" w="fit-content" onClick={() => onMore(page.endCursor!)}>
          {t('spark.matches.more')}
        </Button>
      )}
    </>
  );
}

function AdmirersPage({ after, isLast, onMore }: CursorPageProps) {
  const { t } = useTranslation();
  const [{ data, error }] = useQuery({ query: SparkAdmirersQuery, variables: { first: SPARK.pageSize, after }, requestPolicy: 'cache-and-network' });
  const page = data?.sparkAdmirers;
  if (!page) return <QueryFallback error={error} />;
  if (after === null && page.nodes.length === 0) return <EmptyState text={t('spark.admirers.empty')} action={{ to: pathTo('spark'), label: t('spark.admirers.emptyAction') }} />;
  return (
    <>
      <ResponsiveGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm">
        {page.nodes.map((a) => (
          <MemberTile key={a.id} member={a.member} />
        ))}
      </ResponsiveGrid>
      {isLast && page.hasNextPage && page.endCursor && (
        <Button variant="default" w="fit-content" onClick={() => onMore(page.endCursor!)}>
          {t('spark.matches.more')}
        </Button>
      )}
    </>
  );
}

/** For unverified members: what "who sparked me" is, and the way to it (verification on /premium). */
function AdmirersTeaser() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg" bg="dark.6" data-testid="spark-admirers-teaser">
      <Stack gap="sm" align="flex-start">
        <ThemeIcon variant="light" color="gold" radius="xl" size="lg" aria-hidden="true">
          <IconLock size={20} />
        </ThemeIcon>
        <Text>{t('spark.admirers.teaser')}</Text>
        <Button component={Link} to={pathTo('premium')} color="gold">
          {t('spark.admirers.teaserAction')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** /spark/matches: the member's matches (newest first, each with "write"), and who sparked them (verified members). */
export function SparkMatchesScreen({ renderWrite }: { renderWrite: (slug: string) => ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t('spark.matches.title'));
  const { user } = useCurrentUser();
  const verified = !!user && (user.isVerified || user.isPremium);
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{t('spark.matches.title')}</Title>
        <Text c="dimmed">{t('spark.matches.intro')}</Text>
        <Button component={Link} to={pathTo('spark')} variant="light" w="fit-content" leftSection={<IconFlame size={18} aria-hidden="true" />}>
          {t('spark.matches.backToSpark')}
        </Button>
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="spark-matches-heading">
        <Title order={2} fz="h3" id="spark-matches-heading">
          {t('spark.matches.listTitle')}
        </Title>
        <CursorPages resetKey="matches" renderPage={(page) => <MatchesPage {...page} renderWrite={renderWrite} />} />
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="spark-admirers-heading">
        <Title order={2} fz="h3" id="spark-admirers-heading">
          {t('spark.admirers.title')}
        </Title>
        {verified ? <CursorPages resetKey="admirers" renderPage={(page) => <AdmirersPage {...page} />} /> : <AdmirersTeaser />}
      </Stack>
    </Stack>
  );
}
