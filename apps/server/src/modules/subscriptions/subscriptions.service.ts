import { parseInput } from '../../shared/app-error.js';
import { premiumPackageSchema, premiumSettingsSchema, PREMIUM_PACKAGES, type PremiumPackage } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { assertAllowed } from '../../shared/decision.js';
import { cancelJobs, enqueueJob, type JobRunner } from '../../infra/jobs/jobs.js';
import { findUserByEmail, findUserById } from '../accounts/accounts.repository.js';
import type { UserRow } from '../accounts/accounts.table.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { PaymentMethodRow } from '../payments/payments.table.js';
import type { PaymentWithItems } from '../payments/payments.repository.js';
import * as policy from './subscriptions.policy.js';
import * as repo from './subscriptions.repository.js';
import { readPremiumSettings, writePremiumSettings, type PremiumSettings } from './premium-settings.js';
import { PERIOD_END_JOB, RENEWAL_RETRY_JOB, periodEndKey, registerSubscriptionJobs, schedulePeriodEnd } from './subscription-jobs.js';
import { addDays, addMonths } from './subscription-dates.js';
import type { SubscriptionRow } from './subscriptions.table.js';

// Premium subscriptions (spec §4, §6, §9; docs/decisions/0034). Buying and the trial go through a
// provider checkout (payments service); what a paid checkout grants is applied here, in the
// webhook's transaction. users.is_premium changes in the same transaction as the state.

export interface PremiumStatus {
  /** The member as stored now (is_premium may have changed during this request). */
  viewer: UserRow;
  subscription: SubscriptionRow | null;
  settings: PremiumSettings;
  hadTrial: boolean;
  hasChargeableMethod: boolean;
  isPremium: boolean;
  now: Date;
}

const label = (lang: string, months: number) =>
  lang === 'en' ? `Premium, ${months} month${months > 1 ? 's' : ''}` : `Premium, ${months} ${months > 1 ? 'Monate' : 'Monat'}`;

