import { ALLOWED, type Decision } from '../../shared/decision.js';

// Pure rules for push subscriptions (docs/decisions/0008-push-subscriptions.md).

export type { Decision };

interface Viewer {
  id: string;
}

/** Only a signed-in member can have the browser send them notifications. */
export function canSaveSubscription(viewer: Viewer | null): Decision {
  return viewer ? ALLOWED : { allowed: false, code: 'NOT_SIGNED_IN' };
}

/**
 * A member removes only their own subscription. Someone else's looks exactly like an unknown
 * one (NOT_FOUND), so the answer tells nothing about which endpoints exist.
 */
export function canRemoveSubscription(viewer: Viewer | null, subscription: { userId: string } | undefined): Decision {
  if (!viewer) return { allowed: false, code: 'NOT_SIGNED_IN' };
  if (!subscription || subscription.userId !== viewer.id) return { allowed: false, code: 'NOT_FOUND' };
  return ALLOWED;
}
