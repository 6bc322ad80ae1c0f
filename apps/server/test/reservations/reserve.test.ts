import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import {
  CANCEL,
  DAY,
  FORGED_ID,
  HOUR,
  MINE,
  ONE,
  RESERVE_DAY,
  RESERVE_EVENT,
  SET_CLOSED,
  UPDATE,
  errorOf,
  member,
  nextWeekday,
  party,
  publishedEvent,
  reservationRows,
  reserve,
  reserveDay,
  staff,
  zurichDay,
  type TestMember,
} from './support.js';

// Members reserve for events and regular days (issue 14): the rules, and bad input that changes nothing.

describe('reserving', () => {
  let t: TestApp;
  let admin: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await staff(t);
  });
  afterAll(() => t.close());

  /** Calls a mutation that must fail with `code` and leave every reservation as it was. */
  async function refused(m: TestMember, query: string, vars: Record<string, unknown>, code: string) {
    const before = JSON.stringify(await reservationRows(t));
    const res = await t.gql(query, vars, { token: m.token });
    expect(errorOf(res)?.code, JSON.stringify(res.errors)).toBe(code);
    expect(JSON.stringify(await reservationRows(t))).toBe(before);
  }

  it('reserves an event, lists it, edits and cancels it until the start', async () => {
    const anna = await member(t, { sex: 'MF' });
    const event = await publishedEvent(t);
    const r = await reserve(t, anna, event, party(1, 1, true));
    expect(r).toMatchObject({ kind: 'EVENT', status: 'CONFIRMED', femaleGuests: 1, maleGuests: 1, hidden: true, waitlistPosition: null, checkedIn: false, viewerCan: { edit: true, cancel: true }, event: { id: event.id } });
    expect(r.startsAt).toBe(event.startsAt.toISOString());
    expect((await t.gql(MINE, {}, { token: anna.token })).data!.reservations.map((x: { id: string }) => x.id)).toEqual([r.id]);
    expect((await t.gql(MINE, { past: true }, { token: anna.token })).data!.reservations).toEqual([]);

    const edited = await t.gql(UPDATE, { input: { id: r.id, ...party(2, 1, false) } }, { token: anna.token });
    expect(edited.data!.updateReservation).toMatchObject({ femaleGuests: 2, maleGuests: 1, hidden: false, status: 'CONFIRMED' });
    const cancelled = await t.gql(CANCEL, { id: r.id }, { token: anna.token });
    expect(cancelled.data!.cancelReservation.status).toBe('CANCELLED');
    expect((await t.gql(MINE, {}, { token: anna.token })).data!.reservations).toEqual([]);
    // Cancelled, the member may reserve again.
    expect((await reserve(t, anna, event)).status).toBe('CONFIRMED');
  });

  it('one active reservation per member and event', async () => {
    const ben = await member(t);
    const event = await publishedEvent(t);
    await reserve(t, ben, event);
    await refused(ben, RESERVE_EVENT, { input: { eventId: event.id, ...party(0, 1) } }, 'RESERVATION_EXISTS');
  });

  it('refuses bad parties with a translated code and writes nothing', async () => {
    const ben = await member(t);
    const event = await publishedEvent(t);
    for (const p of [party(6, 0), party(0, 6), party(-1, 1), party(0, 0)]) {
      await refused(ben, RESERVE_EVENT, { input: { eventId: event.id, ...p } }, 'RESERVATION_GUESTS_INVALID');
    }
    // Wrong types never reach the service.
    const wrong = await t.gql(RESERVE_EVENT, { input: { eventId: event.id, femaleGuests: '1', maleGuests: 1, hidden: false } }, { token: ben.token });
    expect(wrong.errors).toBeDefined();
    const fraction = await t.gql(RESERVE_EVENT, { input: { eventId: event.id, femaleGuests: 1.5, maleGuests: 1, hidden: false } }, { token: ben.token });
    expect(fraction.errors).toBeDefined();
    expect(await reservationRows(t)).not.toContainEqual(expect.objectContaining({ userId: ben.id }));
  });

  it('a couple-only event needs a woman; the event’s guest types are respected', async () => {
    const single = await member(t, { sex: 'M' });
    const couple = await member(t, { sex: 'MF' });
    const couplesNight = await publishedEvent(t, { coupleOnly: true, priceCoupleRappen: 6000, priceWomanRappen: 2000, priceManRappen: null });
    await refused(single, RESERVE_EVENT, { input: { eventId: couplesNight.id, ...party(0, 1) } }, 'RESERVATION_COUPLE_ONLY');
    await refused(couple, RESERVE_EVENT, { input: { eventId: couplesNight.id, ...party(1, 2) } }, 'RESERVATION_GUEST_TYPE_NOT_OFFERED');
    expect((await reserve(t, couple, couplesNight, party(1, 1))).status).toBe('CONFIRMED');
    // Editing is held to the same rules.
    const [mine] = (await t.gql(MINE, {}, { token: couple.token })).data!.reservations;
    await refused(couple, UPDATE, { input: { id: mine.id, ...party(0, 2) } }, 'RESERVATION_COUPLE_ONLY');
  });

  it('past, unpublished, unknown and someone else’s: refused, nothing written', async () => {
    const ben = await member(t);
    const anna = await member(t, { sex: 'F' });
    const past = await publishedEvent(t, { startsAt: new Date(Date.now() - HOUR) });
    await refused(ben, RESERVE_EVENT, { input: { eventId: past.id, ...party(0, 1) } }, 'RESERVATION_EVENT_PAST');
    const draft = await publishedEvent(t, { publishedAt: null });
    await refused(ben, RESERVE_EVENT, { input: { eventId: draft.id, ...party(0, 1) } }, 'NOT_FOUND');
    const scheduled = await publishedEvent(t, { publishedAt: new Date(Date.now() + DAY) });
    await refused(ben, RESERVE_EVENT, { input: { eventId: scheduled.id, ...party(0, 1) } }, 'NOT_FOUND');
    await refused(ben, RESERVE_EVENT, { input: { eventId: FORGED_ID, ...party(0, 1) } }, 'NOT_FOUND');
    await refused(ben, RESERVE_EVENT, { input: { eventId: 'not-a-uuid', ...party(0, 1) } }, 'NOT_FOUND');

    const annas = await reserve(t, anna, await publishedEvent(t), party(1, 0));
    await refused(ben, UPDATE, { input: { id: annas.id, ...party(0, 1) } }, 'NOT_FOUND');
    await refused(ben, CANCEL, { id: annas.id }, 'NOT_FOUND');
    expect(errorOf(await t.gql(ONE, { id: annas.id }, { token: ben.token }))?.code).toBe('NOT_FOUND');
    expect((await t.gql(ONE, { id: annas.id }, { token: anna.token })).data!.reservation.id).toBe(annas.id);
  });

  it('no edit nor cancel once the event started', async () => {
    const ben = await member(t);
    const soon = await publishedEvent(t, { startsAt: new Date(t.deps.now().getTime() + HOUR) });
    const r = await reserve(t, ben, soon);
    t.advance(2 * HOUR);
    try {
      expect((await t.gql(ONE, { id: r.id }, { token: ben.token })).data!.reservation.viewerCan).toEqual({ edit: false, cancel: false });
      await refused(ben, UPDATE, { input: { id: r.id, ...party(0, 2) } }, 'RESERVATION_EVENT_PAST');
      await refused(ben, CANCEL, { id: r.id }, 'RESERVATION_EVENT_PAST');
    } finally {
      t.advance(-2 * HOUR);
    }
  });

  it('staff cannot reserve', async () => {
    const event = await publishedEvent(t);
    await refused(admin, RESERVE_EVENT, { input: { eventId: event.id, ...party(1, 0) } }, 'STAFF_NOT_MEMBER');
  });

  describe('regular days', () => {
    it('reserves an open day (Thursday) with its opening times', async () => {
      const ben = await member(t);
      const thursday = nextWeekday(t, 4, 22);
      const r = await reserveDay(t, ben, thursday, party(0, 2));
      expect(r).toMatchObject({ kind: 'DAILY', status: 'CONFIRMED', date: thursday, event: null });
      expect(new Date(r.endsAt).getTime() - new Date(r.startsAt).getTime()).toBe(10 * HOUR);
      await refused(ben, RESERVE_DAY, { input: { date: thursday, ...party(0, 1) } }, 'RESERVATION_EXISTS');
    });

    it('refuses closed weekdays, closed dates, days with an event, past and far days, bad dates', async () => {
      const ben = await member(t);
      await refused(ben, RESERVE_DAY, { input: { date: nextWeekday(t, 1, 1), ...party(0, 1) } }, 'RESERVATION_CLOSED_DAY');
      const friday = nextWeekday(t, 5, 8);
      expect((await t.gql(SET_CLOSED, { date: friday, closed: true }, { token: admin.token })).data!.setClosedDay).toContain(friday);
      await refused(ben, RESERVE_DAY, { input: { date: friday, ...party(0, 1) } }, 'RESERVATION_CLOSED_DAY');
      await t.gql(SET_CLOSED, { date: friday, closed: false }, { token: admin.token });

      const sunday = nextWeekday(t, 7, 15);
      const [y, m, d] = sunday.split('-').map(Number) as [number, number, number];
      await publishedEvent(t, { startsAt: new Date(Date.UTC(y, m - 1, d, 18)) });
      await refused(ben, RESERVE_DAY, { input: { date: sunday, ...party(0, 1) } }, 'RESERVATION_DAY_HAS_EVENT');

      await refused(ben, RESERVE_DAY, { input: { date: zurichDay(t, -1), ...party(0, 1) } }, 'RESERVATION_EVENT_PAST');
      await refused(ben, RESERVE_DAY, { input: { date: zurichDay(t, 61), ...party(0, 1) } }, 'RESERVATION_DATE_OUT_OF_RANGE');
      await refused(ben, RESERVE_DAY, { input: { date: '2026-02-30', ...party(0, 1) } }, 'DATE_INVALID');
      await refused(ben, RESERVE_DAY, { input: { date: 'morgen', ...party(0, 1) } }, 'DATE_INVALID');
    });

    it('the couple-only Wednesday needs a woman', async () => {
      const single = await member(t, { sex: 'M' });
      const wednesday = nextWeekday(t, 3, 29);
      await refused(single, RESERVE_DAY, { input: { date: wednesday, ...party(0, 1) } }, 'RESERVATION_COUPLE_ONLY');
      expect((await reserveDay(t, single, wednesday, party(1, 1))).status).toBe('CONFIRMED');
    });
  });
});
