import { RESERVATION_LIMITS } from '@venue/shared';
import { ALLOWED as allow, deny, type Decision } from '../../shared/decision.js';
import type { UserRow } from '../accounts/accounts.table.js';
import type { EventRow } from '../events/events.table.js';

// Who may reserve what, and who sees whom on a guest list (issue 14, docs/decisions/0038). Pure
// functions, each with its allowed and denied test (test/reservations/policy.test.ts); the service
// asks them, the SQL of the repository applies the guest-list rule to lists.

export type { Decision };

export interface Party {
  femaleGuests: number;
  maleGuests: number;
}

export const peopleOf = (p: Party) => p.femaleGuests + p.maleGuests;

/** Staff are not members: they do not reserve (decision 0031). */
export function mayReserveAsMember(viewer: Pick<UserRow, 'admin'>): Decision {
  return viewer.admin ? deny('STAFF_NOT_MEMBER') : allow;
}

/** The door list, its CSV and the check-in are the staff's (decision 0038). */
export function mayRunTheDoor(viewer: Pick<UserRow, 'admin'> | null): Decision {
  return viewer?.admin ? allow : deny('NOT_ALLOWED');
}

/** Only a confirmed party is checked in; a waiting one has no place yet. */
export function mayCheckIn(r: { status: string }): Decision {
  return r.status === 'CONFIRMED' ? allow : deny('NOT_ALLOWED');
}

/** 0..5 women and 0..5 men, at least one person (spec §5, §9). */
export function partyDecision(p: Party): Decision {
  const ok = (n: number) => Number.isInteger(n) && n >= 0 && n <= RESERVATION_LIMITS.guestsMax;
  return ok(p.femaleGuests) && ok(p.maleGuests) && peopleOf(p) >= 1 ? allow : deny('RESERVATION_GUESTS_INVALID');
}

/** A couple-only event or day needs at least one woman in the party (spec §5). */
export function coupleOnlyDecision(coupleOnly: boolean, p: Party): Decision {
  return coupleOnly && p.femaleGuests < 1 ? deny('RESERVATION_COUPLE_ONLY') : allow;
}

/** The party as guest types: couples = min(F, M), the rest single women or single men. */
export function guestTypesOf(p: Party): { couples: number; singleMen: number; singleWomen: number } {
  const couples = Math.min(p.femaleGuests, p.maleGuests);
  return { couples, singleMen: p.maleGuests - couples, singleWomen: p.femaleGuests - couples };
}

/** Each guest type in the party needs the event's price for it; all prices null: no restriction. */
export function guestTypesDecision(event: Pick<EventRow, 'priceCoupleRappen' | 'priceManRappen' | 'priceWomanRappen'>, p: Party): Decision {
  if (event.priceCoupleRappen === null && event.priceManRappen === null && event.priceWomanRappen === null) return allow;
  const t = guestTypesOf(p);
  if (t.couples > 0 && event.priceCoupleRappen === null) return deny('RESERVATION_GUEST_TYPE_NOT_OFFERED');
  if (t.singleMen > 0 && event.priceManRappen === null) return deny('RESERVATION_GUEST_TYPE_NOT_OFFERED');
  if (t.singleWomen > 0 && event.priceWomanRappen === null) return deny('RESERVATION_GUEST_TYPE_NOT_OFFERED');
  return allow;
}

/** An event is reservable when published and not started; unknown and unpublished ones are NOT_FOUND. */
export function eventReservableDecision(event: Pick<EventRow, 'publishedAt' | 'startsAt'> | undefined, now: Date): Decision {
  if (!event || !event.publishedAt || event.publishedAt.getTime() > now.getTime()) return deny('NOT_FOUND');
  return event.startsAt.getTime() <= now.getTime() ? deny('RESERVATION_EVENT_PAST') : allow;
}

/** A party's reservation for the event: reservable now, couples only, the guest types it offers (the first refusal). */
export function eventReservationDecision(event: EventRow | undefined, p: Party, now: Date): Decision {
  const reservable = eventReservableDecision(event, now);
  if (!reservable.allowed || !event) return reservable;
  const couples = coupleOnlyDecision(event.coupleOnly, p);
  return couples.allowed ? guestTypesDecision(event, p) : couples;
}

