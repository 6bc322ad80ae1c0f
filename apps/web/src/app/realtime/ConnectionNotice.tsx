import { useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { useSession } from '../session/context.js';
import { notify } from '../notifications-demand.js';
import { useConnectionStatus } from './use-connection.js';

/** A lost connection is mentioned only when it is not back within this time (a wake-up takes less). */
export const RECONNECT_NOTICE_DELAY_MS = 1500;

/**
 * The socket's state, said discreetly in a polite live region of the members' layout: "reconnecting"
 * while live updates are interrupted. When the server ended the connection because the session ended
 * elsewhere (sign-out on another device, deactivation there or by the club), the member is told and
 * signed out here too.
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const status = useConnectionStatus();
  const session = useSession();
  const navigate = useNavigate();
  const [showLost, setShowLost] = useState(false);

  useEffect(() => {
    if (status !== 'reconnecting') return setShowLost(false);
    const timer = setTimeout(() => setShowLost(true), RECONNECT_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    // Deactivating or deleting here ends the sessions too: that tab says so itself (leave-account.ts).
    if (status !== 'signedOut' || session.endingHere) return;
    let current = true;
    // The socket's word is checked over HTTP: only a session that really ended signs out here.
    // (A login timeout is answered by the client's own handler with its end time.)
    void session.currentUser({ network: true, orCached: true }).then((user) => {
      if (!current || user) return;
      notify({ id: 'signed-out-elsewhere', color: 'orange', message: t('realtime.signedOut'), autoClose: 8000 });
      void navigate(pathTo('signOut'), { replace: true });
    });
    return () => {
      current = false;
    };
  }, [status, session, navigate, t]);

  return (
    <Text role="status" aria-live="polite" fz="sm" c="dimmed" ta="center" mb={showLost ? 'sm' : 0}>
      {showLost ? t('realtime.reconnecting') : ''}
    </Text>
  );
}
