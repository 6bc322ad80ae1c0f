import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { MemberLine } from '../../components/MemberLine.js';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { AdminReportPanel } from './AdminReportPanel.js';
import { ReportQuery, type Report } from './operations.js';
import { subjectName } from './subject-name.js';
import { ReportHistory } from './ReportHistory.js';
import { ReportStatusBadge } from './ReportStatusBadge.js';
import { ReportThread } from './ReportThread.js';
import { BackLink } from '../../components/BackLink.js';

/** `/reports/:id`: one report with its history and thread; for admins the tools to work it. */
export function Component() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useParams().id ?? '';
  const [{ data, fetching, error }, refetch] = useQuery({ query: ReportQuery, variables: { id }, requestPolicy: 'cache-and-network' });
  const report = data?.report ?? null;
  usePageTitle(report?.title ?? t('reports.title'));
  const back = (
    <BackLink to={pathTo('reports')}>{t('reports.backToList')}</BackLink>
  );
  if (!data && fetching) return <PageLoader />;
  if (!report) {
    return (
      <Stack gap="md">
        {back}
        <Title order={1}>{t('reports.title')}</Title>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(error)}
          </Alert>
        ) : (
          <Text>{t('reports.notFound')}</Text>
        )}
      </Stack>
    );
  }
  const changed = () => refetch({ requestPolicy: 'network-only' });
  const admin = report.viewerCan.changeStatusTo.length > 0 || report.memberSanctions !== null;
  return (
    <Stack gap="lg">
      {back}
      <Stack gap="xs">
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {report.title}
        </Title>
        <Group gap="xs" aria-label={t('reports.statusLabel', { status: t(`reports.status.${report.status}`) })} role="group">
          <ReportStatusBadge status={report.status} />
        </Group>
      </Stack>
      <ReportFacts report={report} />
      <ReportHistory report={report} />
      <ReportThread report={report} onChanged={changed} />
      {admin && <AdminReportPanel report={report} onChanged={changed} />}
    </Stack>
  );
}

function ReportFacts({ report }: { report: Report }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const photo = report.subjectPhoto;
  return (
    <Stack gap="sm">
      <Paper withBorder p="sm" radius="md" bg="dark.6">
        <Stack gap="xs">
          <Text fz="sm" fw={600}>
            {report.subject === 'PHOTO'
              ? t('reports.reportedPhoto')
              : report.subject === 'ROULETTE'
                ? t('reports.reportedRoulette')
                : report.subject === 'CLASSIFIED'
                  ? t('reports.reportedClassified')
                  : t('reports.reportedMember')}
          </Text>
          {report.subjectMember ? <MemberLine member={report.subjectMember} /> : <Text fz="sm">{subjectName(report, t)}</Text>}
          {report.subject === 'PHOTO' &&
            (photo ? (
              <Anchor component={Link} to={pathTo('userUpload', { slug: photo.ownerSlug, id: photo.id })} fz="sm" w="fit-content">
                {t('reports.openPhoto')}
              </Anchor>
            ) : (
              <Text fz="sm" c="dimmed">
                {t('reports.photoHidden')}
              </Text>
            ))}
          {report.subjectQuote && (
            <Stack gap={4} component="section" aria-labelledby="report-quote">
              <Text fz="sm" fw={600} id="report-quote">
                {report.subject === 'CLASSIFIED' ? t('reports.quoteClassified') : t('reports.quote')}
              </Text>
              <Text component="pre" fz="xs" m={0} ff={report.subject === 'CLASSIFIED' ? undefined : 'monospace'} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {report.subjectQuote}
              </Text>
            </Stack>
          )}
        </Stack>
      </Paper>
      <Stack gap={4} component="section" aria-labelledby="report-message">
        <Title order={2} fz="h4" id="report-message">
          {t('reports.message')}
        </Title>
        <Text fz="xs" c="dimmed">
          {t('reports.filedAt', { date: formatDateTime(report.createdAt, language) })}
          {!report.mine && ` · ${t('reports.by', { name: report.reporterUsername ?? t('reports.goneAccount') })}`}
        </Text>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{report.message}</Text>
      </Stack>
    </Stack>
  );
}
