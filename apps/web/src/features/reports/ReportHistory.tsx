import { List, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import type { Report, ReportStatusChange } from './operations.js';

/** When the report was filed and every status change since; admins also see who acted and the measures. */
export function ReportHistory({ report }: { report: Report }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <Stack gap="xs" component="section" aria-labelledby="report-history">
      <Title order={2} fz="h4" id="report-history">
        {t('reports.history.title')}
      </Title>
      <List spacing={4} fz="sm">
        <List.Item>
          {formatDateTime(report.createdAt, language)} – {t('reports.history.filed')}
        </List.Item>
        {report.history.map((change) => (
          <List.Item key={change.id}>
            {formatDateTime(change.createdAt, language)} – <HistoryText change={change} />
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function HistoryText({ change }: { change: ReportStatusChange }) {
  const { t, i18n } = useTranslation();
  const parts: string[] = [];
  if (change.action === 'LOGIN_TIMEOUT' && change.timeoutUntil) parts.push(t('reports.history.LOGIN_TIMEOUT', { datetime: formatDateTime(change.timeoutUntil, currentLanguage(i18n)) }));
  if (change.action === 'DEACTIVATION') parts.push(t('reports.history.DEACTIVATION'));
  if (change.fromStatus !== change.toStatus) parts.push(t('reports.history.changed', { from: t(`reports.status.${change.fromStatus}`), to: t(`reports.status.${change.toStatus}`) }));
  return (
    <Text span fz="sm">
      {parts.join(' · ')}
      {change.changedByUsername && ` (${t('reports.history.by', { name: change.changedByUsername })})`}
    </Text>
  );
}
