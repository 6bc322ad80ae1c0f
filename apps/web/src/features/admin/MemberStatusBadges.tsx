import { Badge, Group } from '@mantine/core';
import { IconCircleCheck, IconClockPause, IconHourglass, IconRosetteDiscountCheck, IconUserOff } from '@tabler/icons-react';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatDateTime } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/react.js';
import type { AdminMember } from './operations.js';

const icon = { size: 14, stroke: 1.8, 'aria-hidden': true } as const;

/** A member's account state in words (each with an icon; nothing by colour alone). */
export function MemberStatusBadges({ member }: { member: AdminMember }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      {member.isActivated ? (
        <Badge variant="light" color="teal" leftSection={<IconCircleCheck {...icon} />}>
          {t('admin.members.activated')}
        </Badge>
      ) : (
        <Badge variant="light" color="gray" leftSection={<IconHourglass {...icon} />}>
          {t('admin.members.pending')}
        </Badge>
      )}
      {member.isVerified && (
        <Badge variant="light" color="gold" leftSection={<IconRosetteDiscountCheck {...icon} />}>
          {t('admin.members.verified')}
        </Badge>
      )}
      {member.isDeactivated && (
        <Badge variant="light" color="red" leftSection={<IconUserOff {...icon} />}>
          {t('admin.members.deactivated')}
        </Badge>
      )}
      {member.loginTimeoutUntil && (
        <Badge variant="light" color="orange" leftSection={<IconClockPause {...icon} />} style={{ textTransform: 'none' }}>
          {t('admin.members.timeoutUntil', { datetime: formatDateTime(member.loginTimeoutUntil, currentLanguage(i18n)) })}
        </Badge>
      )}
      <Badge variant="outline" color="gray" style={{ textTransform: 'none' }}>
        {member.sex ? t(`profileType.${member.sex}`) : t('admin.noProfileType')}
      </Badge>
    </Group>
  );
}
