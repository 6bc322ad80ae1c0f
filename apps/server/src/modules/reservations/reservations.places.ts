import type { DbOrTx } from '../../db/client.js';
import * as eventsRepo from '../events/events.repository.js';
import type { EventRow } from '../events/events.table.js';
import { notify } from '../notifications/notify.js';
import * as policy from './reservations.policy.js';
import * as repo from './reservations.repository.js';
import { weekdayOf } from './reservations.time.js';

// Places and the wait list (docs/decisions/0038). Every function here runs under the target's lock:
// the event row (FOR UPDATE) or the day (pg_advisory_xact_lock).

/** Takes the target's lock: the event row, or the day. Answers the locked event. */
export async function lockTarget(tx: DbOrTx, target: repo.Target): Promise<EventRow | undefined> {
  if (target.kind === 'EVENT') return eventsRepo.lockById(tx, target.eventId);
  await repo.lockDay(tx, target.date);
  return undefined;
}

/** The capacity of a target (people; null: unlimited), read under its lock. */
export async function capacityOf(tx: DbOrTx, target: repo.Target, event?: EventRow): Promise<number | null> {
  if (target.kind === 'EVENT') return (event ?? (await eventsRepo.findById(tx, target.eventId)))?.capacity ?? null;
  const h = (await repo.openingHours(tx)).find((x) => x.weekday === weekdayOf(target.date));
  return h?.capacity ?? null;
}

/**
 * Moves waitlisted reservations up, in order (priority, then time of reservation), each that fits the
 * places left; a party too large for them waits while smaller ones behind it move up. Each promoted
 * member but `quietId` gets a RESERVATION_PROMOTED notification. Answers the promoted ids.
 */
export async function promote(tx: DbOrTx, target: repo.Target, capacity: number | null, now: Date, quietId?: string): Promise<string[]> {
  const waiting = await repo.waitlisted(tx, target);
  if (waiting.length === 0) return [];
  let taken = await repo.confirmedPeople(tx, target);
  const promoted: string[] = [];
  for (const w of waiting) {
    const people = policy.peopleOf(w);
    if (!policy.fits(capacity, taken, people)) continue;
    taken += people;
    await repo.update(tx, w.id, { status: 'CONFIRMED', updatedAt: now });
    promoted.push(w.id);
    if (w.id !== quietId) await notify(tx, { userId: w.userId, kind: 'RESERVATION_PROMOTED', subjectId: w.id, at: now });
  }
  return promoted;
}
