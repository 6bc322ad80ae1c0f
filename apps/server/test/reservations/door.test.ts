import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { addDays, zurichInstant } from '../../src/modules/reservations/reservations.time.js';
import {
  CHECK_IN,
  CLOSED_DAYS,
  DAY,
  DOOR_LIST,
  HOUR,
  HOURS,
  OPENING_DAYS,
  SETTINGS,
  SET_CLOSED,
  SET_HOURS,
  SET_SETTINGS,
  errorOf,
  member,
  nextWeekday,
  party,
  publishedEvent,
  reserve,
  reserveDay,
  staff,
  type TestMember,
} from './support.js';

// Staff at the door (issue 14): the door list with totals, perks and the wait list, the check-in,
// the CSV download; the regular week, closed days and the discount; the member's .ics.

describe('the door and the staff settings', () => {
  let t: TestApp;
  let admin: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await staff(t);
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, ...(token ? { cookies: { session: token } } : {}) });

  it('lists the confirmed parties with totals and perks, the wait list in order; checks in and out', async () => {
    const event = await publishedEvent(t, { capacity: 4, titleDe: 'Pärli-Abend', startsAt: new Date(t.deps.now().getTime() + 3 * DAY) });
    const couple = await member(t, { sex: 'MF', verified: true });
    const single = await member(t, { sex: 'M' });
    const late = await member(t, { sex: 'F' });
    const rc = await reserve(t, couple, event, party(1, 1));
    await reserve(t, single, event, party(0, 2));
    await reserve(t, late, event, party(1, 0));
    const res = await t.gql(DOOR_LIST, { eventId: event.id }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    const list = res.data!.doorList;
    expect(list).toMatchObject({ title: 'Pärli-Abend', capacity: 4, expectedPeople: 4, checkedInPeople: 0 });
    const coupleEntry = list.entries.find((e: { user: { username: string } }) => e.user.username === couple.username);
    expect(coupleEntry).toMatchObject({ verified: true, reservation: { perks: { discountRappen: 1000, freeDrink: true }, checkedIn: false } });
    expect(list.waitlist).toEqual([{ reservation: expect.objectContaining({ status: 'WAITLISTED', waitlistPosition: 1 }), user: { username: late.username }, verified: false }]);

    const checked = await t.gql(CHECK_IN, { id: rc.id, on: true }, { token: admin.token });
    expect(checked.data!.setCheckedIn).toMatchObject({ reservation: { checkedIn: true }, user: { username: couple.username }, verified: true });
    expect((await t.gql(DOOR_LIST, { eventId: event.id }, { token: admin.token })).data!.doorList.checkedInPeople).toBe(2);
    await t.gql(CHECK_IN, { id: rc.id, on: false }, { token: admin.token });
    expect((await t.gql(DOOR_LIST, { eventId: event.id }, { token: admin.token })).data!.doorList.checkedInPeople).toBe(0);
    // A waitlisted party is not checked in; members cannot check in.
    const waiting = list.waitlist[0].reservation.id;
    expect(errorOf(await t.gql(CHECK_IN, { id: waiting, on: true }, { token: admin.token }))?.code).toBe('NOT_ALLOWED');
    expect(errorOf(await t.gql(CHECK_IN, { id: rc.id, on: true }, { token: couple.token }))?.code).toBe('NOT_ALLOWED');

    // Exactly one of event and date.
    expect(errorOf(await t.gql(DOOR_LIST, {}, { token: admin.token }))?.code).toBe('BAD_INPUT');

    const csv = await get(`/api/admin/door-list.csv?event=${event.id}`, admin.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('username,status,waitlist_position,female_guests,male_guests,people,verified,discount_chf,free_drink,checked_in');
    expect(lines).toContain(`${couple.username},CONFIRMED,,1,1,2,yes,10.00,yes,no`);
    expect(lines).toContain(`${late.username},WAITLISTED,1,1,0,1,no,,no,no`);
    expect((await get(`/api/admin/door-list.csv?event=${event.id}`, couple.token)).statusCode).toBe(403);
  });

  it('a regular day’s door list', async () => {
    const thursday = nextWeekday(t, 4, 22);
    const m = await member(t);
    await reserveDay(t, m, thursday, party(0, 3));
    const list = (await t.gql(DOOR_LIST, { date: thursday }, { token: admin.token })).data!.doorList;
    expect(list).toMatchObject({ title: thursday, date: thursday, expectedPeople: 3 });
    expect((await get(`/api/admin/door-list.csv?date=${thursday}`, admin.token)).body).toContain(`${m.username},CONFIRMED`);
  });

  it('the member’s reservation as .ics; nobody else’s', async () => {
    const m = await member(t, { language: 'en' });
    const event = await publishedEvent(t, { titleEn: 'Summer night' });
    const r = await reserve(t, m, event, party(0, 2));
    const ics = await get(`/api/reservations/${r.id}.ics`, m.token);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('SUMMARY:Summer night');
    expect(ics.body).toContain('Party: 0 women\\, 2 men (2 in total)');
    const other = await member(t);
    expect((await get(`/api/reservations/${r.id}.ics`, other.token)).statusCode).toBe(404);
    expect((await get(`/api/reservations/${r.id}.ics`)).statusCode).toBe(401);
    expect((await get(`/api/reservations/${r.id}.txt`, m.token)).statusCode).toBe(404);
  });

  it('staff keep the week, closed days and the discount; members see the open days', async () => {
    const before = (await t.gql(HOURS, {}, { token: admin.token })).data!.openingHours;
    expect(before.map((h: { weekday: number }) => h.weekday)).toEqual([3, 4, 5, 6, 7]);
    expect(before[0]).toEqual({ weekday: 3, opensAt: '14:00', closesAt: '00:00', coupleOnly: true, capacity: null });

    const bad = await t.gql(SET_HOURS, { input: [{ weekday: 8, opensAt: '14:00', closesAt: '22:00', coupleOnly: false, capacity: null }] }, { token: admin.token });
    expect(errorOf(bad)?.code).toBe('OPENING_HOURS_INVALID');
    const badTime = await t.gql(SET_HOURS, { input: [{ weekday: 1, opensAt: '25:00', closesAt: '22:00', coupleOnly: false, capacity: null }] }, { token: admin.token });
    expect(errorOf(badTime)?.code).toBe('OPENING_HOURS_INVALID');
    const twice = await t.gql(SET_HOURS, { input: [1, 1].map((weekday) => ({ weekday, opensAt: '14:00', closesAt: '22:00', coupleOnly: false, capacity: null })) }, { token: admin.token });
    expect(errorOf(twice)?.code).toBe('OPENING_HOURS_INVALID');
    expect((await t.gql(HOURS, {}, { token: admin.token })).data!.openingHours).toEqual(before);

    const days = (await t.gql(OPENING_DAYS, { days: 14 }, { token: (await member(t)).token })).data!.openingDays;
    expect(days.length).toBeGreaterThanOrEqual(9);
    for (const d of days) expect([1, 2]).not.toContain(new Date(`${d.date}T00:00:00Z`).getUTCDay() || 7);
    const friday = days.find((d: { date: string }) => new Date(`${d.date}T00:00:00Z`).getUTCDay() === 5);
    expect(new Date(friday.closesAt).getTime() - new Date(friday.opensAt).getTime()).toBe(12 * HOUR);

    const closed = nextWeekday(t, 6, 8);
    expect((await t.gql(SET_CLOSED, { date: closed, closed: true }, { token: admin.token })).data!.setClosedDay).toContain(closed);
    expect((await t.gql(CLOSED_DAYS, {}, { token: admin.token })).data!.closedDays).toContain(closed);
    const after = (await t.gql(OPENING_DAYS, { days: 20 }, { token: admin.token })).data!.openingDays;
    expect(after.map((d: { date: string }) => d.date)).not.toContain(closed);
    expect(errorOf(await t.gql(SET_CLOSED, { date: '2026-13-01', closed: true }, { token: admin.token }))?.code).toBe('DATE_INVALID');
    await t.gql(SET_CLOSED, { date: closed, closed: false }, { token: admin.token });
    expect(errorOf(await t.gql(OPENING_DAYS, { days: 0 }, { token: admin.token }))?.code).toBe('BAD_INPUT');

    expect((await t.gql(SETTINGS, {}, { token: admin.token })).data!.reservationSettings.discountRappen).toBe(1000);
    expect(errorOf(await t.gql(SET_SETTINGS, { d: 999 }, { token: admin.token }))?.code).toBe('RESERVATION_DISCOUNT_INVALID');
    expect(errorOf(await t.gql(SET_SETTINGS, { d: 1600 }, { token: admin.token }))?.code).toBe('RESERVATION_DISCOUNT_INVALID');
    expect((await t.gql(SET_SETTINGS, { d: 1500 }, { token: admin.token })).data!.setReservationSettings.discountRappen).toBe(1500);
    // Perks are live: the verified member's discount follows the setting.
    const v = await member(t, { verified: true });
    expect((await reserve(t, v, await publishedEvent(t), party(1, 0))).perks.discountRappen).toBe(1500);
    await t.gql(SET_SETTINGS, { d: 1000 }, { token: admin.token });
  });

  it('no free drink when reserved less than 24 h ahead', async () => {
    const v = await member(t, { premium: true });
    const soon = await publishedEvent(t, { startsAt: new Date(t.deps.now().getTime() + 5 * HOUR) });
    expect((await reserve(t, v, soon, party(0, 1))).perks).toEqual({ discountRappen: 1000, freeDrink: false });
  });
});

