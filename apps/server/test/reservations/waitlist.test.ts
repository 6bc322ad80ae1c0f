import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { reservations } from '../../src/modules/reservations/reservations.table.js';
import { UPDATE_EVENT, eventInput } from '../news/content-support.js';
import {
  CANCEL,
  DAY,
  ONE,
  SET_HOURS,
  UPDATE,
  member,
  nextWeekday,
  notificationsOf,
  party,
  publishedEvent,
  reserve,
  reserveDay,
  staff,
  type TestMember,
} from './support.js';

// Capacity and the wait list (issue 14, decision 0038): never overbooked; verified and premium
// members go ahead on the wait list; places that free up go to the wait list in order, with a
// notification to each promoted member.

describe('capacity and wait list', () => {
  let t: TestApp;
  let admin: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await staff(t);
  });
  afterAll(() => t.close());

  const position = async (m: TestMember, id: string) => (await t.gql(ONE, { id }, { token: m.token })).data!.reservation;
  const promotedOf = async (m: TestMember) => (await notificationsOf(t, m)).filter((n) => n.kind === 'RESERVATION_PROMOTED');

  it('waits when full; priority first, then time; members see their place; a cancel promotes in order', async () => {
    const event = await publishedEvent(t, { capacity: 3 });
    const first = await member(t);
    expect((await reserve(t, first, event, party(1, 2))).status).toBe('CONFIRMED');
    const plain = await member(t);
    const early = await reserve(t, plain, event, party(0, 1));
    t.advance(1000);
    const verified = await member(t, { verified: true });
    const late = await reserve(t, verified, event, party(1, 0));
    t.advance(1000);
    const premium = await member(t, { premium: true });
    const latest = await reserve(t, premium, event, party(1, 0));
    expect([early.status, late.status, latest.status]).toEqual(['WAITLISTED', 'WAITLISTED', 'WAITLISTED']);
    // Verified and premium first, by time of reservation; then the others.
    expect((await position(verified, late.id)).waitlistPosition).toBe(1);
    expect((await position(premium, latest.id)).waitlistPosition).toBe(2);
    expect((await position(plain, early.id)).waitlistPosition).toBe(3);
    // No perk for the plain member, the discount for the verified.
    expect(early.perks.discountRappen).toBeNull();
    expect(late.perks.discountRappen).toBe(1000);

    const [firstsId] = (await t.deps.database.db.select().from(reservations).where(eq(reservations.userId, first.id))).map((r) => r.id);
    await t.gql(CANCEL, { id: firstsId }, { token: first.token });
    // Three places free: all three move up, each is told.
    expect((await position(verified, late.id)).status).toBe('CONFIRMED');
    expect((await position(premium, latest.id)).status).toBe('CONFIRMED');
    expect((await position(plain, early.id)).status).toBe('CONFIRMED');
    for (const m of [verified, premium, plain]) expect(await promotedOf(m)).toHaveLength(1);
    expect(await promotedOf(first)).toHaveLength(0);
  });

  it('a party too large for the free places waits while a smaller one behind it moves up', async () => {
    const event = await publishedEvent(t, { capacity: 2 });
    const a = await member(t);
    const ra = await reserve(t, a, event, party(1, 1));
    const big = await member(t);
    const rbig = await reserve(t, big, event, party(2, 2));
    t.advance(1000);
    const small = await member(t);
    const rsmall = await reserve(t, small, event, party(0, 1));
    expect([rbig.status, rsmall.status]).toEqual(['WAITLISTED', 'WAITLISTED']);
    // Anna comes alone now: one place frees up, the single man behind the big party moves up.
    await t.gql(UPDATE, { input: { id: ra.id, ...party(1, 0) } }, { token: a.token });
    expect((await position(small, rsmall.id)).status).toBe('CONFIRMED');
    expect((await position(big, rbig.id)).status).toBe('WAITLISTED');
    expect(await promotedOf(small)).toHaveLength(1);
  });

  it('a confirmed party that grows past the capacity waits; the places it leaves go to others', async () => {
    const event = await publishedEvent(t, { capacity: 3 });
    const a = await member(t);
    const ra = await reserve(t, a, event, party(1, 1));
    const b = await member(t);
    await reserve(t, b, event, party(0, 1));
    const grown = await t.gql(UPDATE, { input: { id: ra.id, ...party(2, 1) } }, { token: a.token });
    expect(grown.data!.updateReservation).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 1 });
  });

  it('staff raising an event’s capacity promote the wait list at once', async () => {
    const event = await publishedEvent(t, { capacity: 1 });
    const a = await member(t);
    await reserve(t, a, event, party(1, 0));
    const b = await member(t);
    const rb = await reserve(t, b, event, party(0, 1));
    expect(rb.status).toBe('WAITLISTED');
    const input = eventInput(event.startsAt, { titleDe: event.titleDe, capacity: 2 });
    const res = await t.gql(UPDATE_EVENT, { id: event.id, input }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect((await position(b, rb.id)).status).toBe('CONFIRMED');
    expect(await promotedOf(b)).toHaveLength(1);
    // A moved event takes its reservations along (the member's list sorts by it).
    const moved = new Date(event.startsAt.getTime() + 3 * DAY);
    expect((await t.gql(UPDATE_EVENT, { id: event.id, input: { ...input, startsAt: moved.toISOString(), endsAt: null } }, { token: admin.token })).errors).toBeUndefined();
    const movedDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(moved);
    expect((await position(b, rb.id)).date).toBe(movedDate);
    // Capacity 0 is refused.
    const zero = await t.gql(UPDATE_EVENT, { id: event.id, input: { ...input, capacity: 0 } }, { token: admin.token });
    expect(zero.errors?.[0]?.extensions?.code).toBe('CAPACITY_INVALID');
  });

  it('regular days: the weekday’s capacity, raised by staff, promotes the day’s wait list', async () => {
    const saturday = nextWeekday(t, 6, 36);
    const week = (capacity: number | null) => [
      { weekday: 3, opensAt: '14:00', closesAt: '00:00', coupleOnly: true, capacity: null },
      { weekday: 4, opensAt: '14:00', closesAt: '00:00', coupleOnly: false, capacity: null },
      { weekday: 5, opensAt: '14:00', closesAt: '02:00', coupleOnly: false, capacity: null },
      { weekday: 6, opensAt: '14:00', closesAt: '03:00', coupleOnly: false, capacity },
      { weekday: 7, opensAt: '14:00', closesAt: '22:00', coupleOnly: false, capacity: null },
    ];
    expect((await t.gql(SET_HOURS, { input: week(2) }, { token: admin.token })).errors).toBeUndefined();
    const a = await member(t);
    expect((await reserveDay(t, a, saturday, party(1, 1))).status).toBe('CONFIRMED');
    const b = await member(t);
    const rb = await reserveDay(t, b, saturday, party(0, 1));
    expect(rb).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 1 });
    await t.gql(SET_HOURS, { input: week(3) }, { token: admin.token });
    expect((await position(b, rb.id)).status).toBe('CONFIRMED');
    expect(await promotedOf(b)).toHaveLength(1);
    await t.gql(SET_HOURS, { input: week(null) }, { token: admin.token });
  });

  it('the promoted notification names the event', async () => {
    const event = await publishedEvent(t, { capacity: 1, startsAt: new Date(Date.now() + 9 * DAY) });
    const a = await member(t);
    const ra = await reserve(t, a, event, party(1, 0));
    const b = await member(t);
    await reserve(t, b, event, party(0, 1));
    await t.gql(CANCEL, { id: ra.id }, { token: a.token });
    const res = await t.gql(`{ notifications { nodes { kind actor { id } reservation { kind date event { id } } } } }`, {}, { token: b.token });
    expect(res.data!.notifications.nodes).toContainEqual({ kind: 'RESERVATION_PROMOTED', actor: null, reservation: { kind: 'EVENT', date: expect.any(String), event: { id: event.id } } });
  });
});
