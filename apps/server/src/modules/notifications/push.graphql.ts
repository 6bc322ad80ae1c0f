import { builder } from '../../graphql/builder.js';

// Thin adapters: the push-subscriptions service validates, applies the policy and runs one transaction.

const PushSubscriptionInput = builder.inputType('PushSubscriptionInput', {
  description: 'PushSubscription.toJSON() of the browser: endpoint and keys.p256dh / keys.auth.',
  fields: (t) => ({
    endpoint: t.string({ required: true, description: 'https URL of the browser’s push service, at most 1000 characters.' }),
    p256dh: t.string({ required: true, description: 'URL-safe base64 P-256 public key of the browser (65 bytes).' }),
    auth: t.string({ required: true, description: 'URL-safe base64 authentication secret (16 bytes).' }),
  }),
});

builder.queryField('pushPublicKey', (t) =>
  t.string({
    description: 'The VAPID public key (URL-safe base64) to pass to pushManager.subscribe() as applicationServerKey.',
    resolve: (_r, _a, ctx) => ctx.services.push.publicKey(),
  }),
);

builder.mutationFields((t) => ({
  savePushSubscription: t.boolean({
    description:
      'Stores this browser’s push subscription for the signed-in member (NOT_SIGNED_IN for visitors). Saving an endpoint again is harmless; an endpoint saved by another member moves to this one. BAD_INPUT with fields [{ endpoint, PUSH_ENDPOINT_INVALID }] or [{ p256dh | auth, PUSH_KEY_INVALID }].',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: PushSubscriptionInput, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.push.save(ctx.viewer, args.input, ctx.userAgent),
  }),
  removePushSubscription: t.boolean({
    description: 'Forgets one of the signed-in member’s own subscriptions, also during a login timeout. NOT_FOUND for an unknown endpoint or someone else’s; NOT_SIGNED_IN for visitors.',
    // Like signOut: a timed-out member may still take their browser off the list.
    skipTypeScopes: true,
    args: { endpoint: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.push.remove(ctx.viewer, args.endpoint),
  }),
}));
