/** The venue's clock: forms take and show times in Swiss local time, the server stores UTC. */
const ZONE = 'Europe/Zurich';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Swiss wall-clock fields of an instant. */
function wallClock(ms: number) {
  const p = Object.fromEntries(parts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute!, second: p.second! };
}

/** How far Zurich is ahead of UTC at this instant, in ms (1 h in winter, 2 h in summer). */
function offsetAt(ms: number): number {
  const w = wallClock(ms);
  return Date.UTC(+w.year, +w.month - 1, +w.day, +w.hour, +w.minute, +w.second) - Math.floor(ms / 1000) * 1000;
}

/** "2026-06-12T20:00" (an <input type="datetime-local"> value, Swiss time) → ISO UTC; null when not a time. */
export function zurichLocalToIso(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const asUtc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  if (Number.isNaN(asUtc)) return null;
  // Two passes settle the offset also next to a daylight-saving change.
  let ms = asUtc - offsetAt(asUtc);
  ms = asUtc - offsetAt(ms);
  return new Date(ms).toISOString();
}

/** ISO time → "2026-06-12T20:00" in Swiss time, for a datetime-local input. */
export function isoToZurichLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms)) return '';
  const w = wallClock(ms);
  return `${w.year}-${w.month}-${w.day}T${w.hour}:${w.minute}`;
}
