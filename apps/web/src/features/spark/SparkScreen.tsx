import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowBackUp, IconFlame, IconHeart, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { EmptyState } from '../../components/EmptyState.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { VerifyButton } from '../../components/VerifyButton.js';
import { readAppError, type AppErrorInfo } from '../../components/app-error.js';
import { useErrorText } from '../../components/useErrorText.js';
import { useCurrentUser } from '../../app/session/context.js';
import { MatchCelebration } from './MatchCelebration.js';
import { SparkCardView } from './SparkCardView.js';
import { SparkChecklist } from './SparkChecklist.js';
import { NextSparkCardQuery, SendSparkMutation, SkipSparkMutation, SparkStatusQuery, UndoSparkSkipMutation, type SparkCard, type SparkMatch, type SparkStatus } from './operations.js';

/** Keys typed into a field, or with a modifier, are not Spark decisions. */
function isTyping(e: KeyboardEvent): boolean {
  const el = e.target as HTMLElement | null;
  return e.altKey || e.ctrlKey || e.metaKey || !!el?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]');
}

/**
 * /spark: one member at a time. Spark or skip by swiping the card, by the two buttons, or with the
 * arrow keys (right: spark, left: skip), each said to screen readers. Members without the
 * prerequisites get the checklist; unverified members see how many sparks today has left.
 * `renderWrite` is the "write" button of the conversations (the app composes the features).
 */
