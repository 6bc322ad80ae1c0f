import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { RESERVE_DAY, RESERVE_EVENT, SET_HOURS, member, nextWeekday, party, publishedEvent, reservationRows, reserve, staff } from './support.js';

// Never overbooked (issue 14): 40 members reserving the last 10 places at once get exactly 10 places
// and 30 wait list entries. Runs on the embedded database here and on PostgreSQL in CI
// (TEST_DATABASE_URL), where the requests really run in parallel.

describe('the last places, at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('an event: 40 members, 10 places left, exactly 10 confirmed', async () => {
    const event = await publishedEvent(t, { capacity: 20 });
    const early = await member(t);
    await reserve(t, early, event, party(5, 5));
    const members = await Promise.all(Array.from({ length: 40 }, () => member(t)));
    const answers = await Promise.all(members.map((m) => t.gql(RESERVE_EVENT, { input: { eventId: event.id, ...party(0, 1) } }, { token: m.token })));
    expect(answers.filter((a) => a.errors)).toEqual([]);
    const statuses = answers.map((a) => a.data!.reserveEvent.status);
    expect(statuses.filter((s) => s === 'CONFIRMED')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'WAITLISTED')).toHaveLength(30);
    const rows = (await reservationRows(t)).filter((r) => r.eventId === event.id && r.status === 'CONFIRMED');
    expect(rows.reduce((n, r) => n + r.femaleGuests + r.maleGuests, 0)).toBe(20);
    // The wait list positions are 1..30, each once.
    const positions = answers.map((a) => a.data!.reserveEvent.waitlistPosition).filter((p) => p !== null);
    expect(new Set(positions).size).toBe(30);
  });

  it('a regular day: the same under the day’s lock', async () => {
    const admin = await staff(t);
    const thursday = nextWeekday(t, 4, 43);
    await t.gql(
      SET_HOURS,
      { input: [{ weekday: 4, opensAt: '14:00', closesAt: '00:00', coupleOnly: false, capacity: 10 }] },
      { token: admin.token },
    );
    const members = await Promise.all(Array.from({ length: 40 }, () => member(t)));
    const answers = await Promise.all(members.map((m) => t.gql(RESERVE_DAY, { input: { date: thursday, ...party(0, 1) } }, { token: m.token })));
    expect(answers.filter((a) => a.errors)).toEqual([]);
    expect(answers.filter((a) => a.data!.reserveDay.status === 'CONFIRMED')).toHaveLength(10);
  });
});