export function createSubscriptionsService(deps: AppDeps, opts: { jobs: JobRunner; payments: PaymentsService }) {
  const db = () => deps.database.db;
  const { payments } = opts;
  registerSubscriptionJobs(deps, opts.jobs, payments);

  /** A paid package: a new subscription, or (paid twice in parallel) the live one runs longer. */
  async function grantPackage(tx: Tx, payment: PaymentWithItems, method: PaymentMethodRow | null, now: Date): Promise<void> {
    const userId = payment.userId!;
    const months = payment.lineItems.find((i) => i.kind === 'PREMIUM')?.packageMonths ?? 1;
    const live = await repo.findLiveSubscription(tx, userId, { lock: true });
    let s: SubscriptionRow;
    if (live && policy.grantsPremium(live, now)) {
      const from = live.currentPeriodEnd > now ? live.currentPeriodEnd : now;
      s = await repo.updateSubscription(tx, live.id, { state: 'ACTIVE', packageMonths: months, currentPeriodEnd: addMonths(from, months), cancelAtPeriodEnd: false, renewalAttempts: 0, autoRenew: method?.reusable ?? live.autoRenew }, now);
    } else {
      if (live) await repo.updateSubscription(tx, live.id, { state: 'ENDED', endedAt: now }, now);
      s = await repo.insertSubscription(tx, {
        userId,
        packageMonths: months,
        state: 'ACTIVE',
        currentPeriodStart: now,
        currentPeriodEnd: addMonths(now, months),
        autoRenew: method?.reusable ?? false,
        createdAt: now,
        updatedAt: now,
      });
    }
    await payments.linkSubscription(tx, payment.id, s.id, now);
    await repo.setPremiumFlag(tx, userId, true);
    await schedulePeriodEnd(tx, s);
  }

  /** A saved card for the trial: the trial starts (once per member; a second one grants nothing). */
  async function grantTrial(tx: Tx, payment: PaymentWithItems, method: PaymentMethodRow | null, now: Date): Promise<void> {
    const userId = payment.userId!;
    const live = await repo.findLiveSubscription(tx, userId, { lock: true });
    if (live || (await repo.hadTrial(tx, userId))) return;
    const { trialDays } = await readPremiumSettings(tx);
    const end = addDays(now, trialDays);
    const s = await repo.insertSubscription(tx, {
      userId,
      packageMonths: 1,
      state: 'TRIAL',
      trialEndsAt: end,
      currentPeriodStart: now,
      currentPeriodEnd: end,
      autoRenew: method?.reusable ?? false,
      createdAt: now,
      updatedAt: now,
    });
    await payments.linkSubscription(tx, payment.id, s.id, now);
    await repo.setPremiumFlag(tx, userId, true);
    await schedulePeriodEnd(tx, s);
  }

  payments.onPaid('PREMIUM', grantPackage);
  payments.onPaid('TRIAL', grantTrial);

  async function liveOf(tx: Tx, viewer: UserRow) {
    return repo.findLiveSubscription(tx, viewer.id, { lock: true });
  }

  return {
    async status(asSignedIn: UserRow): Promise<PremiumStatus> {
      const viewer = (await findUserById(db(), asSignedIn.id)) ?? asSignedIn;
      const [subscription, settings, hadTrial] = await Promise.all([repo.findLatestSubscription(db(), viewer.id), readPremiumSettings(db()), repo.hadTrial(db(), viewer.id)]);
      const methods = await payments.methods(viewer);
      return {
        viewer,
        subscription: subscription ?? null,
        settings,
        hadTrial,
        hasChargeableMethod: methods.some((m) => m.isDefault && m.reusable),
        isPremium: viewer.isPremium,
        now: deps.now(),
      };
    },

    settings: () => readPremiumSettings(db()),

    /** Checkout for a package; the amount comes from the staff's prices, never from the client. */
    async buyPackage(viewer: UserRow, packageMonths: unknown) {
      const months = parseInput(premiumPackageSchema, packageMonths) as PremiumPackage;
      assertAllowed(policy.canBuyPackage(viewer, await repo.findLiveSubscription(db(), viewer.id)));
      const { pricesRappen } = await readPremiumSettings(db());
      return payments.startCheckout(viewer, {
        purpose: 'PREMIUM',
        items: [{ kind: 'PREMIUM', packageMonths: months, unitAmountRappen: pricesRappen[months], quantity: 1, description: label(viewer.language, months) }],
        saveMethod: true,
      });
    },

    /** Checkout that only saves a card (total 0); the trial starts when the provider confirms it. */
    async startTrial(viewer: UserRow) {
      const settings = await readPremiumSettings(db());
      assertAllowed(policy.canStartTrial(viewer, await repo.findLiveSubscription(db(), viewer.id), await repo.hadTrial(db(), viewer.id), settings.trialDays));
      const description = viewer.language === 'en' ? `Premium trial, ${settings.trialDays} days` : `Premium-Probezeit, ${settings.trialDays} Tage`;
      return payments.startCheckout(viewer, {
        purpose: 'TRIAL',
        items: [{ kind: 'PREMIUM', packageMonths: null, unitAmountRappen: 0, quantity: 1, description }],
        saveMethod: true,
      });
    },

    /** Cancel: access stays until the period end (spec §4); a renewal already failing ends now. */
    async cancel(viewer: UserRow): Promise<SubscriptionRow> {
      return db().transaction(async (tx) => {
        const now = deps.now();
        const live = await liveOf(tx, viewer);
        assertAllowed(policy.canCancel(live));
        if (live!.state === 'PAST_DUE') {
          await repo.setPremiumFlag(tx, viewer.id, false);
          return repo.updateSubscription(tx, live!.id, { state: 'ENDED', endedAt: now, cancelAtPeriodEnd: true }, now);
        }
        return repo.updateSubscription(tx, live!.id, { state: 'CANCELLED', cancelAtPeriodEnd: true }, now);
      });
    },

    async resume(viewer: UserRow): Promise<SubscriptionRow> {
      return db().transaction(async (tx) => {
        const now = deps.now();
        const live = await liveOf(tx, viewer);
        const method = await payments.defaultChargeableMethod(tx, viewer.id);
        assertAllowed(policy.canResume(live, now, !!method));
        const inTrial = live!.trialEndsAt !== null && live!.trialEndsAt.getTime() === live!.currentPeriodEnd.getTime();
        return repo.updateSubscription(tx, live!.id, { state: inTrial ? 'TRIAL' : 'ACTIVE', cancelAtPeriodEnd: false, autoRenew: true }, now);
      });
    },

    /** The package the next renewal charges (from the next period end on). */
    async changePackage(viewer: UserRow, packageMonths: unknown): Promise<SubscriptionRow> {
      const months = parseInput(premiumPackageSchema, packageMonths);
      return db().transaction(async (tx) => {
        const live = await liveOf(tx, viewer);
        assertAllowed(policy.canChangePackage(live));
        return repo.updateSubscription(tx, live!.id, { packageMonths: months }, deps.now());
      });
    },

    /** True when the member has a subscription that will charge the default method at its end. */
    async renews(tx: DbOrTx, userId: string): Promise<boolean> {
      const live = await repo.findLiveSubscription(tx, userId);
      return !!live && (live.state === 'ACTIVE' || live.state === 'TRIAL' || live.state === 'PAST_DUE') && live.autoRenew;
    },

    async updateSettings(viewer: UserRow, input: unknown): Promise<PremiumSettings> {
      assertAllowed(policy.canManagePremiumSettings(viewer));
      await writePremiumSettings(db(), parseInput(premiumSettingsSchema, input));
      return readPremiumSettings(db());
    },

    /**
     * Operator CLI, outside production: moves the member's live subscription `days` into the past
     * (its dates and its due jobs), so a period end can be tried now.
     */
    async shift(email: string, days: number): Promise<SubscriptionRow> {
      if (deps.config.isProduction) throw new AppError('NOT_ALLOWED');
      const user = await findUserByEmail(db(), email.toLowerCase());
      if (!user) throw new AppError('USER_NOT_FOUND');
      return db().transaction(async (tx) => {
        const live = await repo.findLiveSubscription(tx, user.id, { lock: true });
        if (!live) throw new AppError('NO_SUBSCRIPTION');
        const now = deps.now();
        await cancelJobs(tx, PERIOD_END_JOB, periodEndKey(live));
        const moved = await repo.updateSubscription(
          tx,
          live.id,
          {
            currentPeriodStart: addDays(live.currentPeriodStart, -days),
            currentPeriodEnd: addDays(live.currentPeriodEnd, -days),
            trialEndsAt: live.trialEndsAt ? addDays(live.trialEndsAt, -days) : null,
            createdAt: addDays(live.createdAt, -days),
          },
          now,
        );
        if (moved.state === 'PAST_DUE') {
          await cancelJobs(tx, RENEWAL_RETRY_JOB, `${live.id}#${live.renewalAttempts}`);
          await enqueueJob(tx, { kind: RENEWAL_RETRY_JOB, key: `${live.id}#${live.renewalAttempts}`, runAt: now, payload: { subscriptionId: live.id, periodEnd: moved.currentPeriodEnd.getTime(), paymentId: crypto.randomUUID() } });
        } else {
          await schedulePeriodEnd(tx, moved);
        }
        return moved;
      });
    },

    packages: PREMIUM_PACKAGES,
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
