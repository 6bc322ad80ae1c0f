import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { Provider as UrqlProvider, useQuery } from 'urql';
import type { Session } from './session.js';
import { CurrentUserQuery, type CurrentUser } from './operations.js';

const SessionContext = createContext<Session | null>(null);

/** Provides the session and its present urql client; a reset swaps the client for every screen. */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  const client = useSyncExternalStore(session.subscribe, session.getClient, session.getClient);
  return (
    <SessionContext.Provider value={session}>
      <UrqlProvider value={client}>{children}</UrqlProvider>
    </SessionContext.Provider>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** The signed-in member (null for a visitor); `fetching` while the first answer is on its way. */
export function useCurrentUser(): { user: CurrentUser | null; fetching: boolean } {
  const [{ data, fetching }] = useQuery({ query: CurrentUserQuery, requestPolicy: 'cache-first' });
  return { user: data?.currentUser ?? null, fetching };
}
