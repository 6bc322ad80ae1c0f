import { builder } from '../../graphql/builder.js';
import { EventRef } from '../events/events.graphql.js';
import { Notification } from '../notifications/notifications.graphql.js';
import { UserWithAvatar } from '../profiles/user-card.graphql.js';
import type { DoorListEntryView, DoorListView, GuestListView, OpeningDayView, ReservationSubjectView, ReservationView } from './reservations.service.js';
import type { OpeningHoursRow } from './reservations.table.js';

// Reservations (issue 14, docs/decisions/0038): thin adapters over the reservations service.

const ReservationKindEnum = builder.enumType('ReservationKind', {
  description: 'EVENT: for a published event; DAILY: for a regular opening day without an event.',
  values: ['EVENT', 'DAILY'] as const,
});

const ReservationStatusEnum = builder.enumType('ReservationStatus', {
  description: 'CONFIRMED: a place is held; WAITLISTED: full, moves up automatically when places free up; CANCELLED.',
  values: ['CONFIRMED', 'WAITLISTED', 'CANCELLED'] as const,
});

const ReservationPerks = builder.objectRef<ReservationView['perks']>('ReservationPerks').implement({
  description: 'Perks of verified and premium members (spec §6, §9), computed live.',
  fields: (t) => ({
    discountRappen: t.int({ nullable: true, description: 'Entry discount in Rappen; null when the member has no perk.', resolve: (p) => p.discountRappen }),
    freeDrink: t.boolean({ description: 'A free drink: reserved at least 24 h before the start (and verified or premium).', resolve: (p) => p.freeDrink }),
  }),
});

const ReservationViewerCan = builder.objectRef<ReservationView['viewerCan']>('ReservationViewerCan').implement({
  fields: (t) => ({
    edit: t.boolean({ description: 'The member may still change the party or the hidden flag (until the start).', resolve: (c) => c.edit }),
    cancel: t.boolean({ description: 'The member may still cancel (until the start).', resolve: (c) => c.cancel }),
  }),
});

export const ReservationRef = builder.objectRef<ReservationView>('Reservation').implement({
  description: 'A reservation as its owner (or staff) sees it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: ReservationKindEnum, resolve: (r) => r.kind as 'EVENT' | 'DAILY' }),
    status: t.field({ type: ReservationStatusEnum, resolve: (r) => r.status as 'CONFIRMED' | 'WAITLISTED' | 'CANCELLED' }),
    event: t.field({ type: EventRef, nullable: true, description: 'EVENT only.', resolve: (r) => r.event }),
    date: t.exposeString('date', { description: 'Zurich calendar date YYYY-MM-DD of the evening.' }),
    startsAt: t.field({ type: 'DateTime', description: "The event's start, or the day's opening time.", resolve: (r) => r.startsAt }),
    endsAt: t.field({ type: 'DateTime', nullable: true, description: "The event's end, or the day's closing time.", resolve: (r) => r.endsAt }),
    femaleGuests: t.exposeInt('femaleGuests', { description: 'Women in the party (the member included).' }),
    maleGuests: t.exposeInt('maleGuests', { description: 'Men in the party (the member included).' }),
    hidden: t.exposeBoolean('hidden', { description: 'Kept off the guest list (counted, never named).' }),
    waitlistPosition: t.int({ nullable: true, description: '1-based place on the wait list when WAITLISTED.', resolve: (r) => r.waitlistPosition }),
    perks: t.field({ type: ReservationPerks, resolve: (r) => r.perks }),
    checkedIn: t.boolean({ resolve: (r) => r.checkedInAt !== null }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    viewerCan: t.field({ type: ReservationViewerCan, resolve: (r) => r.viewerCan }),
  }),
});

const GuestListEntry = builder.objectRef<GuestListView['named'][number]>('GuestListEntry').implement({
  fields: (t) => ({
    user: t.field({ type: UserWithAvatar, resolve: (e) => e.user }),
    femaleGuests: t.exposeInt('femaleGuests'),
    maleGuests: t.exposeInt('maleGuests'),
  }),
});