export interface DayFacts {
  date: string;
  today: string;
  /** Last date of the window (today + 59 days). */
  lastDate: string;
  /** The regular week has the weekday open. */
  openWeekday: boolean;
  closedDate: boolean;
  hasEvent: boolean;
  /** Opening instant of that day (null when closed). */
  opensAt: Date | null;
  now: Date;
}

/** A regular day is reservable: within the window, open, not a closed date, no event, not started. */
export function dayReservableDecision(d: DayFacts): Decision {
  if (d.date < d.today || (d.opensAt && d.opensAt.getTime() <= d.now.getTime())) return deny('RESERVATION_EVENT_PAST');
  if (d.date > d.lastDate) return deny('RESERVATION_DATE_OUT_OF_RANGE');
  if (!d.openWeekday || d.closedDate) return deny('RESERVATION_CLOSED_DAY');
  if (d.hasEvent) return deny('RESERVATION_DAY_HAS_EVENT');
  return allow;
}

/** The owner may edit or cancel an active reservation until the start. */
export function mayChangeDecision(r: { userId: string; status: string }, viewerId: string, startsAt: Date, now: Date): Decision {
  if (r.userId !== viewerId) return deny('NOT_FOUND');
  if (r.status === 'CANCELLED') return deny('NOT_FOUND');
  return startsAt.getTime() <= now.getTime() ? deny('RESERVATION_EVENT_PAST') : allow;
}

/** Verified or premium members go ahead on the wait list (spec §6 "reservations with priority"). */
export function hasPriority(u: Pick<UserRow, 'isVerified' | 'isPremium'>): boolean {
  return u.isVerified || u.isPremium;
}

/** Perks (spec §6, §9), live: the discount for verified or premium owners, a free drink when also reserved 24 h ahead. */
export function perksOf(
  owner: Pick<UserRow, 'isVerified' | 'isPremium'>,
  r: { createdAt: Date },
  startsAt: Date,
  discountRappen: number,
): { discountRappen: number | null; freeDrink: boolean } {
  if (!hasPriority(owner)) return { discountRappen: null, freeDrink: false };
  const ahead = startsAt.getTime() - r.createdAt.getTime() >= RESERVATION_LIMITS.freeDrinkHours * 3_600_000;
  return { discountRappen, freeDrink: ahead };
}

/** Whether the party fits: capacity null is unlimited. */
export function fits(capacity: number | null, takenPeople: number, people: number): boolean {
  return capacity === null || takenPeople + people <= capacity;
}

export interface GuestListFacts {
  viewerId: string;
  ownerId: string;
  ownerIsStaff: boolean;
  ownerShown: boolean;
  status: string;
  hidden: boolean;
  visibleTo: 'EVERYONE' | 'FRIENDS';
  friends: boolean;
  blockedEitherWay: boolean;
}

/**
 * Named on the guest list: the viewer's own confirmed reservation always; others when confirmed, not
 * hidden, allowed by the owner's setting (everyone, or friends and the viewer is one), with no block
 * either way; staff never. Everyone else is counted, not named. SQL twin: namedOnGuestListSql.
 */
export function namedOnGuestList(f: GuestListFacts): boolean {
  if (f.status !== 'CONFIRMED' || f.ownerIsStaff || !f.ownerShown) return false;
  if (f.ownerId === f.viewerId) return true;
  if (f.hidden || f.blockedEitherWay) return false;
  return f.visibleTo === 'EVERYONE' || f.friends;
}

/** Friends who hear of a new reservation: it is confirmed and not hidden, the friend may see it, no block. */
export function friendHearsOf(r: { status: string; hidden: boolean }, friend: { blockedEitherWay: boolean; shown: boolean; isStaff: boolean }): boolean {
  return r.status === 'CONFIRMED' && !r.hidden && !friend.blockedEitherWay && friend.shown && !friend.isStaff;
}
