import { Anchor, Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { pathTo } from '@venue/shared';
import { MemberLine } from '../../components/MemberLine.js';
import type { Language } from '@venue/shared';
import { formatDateTime, swissDateFormat } from '../../i18n/format.js';
import { currentLanguage, type TFunction } from '../../i18n/i18n.js';
import type { HomeNotification } from './operations.js';

/** Where a notification leads on: the friend requests, the own visitors list, or premium (verification). */
function FollowUp({ notification, ownSlug }: { notification: HomeNotification; ownSlug: string }) {
  const { t } = useTranslation();
  const link = (to: string, label: string) => (
    <Anchor component={Link} to={to} fz="sm">
      {label}
    </Anchor>
  );
  switch (notification.kind) {
    case 'FRIEND_REQUEST':
      return link(pathTo('friends'), t('home.followUp.requests'));
    case 'FRIEND_ACCEPTED':
      return link(pathTo('friends'), t('home.followUp.friends'));
    case 'PROFILE_VISIT':
      return notification.actor ? link(pathTo('profileVisitors', { slug: ownSlug }), t('home.followUp.visitors')) : link(pathTo('premium'), t('home.followUp.premium'));
    case 'PREMIUM_RENEWAL_FAILED':
      return link(pathTo('paymentMethods'), t('home.followUp.paymentMethods'));
    case 'PREMIUM_ENDED':
      return link(pathTo('premium'), t('home.followUp.premiumAgain'));
    case 'VERIFICATION_APPROVED':
    case 'VERIFICATION_DENIED':
      return link(`${pathTo('premium')}#verification`, t('home.followUp.verification'));
    case 'FRIEND_RESERVED': {
      // The friend's event: reserve it too; a regular day: reserve that day.
      const r = notification.reservation;
      if (!r) return null;
      return r.event ? link(pathTo('event', { slug: r.event.slug }), t('home.followUp.toEvent')) : link(`${pathTo('dailyReservationNew')}?date=${r.date}`, t('home.followUp.reserveDayToo'));
    }
    case 'RESERVATION_PROMOTED':
      return link(pathTo('reservations'), t('home.followUp.reservations'));
    case 'SPARK_MATCH':
      return link(pathTo('sparkMatches'), t('home.followUp.sparkMatches'));
    case 'ACHIEVEMENT_EARNED':
      return link(pathTo('achievements'), t('home.followUp.achievements'));
    case 'GIFT_RECEIVED':
      return link(pathTo('gifts'), t('home.followUp.gifts'));
  }
}

/** "Pärli-Abend" or "den Clubtag am Fr., 12. Dez." for the reservation texts. */
function reservationWhat(notification: HomeNotification, language: Language, t: TFunction): string {
  const r = notification.reservation;
  if (!r) return t('home.reservationGone');
  if (r.event) return language === 'en' ? r.event.titleEn : r.event.titleDe;
  // Noon on that date is that date in Zurich whatever the season.
  const day = swissDateFormat(language, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${r.date}T12:00:00Z`));
  return t('home.clubDayOn', { day });
}

/** Notifications from the venue itself (staff decisions): no member to show. */
const FROM_THE_VENUE = new Set(['VERIFICATION_APPROVED', 'VERIFICATION_DENIED', 'PREMIUM_RENEWAL_FAILED', 'PREMIUM_ENDED', 'RESERVATION_PROMOTED', 'ACHIEVEMENT_EARNED']);

/** One notification: who (avatar and name, or a lock), what happened and when; unread ones say so in words. */
export function NotificationItem({ notification, ownSlug }: { notification: HomeNotification; ownSlug: string }) {
  const { t, i18n } = useTranslation();
  const unread = !notification.readAt;
  const language = currentLanguage(i18n);
  const when = formatDateTime(notification.createdAt, language);
  const what =
    notification.kind === 'FRIEND_RESERVED' || notification.kind === 'RESERVATION_PROMOTED'
      ? { what: reservationWhat(notification, language, t) }
      : notification.kind === 'ACHIEVEMENT_EARNED'
        ? { what: notification.achievement ? t(`achievements.key.${notification.achievement.key}.title`) : t('home.achievementSome') }
        : undefined;
  const details = (
    <Stack gap={2}>
      <Text fz="sm">{notification.actor || FROM_THE_VENUE.has(notification.kind) ? t(`home.kind.${notification.kind}`, what) : t('home.anonymousVisit')}</Text>
      <Group gap="sm" wrap="wrap">
        <Text fz="xs" c="dimmed" component="span">
          {when}
        </Text>
        <FollowUp notification={notification} ownSlug={ownSlug} />
      </Group>
    </Stack>
  );
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg={unread ? 'dark.5' : 'dark.6'}
      style={unread ? { borderLeft: '4px solid var(--mantine-color-gold-5)' } : undefined}
      data-testid="notification"
      data-unread={unread}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0, flex: 1 }}>
          {notification.actor ? (
            <MemberLine member={notification.actor} details={details} />
          ) : notification.kind === 'ACHIEVEMENT_EARNED' ? (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="xl" color="gold" aria-hidden="true">
                <IconTrophy size={22} stroke={1.75} />
              </ThemeIcon>
              {details}
            </Group>
          ) : (
            details
          )}
        </div>
        {unread && (
          <Badge color="gold" variant="filled" size="sm">
            {t('home.unread')}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}