const GuestTypeCount = builder.objectRef<{ type: string; count: number }>('GuestTypeCount').implement({
  description: 'Confirmed reservations by the owner’s profile type (hidden ones included; counts name nobody).',
  fields: (t) => ({
    type: t.exposeString('type', { description: 'Profile type M, F, MF, MM or FF.' }),
    count: t.exposeInt('count'),
  }),
});

const GuestList = builder.objectRef<GuestListView>('GuestList').implement({
  description: 'Who is coming (confirmed), as the viewer may see it: named members, everyone else counted.',
  fields: (t) => ({
    named: t.field({ type: [GuestListEntry], resolve: (g) => g.named }),
    othersCount: t.exposeInt('othersCount', { description: 'People (party sizes) of the confirmed reservations not named.' }),
    totalPeople: t.exposeInt('totalPeople', { description: 'People of all confirmed reservations.' }),
    byType: t.field({ type: [GuestTypeCount], resolve: (g) => g.byType }),
  }),
});

const OpeningDay = builder.objectRef<OpeningDayView>('OpeningDay').implement({
  description: 'A day the venue is open (regular week, not a closed date). With `event` set, reserve the event instead.',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD (Zurich).' }),
    opensAt: t.field({ type: 'DateTime', resolve: (d) => d.opensAt }),
    closesAt: t.field({ type: 'DateTime', resolve: (d) => d.closesAt }),
    coupleOnly: t.exposeBoolean('coupleOnly'),
    capacity: t.int({ nullable: true, description: 'People; null: unlimited.', resolve: (d) => d.capacity }),
    placesLeft: t.int({ nullable: true, description: 'null: unlimited.', resolve: (d) => d.placesLeft }),
    event: t.field({ type: EventRef, nullable: true, description: 'A published event that day: daily reservations are not taken.', resolve: (d) => d.event }),
  }),
});

const OpeningHours = builder.objectRef<OpeningHoursRow>('OpeningHours').implement({
  description: 'One open weekday of the regular week; weekdays without an entry are closed.',
  fields: (t) => ({
    weekday: t.exposeInt('weekday', { description: '1 = Monday … 7 = Sunday.' }),
    opensAt: t.exposeString('opensAt', { description: 'HH:MM (Zurich).' }),
    closesAt: t.exposeString('closesAt', { description: 'HH:MM; at or before opensAt: after midnight (e.g. "02:00").' }),
    coupleOnly: t.exposeBoolean('coupleOnly'),
    capacity: t.int({ nullable: true, description: 'People; null: unlimited.', resolve: (h) => h.capacity }),
  }),
});

const OpeningHoursInput = builder.inputType('OpeningHoursInput', {
  fields: (t) => ({
    weekday: t.int({ required: true, description: '1 = Monday … 7 = Sunday.' }),
    opensAt: t.string({ required: true, description: 'HH:MM.' }),
    closesAt: t.string({ required: true, description: 'HH:MM; at or before opensAt: after midnight.' }),
    coupleOnly: t.boolean({ required: true }),
    capacity: t.int({ description: 'People, at least 1; null: unlimited.' }),
  }),
});

const ReservationSettings = builder.objectRef<{ discountRappen: number }>('ReservationSettings').implement({
  fields: (t) => ({ discountRappen: t.exposeInt('discountRappen', { description: 'Entry discount of verified and premium members, 1000 to 1500 Rappen.' }) }),
});

const DoorListEntry = builder.objectRef<DoorListEntryView>('DoorListEntry').implement({
  description: 'One party at the door.',
  fields: (t) => ({
    reservation: t.field({ type: ReservationRef, resolve: (e) => e.reservation }),
    user: t.field({ type: UserWithAvatar, resolve: (e) => e.user }),
    verified: t.boolean({ resolve: (e) => e.verified }),
  }),
});

