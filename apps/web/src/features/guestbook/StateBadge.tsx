import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';
import type { GuestbookState } from '@venue/shared';

const COLOURS: Record<GuestbookState, string> = { SUBMITTED: 'blue', UNDER_REVIEW: 'yellow', PUBLISHED: 'green', REJECTED: 'red' };

/** The review state in words (the colour only repeats it). */
export function StateBadge({ state }: { state: GuestbookState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[state]} variant="light" radius="sm">
      {t(`guestbook.states.${state}`)}
    </Badge>
  );
}
