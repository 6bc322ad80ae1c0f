import type { FastifyInstance } from 'fastify';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { AppDeps } from '../../deps.js';
import { contextForRequest } from '../../http/context.js';
import type { Services } from '../../services.js';
import { AppError } from '../../shared/app-error.js';
import { isTimedOut } from '../accounts/accounts.policy.js';
import type { UserRow } from '../accounts/accounts.table.js';
import type { DoorListView, ReservationView } from './reservations.service.js';

// GET /api/reservations/:id.ics: an own reservation for the member's calendar (session cookie or
// Bearer). GET /api/admin/door-list.csv?event=<id> | ?date=YYYY-MM-DD: the door list for staff.

function signedIn(viewer: UserRow | null, now: Date): UserRow {
  if (!viewer) throw new AppError('NOT_SIGNED_IN');
  if (isTimedOut(viewer, now)) throw new AppError('LOGIN_TIMEOUT', { until: viewer.loginTimeoutUntil!.toISOString() });
  return viewer;
}

export function reservationCalendar(r: ReservationView, opts: { baseUrl: string; language: 'de' | 'en' }): string {
  const en = opts.language === 'en';
  const host = new URL(opts.baseUrl).hostname;
  const calendar = ical({ prodId: { company: 'Club Venue', product: 'reservations', language: opts.language.toUpperCase() }, method: ICalCalendarMethod.PUBLISH });
  const people = r.femaleGuests + r.maleGuests;
  const title = r.event ? (en ? r.event.titleEn : r.event.titleDe) : en ? 'Reservation' : 'Reservation';
  const party = en ? `Party: ${r.femaleGuests} women, ${r.maleGuests} men (${people} in total)` : `Gruppe: ${r.femaleGuests} Frauen, ${r.maleGuests} Männer (${people} insgesamt)`;
  const status = r.status === 'WAITLISTED' ? (en ? `Wait list, position ${r.waitlistPosition ?? '?'}` : `Warteliste, Platz ${r.waitlistPosition ?? '?'}`) : null;
  calendar.createEvent({
    id: `reservation-${r.id}@${host}`,
    start: r.startsAt,
    ...(r.endsAt ? { end: r.endsAt } : {}),
    stamp: r.updatedAt,
    summary: title,
    description: [party, status].filter(Boolean).join('\n'),
    url: `${opts.baseUrl}/reservations`,
  });
  return calendar.toString();
}

const csvCell = (v: string | number | boolean | null) => {
  const s = v === null ? '' : String(v);
  // Leading =, +, -, @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function doorListCsv(list: DoorListView): string {
  const header = ['username', 'status', 'waitlist_position', 'female_guests', 'male_guests', 'people', 'verified', 'discount_chf', 'free_drink', 'checked_in'];
  const rows = [...list.entries, ...list.waitlist].map((e) => {
    const r = e.reservation;
    return [
      e.user.username,
      r.status,
      r.waitlistPosition,
      r.femaleGuests,
      r.maleGuests,
      r.femaleGuests + r.maleGuests,
      e.verified ? 'yes' : 'no',
      r.perks.discountRappen === null ? '' : (r.perks.discountRappen / 100).toFixed(2),
      r.perks.freeDrink ? 'yes' : 'no',
      r.checkedInAt ? 'yes' : 'no',
    ];
  });
  return '\uFEFF' + [header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export async function registerReservationRoutes(app: FastifyInstance, opts: { deps: AppDeps; services: Services }) {
  const { deps, services } = opts;

  app.get<{ Params: { file: string } }>('/reservations/:file', async (req, reply) => {
    const m = /^(.+)\.ics$/.exec(req.params.file);
    if (!m) throw new AppError('NOT_FOUND');
    const ctx = await contextForRequest(deps, services, req, reply);
    const viewer = signedIn(ctx.viewer, deps.now());
    const r = await services.reservations.ownForCalendar(viewer, m[1]!);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="reservation-${r.date}.ics"`)
      .send(reservationCalendar(r, { baseUrl: deps.config.publicUrl, language: viewer.language === 'en' ? 'en' : 'de' }));
  });

  app.get<{ Querystring: { event?: string; date?: string } }>('/admin/door-list.csv', async (req, reply) => {
    const ctx = await contextForRequest(deps, services, req, reply);
    const viewer = signedIn(ctx.viewer, deps.now());
    // The service asks the policy (staff only).
    const event = typeof req.query.event === 'string' ? req.query.event : null;
    const date = typeof req.query.date === 'string' ? req.query.date : null;
    const list = await services.reservations.doorList({ eventId: event, date }, viewer);
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="door-list-${list.date}.csv"`)
      .send(doorListCsv(list));
  });
}
