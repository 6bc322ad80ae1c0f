import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Page } from '../../shared/cursor.js';
import * as policy from './payments.policy.js';
import type { PaymentWithItems } from './payments.repository.js';
import type { PaymentLineItemRow, PaymentMethodRow } from './payments.table.js';

// Thin adapters over the payments service (docs/decisions/0034). Amounts are integer Rappen.

const viewer = (ctx: GraphQLContext) => ctx.viewer!;

const PaymentStatusEnum = builder.enumType('PaymentStatus', { values: ['PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED'] as const });
const PaymentPurposeEnum = builder.enumType('PaymentPurpose', {
  description: 'PREMIUM: a package bought; TRIAL: card saved for the trial; RENEWAL: a renewal charge; METHOD: a payment method saved; GIFTS: the gift shop’s cart.',
  values: ['PREMIUM', 'TRIAL', 'RENEWAL', 'METHOD', 'GIFTS'] as const,
});
const LineItemKindEnum = builder.enumType('PaymentLineItemKind', { values: ['PREMIUM', 'GIFT'] as const });

export const CheckoutStart = builder.objectRef<{ paymentId: string; url: string }>('CheckoutStart').implement({
  description: 'A checkout opened at the payment provider: send the browser to `url`; it returns to /payments/{paymentId}/return.',
  fields: (t) => ({ paymentId: t.exposeID('paymentId'), url: t.exposeString('url') }),
});

const PaymentLineItem = builder.objectRef<PaymentLineItemRow>('PaymentLineItem').implement({
  description: 'What a payment paid for (spec §3 giftLineItems; PREMIUM now, GIFT with the gift shop).',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: LineItemKindEnum, resolve: (i) => i.kind as 'PREMIUM' | 'GIFT' }),
    packageMonths: t.int({ nullable: true, description: 'Months of premium; null for the trial’s saved card.', resolve: (i) => i.packageMonths }),
    giftNameDe: t.string({ nullable: true, description: 'GIFT lines: the gift’s German name when bought.', resolve: (i) => i.giftNameDe }),
    giftNameEn: t.string({ nullable: true, description: 'GIFT lines: the gift’s English name when bought.', resolve: (i) => i.giftNameEn }),
    quantity: t.exposeInt('quantity'),
    unitAmountRappen: t.exposeInt('unitAmountRappen'),
    amountRappen: t.int({ resolve: (i) => i.unitAmountRappen * i.quantity }),
  }),
});

const Payment = builder.objectRef<PaymentWithItems>('Payment').implement({
  description: 'A payment of the signed-in member (spec §3 Payment).',
  fields: (t) => ({
    id: t.exposeID('id'),
    amountRappen: t.exposeInt('amountRappen'),
    currency: t.exposeString('currency'),
    status: t.field({ type: PaymentStatusEnum, resolve: (p) => p.status }),
    purpose: t.field({ type: PaymentPurposeEnum, resolve: (p) => p.purpose }),
    responseMessage: t.string({ nullable: true, description: 'The payment provider’s own words about the outcome.', resolve: (p) => p.responseMessage }),
    provider: t.exposeString('provider'),
    lineItems: t.field({ type: [PaymentLineItem], resolve: (p) => p.lineItems }),
    createdAt: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
    paidAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.paidAt }),
  }),
});

const PaymentConnection = builder.objectRef<Page<PaymentWithItems>>('PaymentConnection').implement({
  description: 'One page of payments, newest first; pass endCursor as `after` for the next.',
  fields: (t) => ({
    nodes: t.field({ type: [Payment], resolve: (c) => c.nodes }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => c.endCursor }),
  }),
});

interface MethodView extends PaymentMethodRow {
  canRemove: boolean;
}

const PaymentMethodCan = builder.objectRef<MethodView>('PaymentMethodViewerCan').implement({
  fields: (t) => ({
    remove: t.boolean({ resolve: (m) => m.canRemove }),
    makeDefault: t.boolean({ resolve: (m) => !m.isDefault && policy.canMakeDefault(m).allowed }),
  }),
});

const PaymentMethod = builder.objectRef<MethodView>('PaymentMethod').implement({
  description: 'A card (or TWINT account) the provider keeps for the member; renewals charge the default one.',
  fields: (t) => ({
    id: t.exposeID('id'),
    brand: t.exposeString('brand'),
    last4: t.string({ nullable: true, resolve: (m) => m.last4 }),
    expMonth: t.int({ nullable: true, resolve: (m) => m.expMonth }),
    expYear: t.int({ nullable: true, resolve: (m) => m.expYear }),
    reusable: t.exposeBoolean('reusable', { description: 'False for TWINT: it cannot be charged again without the member.' }),
    isDefault: t.exposeBoolean('isDefault'),
    viewerCan: t.field({ type: PaymentMethodCan, resolve: (m) => m }),
  }),
});

builder.queryFields((t) => ({
  payments: t.field({
    type: PaymentConnection,
    description: 'The signed-in member’s payments, newest first.',
    authScopes: { signedIn: true },
    args: { first: t.arg.int({ required: false }), after: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.payments.list(viewer(ctx), args),
  }),
  payment: t.field({
    type: Payment,
    description: 'One of the signed-in member’s payments (the receipt). NOT_FOUND for anyone else’s.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.payments.payment(viewer(ctx), args.id),
  }),
  paymentMethods: t.field({
    type: [PaymentMethod],
    description: 'The signed-in member’s saved payment methods, the default first.',
    authScopes: { signedIn: true },
    resolve: async (_r, _a, ctx) => {
      const methods = await ctx.services.payments.methods(viewer(ctx));
      const renewing = await ctx.services.subscriptions.renews(ctx.deps.database.db, viewer(ctx).id);
      return methods.map((m) => ({
        ...m,
        canRemove: policy.canRemoveMethod(m, { renewingSubscription: renewing, otherReusableMethods: methods.filter((o) => o.id !== m.id && o.reusable).length }).allowed,
      }));
    },
  }),
}));

builder.mutationFields((t) => ({
  addPaymentMethod: t.field({
    type: CheckoutStart,
    description: 'Opens a checkout with total 0 that only saves a card; it becomes the default once the provider confirms. STAFF_NOT_MEMBER.',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.payments.addMethod(viewer(ctx)),
  }),
  removePaymentMethod: t.boolean({
    description: 'Removes a saved method here and at the provider. PAYMENT_METHOD_IN_USE when a renewing subscription has no other; NOT_FOUND.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.payments.removeMethod(viewer(ctx), args.id, (tx) => ctx.services.subscriptions.renews(tx, viewer(ctx).id)),
  }),
  makeDefaultPaymentMethod: t.boolean({
    description: 'Makes a saved, reusable method the one renewals charge. NOT_FOUND, NOT_ALLOWED (TWINT).',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.payments.makeDefaultMethod(viewer(ctx), args.id),
  }),
}));
