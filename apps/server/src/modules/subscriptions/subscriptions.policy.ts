import { ALLOWED, deny, type Decision } from '../../shared/decision.js';
import type { SubscriptionState } from './subscriptions.table.js';

// Premium subscription rules (spec §4, §6, §9; docs/decisions/0034). Pure functions.

export interface Buyer {
  admin: boolean;
  isDeactivated: boolean;
  deletedAt: Date | null;
}

export interface SubscriptionFacts {
  state: SubscriptionState;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  autoRenew: boolean;
}

/** Premium access: trial, active, retrying, or cancelled before its period end (spec §4). */
export function grantsPremium(s: Pick<SubscriptionFacts, 'state' | 'currentPeriodEnd'> | null | undefined, now: Date): boolean {
  if (!s) return false;
  if (s.state === 'TRIAL' || s.state === 'ACTIVE' || s.state === 'PAST_DUE') return true;
  return s.state === 'CANCELLED' && s.currentPeriodEnd > now;
}

const isLive = (s: SubscriptionFacts | null | undefined): s is SubscriptionFacts => !!s && s.state !== 'ENDED';

/** Staff are not members (decision 0031): they get nothing to buy. */
function member(buyer: Buyer): Decision {
  if (buyer.admin) return deny('STAFF_NOT_MEMBER');
  if (buyer.isDeactivated || buyer.deletedAt) return deny('NOT_ALLOWED');
  return ALLOWED;
}

/** Buying a package: a member without a live subscription (a live one is changed instead). */
export function canBuyPackage(buyer: Buyer, live: SubscriptionFacts | null | undefined): Decision {
  const m = member(buyer);
  if (!m.allowed) return m;
  return isLive(live) ? deny('SUBSCRIPTION_EXISTS') : ALLOWED;
}

/** The trial: once per member, never beside a live subscription. */
export function canStartTrial(buyer: Buyer, live: SubscriptionFacts | null | undefined, hadTrial: boolean, trialDays: number): Decision {
  const m = member(buyer);
  if (!m.allowed) return m;
  if (isLive(live)) return deny('SUBSCRIPTION_EXISTS');
  if (hadTrial || trialDays <= 0) return deny('TRIAL_ALREADY_USED');
  return ALLOWED;
}

/** Cancel: access stays until the period end; only a trial or an active subscription. */
export function canCancel(live: SubscriptionFacts | null | undefined): Decision {
  if (!isLive(live)) return deny('NO_SUBSCRIPTION');
  return live.state === 'TRIAL' || live.state === 'ACTIVE' || live.state === 'PAST_DUE' ? ALLOWED : deny('SUBSCRIPTION_STATE_INVALID');
}

/** Resume: a cancelled subscription before its period end, with a method renewals can charge. */
export function canResume(live: SubscriptionFacts | null | undefined, now: Date, hasReusableMethod: boolean): Decision {
  if (!isLive(live)) return deny('NO_SUBSCRIPTION');
  if (live.state !== 'CANCELLED' || live.currentPeriodEnd <= now) return deny('SUBSCRIPTION_STATE_INVALID');
  return hasReusableMethod ? ALLOWED : deny('NO_PAYMENT_METHOD');
}

/** Change package: applies from the next renewal; not for one that will not renew. */
export function canChangePackage(live: SubscriptionFacts | null | undefined): Decision {
  if (!isLive(live)) return deny('NO_SUBSCRIPTION');
  return live.state === 'ACTIVE' || live.state === 'TRIAL' ? ALLOWED : deny('SUBSCRIPTION_STATE_INVALID');
}

/** What the period end does: renew (charge the saved method) or end access. */
export function atPeriodEnd(s: SubscriptionFacts, hasReusableMethod: boolean): 'renew' | 'end' {
  if (s.state === 'CANCELLED' || s.cancelAtPeriodEnd || !s.autoRenew || !hasReusableMethod) return 'end';
  return 'renew';
}

/** After a failed renewal charge: try again (a day later), or give up after the last retry. */
export function afterFailedRenewal(failuresSoFar: number, retries: number): 'retry' | 'end' {
  return failuresSoFar <= retries ? 'retry' : 'end';
}

/** Package prices and the trial length are set by staff only. */
export function canManagePremiumSettings(viewer: { admin: boolean }): Decision {
  return viewer.admin ? ALLOWED : deny('NOT_ALLOWED');
}
