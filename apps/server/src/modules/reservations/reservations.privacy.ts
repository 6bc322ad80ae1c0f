import type { DbOrTx } from '../../db/client.js';
import * as repo from './reservations.repository.js';

/** The member's reservations for the data export (decision 0014): every row, with the event's title. */
export async function reservationsExportOf(db: DbOrTx, userId: string) {
  const rows = await repo.allOf(db, userId);
  const eventsById = await repo.eventsByIds(db, [...new Set(rows.flatMap((r) => (r.eventId ? [r.eventId] : [])))]);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    eventId: r.eventId,
    event: r.eventId ? (eventsById.get(r.eventId)?.titleDe ?? null) : null,
    date: r.date,
    femaleGuests: r.femaleGuests,
    maleGuests: r.maleGuests,
    hidden: r.hidden,
    status: r.status,
    priority: r.priority,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    checkedInAt: r.checkedInAt?.toISOString() ?? null,
  }));
}
