import { randomUUID } from 'node:crypto';
import { PREMIUM_LIMITS, type Language } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { enqueueJob, type JobContext, type JobRunner } from '../../infra/jobs/jobs.js';
import { findUserById } from '../accounts/accounts.repository.js';
import { notify } from '../notifications/notify.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { premiumNoticeMail, type PremiumNotice } from './subscriptions.mail.js';
import * as policy from './subscriptions.policy.js';
import { readPremiumSettings } from './premium-settings.js';
import * as repo from './subscriptions.repository.js';
import { addHours, addMonths } from './subscription-dates.js';
import type { SubscriptionRow } from './subscriptions.table.js';

// The subscription's timeline as durable jobs (jobs-api.md; docs/decisions/0034): a period end
// (trial end included) renews or ends; a failed renewal retries a day later, three times; each
// failure and the end are told to the member (home notification now, e-mail by its own job).

export const PERIOD_END_JOB = 'subscription.period-end';
export const RENEWAL_RETRY_JOB = 'subscription.renewal-retry';
export const NOTICE_MAIL_JOB = 'subscription.notice-mail';

/** One job per period end: a stale one (the dates moved) finds a different end and does nothing. */
export const periodEndKey = (s: Pick<SubscriptionRow, 'id' | 'currentPeriodEnd'>) => `${s.id}@${s.currentPeriodEnd.getTime()}`;

export async function schedulePeriodEnd(tx: Tx, s: SubscriptionRow): Promise<void> {
  await enqueueJob(tx, {
    kind: PERIOD_END_JOB,
    key: periodEndKey(s),
    runAt: s.currentPeriodEnd,
    payload: { subscriptionId: s.id, periodEnd: s.currentPeriodEnd.getTime(), paymentId: randomUUID() },
  });
}

interface TimelinePayload {
  subscriptionId: string;
  periodEnd: number;
  paymentId: string;
}

function payloadOf(p: Record<string, unknown>): TimelinePayload | null {
  return typeof p.subscriptionId === 'string' && typeof p.periodEnd === 'number' && typeof p.paymentId === 'string'
    ? { subscriptionId: p.subscriptionId, periodEnd: p.periodEnd, paymentId: p.paymentId }
    : null;
}

export function registerSubscriptionJobs(deps: AppDeps, jobs: JobRunner, payments: PaymentsService) {
  async function tell(tx: Tx, s: SubscriptionRow, notice: PremiumNotice, now: Date): Promise<void> {
    const told = await notify(tx, { userId: s.userId, kind: 'SUBSCRIPTION', home: notice.kind === 'ended' ? 'PREMIUM_ENDED' : 'PREMIUM_RENEWAL_FAILED', subjectId: s.id, at: now });
    if (told.email) await enqueueJob(tx, { kind: NOTICE_MAIL_JOB, runAt: now, payload: { userId: s.userId, notice } });
  }

  /**
   * Ends access now: the state and users.is_premium in the one transaction; once committed, the
   * member's open sockets (any instance) read the member anew, so the premium limits apply at once.
   */
  async function end(tx: Tx, s: SubscriptionRow, { now, afterCommit }: JobContext, told: boolean): Promise<void> {
    await repo.updateSubscription(tx, s.id, { state: 'ENDED', endedAt: now }, now);
    await repo.setPremiumFlag(tx, s.userId, false);
    if (told) await tell(tx, s, { kind: 'ended' }, now);
    afterCommit(() => deps.pubsub.publish('user:signedOut', { userId: s.userId, reason: 'statusChanged' }));
  }

  /** Charges the period's renewal; on success the next period starts where this one ended. */
  async function renew(tx: Tx, s: SubscriptionRow, paymentId: string, ctx: JobContext): Promise<void> {
    const { now } = ctx;
    const method = await payments.defaultChargeableMethod(tx, s.userId);
    if (!method) return end(tx, s, ctx, true);
    const settings = await readPremiumSettings(tx);
    const months = s.packageMonths as 1 | 3 | 12;
    const user = await findUserById(tx, s.userId);
    const description = user?.language === 'en' ? `Premium, ${months} month${months > 1 ? 's' : ''}` : `Premium, ${months} ${months > 1 ? 'Monate' : 'Monat'}`;
    const paid = await payments.chargeSaved(tx, {
      paymentId,
      userId: s.userId,
      subscriptionId: s.id,
      method,
      item: { kind: 'PREMIUM', packageMonths: months, unitAmountRappen: settings.pricesRappen[months], quantity: 1, description },
      now,
    });
    if (paid.status === 'SUCCEEDED') {
      const next = await repo.updateSubscription(
        tx,
        s.id,
        { state: 'ACTIVE', currentPeriodStart: s.currentPeriodEnd, currentPeriodEnd: addMonths(s.currentPeriodEnd, months), renewalAttempts: 0 },
        now,
      );
      await repo.setPremiumFlag(tx, s.userId, true);
      await schedulePeriodEnd(tx, next);
      return;
    }
    const failures = s.renewalAttempts + 1;
    if (policy.afterFailedRenewal(failures, PREMIUM_LIMITS.renewalRetries) === 'end') return end(tx, s, ctx, true);
    const retryAt = addHours(now, PREMIUM_LIMITS.renewalRetryHours);
    await repo.updateSubscription(tx, s.id, { state: 'PAST_DUE', renewalAttempts: failures }, now);
    await enqueueJob(tx, {
      kind: RENEWAL_RETRY_JOB,
      key: `${s.id}#${failures}`,
      runAt: retryAt,
      payload: { subscriptionId: s.id, periodEnd: s.currentPeriodEnd.getTime(), paymentId: randomUUID() },
    });
    await tell(tx, s, { kind: 'renewal-failed', amountRappen: paid.amountRappen, retryAt: retryAt.toISOString(), message: paid.responseMessage ?? '' }, now);
  }

  jobs.register(PERIOD_END_JOB, async (tx, raw, ctx) => {
    const p = payloadOf(raw);
    const s = p ? await repo.lockSubscription(tx, p.subscriptionId) : undefined;
    if (!p || !s || s.state === 'ENDED' || s.currentPeriodEnd.getTime() !== p.periodEnd) return;
    const method = await payments.defaultChargeableMethod(tx, s.userId);
    if (policy.atPeriodEnd(s, !!method) === 'end') return end(tx, s, ctx, s.state !== 'CANCELLED');
    await renew(tx, s, p.paymentId, ctx);
  });

  jobs.register(RENEWAL_RETRY_JOB, async (tx, raw, ctx) => {
    const p = payloadOf(raw);
    const s = p ? await repo.lockSubscription(tx, p.subscriptionId) : undefined;
    // Cancelled, ended or paid meanwhile: nothing to retry.
    if (!p || !s || s.state !== 'PAST_DUE' || s.currentPeriodEnd.getTime() !== p.periodEnd) return;
    await renew(tx, s, p.paymentId, ctx);
  });

  jobs.register(NOTICE_MAIL_JOB, async (tx, raw) => {
    const user = typeof raw.userId === 'string' ? await findUserById(tx, raw.userId) : undefined;
    if (!user || user.deletedAt) return;
    const lang: Language = user.language === 'en' ? 'en' : 'de';
    const notice = raw.notice as PremiumNotice;
    const link = `${deps.config.publicUrl}${notice.kind === 'ended' ? '/premium' : '/payments/methods'}`;
    await deps.mailer.send({ to: user.email, ...premiumNoticeMail(lang, { recipient: user.username, notice, link }) });
  });
}
