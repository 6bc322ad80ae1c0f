import { Badge } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconCircleDot, IconCircleMinus, IconHelpCircle, type Icon } from '@tabler/icons-react';
import type { ReportStatus } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';

// Colour is never the only signal: each status has its name as text and an icon of its own.
const LOOK: Record<ReportStatus, { color: string; icon: Icon }> = {
  OPEN: { color: 'blue', icon: IconCircleDot },
  PROCESSING: { color: 'yellow', icon: IconCircleDashed },
  AWAITING_REPLY: { color: 'orange', icon: IconHelpCircle },
  CLOSED_ACTION_TAKEN: { color: 'teal', icon: IconCircleCheck },
  CLOSED_NO_ACTION_TAKEN: { color: 'gray', icon: IconCircleMinus },
};

/** A report's status as a text badge. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  const look = LOOK[status];
  const Sign = look.icon;
  return (
    <Badge variant="light" color={look.color} tt="none" size="lg" radius="sm" leftSection={<Sign size={14} aria-hidden="true" />} data-status={status} style={{ whiteSpace: 'normal', height: 'auto' }}>
      {t(`reports.status.${status}`)}
    </Badge>
  );
}
