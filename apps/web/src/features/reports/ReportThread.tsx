import { useState } from 'react';
import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from 'urql';
import { REPORTS, reportReplySchema, type ErrorCode } from '@venue/shared';
import { readAppError, zodIssueCode } from '../../components/app-error.js';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { useErrorText } from '../../components/useErrorText.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { ReplyToReportMutation, ReportRepliesQuery, type Report, type ReportReply } from './operations.js';

/** The report's messages between the reporter and the team, oldest first, and the reply form while it is open. */
export function ReportThread({ report, onChanged }: { report: Report; onChanged: () => void }) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  return (
    <Stack gap="sm" component="section" aria-labelledby="report-thread">
      <Title order={2} fz="h4" id="report-thread">
        {t('reports.thread.title')}
      </Title>
      <CursorPages resetKey={String(version)} gap="sm" renderPage={(page) => <RepliesPage {...page} reportId={report.id} version={version} />} />
      {report.viewerCan.reply ? (
        <ReplyForm
          reportId={report.id}
          onSent={() => {
            setVersion((v) => v + 1);
            onChanged();
          }}
        />
      ) : (
        <Text fz="sm" c="dimmed">
          {t('reports.thread.closed')}
        </Text>
      )}
    </Stack>
  );
}

function RepliesPage({ after, isLast, onMore, reportId, version }: CursorPageProps & { reportId: string; version: number }) {
  const { t } = useTranslation();
  const [{ data, error }] = useQuery({
    query: ReportRepliesQuery,
    variables: { id: reportId, first: REPORTS.repliesPageSize, after },
    // A new reply shows at once: the first page is read again after each one.
    requestPolicy: version > 0 ? 'network-only' : 'cache-and-network',
  });
  const page = data?.report?.replies;
  if (!page) return <QueryFallback error={error} />;
  return (
    <>
      {page.nodes.length === 0 && after === null && (
        <Text fz="sm" c="dimmed">
          {t('reports.thread.empty')}
        </Text>
      )}
      {page.nodes.map((reply) => (
        <ReplyItem key={reply.id} reply={reply} />
      ))}
      {isLast && page.hasNextPage && page.endCursor && (
        <Button variant="light" onClick={() => onMore(page.endCursor!)} w="fit-content">
          {t('reports.thread.more')}
        </Button>
      )}
    </>
  );
}

function authorOf(reply: ReportReply, t: (key: string, values?: Record<string, string>) => string): string {
  if (reply.mine) return t('reports.thread.you');
  if (reply.fromTeam) return reply.authorUsername ? t('reports.thread.teamNamed', { name: reply.authorUsername }) : t('reports.thread.team');
  return t('reports.thread.reporter', { name: reply.authorUsername ?? t('reports.goneAccount') });
}

function ReplyItem({ reply }: { reply: ReportReply }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" bg={reply.fromTeam ? 'dark.5' : 'dark.6'} component="article" ml={reply.mine ? 'lg' : 0} mr={reply.mine ? 0 : 'lg'}>
      <Text fz="xs" c="dimmed" fw={600}>
        {t('reports.thread.at', { name: authorOf(reply, t), date: formatDateTime(reply.createdAt, currentLanguage(i18n)) })}
      </Text>
      <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {reply.body}
      </Text>
    </Paper>
  );
}

function ReplyForm({ reportId, onSent }: { reportId: string; onSent: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, send] = useMutation(ReplyToReportMutation);
  const check = (value: string): ErrorCode | null => zodIssueCode(reportReplySchema.safeParse(value));

  const submit = async () => {
    const code = check(body);
    if (code) return setError(t(`errors.${code}`));
    const result = await send({ id: reportId, body: body.trim() });
    if (result.error) {
      const info = readAppError(result.error);
      if (info.fields.some((f) => f.field === 'body')) setError(errorText(info));
      else notifications.show({ color: 'red', message: errorText(info) });
      return;
    }
    setBody('');
    setError(null);
    notifications.show({ color: 'green', message: t('reports.thread.sent') });
    onSent();
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="xs">
        <Textarea
          label={t('reports.thread.replyLabel')}
          description={t('reports.thread.replyHint', { count: body.trim().length, min: REPORTS.replyMin })}
          value={body}
          onChange={(e) => {
            setBody(e.currentTarget.value);
            if (error) setError(check(e.currentTarget.value) ? error : null);
          }}
          onBlur={() => body && setError(check(body) ? t(`errors.${check(body)!}`) : null)}
          error={error}
          autosize
          minRows={3}
          maxRows={10}
        />
        <Button type="submit" loading={fetching} w="fit-content">
          {t('reports.thread.send')}
        </Button>
      </Stack>
    </form>
  );
}
