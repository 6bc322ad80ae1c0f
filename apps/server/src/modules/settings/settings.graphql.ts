import { RESERVATION_VISIBILITIES, type ReservationVisibility } from '@venue/shared';
import { builder } from '../../graphql/builder.js';
import { CurrentUser } from '../accounts/user.graphql.js';
import type { UserSettingsRow } from './settings.table.js';

// Thin adapters: the settings service validates with the shared schema and writes in one statement.

const ReservationVisibilityEnum = builder.enumType('ReservationVisibility', {
  description: 'Who sees the member’s daily and event reservations.',
  values: RESERVATION_VISIBILITIES,
});

export const Settings = builder.objectRef<UserSettingsRow>('Settings').implement({
  description: 'The signed-in member’s settings (spec §3): e-mail toggles, visibility, contactability.',
  fields: (t) => ({
    id: t.exposeID('userId', { description: 'The member’s id (one settings object per member).' }),
    emailOnFriendRequest: t.exposeBoolean('emailOnFriendRequest', { description: 'E-mail when someone asks for friendship.' }),
    emailOnGiftReceived: t.exposeBoolean('emailOnGiftReceived', { description: 'E-mail when a gift arrives.' }),
    emailOnFriendDailyReservation: t.exposeBoolean('emailOnFriendDailyReservation', { description: 'E-mail when a friend reserves for a regular day.' }),
    emailOnFriendEventReservation: t.exposeBoolean('emailOnFriendEventReservation', { description: 'E-mail when a friend reserves for an event.' }),
    emailOnMessage: t.exposeBoolean('emailOnMessage', { description: 'E-mail on a private message (at most one per 5 minutes).' }),
    foundInSpark: t.exposeBoolean('foundInSpark', { description: 'The member is shown in Spark.' }),
    reservationsVisibleTo: t.field({ type: ReservationVisibilityEnum, resolve: (s) => s.reservationsVisibleTo as ReservationVisibility }),
    shownOnline: t.exposeBoolean('shownOnline', { description: 'The member is listed among online users.' }),
    visitableOnlyByVerified: t.exposeBoolean('visitableOnlyByVerified', { description: 'Only verified members may open the profile.' }),
    onlyVerifiedMayContact: t.exposeBoolean('onlyVerifiedMayContact', { description: 'Only verified members may send private messages and friend requests.' }),
    messagesFromFriendsOnly: t.exposeBoolean('messagesFromFriendsOnly', { description: 'Private messages only from friends.' }),
    foundInSearch: t.exposeBoolean('foundInSearch', { description: 'The member is found in the profile search.' }),
  }),
});

const UpdateSettingsInput = builder.inputType('UpdateSettingsInput', {
  description: 'Only the named settings change; at least one must be named.',
  fields: (t) => ({
    emailOnFriendRequest: t.boolean(),
    emailOnGiftReceived: t.boolean(),
    emailOnFriendDailyReservation: t.boolean(),
    emailOnFriendEventReservation: t.boolean(),
    emailOnMessage: t.boolean(),
    foundInSpark: t.boolean(),
    reservationsVisibleTo: t.field({ type: ReservationVisibilityEnum }),
    shownOnline: t.boolean(),
    visitableOnlyByVerified: t.boolean(),
    onlyVerifiedMayContact: t.boolean(),
    messagesFromFriendsOnly: t.boolean(),
    foundInSearch: t.boolean(),
  }),
});

builder.objectFields(CurrentUser, (t) => ({
  settings: t.field({ type: Settings, description: 'The member’s settings; defaults until changed.', resolve: (u, _a, ctx) => ctx.services.settings.get(u) }),
}));

builder.mutationField('updateSettings', (t) =>
  t.field({
    type: Settings,
    description: 'Changes the named settings and answers all of them. BAD_INPUT for none named, null values or unknown ones (nothing changes).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateSettingsInput, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.settings.update(ctx.viewer!, args.input),
  }),
);
