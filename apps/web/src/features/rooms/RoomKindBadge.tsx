import { Badge } from '@mantine/core';
import type { RoomKind } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';

const COLORS: Record<RoomKind, string> = { PUBLIC: 'gold', GROUP: 'teal', PRIVATE: 'grape' };

/** The room's kind in words (the colour only repeats it). */
export function RoomKindBadge({ kind }: { kind: RoomKind }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[kind]} size="sm">
      {t(`rooms.kind.${kind}`)}
    </Badge>
  );
}
