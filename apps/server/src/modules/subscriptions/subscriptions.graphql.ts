import { PREMIUM_PACKAGES } from '@venue/shared';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { CheckoutStart } from '../payments/payments.graphql.js';
import * as policy from './subscriptions.policy.js';
import type { PremiumSettings } from './premium-settings.js';
import type { PremiumStatus } from './subscriptions.service.js';
import type { SubscriptionRow } from './subscriptions.table.js';

// Thin adapters over the subscriptions service (docs/decisions/0034); `viewerCan` from the policy.

const viewer = (ctx: GraphQLContext) => ctx.viewer!;

const SubscriptionStateEnum = builder.enumType('SubscriptionState', {
  description: 'TRIAL, ACTIVE, CANCELLED (access until the period end), PAST_DUE (a renewal failed; retried daily, three times), ENDED.',
  values: ['TRIAL', 'ACTIVE', 'CANCELLED', 'PAST_DUE', 'ENDED'] as const,
});

const Subscription = builder.objectRef<SubscriptionRow>('PremiumSubscription').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    state: t.field({ type: SubscriptionStateEnum, resolve: (s) => s.state }),
    packageMonths: t.exposeInt('packageMonths', { description: 'The package renewals charge (1, 3 or 12 months).' }),
    trialEndsAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.trialEndsAt }),
    currentPeriodStart: t.field({ type: 'DateTime', resolve: (s) => s.currentPeriodStart }),
    currentPeriodEnd: t.field({ type: 'DateTime', description: 'Access lasts until then; a renewal is charged then.', resolve: (s) => s.currentPeriodEnd }),
    cancelAtPeriodEnd: t.exposeBoolean('cancelAtPeriodEnd'),
    autoRenew: t.exposeBoolean('autoRenew', { description: 'False when paid with a method that cannot be charged again (TWINT).' }),
    renewalAttempts: t.exposeInt('renewalAttempts', { description: 'Failed renewal charges of this period end.' }),
    endedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.endedAt }),
  }),
});

const PremiumPackageOffer = builder.objectRef<{ months: number; priceRappen: number }>('PremiumPackageOffer').implement({
  fields: (t) => ({
    months: t.exposeInt('months'),
    priceRappen: t.exposeInt('priceRappen'),
    monthlyRappen: t.int({ description: 'The price per month, rounded to the Rappen.', resolve: (p) => Math.round(p.priceRappen / p.months) }),
  }),
});

const NextCharge = builder.objectRef<{ at: Date; amountRappen: number }>('PremiumNextCharge').implement({
  fields: (t) => ({ at: t.field({ type: 'DateTime', resolve: (n) => n.at }), amountRappen: t.exposeInt('amountRappen') }),
});

const PremiumCan = builder.objectRef<PremiumStatus>('PremiumViewerCan').implement({
  fields: (t) => ({
    buy: t.boolean({ resolve: (p) => policy.canBuyPackage(p.viewer, live(p)).allowed }),
    startTrial: t.boolean({ resolve: (p) => policy.canStartTrial(p.viewer, live(p), p.hadTrial, p.settings.trialDays).allowed }),
    cancel: t.boolean({ resolve: (p) => policy.canCancel(live(p)).allowed }),
    resume: t.boolean({ resolve: (p) => policy.canResume(live(p), p.now, p.hasChargeableMethod).allowed }),
    changePackage: t.boolean({ resolve: (p) => policy.canChangePackage(live(p)).allowed }),
  }),
});

const live = (p: PremiumStatus) => (p.subscription && p.subscription.state !== 'ENDED' ? p.subscription : null);

const Premium = builder.objectRef<PremiumStatus>('PremiumStatus').implement({
  description: 'The signed-in member’s premium subscription and what they may do with it (spec §9).',
  fields: (t) => ({
    isPremium: t.exposeBoolean('isPremium'),
    subscription: t.field({ type: Subscription, nullable: true, description: 'The live subscription, else the last ended one, else null.', resolve: (p) => p.subscription }),
    nextCharge: t.field({
      type: NextCharge,
      nullable: true,
      description: 'The renewal charge at the period end, when one will be made.',
      resolve: (p) => {
        const s = live(p);
        if (!s || policy.atPeriodEnd(s, p.hasChargeableMethod) === 'end') return null;
        return { at: s.currentPeriodEnd, amountRappen: p.settings.pricesRappen[s.packageMonths as 1 | 3 | 12] };
      },
    }),
    packages: t.field({
      type: [PremiumPackageOffer],
      resolve: (p) => PREMIUM_PACKAGES.map((months) => ({ months, priceRappen: p.settings.pricesRappen[months] })),
    }),
    trialDays: t.int({ resolve: (p) => p.settings.trialDays }),
    trialPriceRappen: t.int({ description: 'What the trial end charges (the 1-month price).', resolve: (p) => p.settings.pricesRappen[1] }),
    hasChargeableMethod: t.exposeBoolean('hasChargeableMethod'),
    viewerCan: t.field({ type: PremiumCan, resolve: (p) => p }),
  }),
});

