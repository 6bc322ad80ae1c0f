import { Badge, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';
import { MemberLine } from '../../components/MemberLine.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import type { FoundMember } from './operations.js';

/** "Online" as a word with a dot, never as a colour alone. */
export function OnlineMarker() {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color="green" size="sm">
      {t('search.online')}
    </Badge>
  );
}

/** One found member: the member card (lock or link, verified badge), profile type, online or last activity. */
export function FoundMemberLine({ member }: { member: FoundMember }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" bg="dark.6">
      <MemberLine
        member={member}
        onlineInDetails
        details={
          <Group gap="xs" wrap="wrap">
            {member.sex && (
              <Text fz="sm" c="dimmed">
                {t(`profileType.${member.sex}`)}
              </Text>
            )}
            {member.isOnline ? (
              <OnlineMarker />
            ) : (
              member.lastActiveAt && (
                <Text fz="sm" c="dimmed">
                  {t('search.lastActive', { datetime: formatDateTime(member.lastActiveAt, currentLanguage(i18n)) })}
                </Text>
              )
            )}
          </Group>
        }
      />
    </Paper>
  );
}
