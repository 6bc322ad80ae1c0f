import type { Client, CombinedError } from 'urql';
import { subscribeBrowser, subscriptionInput } from './browser-push.js';
import { PushPublicKeyQuery, SavePushSubscriptionMutation } from './operations.js';
import { rememberAnswer } from './question-memory.js';
import { readAppError, type AppErrorInfo } from '../../components/app-error.js';

/** The server refused the key query or the subscription (its error says why). */
export class SaveFailed extends Error {
  constructor(readonly error: CombinedError | undefined) {
    super('push subscription not saved');
  }
}

/**
 * Subscribes this browser with the server's key and stores the subscription for the member (the
 * push question and the settings' "allow" button). Answers the saved subscription.
 */
export async function subscribeAndSave(client: Client, registration: ServiceWorkerRegistration): Promise<PushSubscription> {
  const key = await client.query(PushPublicKeyQuery, {}).toPromise();
  if (key.error || !key.data) throw new SaveFailed(key.error);
  const subscription = await subscribeBrowser(registration, key.data.pushPublicKey);
  const saved = await client.mutation(SavePushSubscriptionMutation, { input: subscriptionInput(subscription) }).toPromise();
  if (saved.error) throw new SaveFailed(saved.error);
  return subscription;
}

export type AllowOutcome = { kind: 'denied' } | { kind: 'dismissed' } | { kind: 'on'; subscription: PushSubscription };

/**
 * The member said yes (the question's button, the settings' "allow"): the browser asks for the
 * permission first, while the click still counts as the member's gesture (browsers require one),
 * then this browser is subscribed and saved. The answer is remembered per member (question-memory).
 */
export async function allowPush(client: Client, registration: ServiceWorkerRegistration, memberId: string): Promise<AllowOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') {
    rememberAnswer(memberId, 'denied');
    return { kind: 'denied' };
  }
  if (permission !== 'granted') {
    // The browser's dialog was dismissed: like "not now".
    rememberAnswer(memberId, 'notNow');
    return { kind: 'dismissed' };
  }
  const subscription = await subscribeAndSave(client, registration);
  rememberAnswer(memberId, 'yes');
  return { kind: 'on', subscription };
}

/** What to tell the member when allowing failed: the server's reason, else the general text. */
export function allowFailureText(failure: unknown, errorText: (error: AppErrorInfo) => string, generic: string): string {
  if (!(failure instanceof SaveFailed) || !failure.error) return generic;
  const info = readAppError(failure.error);
  return errorText(info.fields[0] ? { ...info, code: info.fields[0].code } : info);
}
