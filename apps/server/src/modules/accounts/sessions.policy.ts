import { type Decision } from '../../shared/decision.js';

// Who may end which session (settings: the list of devices).

export type { Decision };

/**
 * A member ends their own other sessions. Someone else's session (or a forged id) is NOT_FOUND,
 * with no hint that it exists; the session of this very request is left to signing out
 * (NOT_ALLOWED), which also clears the cookie and this browser's push subscription.
 */
export function mayEndSession(viewerId: string, currentTokenHash: string | null, session: { userId: string; tokenHash: string } | null | undefined): Decision {
  if (!session || session.userId !== viewerId) return { allowed: false, code: 'NOT_FOUND' };
  if (session.tokenHash === currentTokenHash) return { allowed: false, code: 'NOT_ALLOWED' };
  return { allowed: true };
}
