import { Anchor, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { REPORT_FILTERS, REPORTS, pathTo, type ReportFilter } from '@venue/shared';
import { useCurrentUser } from '../../app/session/context.js';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { ReportQueueQuery, ReportsQuery, type Page, type ReportSummary } from './operations.js';
import { ReportStatusBadge } from './ReportStatusBadge.js';
import { subjectName } from './subject-name.js';

/** What the list shows: staff's queue of open reports (their default), all, or one status. */
type ListFilter = ReportFilter | 'QUEUE';

function filterOf(value: string | null, queue: boolean): ListFilter {
  if (queue && (value === null || value === 'QUEUE')) return 'QUEUE';
  return (REPORT_FILTERS as readonly string[]).includes(value ?? '') ? (value as ReportFilter) : 'ALL';
}

/**
 * `/reports`: the member's reports, filtered by status (`?status=`). Staff get the queue first — the
 * reports still open, the one waiting longest on top, like the guestbook's review queue — and can
 * switch to all reports or one status (newest first).
 */
export function Component() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const queue = !!user?.admin;
  const title = queue ? t('reports.queueTitle') : t('reports.title');
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('status'), queue);
  const defaultFilter = queue ? 'QUEUE' : 'ALL';
  const options = [
    ...(queue ? [{ value: 'QUEUE', label: t('reports.filter.QUEUE') }] : []),
    ...REPORT_FILTERS.map((f) => ({ value: f, label: f === 'ALL' ? t('reports.filter.ALL') : t(`reports.status.${f}`) })),
  ];
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Text>{queue ? t('reports.queueIntro') : t('reports.intro')}</Text>
      {!queue && (
        <Text fz="sm" c="dimmed">
          {t('reports.howTo')}
        </Text>
      )}
      <NativeSelect
        label={t('reports.filterLabel')}
        value={filter}
        onChange={(e) => setParams(e.currentTarget.value === defaultFilter ? {} : { status: e.currentTarget.value }, { replace: true })}
        data={options}
        maw={360}
      />
      <CursorPages
        resetKey={filter}
        gap="sm"
        renderPage={(page) => (filter === 'QUEUE' ? <QueuePage {...page} /> : <ReportsPage {...page} status={filter} queue={queue} />)}
      />
    </Stack>
  );
}

function ReportsPage({ after, isLast, onMore, status, queue }: CursorPageProps & { status: ReportFilter; queue: boolean }) {
  const { t } = useTranslation();
  const [{ data, error }] = useQuery({ query: ReportsQuery, variables: { status, first: REPORTS.pageSize, after }, requestPolicy: 'cache-and-network' });
  const page = data?.reports;
  if (!page) return <QueryFallback error={error} />;
  const empty = status !== 'ALL' ? t('reports.emptyFilter') : queue ? t('reports.emptyQueue') : t('reports.empty');
  return <ReportList page={page} after={after} isLast={isLast} onMore={onMore} empty={empty} queue={queue} />;
}

/** One page of staff's queue: open reports, oldest first. */
function QueuePage({ after, isLast, onMore }: CursorPageProps) {
  const { t } = useTranslation();
  const [{ data, error }] = useQuery({ query: ReportQueueQuery, variables: { first: REPORTS.pageSize, after }, requestPolicy: 'cache-and-network' });
  const page = data?.reportQueue;
  if (!page) return <QueryFallback error={error} />;
  return <ReportList page={page} after={after} isLast={isLast} onMore={onMore} empty={t('reports.emptyOpenQueue')} queue />;
}

function ReportList({ page, after, isLast, onMore, empty, queue }: CursorPageProps & { page: Page<ReportSummary>; empty: string; queue: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {page.nodes.length === 0 && after === null && <Text c="dimmed">{empty}</Text>}
      {page.nodes.map((report) => (
        <ReportRow key={report.id} report={report} queue={queue} />
      ))}
      {isLast && page.hasNextPage && page.endCursor && (
        <Button variant="light" onClick={() => onMore(page.endCursor!)} w="fit-content" mx="auto">
          {t('reports.loadMore')}
        </Button>
      )}
    </>
  );
}

function ReportRow({ report, queue }: { report: ReportSummary; queue: boolean }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <Paper withBorder p="sm" radius="md" bg="dark.6" component="article" aria-label={report.title}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Anchor component={Link} to={pathTo('report', { id: report.id })} fw={600} style={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
            {report.title}
          </Anchor>
          <ReportStatusBadge status={report.status} />
        </Group>
        <Text fz="sm">{t('reports.about', { subject: t(`reports.subject.${report.subject}`), name: subjectName(report, t) })}</Text>
        <Text fz="xs" c="dimmed">
          {t('reports.filedAt', { date: formatDateTime(report.createdAt, language) })}
          {queue && ` · ${t('reports.by', { name: report.reporterUsername ?? t('reports.goneAccount') })}`}
        </Text>
      </Stack>
    </Paper>
  );
}
