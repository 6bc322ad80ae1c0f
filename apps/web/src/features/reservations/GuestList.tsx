import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconGenderFemale, IconGenderMale, IconUsers, IconUsersGroup, type IconProps } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { pathTo, type Sex } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { MemberAvatar } from '../../components/MemberAvatar.js';
import { EmptyState } from '../../components/EmptyState.js';
import { MemberName } from '../../components/MemberName.js';
import type { GuestList as GuestListData } from './operations.js';

const TYPE_ICON: Record<Sex, ComponentType<IconProps>> = { F: IconGenderFemale, M: IconGenderMale, MF: IconUsers, MM: IconUsers, FF: IconUsers };
const TYPE_ORDER: Sex[] = ['MF', 'F', 'M', 'FF', 'MM'];
/** Long usernames ("Sandra_und_Marco") break anywhere over two lines under the avatar. */
const twoLineName = { overflowWrap: 'anywhere', maxWidth: '100%' } as const;

/**
 * Who is coming (members only): the named guests as avatars with their names (links to their
 * profiles), everyone else as "+ N weitere Gäste", and the counts by profile type, each with its
 * icon and its label (never colour alone). The server decides who is named (visibility settings,
 * hidden, blocks both ways).
 */
export function GuestList({ guestList, id = 'guest-list' }: { guestList: GuestListData; id?: string }) {
  const { t } = useTranslation();
  const byType = [...guestList.byType].filter((c) => c.count > 0).sort((a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type));
  const empty = guestList.named.length === 0 && guestList.othersCount === 0;
  return (
    <section aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={2} id={id} fz="h3">
            {t('reservations.guestList.title')}
          </Title>
          {guestList.totalPeople > 0 && (
            <Text fz="sm" c="dimmed">
              {t('reservations.guestList.totalPeople', { count: guestList.totalPeople })}
            </Text>
          )}
        </Group>
        {empty ? (
          <EmptyState text={t('reservations.guestList.empty')} />
        ) : (
          <>
            {guestList.named.length > 0 && (
              <ul aria-label={t('reservations.guestList.namedLabel')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-md)' }}>
                {guestList.named.map(({ user }) => (
                  <li key={user.id} style={{ width: '5.5rem' }}>
                    <Stack gap={4} align="center">
                      {user.isAllowedToVisit ? (
                        <Link to={pathTo('showUser', { slug: user.slug })} tabIndex={-1} aria-hidden="true">
                          <MemberAvatar member={user} size={56} />
                        </Link>
                      ) : (
                        <MemberAvatar member={user} size={56} />
                      )}
                      {user.isAllowedToVisit ? (
                        <Anchor component={Link} to={pathTo('showUser', { slug: user.slug })} fz="xs" fw={600} ta="center" lineClamp={2} style={twoLineName} title={user.username}>
                          <MemberName name={user.username} />
                        </Anchor>
                      ) : (
                        <Text fz="xs" fw={600} ta="center" lineClamp={2} style={twoLineName} title={user.username}>
                          <MemberName name={user.username} />
                        </Text>
                      )}
                    </Stack>
                  </li>
                ))}
              </ul>
            )}
            {guestList.othersCount > 0 && (
              <Group gap="xs" wrap="nowrap">
                <IconUsersGroup size={18} aria-hidden="true" />
                <Text fz="sm">{t(guestList.named.length > 0 ? 'reservations.guestList.others' : 'reservations.guestList.onlyOthers', { count: guestList.othersCount })}</Text>
              </Group>
            )}
            {byType.length > 0 && (
              <div>
                <Text fz="sm" fw={600} id={`${id}-types`}>
                  {t('reservations.guestList.byType')}
                </Text>
                <ul aria-labelledby={`${id}-types`} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', columnGap: 'var(--mantine-spacing-lg)', rowGap: 4 }}>
                  {byType.map(({ type, count }) => {
                    const Icon = TYPE_ICON[type];
                    return (
                      <li key={type}>
                        <Group gap={6} wrap="nowrap">
                          <Icon size={16} aria-hidden="true" />
                          <Text fz="sm">{t('reservations.guestList.typeCount', { type: t(`profileType.${type}`), count })}</Text>
                        </Group>
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
          </>
        )}
      </Stack>
    </section>
  );
}
