import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Stack, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useClient, useMutation, type CombinedError } from 'urql';
import { useReconnected } from '../../app/realtime/use-connection.js';
import { useErrorText } from '../../components/useErrorText.js';
import { useTranslation } from '../../i18n/react.js';
import {
  JoinRouletteMutation,
  LeaveRouletteMutation,
  RevealRouletteIdentityMutation,
  RouletteEventsSubscription,
  RouletteStateQuery,
  SkipRoulettePartnerMutation,
  type RouletteEvent,
  type RouletteState,
} from './operations.js';
import { RouletteChat, type RouletteAction, type RouletteReportAction } from './RouletteChat.js';
import { RouletteIdle, RouletteWaiting } from './RouletteLobby.js';
import { useRouletteMessages } from './useRouletteMessages.js';

type Busy = RouletteAction | 'join' | null;
/** Why the member is no longer in a chat or the queue, when it was not their own doing. */
type Notice = { kind: 'partnerLeft'; alias: string | null } | { kind: 'timeout' } | null;

/**
 * The roulette for a member who may take part. It holds the events feed for as long as it is shown
 * (the server keeps the member's place only while the feed is open), follows the state the server
 * reports (idle, waiting, paired), and tells screen readers of pairing and of the partner leaving.
 */
export function RouletteLive({ state, reportAction }: { state: RouletteState; reportAction?: RouletteReportAction }) {
  const { t } = useTranslation();
  const client = useClient();
  const errorText = useErrorText();
  const pair = state.status === 'PAIRED' ? state.pair : null;
  const chat = useRouletteMessages(pair?.id ?? null);
  const [announcement, setAnnouncement] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [feedError, setFeedError] = useState<CombinedError | null>(null);

  // Reading the state again (after an event) must not undo a change the member just made: an answer
  // that overlapped one of their actions may predate it, so it is read once more after the action.
  const actions = useRef({ running: 0, started: 0, readAfter: false });
  const refresh = useCallback(async () => {
    const mark = actions.current.started;
    const overlapped = () => actions.current.running > 0 || actions.current.started !== mark;
    if (overlapped()) actions.current.readAfter = true;
    const result = await client.query(RouletteStateQuery, {}, { requestPolicy: 'network-only' }).toPromise();
    if (overlapped()) {
      if (actions.current.running > 0) actions.current.readAfter = true;
      else return client.query(RouletteStateQuery, {}, { requestPolicy: 'network-only' }).toPromise();
    }
    return result;
  }, [client]);

  // The chat shown, for the events (the feed outlives renders).
  const shownPair = useRef(pair);
  const lastPartnerAlias = useRef<string | null>(pair?.partnerAlias ?? null);
  const announcedPair = useRef<string | null>(null);
  useEffect(() => {
    shownPair.current = pair;
    if (!pair) return;
    lastPartnerAlias.current = pair.partnerAlias;
    if (announcedPair.current !== pair.id) {
      announcedPair.current = pair.id;
      setNotice(null);
      setAnnouncement(t('roulette.announce.paired', { alias: pair.partnerAlias }));
    }
  }, [pair, t]);

  const onEvent = useRef<(event: RouletteEvent) => void>(() => undefined);
  useEffect(() => {
    onEvent.current = (event) => {
      const alias = shownPair.current?.partnerAlias ?? lastPartnerAlias.current ?? '';
      switch (event.kind) {
        case 'MESSAGE':
          if (event.message) chat.receive(event.pairId, event.message);
          return;
        case 'REVEAL_REQUESTED':
          setAnnouncement(t('roulette.announce.revealRequested', { alias }));
          break;
        case 'REVEALED':
          setAnnouncement(t('roulette.announce.revealed', { alias }));
          break;
        case 'ENDED': {
          const shown = shownPair.current?.id;
          // An end told late, for a chat the member has already left behind, changes nothing.
          if (event.byPartner && (!shown || shown === event.pairId)) {
            setNotice({ kind: 'partnerLeft', alias: alias || null });
            setAnnouncement(alias ? t('roulette.announce.partnerLeft', { alias }) : t('roulette.announce.partnerLeftAnonymous'));
          }
          break;
        }
        default:
          break;
      }
      void refresh();
    };
  });

  useEffect(() => {
    const feed = client.subscription(RouletteEventsSubscription, {}).subscribe((result) => {
      if (result.error) {
        setFeedError(result.error);
        return;
      }
      setFeedError(null);
      if (result.data) onEvent.current(result.data.rouletteEvents);
    });
    return () => feed.unsubscribe();
  }, [client]);

  // Back after the socket was lost: where one stands now, and the lines missed meanwhile.
  useReconnected(() => {
    void refresh();
    void chat.catchUp();
  });

  // The search gives up at queueExpiresAt: ask then, and say so if nobody was found.
  useEffect(() => {
    if (state.status !== 'WAITING' || !state.queueExpiresAt) return;
    const timer = setTimeout(
      async () => {
        const result = await refresh();
        if (result.data?.rouletteState.status === 'IDLE') {
          setNotice({ kind: 'timeout' });
          setAnnouncement(t('roulette.announce.timeout'));
        }
      },
      Math.max(0, Date.parse(state.queueExpiresAt) - Date.now() + 1000),
    );
    return () => clearTimeout(timer);
  }, [state.status, state.queueExpiresAt, refresh, t]);

  const [, join] = useMutation(JoinRouletteMutation);
  const [, skip] = useMutation(SkipRoulettePartnerMutation);
  const [, leave] = useMutation(LeaveRouletteMutation);
  const [, reveal] = useMutation(RevealRouletteIdentityMutation);

  const act = async (action: Exclude<Busy, null>) => {
    setBusy(action);
    if (action !== 'reveal') setNotice(null);
    actions.current.running += 1;
    actions.current.started += 1;
    const result = action === 'join' ? await join({}) : action === 'skip' ? await skip({}) : action === 'leave' ? await leave({}) : await reveal({});
    actions.current.running -= 1;
    setBusy(null);
    if (actions.current.readAfter && actions.current.running === 0) {
      actions.current.readAfter = false;
      void refresh();
    }
    if (result.error) {
      notifications.show({ color: 'red', message: errorText(result.error) });
      return;
    }
    const next = result.data && Object.values(result.data)[0];
    if (next?.status === 'WAITING') setAnnouncement(t('roulette.announce.waiting'));
    else if (next?.status === 'IDLE') setAnnouncement(t('roulette.announce.left'));
  };

  return (
    <Stack gap="md">
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="roulette-announcer">
        {announcement}
      </VisuallyHidden>
      {feedError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(feedError)}
        </Alert>
      )}
      {notice && state.status === 'IDLE' && (
        // A note, not an alert: the live region above announces it once.
        <Alert color="yellow" variant="light" role="note" title={notice.kind === 'timeout' ? t('roulette.notice.timeoutTitle') : t('roulette.notice.partnerLeftTitle')}>
          {notice.kind === 'timeout'
            ? t('roulette.notice.timeoutText')
            : notice.alias
              ? t('roulette.notice.partnerLeftText', { alias: notice.alias })
              : t('roulette.notice.partnerLeftAnonymous')}
        </Alert>
      )}
      {pair ? (
        <RouletteChat pair={pair} messages={chat.messages} onSent={chat.sent} onAction={(action) => void act(action)} busy={busy === 'join' ? null : busy} reportAction={reportAction} />
      ) : state.status === 'WAITING' ? (
        <RouletteWaiting queueExpiresAt={state.queueExpiresAt} onLeave={() => void act('leave')} busy={busy === 'leave'} />
      ) : (
        <RouletteIdle onJoin={() => void act('join')} busy={busy === 'join'} again={notice !== null} />
      )}
    </Stack>
  );
}