const DoorList = builder.objectRef<DoorListView>('DoorList').implement({
  description: 'Staff: the confirmed parties of an event or a regular day, with totals, and the wait list.',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'The event title (German) or the date.' }),
    date: t.exposeString('date'),
    startsAt: t.field({ type: 'DateTime', resolve: (d) => d.startsAt }),
    capacity: t.int({ nullable: true, resolve: (d) => d.capacity }),
    expectedPeople: t.exposeInt('expectedPeople'),
    checkedInPeople: t.exposeInt('checkedInPeople'),
    entries: t.field({ type: [DoorListEntry], resolve: (d) => d.entries }),
    waitlist: t.field({ type: [DoorListEntry], resolve: (d) => d.waitlist }),
  }),
});

const ReservationSubject = builder.objectRef<ReservationSubjectView>('ReservationSubject').implement({
  description: 'What a reservation notification is about: the event, or the date of a daily reservation.',
  fields: (t) => ({
    kind: t.field({ type: ReservationKindEnum, resolve: (s) => s.kind as 'EVENT' | 'DAILY' }),
    date: t.exposeString('date'),
    event: t.field({ type: EventRef, nullable: true, resolve: (s) => s.event }),
  }),
});

builder.objectField(Notification, 'reservation', (t) =>
  t.field({
    type: ReservationSubject,
    nullable: true,
    description: 'FRIEND_RESERVED and RESERVATION_PROMOTED: the event or date it is about; null otherwise (or when gone).',
    resolve: (n, _a, ctx) => ctx.services.reservations.subjectOf(ctx.viewer, n.kind, n.subjectId),
  }),
);

builder.objectFields(EventRef, (t) => ({
  capacity: t.int({ nullable: true, description: 'Places (people) for reservations; null: unlimited.', resolve: (e) => e.capacity }),
  placesLeft: t.int({ nullable: true, description: 'Places left; null: unlimited.', resolve: (e, _a, ctx) => ctx.services.reservations.placesLeftForEvent(e) }),
  viewerReservation: t.field({
    type: ReservationRef,
    nullable: true,
    description: "The signed-in member's active reservation for this event; null for visitors and staff.",
    resolve: (e, _a, ctx) => ctx.services.reservations.viewerReservationForEvent(ctx.viewer, e),
  }),
  guestList: t.field({
    type: GuestList,
    nullable: true,
    description: 'Members only (visitors get null): who is coming, as the viewer may see it.',
    resolve: (e, _a, ctx) => ctx.services.reservations.guestList(ctx.viewer, e),
  }),
}));

const ReserveEventInput = builder.inputType('ReserveEventInput', {
  fields: (t) => ({
    eventId: t.id({ required: true }),
    femaleGuests: t.int({ required: true, description: '0 to 5, the member included.' }),
    maleGuests: t.int({ required: true, description: '0 to 5, the member included.' }),
    hidden: t.boolean({ required: true }),
  }),
});

const ReserveDayInput = builder.inputType('ReserveDayInput', {
  fields: (t) => ({
    date: t.string({ required: true, description: 'YYYY-MM-DD (Zurich), within the next 60 days.' }),
    femaleGuests: t.int({ required: true }),
    maleGuests: t.int({ required: true }),
    hidden: t.boolean({ required: true }),
  }),
});

const UpdateReservationInput = builder.inputType('UpdateReservationInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    femaleGuests: t.int({ required: true }),
    maleGuests: t.int({ required: true }),
    hidden: t.boolean({ required: true }),
  }),
});