const PremiumSettingsRef = builder.objectRef<PremiumSettings>('PremiumSettings').implement({
  description: 'Package prices and trial length, set by staff.',
  fields: (t) => ({
    price1Rappen: t.int({ resolve: (s) => s.pricesRappen[1] }),
    price3Rappen: t.int({ resolve: (s) => s.pricesRappen[3] }),
    price12Rappen: t.int({ resolve: (s) => s.pricesRappen[12] }),
    trialDays: t.exposeInt('trialDays'),
  }),
});

const PremiumSettingsInput = builder.inputType('PremiumSettingsInput', {
  fields: (t) => ({
    price1Rappen: t.int({ required: true }),
    price3Rappen: t.int({ required: true }),
    price12Rappen: t.int({ required: true }),
    trialDays: t.int({ required: true }),
  }),
});

const status = (ctx: GraphQLContext) => ctx.services.subscriptions.status(viewer(ctx));

builder.queryFields((t) => ({
  premium: t.field({
    type: Premium,
    description: 'The signed-in member’s premium status, packages with prices, and the trial offer.',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => status(ctx),
  }),
  premiumSettings: t.field({
    type: PremiumSettingsRef,
    description: 'Package prices and trial length (staff).',
    authScopes: { admin: true },
    resolve: (_r, _a, ctx) => ctx.services.subscriptions.settings(),
  }),
}));

builder.mutationFields((t) => ({
  buyPremium: t.field({
    type: CheckoutStart,
    description: 'Opens a checkout for a package (1, 3 or 12 months) at the staff’s price; premium starts once the provider confirms. PACKAGE_INVALID, SUBSCRIPTION_EXISTS, STAFF_NOT_MEMBER.',
    authScopes: { signedIn: true },
    args: { packageMonths: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.subscriptions.buyPackage(viewer(ctx), args.packageMonths),
  }),
  startPremiumTrial: t.field({
    type: CheckoutStart,
    description: 'Opens a checkout that saves a card (total 0); the trial starts once the provider confirms, and its end charges the 1-month price. TRIAL_ALREADY_USED, SUBSCRIPTION_EXISTS.',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.subscriptions.startTrial(viewer(ctx)),
  }),
  cancelPremium: t.field({
    type: Premium,
    description: 'Cancels: access stays until the period end, then ends without a charge. NO_SUBSCRIPTION.',
    authScopes: { signedIn: true },
    resolve: async (_r, _a, ctx) => {
      await ctx.services.subscriptions.cancel(viewer(ctx));
      return status(ctx);
    },
  }),
  resumePremium: t.field({
    type: Premium,
    description: 'Takes back a cancellation before the period end. SUBSCRIPTION_STATE_INVALID, NO_PAYMENT_METHOD.',
    authScopes: { signedIn: true },
    resolve: async (_r, _a, ctx) => {
      await ctx.services.subscriptions.resume(viewer(ctx));
      return status(ctx);
    },
  }),
  changePremiumPackage: t.field({
    type: Premium,
    description: 'The package the next renewal charges. PACKAGE_INVALID, SUBSCRIPTION_STATE_INVALID.',
    authScopes: { signedIn: true },
    args: { packageMonths: t.arg.int({ required: true }) },
    resolve: async (_r, args, ctx) => {
      await ctx.services.subscriptions.changePackage(viewer(ctx), args.packageMonths);
      return status(ctx);
    },
  }),
  updatePremiumSettings: t.field({
    type: PremiumSettingsRef,
    description: 'Sets package prices (Rappen, CHF 1.– … 1000.–) and trial length (0–60 days; 0: no trial). Staff only.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: PremiumSettingsInput, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.subscriptions.updateSettings(viewer(ctx), args.input),
  }),
}));
