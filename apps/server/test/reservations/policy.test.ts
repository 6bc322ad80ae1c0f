import { describe, expect, it } from 'vitest';
import * as p from '../../src/modules/reservations/reservations.policy.js';
import type { EventRow } from '../../src/modules/events/events.table.js';
import { addDays, dayWindow, weekdayOf, zurichDate, zurichInstant } from '../../src/modules/reservations/reservations.time.js';

// Every reservation rule (issue 14, docs/decisions/0038) with its allowed and its denied case.

const HOUR = 3_600_000;
const now = new Date('2026-11-26T12:00:00Z');
const noPrices = { priceCoupleRappen: null, priceManRappen: null, priceWomanRappen: null };

describe('reservation policy', () => {
  it('members reserve; staff are not members', () => {
    expect(p.mayReserveAsMember({ admin: false })).toEqual({ allowed: true });
    expect(p.mayReserveAsMember({ admin: true })).toEqual({ allowed: false, code: 'STAFF_NOT_MEMBER' });
  });

  it('the door (list, CSV, check-in) is the staff’s; only a confirmed party is checked in', () => {
    expect(p.mayRunTheDoor({ admin: true })).toEqual({ allowed: true });
    expect(p.mayRunTheDoor({ admin: false })).toEqual({ allowed: false, code: 'NOT_ALLOWED' });
    expect(p.mayRunTheDoor(null)).toEqual({ allowed: false, code: 'NOT_ALLOWED' });
    expect(p.mayCheckIn({ status: 'CONFIRMED' })).toEqual({ allowed: true });
    for (const status of ['WAITLISTED', 'CANCELLED']) expect(p.mayCheckIn({ status })).toEqual({ allowed: false, code: 'NOT_ALLOWED' });
  });

  it('a party is 0..5 women and 0..5 men, at least one person', () => {
    for (const ok of [
      { femaleGuests: 1, maleGuests: 0 },
      { femaleGuests: 0, maleGuests: 1 },
      { femaleGuests: 5, maleGuests: 5 },
    ])
      expect(p.partyDecision(ok).allowed).toBe(true);
    for (const bad of [
      { femaleGuests: 0, maleGuests: 0 },
      { femaleGuests: 6, maleGuests: 0 },
      { femaleGuests: 0, maleGuests: 6 },
      { femaleGuests: -1, maleGuests: 2 },
      { femaleGuests: 1.5, maleGuests: 0 },
    ])
      expect(p.partyDecision(bad)).toEqual({ allowed: false, code: 'RESERVATION_GUESTS_INVALID' });
  });

  it('a couple-only evening needs a woman in the party', () => {
    expect(p.coupleOnlyDecision(true, { femaleGuests: 1, maleGuests: 1 }).allowed).toBe(true);
    expect(p.coupleOnlyDecision(false, { femaleGuests: 0, maleGuests: 2 }).allowed).toBe(true);
    expect(p.coupleOnlyDecision(true, { femaleGuests: 0, maleGuests: 2 })).toEqual({ allowed: false, code: 'RESERVATION_COUPLE_ONLY' });
  });

  it('counts guest types: couples first, then single women and men', () => {
    expect(p.guestTypesOf({ femaleGuests: 3, maleGuests: 1 })).toEqual({ couples: 1, singleMen: 0, singleWomen: 2 });
    expect(p.guestTypesOf({ femaleGuests: 0, maleGuests: 2 })).toEqual({ couples: 0, singleMen: 2, singleWomen: 0 });
  });

  it('each guest type in the party needs its price; no prices at all: no restriction', () => {
    const couplesNight = { priceCoupleRappen: 6000, priceManRappen: null, priceWomanRappen: 2000 };
    expect(p.guestTypesDecision(couplesNight, { femaleGuests: 1, maleGuests: 1 }).allowed).toBe(true);
    expect(p.guestTypesDecision(couplesNight, { femaleGuests: 2, maleGuests: 1 }).allowed).toBe(true);
    expect(p.guestTypesDecision(couplesNight, { femaleGuests: 0, maleGuests: 1 })).toEqual({ allowed: false, code: 'RESERVATION_GUEST_TYPE_NOT_OFFERED' });
    expect(p.guestTypesDecision(couplesNight, { femaleGuests: 1, maleGuests: 2 })).toEqual({ allowed: false, code: 'RESERVATION_GUEST_TYPE_NOT_OFFERED' });
    expect(p.guestTypesDecision({ priceCoupleRappen: null, priceManRappen: 8000, priceWomanRappen: 2000 }, { femaleGuests: 1, maleGuests: 1 }).allowed).toBe(false);
    expect(p.guestTypesDecision({ priceCoupleRappen: 6000, priceManRappen: 8000, priceWomanRappen: null }, { femaleGuests: 1, maleGuests: 0 }).allowed).toBe(false);
    expect(p.guestTypesDecision(noPrices, { femaleGuests: 0, maleGuests: 5 }).allowed).toBe(true);
  });

  it('an event is reservable when published and not started', () => {
    const published = new Date(now.getTime() - HOUR);
    expect(p.eventReservableDecision({ publishedAt: published, startsAt: new Date(now.getTime() + HOUR) }, now).allowed).toBe(true);
    expect(p.eventReservableDecision({ publishedAt: published, startsAt: now }, now)).toEqual({ allowed: false, code: 'RESERVATION_EVENT_PAST' });
    expect(p.eventReservableDecision({ publishedAt: null, startsAt: new Date(now.getTime() + HOUR) }, now)).toEqual({ allowed: false, code: 'NOT_FOUND' });
    expect(p.eventReservableDecision({ publishedAt: new Date(now.getTime() + HOUR), startsAt: new Date(now.getTime() + 2 * HOUR) }, now)).toEqual({ allowed: false, code: 'NOT_FOUND' });
    expect(p.eventReservableDecision(undefined, now)).toEqual({ allowed: false, code: 'NOT_FOUND' });
  });

  it('a party’s reservation for an event: the first refusal of reservable, couples only, guest types', () => {
    const event = {
      publishedAt: new Date(now.getTime() - HOUR),
      startsAt: new Date(now.getTime() + HOUR),
      coupleOnly: true,
      priceCoupleRappen: 6000,
      priceManRappen: null,
      priceWomanRappen: null,
    } as EventRow;
    expect(p.eventReservationDecision(event, { femaleGuests: 1, maleGuests: 1 }, now).allowed).toBe(true);
    expect(p.eventReservationDecision(event, { femaleGuests: 0, maleGuests: 1 }, now)).toEqual({ allowed: false, code: 'RESERVATION_COUPLE_ONLY' });
    expect(p.eventReservationDecision({ ...event, coupleOnly: false }, { femaleGuests: 0, maleGuests: 1 }, now)).toEqual({ allowed: false, code: 'RESERVATION_GUEST_TYPE_NOT_OFFERED' });
    expect(p.eventReservationDecision({ ...event, startsAt: now }, { femaleGuests: 0, maleGuests: 1 }, now)).toEqual({ allowed: false, code: 'RESERVATION_EVENT_PAST' });
    expect(p.eventReservationDecision(undefined, { femaleGuests: 1, maleGuests: 1 }, now)).toEqual({ allowed: false, code: 'NOT_FOUND' });
  });

  it('a regular day is reservable within the window, open, not closed, without an event, not started', () => {
    const base: p.DayFacts = {
      date: '2026-12-03',
      today: '2026-11-26',
      lastDate: '2027-01-24',
      openWeekday: true,
      closedDate: false,
      hasEvent: false,
      opensAt: new Date('2026-12-03T13:00:00Z'),
      now,
    };
    expect(p.dayReservableDecision(base).allowed).toBe(true);
    expect(p.dayReservableDecision({ ...base, date: '2026-11-25' })).toEqual({ allowed: false, code: 'RESERVATION_EVENT_PAST' });
    expect(p.dayReservableDecision({ ...base, date: '2026-11-26', opensAt: new Date('2026-11-26T11:00:00Z') })).toEqual({ allowed: false, code: 'RESERVATION_EVENT_PAST' });
    expect(p.dayReservableDecision({ ...base, date: '2027-01-25' })).toEqual({ allowed: false, code: 'RESERVATION_DATE_OUT_OF_RANGE' });
    expect(p.dayReservableDecision({ ...base, openWeekday: false, opensAt: null })).toEqual({ allowed: false, code: 'RESERVATION_CLOSED_DAY' });
    expect(p.dayReservableDecision({ ...base, closedDate: true })).toEqual({ allowed: false, code: 'RESERVATION_CLOSED_DAY' });
    expect(p.dayReservableDecision({ ...base, hasEvent: true })).toEqual({ allowed: false, code: 'RESERVATION_DAY_HAS_EVENT' });
  });

  it('the owner edits and cancels an active reservation until the start', () => {
    const r = { userId: 'a', status: 'CONFIRMED' };
    const later = new Date(now.getTime() + HOUR);
    expect(p.mayChangeDecision(r, 'a', later, now).allowed).toBe(true);
    expect(p.mayChangeDecision({ ...r, status: 'WAITLISTED' }, 'a', later, now).allowed).toBe(true);
    expect(p.mayChangeDecision(r, 'b', later, now)).toEqual({ allowed: false, code: 'NOT_FOUND' });
    expect(p.mayChangeDecision({ ...r, status: 'CANCELLED' }, 'a', later, now)).toEqual({ allowed: false, code: 'NOT_FOUND' });
    expect(p.mayChangeDecision(r, 'a', now, now)).toEqual({ allowed: false, code: 'RESERVATION_EVENT_PAST' });
  });

  it('verified or premium members have priority', () => {
    expect(p.hasPriority({ isVerified: true, isPremium: false })).toBe(true);
    expect(p.hasPriority({ isVerified: false, isPremium: true })).toBe(true);
    expect(p.hasPriority({ isVerified: false, isPremium: false })).toBe(false);
  });

  it('perks: the discount for verified or premium owners, the free drink when reserved 24 h ahead', () => {
    const startsAt = new Date(now.getTime() + 24 * HOUR);
    expect(p.perksOf({ isVerified: true, isPremium: false }, { createdAt: now }, startsAt, 1200)).toEqual({ discountRappen: 1200, freeDrink: true });
    expect(p.perksOf({ isVerified: false, isPremium: true }, { createdAt: new Date(now.getTime() + 1) }, startsAt, 1000)).toEqual({ discountRappen: 1000, freeDrink: false });
    expect(p.perksOf({ isVerified: false, isPremium: false }, { createdAt: now }, startsAt, 1000)).toEqual({ discountRappen: null, freeDrink: false });
  });

  it('a party fits while the confirmed people stay within the capacity; null is unlimited', () => {
    expect(p.fits(10, 8, 2)).toBe(true);
    expect(p.fits(10, 9, 2)).toBe(false);
    expect(p.fits(null, 1_000, 10)).toBe(true);
  });

  describe('guest list', () => {
    const base: p.GuestListFacts = {
      viewerId: 'v',
      ownerId: 'o',
      ownerIsStaff: false,
      ownerShown: true,
      status: 'CONFIRMED',
      hidden: false,
      visibleTo: 'EVERYONE',
      friends: false,
      blockedEitherWay: false,
    };
    it('names a confirmed reservation visible to everyone', () => expect(p.namedOnGuestList(base)).toBe(true));
    it('names a friends-only reservation to a friend, not to a stranger', () => {
      expect(p.namedOnGuestList({ ...base, visibleTo: 'FRIENDS', friends: true })).toBe(true);
      expect(p.namedOnGuestList({ ...base, visibleTo: 'FRIENDS' })).toBe(false);
    });
    it('never names across a block, a hidden one, a waitlisted one, staff or absent members', () => {
      expect(p.namedOnGuestList({ ...base, blockedEitherWay: true })).toBe(false);
      expect(p.namedOnGuestList({ ...base, hidden: true })).toBe(false);
      expect(p.namedOnGuestList({ ...base, status: 'WAITLISTED' })).toBe(false);
      expect(p.namedOnGuestList({ ...base, ownerIsStaff: true })).toBe(false);
      expect(p.namedOnGuestList({ ...base, ownerShown: false })).toBe(false);
    });
    it('always names the viewer’s own confirmed reservation, hidden too', () => {
      expect(p.namedOnGuestList({ ...base, ownerId: 'v', hidden: true, visibleTo: 'FRIENDS' })).toBe(true);
    });
  });

  it('friends hear of a confirmed, not hidden reservation, unless blocked', () => {
    const friend = { blockedEitherWay: false, shown: true, isStaff: false };
    expect(p.friendHearsOf({ status: 'CONFIRMED', hidden: false }, friend)).toBe(true);
    expect(p.friendHearsOf({ status: 'CONFIRMED', hidden: true }, friend)).toBe(false);
    expect(p.friendHearsOf({ status: 'WAITLISTED', hidden: false }, friend)).toBe(false);
    expect(p.friendHearsOf({ status: 'CONFIRMED', hidden: false }, { ...friend, blockedEitherWay: true })).toBe(false);
  });
});

describe('Zurich dates and times', () => {
  it('reads the Zurich date and weekday', () => {
    expect(zurichDate(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(weekdayOf('2026-11-30')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  it('turns wall-clock times into instants in winter and summer time', () => {
    expect(zurichInstant('2026-11-26', '14:00').toISOString()).toBe('2026-11-26T13:00:00.000Z');
    expect(zurichInstant('2026-07-01', '14:00').toISOString()).toBe('2026-07-01T12:00:00.000Z');
  });
  it('a day closing after midnight closes the next day', () => {
    const w = dayWindow('2026-11-27', '14:00', '02:00');
    expect(w.closesAt.toISOString()).toBe('2026-11-28T01:00:00.000Z');
    expect(dayWindow('2026-11-26', '14:00', '00:00').closesAt.toISOString()).toBe('2026-11-26T23:00:00.000Z');
  });
});
