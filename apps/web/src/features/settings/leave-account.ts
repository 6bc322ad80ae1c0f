import { useNavigate } from 'react-router';
import { pathTo } from '@venue/shared';
import { useSession } from '../../app/session/context.js';
import { showNotice } from '../../app/warnings.js';
import { forgetDiscretion } from '../../app/discretion.js';

/**
 * Deactivating or deleting: sends the request (`send`); when it succeeded, the server ended every
 * session already, and this browser also drops its push subscription and cached data
 * (session.signOut), then goes to sign-in with the notice. Meanwhile the socket's "signed out" is
 * known to be this tab's own doing (no "signed out elsewhere" instead of the notice).
 */
export function useLeaveAccount(): <R extends { error?: unknown }>(send: () => Promise<R>, notice: string) => Promise<R> {
  const session = useSession();
  const navigate = useNavigate();
  return async (send, notice) => {
    const result = await session.endHere(send, (r) => !r.error);
    if (result.error) return result;
    await session.signOut();
    // This device's discretion choices go with the account (decision 0043).
    forgetDiscretion();
    await navigate(pathTo('signIn'), { replace: true });
    showNotice(notice);
    return result;
  };
}