export function SparkScreen({ renderWrite }: { renderWrite: (slug: string) => ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t('spark.title'));
  const errorText = useErrorText();
  const { user } = useCurrentUser();
  const [{ data: statusData, error: statusError }] = useQuery({ query: SparkStatusQuery, requestPolicy: 'network-only' });
  const [status, setStatus] = useState<SparkStatus | null>(null);
  useEffect(() => setStatus(statusData?.sparkStatus ?? null), [statusData]);
  const ready = !!status && status.missing.length === 0;
  const [{ data: cardData, fetching: cardFetching, error: cardError }, refetchCard] = useQuery({ query: NextSparkCardQuery, pause: !ready, requestPolicy: 'network-only' });
  // A card brought back by "undo" shows before the deck's next; the member just decided on is gone
  // at once (not a second time while the next card is on its way).
  const [undone, setUndone] = useState<SparkCard | null>(null);
  const [decidedId, setDecidedId] = useState<string | null>(null);
  const fromDeck = cardData?.nextSparkCard ?? null;
  const card = undone ?? (fromDeck && fromDeck.id !== decidedId ? fromDeck : null);
  const [match, setMatch] = useState<SparkMatch | null>(null);
  const [error, setError] = useState<AppErrorInfo | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [{ fetching: sparking }, sendSpark] = useMutation(SendSparkMutation);
  const [{ fetching: skipping }, skipSpark] = useMutation(SkipSparkMutation);
  const [{ fetching: undoing }, undoSkip] = useMutation(UndoSparkSkipMutation);
  const busy = sparking || skipping || undoing;

  const nextCard = useCallback(() => {
    setUndone(null);
    refetchCard({ requestPolicy: 'network-only' });
  }, [refetchCard]);

  const decide = useCallback(
    async (kind: 'SPARK' | 'SKIP') => {
      if (!card || busy || match || !status) return;
      setError(null);
      const name = card.member.username;
      if (kind === 'SPARK') {
        const result = await sendSpark({ memberId: card.id });
        if (!result.data) return setError(result.error ? readAppError(result.error) : { code: 'INTERNAL', fields: [] });
        setStatus({ ...status, sparksLeftToday: result.data.sendSpark.sparksLeftToday, canUndoSkip: false });
        if (result.data.sendSpark.match) {
          setAnnouncement(t('spark.announce.match', { name }));
          setMatch(result.data.sendSpark.match);
        } else setAnnouncement(t('spark.announce.sparked', { name }));
      } else {
        const result = await skipSpark({ memberId: card.id });
        if (!result.data) return setError(result.error ? readAppError(result.error) : { code: 'INTERNAL', fields: [] });
        setStatus(result.data.skipSpark);
        setAnnouncement(t('spark.announce.skipped', { name }));
      }
      setDecidedId(card.id);
      nextCard();
    },
    [card, busy, match, status, sendSpark, skipSpark, t, nextCard],
  );

  const undo = async () => {
    setError(null);
    const result = await undoSkip({});
    if (result.error) return setError(readAppError(result.error));
    setStatus((s) => s && { ...s, canUndoSkip: false });
    const back = result.data?.undoSparkSkip ?? null;
    if (back) {
      setUndone(back);
      setAnnouncement(t('spark.announce.undone', { name: back.member.username }));
    } else nextCard();
  };

  // The arrow keys decide on the card that is on the screen: the listener reads the latest `decide`,
  // set as the card is committed (a passive effect could still hold the last one's for a moment).
  const latestDecide = useRef(decide);
  useLayoutEffect(() => {
    latestDecide.current = decide;
  }, [decide]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e) || (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft')) return;
      e.preventDefault();
      void latestDecide.current(e.key === 'ArrowRight' ? 'SPARK' : 'SKIP');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const header = (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1}>{t('spark.title')}</Title>
        <Button component={Link} to={pathTo('sparkMatches')} variant="light" leftSection={<IconHeart size={18} aria-hidden="true" />}>
          {t('spark.matchesLink')}
        </Button>
      </Group>
      <Text c="dimmed">
        {t('spark.intro')}{' '}
        <Anchor component={Link} to={pathTo('whatIsSpark')}>
          {t('spark.whatIsLink')}
        </Anchor>
      </Text>
    </Stack>
  );

  if (statusError || !status || !user) return <Stack gap="lg">{header}<QueryFallback error={statusError} /></Stack>;
  if (!ready) return <Stack gap="lg">{header}<SparkChecklist missing={status.missing} slug={user.slug} /></Stack>;

  const limitReached = error?.code === 'SPARK_DAILY_LIMIT';
  return (
    <Stack gap="lg">
      {header}
      <VisuallyHidden aria-live="polite" role="status" data-testid="spark-announcement">
        {announcement}
      </VisuallyHidden>
      {status.sparksLeftToday !== null && (
        <Text fz="sm" data-testid="sparks-left">
          {t('spark.left', { count: status.sparksLeftToday })}{' '}
          <Anchor component={Link} to={pathTo('premium')} fz="sm">
            {t('spark.unlimited')}
          </Anchor>
        </Text>
      )}
      {error && (
        <Alert color={limitReached ? 'gold' : 'red'} variant="light" title={limitReached ? t('spark.limitTitle') : undefined}>
          <Stack gap="sm">
            <Text>{errorText(error)}</Text>
            {limitReached && <VerifyButton />}
          </Stack>
        </Alert>
      )}
      {match ? (
        <MatchCelebration other={match.member} write={renderWrite(match.member.slug)} onContinue={() => setMatch(null)} />
      ) : card ? (
        <Stack gap="md" align="stretch">
          <SparkCardView key={card.id} card={card} onDecide={(kind) => void decide(kind)} busy={busy} />
          <Group justify="center" gap="lg">
            <Button size="lg" radius="xl" variant="default" onClick={() => void decide('SKIP')} disabled={busy} leftSection={<IconX size={22} aria-hidden="true" />} aria-keyshortcuts="ArrowLeft">
              {t('spark.actions.skip')}
            </Button>
            <Button size="lg" radius="xl" color="gold" onClick={() => void decide('SPARK')} disabled={busy} leftSection={<IconFlame size={22} aria-hidden="true" />} aria-keyshortcuts="ArrowRight">
              {t('spark.actions.spark')}
            </Button>
          </Group>
          <Text fz="xs" c="dimmed" ta="center">
            {t('spark.keyboardHint')}
          </Text>
        </Stack>
      ) : cardFetching || (fromDeck && fromDeck.id === decidedId) ? (
        <Group justify="center" py="xl">
          <Loader color="gold" aria-label={t('common.loading')} />
        </Group>
      ) : cardError ? (
        <QueryFallback error={cardError} />
      ) : (
        <EmptyState text={t('spark.empty')} action={{ to: pathTo('profileSearch'), label: t('spark.emptyAction') }} />
      )}
      {status.canUndoSkip && !match && (
        <Group justify="center">
          <Button variant="subtle" leftSection={<IconArrowBackUp size={18} aria-hidden="true" />} onClick={() => void undo()} loading={undoing}>
            {t('spark.actions.undo')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
