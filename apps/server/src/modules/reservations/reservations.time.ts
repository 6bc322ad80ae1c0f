// Zurich calendar dates (YYYY-MM-DD) and wall-clock times for reservations: an evening belongs to the
// date it opens on, even when it closes after midnight.

const DATE_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' });
const PARTS_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Zurich',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The Zurich calendar date of an instant. */
export function zurichDate(at: Date): string {
  return DATE_FORMAT.format(at);
}

/** 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Milliseconds Zurich is ahead of UTC at `at`. */
function zurichOffsetMs(at: Date): number {
  const p = Object.fromEntries(PARTS_FORMAT.formatToParts(at).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of a Zurich wall-clock time ("HH:MM") on a date. */
export function zurichInstant(date: string, time: string): Date {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, mo - 1, d, h, m);
  const first = guess - zurichOffsetMs(new Date(guess));
  return new Date(guess - zurichOffsetMs(new Date(first)));
}

/** Opening and closing instants of a regular day; a closing time at or before the opening is the next day. */
export function dayWindow(date: string, opensAt: string, closesAt: string): { opensAt: Date; closesAt: Date } {
  const opens = zurichInstant(date, opensAt);
  const closes = zurichInstant(closesAt <= opensAt ? addDays(date, 1) : date, closesAt);
  return { opensAt: opens, closesAt: closes };
}
