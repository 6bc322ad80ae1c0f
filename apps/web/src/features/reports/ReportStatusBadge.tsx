import { Badge } from '@mantine/core';
import type { ReportStatus } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';

// Colour is never the only signal: each status has its name as text and a sign of its own.
const LOOK: Record<ReportStatus, { color: string; sign: string }> = {
  OPEN: { color: 'blue', sign: '●' },
  PROCESSING: { color: 'yellow', sign: '◔' },
  AWAITING_REPLY: { color: 'orange', sign: '?' },
  CLOSED_ACTION_TAKEN: { color: 'teal', sign: '✓' },
  CLOSED_NO_ACTION_TAKEN: { color: 'gray', sign: '–' },
};

/** A report's status as a text badge. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  const look = LOOK[status];
  return (
    <Badge variant="light" color={look.color} tt="none" size="lg" radius="sm" leftSection={<span aria-hidden="true">{look.sign}</span>} data-status={status} style={{ whiteSpace: 'normal', height: 'auto' }}>
      {t(`reports.status.${status}`)}
    </Badge>
  );
}
