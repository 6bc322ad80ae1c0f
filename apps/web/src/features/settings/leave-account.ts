import { useNavigate } from 'react-router';
import { pathTo } from '@venue/shared';
import { useSession } from '../../app/session/context.js';
import { showNotice } from '../../app/warnings.js';

/**
 * After deactivating or deleting: the server ended every session already; this browser also drops
 * its push subscription and cached data (session.signOut), then goes to sign-in with the notice.
 */
export function useLeaveAccount(): (notice: string) => Promise<void> {
  const session = useSession();
  const navigate = useNavigate();
  return async (notice) => {
    await session.signOut();
    await navigate(pathTo('signIn'), { replace: true });
    showNotice(notice);
  };
}
