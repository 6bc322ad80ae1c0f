import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useClient } from 'urql';
import { connectionOf, type ConnectionStatus } from '../session/connection.js';

/** The realtime socket's state for the present session (app/session/connection.ts). */
export function useConnectionStatus(): ConnectionStatus {
  const connection = connectionOf(useClient());
  return useSyncExternalStore(connection.subscribe, connection.getStatus, connection.getStatus);
}

/**
 * Runs `catchUp` each time the socket is connected again after it was lost (decision 0017): a screen
 * that shows live events fetches what it missed meanwhile (e.g. messages after its highest seq).
 */
export function useReconnected(catchUp: () => void): void {
  const client = useClient();
  const latest = useRef(catchUp);
  useEffect(() => {
    latest.current = catchUp;
  });
  useEffect(() => connectionOf(client).onReconnected(() => latest.current()), [client]);
}
