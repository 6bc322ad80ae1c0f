import { NOTIFICATION_CHANNELS, NOTIFICATION_KIND_NAMES, type NotificationKind } from '@venue/shared';
import { builder } from '../../graphql/builder.js';
import { Settings } from '../settings/settings.graphql.js';
import type { NotificationChannelsView } from './notification-channels.repository.js';
import type { PushDevice as PushDeviceView } from './push-subscriptions.service.js';

// The member's notification table and a device's choice of texts (issue 15, decisions 0040, 0041).
// Thin adapters: the services validate, ask the policies and write in one transaction.

export const NotificationKindEnum = builder.enumType('NotificationKind', {
  description: 'The kinds of notification the app sends (home list, e-mail, push): NOTIFICATION_KINDS of the shared package.',
  values: NOTIFICATION_KIND_NAMES,
});

const NotificationChannelEnum = builder.enumType('NotificationChannel', {
  description: 'PUSH: Web Push to the member’s devices; EMAIL: an e-mail.',
  values: NOTIFICATION_CHANNELS,
});

const NotificationChannels = builder.objectRef<NotificationChannelsView>('NotificationChannels').implement({
  description: "One row of the member's notification table: a kind and its channels.",
  fields: (t) => ({
    kind: t.field({ type: NotificationKindEnum, resolve: (r) => r.kind as NotificationKind }),
    push: t.exposeBoolean('push'),
    email: t.boolean({ nullable: true, description: 'null: this kind sends no e-mail (no switch shown).', resolve: (r) => r.email }),
  }),
});

const PushDevice = builder.objectRef<PushDeviceView>('PushDevice').implement({
  description: 'One of the member’s devices (its push subscription) and its choice of texts.',
  fields: (t) => ({
    endpoint: t.exposeString('endpoint'),
    detailed: t.exposeBoolean('detailed', { description: 'true: names and a message preview; false (default): discreet texts.' }),
  }),
});

builder.objectFields(Settings, (t) => ({
  notificationChannels: t.field({
    type: [NotificationChannels],
    description: 'One row per kind, in NOTIFICATION_KINDS order, with the member’s choices (the defaults until changed).',
    resolve: (s, _a, ctx) => ctx.services.notificationChannels.list(s.userId),
  }),
}));

builder.queryField('pushDevice', (t) =>
  t.field({
    type: PushDevice,
    nullable: true,
    description: "The viewer's push device with this endpoint, or null (not subscribed here, or someone else's).",
    authScopes: { signedIn: true },
    args: { endpoint: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.push.device(ctx.viewer, args.endpoint),
  }),
);

builder.mutationFields((t) => ({
  setNotificationChannel: t.field({
    type: NotificationChannels,
    description:
      'Switches one channel of one kind for the signed-in member. EMAIL of a kind without e-mail: BAD_INPUT. Where the kind has an `emailSetting`, this writes that same stored value (updateSettings keeps working).',
    authScopes: { signedIn: true },
    args: {
      kind: t.arg({ type: NotificationKindEnum, required: true }),
      channel: t.arg({ type: NotificationChannelEnum, required: true }),
      enabled: t.arg.boolean({ required: true }),
    },
    resolve: (_r, args, ctx) => ctx.services.notificationChannels.set(ctx.viewer, args.kind, args.channel, args.enabled),
  }),
  setPushDetailed: t.field({
    type: PushDevice,
    description:
      "This device's choice of texts: detailed (names, message preview) or discreet (default). The device is its push subscription's endpoint; NOT_FOUND for an endpoint that is not the viewer's.",
    authScopes: { signedIn: true },
    args: { endpoint: t.arg.string({ required: true }), detailed: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.push.setDetailed(ctx.viewer, args.endpoint, args.detailed),
  }),
}));
