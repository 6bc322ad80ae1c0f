import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../harness.js';
import { events } from '../../src/modules/events/events.table.js';
import { pendingJobs } from '../../src/infra/jobs/jobs.js';
import * as repo from '../../src/modules/reservations/reservations.repository.js';
import { RESERVATION_PLACED_JOB, RESERVATION_REMINDER_JOB } from '../../src/modules/reservations/reservations.service.js';
import { CANCEL, RESERVE_EVENT, member, notificationsOf, party, publishedEvent, reservationRows, reserve, befriend, errorOf } from './support.js';

// Reservations for an event are placed in batches, one call under the event's lock (decision 0054).

describe('placing reservations for an event in one call', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const places = (event: { id: string; updatedAt: Date; startsAt: Date }, parties: { userId: string; femaleGuests: number; maleGuests: number }[]) =>
    repo.placeForEvent(t.deps.database.db, {
      eventId: event.id,
      eventUpdatedAt: event.updatedAt,
      date: '2030-01-01',
      parties: parties.map((p) => ({ ...p, hidden: false, priority: false })),
      now: t.deps.now(),
      placedJob: RESERVATION_PLACED_JOB,
      reminderJob: RESERVATION_REMINDER_JOB,
      remindAt: new Date(event.startsAt.getTime() - 86_400_000),
    });

  it('in order: each party confirmed while it fits beside those before it, else waitlisted; a member with a reservation gets none', async () => {
    const event = await publishedEvent(t, { capacity: 3 });
    const [a, b, c, d] = [await member(t), await member(t), await member(t), await member(t)];
    await reserve(t, d, event, party(0, 1));
    const rows = await places(event, [
      { userId: a.id, femaleGuests: 1, maleGuests: 0 },
      { userId: b.id, femaleGuests: 1, maleGuests: 1 }, // 1 + 1 + 2 > 3
      { userId: d.id, femaleGuests: 0, maleGuests: 1 }, // already has one
      { userId: c.id, femaleGuests: 0, maleGuests: 1 }, // 1 + 1 + 1 = 3
    ]);
    expect(rows!.map((r) => [r.userId, r.status])).toEqual([
      [a.id, 'CONFIRMED'],
      [b.id, 'WAITLISTED'],
      [c.id, 'CONFIRMED'],
    ]);
    // The follow-up job for the confirmed ones only; the reminder for each.
    for (const r of rows!) {
      expect(await pendingJobs(t.deps.database.db, RESERVATION_PLACED_JOB, r.id)).toHaveLength(r.status === 'CONFIRMED' ? 1 : 0);
      expect(await pendingJobs(t.deps.database.db, RESERVATION_REMINDER_JOB, r.id)).toHaveLength(1);
    }
  });

  it('places nothing when the event changed since it was read (the checks are made again)', async () => {
    const event = await publishedEvent(t, { capacity: 10 });
    const m = await member(t);
    await t.deps.database.db.update(events).set({ coupleOnly: true, updatedAt: new Date(event.updatedAt.getTime() + 5) }).where(eq(events.id, event.id));
    expect(await places(event, [{ userId: m.id, femaleGuests: 0, maleGuests: 1 }])).toBeUndefined();
    expect((await reservationRows(t)).filter((r) => r.eventId === event.id)).toEqual([]);
    // Through the API the new rule holds: the event is for couples now.
    expect(errorOf(await t.gql(RESERVE_EVENT, { input: { eventId: event.id, ...party(0, 1) } }, { token: m.token }))?.code).toBe('RESERVATION_COUPLE_ONLY');
  });

  it('a change by staff after the event was last read holds for the next request: published now, or for couples only now', async () => {
    const event = await publishedEvent(t, { publishedAt: null });
    const [early, single] = [await member(t), await member(t)];
    expect(errorOf(await t.gql(RESERVE_EVENT, { input: { eventId: event.id, ...party(0, 1) } }, { token: early.token }))?.code).toBe('NOT_FOUND');
    const publish = { publishedAt: new Date(t.deps.now().getTime() - 1000), updatedAt: new Date(t.deps.now().getTime() + 1) };
    await t.deps.database.db.update(events).set(publish).where(eq(events.id, event.id));
    expect((await reserve(t, early, event, party(0, 1))).status).toBe('CONFIRMED');
    await t.deps.database.db.update(events).set({ coupleOnly: true, updatedAt: new Date(t.deps.now().getTime() + 2) }).where(eq(events.id, event.id));
    expect(errorOf(await t.gql(RESERVE_EVENT, { input: { eventId: event.id, ...party(0, 1) } }, { token: single.token }))?.code).toBe('RESERVATION_COUPLE_ONLY');
    expect((await reservationRows(t)).filter((r) => r.eventId === event.id).map((r) => r.userId)).toEqual([early.id]);
  });

  it('the same member twice at once: one reservation, the other RESERVATION_EXISTS', async () => {
    const event = await publishedEvent(t);
    const m = await member(t);
    const answers = await Promise.all([1, 2].map(() => t.gql(RESERVE_EVENT, { input: { eventId: event.id, ...party(0, 1) } }, { token: m.token })));
    expect(answers.map((a) => a.data?.reserveEvent?.status ?? errorOf(a)?.code).sort()).toEqual(['CONFIRMED', 'RESERVATION_EXISTS']);
    expect((await reservationRows(t)).filter((r) => r.eventId === event.id)).toHaveLength(1);
  });

  it('the follow-up job tells friends of a reservation still confirmed when it runs, not of one cancelled before', async () => {
    const event = await publishedEvent(t);
    const [kept, gone, friend] = [await member(t), await member(t), await member(t)];
    await befriend(t, kept, friend);
    await befriend(t, gone, friend);
    await reserve(t, kept, event, party(0, 1));
    const cancelled = await reserve(t, gone, event, party(0, 1));
    await t.gql(CANCEL, { id: cancelled.id }, { token: gone.token });
    await t.services.jobs.runDue();
    const told = (await notificationsOf(t, friend)).filter((n) => n.kind === 'FRIEND_RESERVED');
    expect(told.map((n) => n.actorId)).toEqual([kept.id]);
  });
});
