import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';
import type { PaymentStatus } from './operations.js';
import { STATUS_COLOR } from './payment-text.js';

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {t(`payments.status.${status}`)}
    </Badge>
  );
}