builder.queryFields((t) => ({
  reservations: t.field({
    type: [ReservationRef],
    description: "The member's own reservations, not cancelled: upcoming soonest first, or past (past: true) most recent first.",
    authScopes: { signedIn: true },
    args: { past: t.arg.boolean({ defaultValue: false }) },
    resolve: (_r, args, ctx) => ctx.services.reservations.listOwn(ctx.viewer, args.past ?? false),
  }),
  reservation: t.field({
    type: ReservationRef,
    nullable: true,
    description: 'One of the member’s own reservations. NOT_FOUND for someone else’s or an unknown id.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.reservations.ownById(ctx.viewer, String(args.id)),
  }),
  openingDays: t.field({
    type: [OpeningDay],
    description: 'Open days from today (Zurich) for `days` days (1 to 60, 28 by default); first, the night that opened yesterday while it has not closed yet.',
    authScopes: { signedIn: true },
    args: { days: t.arg.int({ defaultValue: 28 }) },
    resolve: (_r, args, ctx) => ctx.services.reservations.openingDays(args.days ?? 28),
  }),
  doorList: t.field({
    type: DoorList,
    description: 'Admins: the door list of an event (eventId) or of a regular day (date); exactly one of the two (BAD_INPUT).',
    authScopes: { admin: true },
    args: { eventId: t.arg.id(), date: t.arg.string() },
    resolve: (_r, args, ctx) => ctx.services.reservations.doorList({ eventId: args.eventId == null ? null : String(args.eventId), date: args.date ?? null }, ctx.viewer!),
  }),
  openingHours: t.field({
    type: [OpeningHours],
    description: 'Admins: the regular week (open weekdays only).',
    authScopes: { admin: true },
    resolve: (_r, _a, ctx) => ctx.services.reservations.openingHours(),
  }),
  closedDays: t.stringList({
    description: 'Admins: closed dates from today on, YYYY-MM-DD ascending.',
    authScopes: { admin: true },
    resolve: (_r, _a, ctx) => ctx.services.reservations.closedDays(),
  }),
  reservationSettings: t.field({
    type: ReservationSettings,
    description: 'Admins: the perks settings.',
    authScopes: { admin: true },
    resolve: (_r, _a, ctx) => ctx.services.reservations.settings(),
  }),
}));

builder.mutationFields((t) => ({
  reserveEvent: t.field({
    type: ReservationRef,
    description: 'Reserves for a published event that has not started; WAITLISTED when full. Staff: STAFF_NOT_MEMBER.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ReserveEventInput, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.reservations.reserveEvent(ctx.viewer, args.input),
  }),
  reserveDay: t.field({
    type: ReservationRef,
    description: 'Reserves for a regular open day without an event, within 60 days; WAITLISTED when full.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ReserveDayInput, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.reservations.reserveDay(ctx.viewer, args.input),
  }),
  updateReservation: t.field({
    type: ReservationRef,
    description: 'Changes the party and the hidden flag of an own reservation until the start.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateReservationInput, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.reservations.update(ctx.viewer, { ...args.input, id: String(args.input.id) }),
  }),
  cancelReservation: t.field({
    type: ReservationRef,
    description: 'Cancels an own reservation until the start; the wait list moves up.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.reservations.cancel(ctx.viewer, String(args.id)),
  }),
  setCheckedIn: t.field({
    type: DoorListEntry,
    description: 'Admins: checks a confirmed party in (or undoes it).',
    authScopes: { admin: true },
    args: { reservationId: t.arg.id({ required: true }), checkedIn: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.reservations.setCheckedIn(ctx.viewer, String(args.reservationId), args.checkedIn),
  }),
  setOpeningHours: t.field({
    type: [OpeningHours],
    description: 'Admins: replaces the regular week (weekdays left out are closed); the wait lists of raised capacities move up.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: [OpeningHoursInput], required: true }) },
    resolve: (_r, args, ctx) => ctx.services.reservations.setOpeningHours(args.input),
  }),
  setClosedDay: t.stringList({
    description: 'Admins: closes (or reopens) a date; answers the closed dates from today on.',
    authScopes: { admin: true },
    args: { date: t.arg.string({ required: true }), closed: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.reservations.setClosedDay(args.date, args.closed),
  }),
  setReservationSettings: t.field({
    type: ReservationSettings,
    description: 'Admins: the entry discount of verified and premium members (1000 to 1500 Rappen).',
    authScopes: { admin: true },
    args: { discountRappen: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.reservations.setSettings(args.discountRappen),
  }),
}));
