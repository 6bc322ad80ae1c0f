/** `months` calendar months after `from` (UTC), the day clamped to the month's end (31 Jan + 1 → 28/29 Feb). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000);
export const addHours = (from: Date, hours: number) => new Date(from.getTime() + hours * 3_600_000);
