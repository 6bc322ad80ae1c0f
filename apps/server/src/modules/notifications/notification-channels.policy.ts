import { NOTIFICATION_KINDS, type NotificationChannel, type NotificationKind } from '@venue/shared';
import { ALLOWED, deny, type Decision } from '../../shared/decision.js';

// Pure rules for the member's notification choices (decision 0041).

/** A member switches a channel the kind offers: PUSH always, EMAIL only where the kind sends e-mail. */
export function canSetChannel(viewer: { id: string } | null, kind: NotificationKind, channel: NotificationChannel): Decision {
  if (!viewer) return deny('NOT_SIGNED_IN');
  if (channel === 'EMAIL' && !NOTIFICATION_KINDS[kind].email) return deny('BAD_INPUT');
  return ALLOWED;
}

/**
 * A device's choice of texts is its owner's: someone else's endpoint looks exactly like an unknown
 * one (NOT_FOUND), so the answer tells nothing about which endpoints exist.
 */
export function canSetPushDetailed(viewer: { id: string } | null, subscription: { userId: string } | undefined): Decision {
  if (!viewer) return deny('NOT_SIGNED_IN');
  if (!subscription || subscription.userId !== viewer.id) return deny('NOT_FOUND');
  return ALLOWED;
}
