import type { Client } from 'urql';
import { RemovePushSubscriptionMutation } from './operations.js';
import { existingBrowserSubscription } from './browser-push.js';
import { clearUnread } from '../../app/pwa/app-badge.js';

/** Signing out should not wait long for this; the server answers in milliseconds. */
const FORGET_TIMEOUT_MS = 3000;

/**
 * Before signing out: the server forgets this browser's subscription, and the browser drops it,
 * so no push for the member who leaves reaches whoever uses the browser next (decision 0008); the
 * app icon's badge is cleared too (decision 0042).
 * Never throws; gives up after a few seconds.
 */
export async function forgetPushSubscription(client: Client): Promise<void> {
  clearUnread();
  const work = (async () => {
    const subscription = await existingBrowserSubscription();
    if (!subscription) return;
    // NOT_FOUND (already gone or taken over by another member) is fine: the row is not this member's.
    await client.mutation(RemovePushSubscriptionMutation, { endpoint: subscription.endpoint }).toPromise();
    await subscription.unsubscribe();
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, FORGET_TIMEOUT_MS)));
  await Promise.race([work.catch(() => console.warn('push subscription not removed')), timeout]);
  clearTimeout(timer);
}
