import { useState } from 'react';
import { Button, Checkbox, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, type OperationResult } from 'urql';
import type { ReportStatus } from '@venue/shared';
import { ConfirmButton } from '../../components/ConfirmButton.js';
import { readAppError } from '../../components/app-error.js';
import { useErrorText } from '../../components/useErrorText.js';
import { zurichLocalToIso } from '../../components/zurich-time.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { ChangeReportStatusMutation, DeactivateMemberMutation, TimeoutMemberMutation, type Report } from './operations.js';

/**
 * Admins' tools on a report, as report.viewerCan allows: the next statuses of the table
 * (decision 0013), a login timeout until a Swiss date and time, and the deactivation.
 */
export function AdminReportPanel({ report, onChanged }: { report: Report; onChanged: () => void }) {
  const { t } = useTranslation();
  const can = report.viewerCan;
  const [closeReport, setCloseReport] = useState(true);
  const name = report.subjectUsername ?? t('reports.goneAccount');
  const acts = can.timeoutMember || can.deactivateMember;
  return (
    <Paper withBorder p="md" radius="md" bg="dark.7" component="section" aria-labelledby="report-admin">
      <Stack gap="md">
        <Title order={2} fz="h4" id="report-admin">
          {t('reports.admin.title')}
        </Title>
        <Sanctions report={report} />
        {can.changeStatusTo.length > 0 && <StatusChange key={`${report.status}`} report={report} onChanged={onChanged} />}
        {acts && (
          <Checkbox label={t('reports.admin.closeReport')} checked={closeReport} onChange={(e) => setCloseReport(e.currentTarget.checked)} />
        )}
        {can.timeoutMember && <TimeoutForm report={report} name={name} closeReport={closeReport} onChanged={onChanged} />}
        {can.deactivateMember && <Deactivate report={report} name={name} closeReport={closeReport} onChanged={onChanged} />}
      </Stack>
    </Paper>
  );
}

function Sanctions({ report }: { report: Report }) {
  const { t, i18n } = useTranslation();
  const s = report.memberSanctions;
  if (!s) return report.subject !== 'MESSAGE' && !report.subjectUsername ? <Text fz="sm">{t('reports.admin.noMember')}</Text> : null;
  const lines = [
    ...(s.timedOutUntil ? [t('reports.admin.timedOutUntil', { datetime: formatDateTime(s.timedOutUntil, currentLanguage(i18n)) })] : []),
    ...(s.isDeactivated ? [t('reports.admin.deactivated')] : []),
  ];
  return <Text fz="sm">{lines.length ? lines.join(' ') : t('reports.admin.sanctionsNone')}</Text>;
}

/** Runs a report mutation and tells how it went; answers whether it worked. */
function useReportAction(onChanged: () => void) {
  const errorText = useErrorText();
  return async (run: () => Promise<OperationResult>, done: string): Promise<boolean> => {
    const result = await run();
    if (result.error) {
      notifications.show({ color: 'red', message: errorText(readAppError(result.error)) });
      return false;
    }
    notifications.show({ color: 'green', message: done });
    onChanged();
    return true;
  };
}

function StatusChange({ report, onChanged }: { report: Report; onChanged: () => void }) {
  const { t } = useTranslation();
  const act = useReportAction(onChanged);
  const [next, setNext] = useState<ReportStatus>(report.viewerCan.changeStatusTo[0]!);
  const [{ fetching }, change] = useMutation(ChangeReportStatusMutation);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void act(() => change({ id: report.id, status: next }), t('reports.admin.statusChanged', { status: t(`reports.status.${next}`) }));
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('reports.admin.statusSelect')}
          value={next}
          onChange={(e) => setNext(e.currentTarget.value as ReportStatus)}
          data={report.viewerCan.changeStatusTo.map((s) => ({ value: s, label: t(`reports.status.${s}`) }))}
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" loading={fetching}>
          {t('reports.admin.changeStatus')}
        </Button>
      </Group>
    </form>
  );
}

function TimeoutForm({ report, name, closeReport, onChanged }: { report: Report; name: string; closeReport: boolean; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const act = useReportAction(onChanged);
  const [until, setUntil] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, timeout] = useMutation(TimeoutMemberMutation);
  const submit = async () => {
    const iso = zurichLocalToIso(until);
    if (!iso || new Date(iso).getTime() <= Date.now()) return setError(t('errors.TIMEOUT_UNTIL_INVALID'));
    setError(null);
    await act(() => timeout({ reportId: report.id, until: iso, closeReport }), t('reports.admin.timeoutDone', { name, datetime: formatDateTime(iso, currentLanguage(i18n)) }));
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
        <Title order={3} fz="h5">
          {t('reports.admin.timeoutTitle')}
        </Title>
        <Text fz="sm">{t('reports.admin.timeoutText', { name })}</Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="datetime-local"
            label={t('reports.admin.timeoutUntil')}
            value={until}
            onChange={(e) => {
              setUntil(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            required
            style={{ flex: '1 1 14rem' }}
          />
          <Button type="submit" color="orange" loading={fetching}>
            {t('reports.admin.timeoutSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Deactivate({ report, name, closeReport, onChanged }: { report: Report; name: string; closeReport: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const act = useReportAction(onChanged);
  const [, deactivate] = useMutation(DeactivateMemberMutation);
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {t('reports.admin.deactivateTitle')}
      </Title>
      <ConfirmButton
        color="red"
        variant="light"
        w="fit-content"
        title={t('reports.admin.deactivateTitle')}
        message={t('reports.admin.deactivateText', { name })}
        confirmLabel={t('reports.admin.deactivateConfirm')}
        onConfirm={() => act(() => deactivate({ reportId: report.id, closeReport }), t('reports.admin.deactivateDone', { name }))}
      >
        {t('reports.admin.deactivateButton')}
      </ConfirmButton>
    </Stack>
  );
}
