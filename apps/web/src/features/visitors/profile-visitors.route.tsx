import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';
import { useQuery } from 'urql';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { FormError } from '../../components/FormError.js';
import { MemberLine } from '../../components/MemberLine.js';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { ProfileVisitorsQuery } from './operations.js';

/** One page of visitors; the last page offers "more". */
function VisitorsPage({ after, isLast, onMore }: CursorPageProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [{ data, fetching, error }] = useQuery({ query: ProfileVisitorsQuery, variables: { after }, requestPolicy: 'cache-and-network' });
  if (!data) return fetching ? <PageLoader /> : <FormError>{error ? errorText(error) : null}</FormError>;
  const { nodes, hasNextPage, endCursor } = data.profileVisitors;
  if (after === null && nodes.length === 0) return <Text c="dimmed">{t('visitors.empty')}</Text>;
  return (
    <>
      {nodes.map((visit) => (
        <Paper key={visit.id} withBorder p="sm" radius="md" bg="dark.6">
          <MemberLine
            member={visit.visitor}
            details={
              <Text fz="sm" c="dimmed">
                {t('visitors.visitedAt', { datetime: formatDateTime(visit.lastVisitedAt, currentLanguage(i18n)) })}
              </Text>
            }
          />
        </Paper>
      ))}
      {isLast && hasNextPage && endCursor && (
        <Button variant="default" onClick={() => onMore(endCursor)} w="fit-content">
          {t('visitors.more')}
        </Button>
      )}
    </>
  );
}

/** `/users/:slug/profile-visitors` (verified members, own list): who visited, newest first, one row per visitor and day. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('visitors.title'));
  return (
    <Stack gap="lg">
      <Title order={1}>{t('visitors.title')}</Title>
      <Text c="dimmed">{t('visitors.intro')}</Text>
      <CursorPages renderPage={(page) => <VisitorsPage {...page} />} gap="sm" />
    </Stack>
  );
}