describe('the night after midnight', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('at 01:00 on Saturday, Friday’s night (open until 04:00) is still the first open day, with its door list', async () => {
    t = await createTestApp();
    const admin = await staff(t);
    const friday = nextWeekday(t, 5, 2);
    const hours = await t.gql(SET_HOURS, { input: [{ weekday: 5, opensAt: '20:00', closesAt: '04:00', coupleOnly: false, capacity: null }] }, { token: admin.token });
    expect(hours.errors).toBeUndefined();
    const m = await member(t);
    await reserveDay(t, m, friday, party(0, 2));

    t.advance(zurichInstant(addDays(friday, 1), '01:00').getTime() - t.deps.now().getTime());
    const days = (await t.gql(OPENING_DAYS, { days: 3 }, { token: admin.token })).data!.openingDays;
    expect(days[0]).toMatchObject({ date: friday, closesAt: zurichInstant(addDays(friday, 1), '04:00').toISOString() });
    expect((await t.gql(DOOR_LIST, { date: friday }, { token: admin.token })).data!.doorList).toMatchObject({ date: friday, expectedPeople: 2 });

    // Once it has closed, the night is gone from the open days.
    t.advance(4 * HOUR);
    const later = (await t.gql(OPENING_DAYS, { days: 3 }, { token: admin.token })).data!.openingDays;
    expect(later.map((d: { date: string }) => d.date)).not.toContain(friday);
  });
});
