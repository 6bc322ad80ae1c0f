import { Alert, Anchor, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ROULETTE, pathTo } from '@venue/shared';
import { useCurrentUser } from '../../app/session/context.js';
import { swissDateFormat } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { VerifyButton } from '../../components/VerifyButton.js';

/**
 * Why the member cannot take part (the server's `mayTakePart` said no): not verified (the premium
 * page tells how to become so), or no profile type yet (the matching needs one).
 */
export function RouletteNotAllowed() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const verified = !!user && (user.isVerified || user.isPremium);
  if (verified && user && !user.sex) {
    return (
      <Alert color="yellow" variant="light" title={t('roulette.notAllowed.profileTypeTitle')}>
        <Stack gap="xs">
          <Text fz="sm">{t('roulette.notAllowed.profileTypeText')}</Text>
          <Anchor component={Link} to={pathTo('editProfile', { slug: user.slug })} w="fit-content">
            {t('roulette.notAllowed.profileTypeLink')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" title={t('roulette.notAllowed.verifiedTitle')}>
      <Stack gap="xs">
        <Text fz="sm">{t('roulette.notAllowed.verifiedText')}</Text>
        <VerifyButton />
        <Anchor component={Link} to={pathTo('premium')} w="fit-content" fz="sm">
          {t('roulette.notAllowed.verifiedLink')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** Not taking part: how it works, and the button to join the queue (`again`: after a chat or search ended). */
export function RouletteIdle({ onJoin, busy, again = false }: { onJoin: () => void; busy: boolean; again?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text>{t('roulette.idle.intro')}</Text>
      <List spacing={4} fz="sm">
        <List.Item>{t('roulette.idle.anonymous')}</List.Item>
        <List.Item>{t('roulette.idle.reveal')}</List.Item>
        <List.Item>{t('roulette.idle.nothingKept')}</List.Item>
        <List.Item>{t('roulette.idle.stay', { seconds: ROULETTE.disconnectGraceSeconds })}</List.Item>
      </List>
      <Button w="fit-content" size="md" loading={busy} onClick={onJoin}>
        {again ? t('roulette.actions.joinAgain') : t('roulette.actions.join')}
      </Button>
    </Stack>
  );
}

/** In the queue: a spinner with words, until when the search runs, and the way out. */
export function RouletteWaiting({ queueExpiresAt, onLeave, busy }: { queueExpiresAt: string | null; onLeave: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const until = queueExpiresAt ? swissDateFormat(currentLanguage(i18n), { hour: '2-digit', minute: '2-digit' }).format(new Date(queueExpiresAt)) : null;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" aria-hidden="true" />
        <Text fw={600}>{t('roulette.waiting.text')}</Text>
      </Group>
      {until && (
        <Text fz="sm" c="dimmed">
          {t('roulette.waiting.until', { time: until })}
        </Text>
      )}
      <Button variant="default" w="fit-content" loading={busy} onClick={onLeave}>
        {t('roulette.actions.leaveQueue')}
      </Button>
    </Stack>
  );
}
