import { Badge } from '@mantine/core';
import type { VerificationState } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';

const COLOR: Record<VerificationState, string> = { PENDING: 'yellow', VERIFIED: 'green', DENIED: 'red' };

/** A request's state in words and colour (spec §4). */
export function VerificationStateBadge({ state }: { state: VerificationState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[state]} variant="light">
      {t(`verification.state.${state}`)}
    </Badge>
  );
}
