import type { Language } from '@venue/shared';
import { swissDateFormat } from '../../i18n/format.js';

/** The Swiss calendar day of an instant, "2026-05-01" (day separators group by it). */
export function swissDay(iso: string | number | Date): string {
  const parts = swissDateFormat('en', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** "02:23": the time a message was written, Swiss time (the day is said by its separator). */
export function formatChatTime(iso: string, language: Language): string {
  return swissDateFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000);
}

/**
 * A day separator's words: "Heute", "Gestern", else "Fr, 12. Dez." (with the year when it is not
 * this year's): the weekday without Intl's dot, as the venue writes dates.
 */
export function formatChatDay(iso: string, language: Language, labels: { today: string; yesterday: string }, now: number = Date.now()): string {
  const day = swissDay(iso);
  const today = swissDay(now);
  const ago = daysBetween(today, day);
  if (ago === 0) return labels.today;
  if (ago === 1) return labels.yesterday;
  const withYear = day.slice(0, 4) !== today.slice(0, 4);
  const parts = swissDateFormat(language, { weekday: 'short', day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}) }).formatToParts(new Date(iso));
  return parts
    .map((p, index) => (p.type === 'literal' && parts[index - 1]?.type === 'weekday' ? ', ' : p.value))
    .join('')
    .replace(/^(\p{L}+)\./u, '$1');
}

/** Splits a time-ordered list into runs of one Swiss day each (for day separators). */
export function groupByDay<T>(items: T[], timeOf: (item: T) => string): { day: string; first: string; items: T[] }[] {
  const groups: { day: string; first: string; items: T[] }[] = [];
  for (const item of items) {
    const at = timeOf(item);
    const day = swissDay(at);
    const last = groups.at(-1);
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, first: at, items: [item] });
  }
  return groups;
}

/** A list's time of the latest message: "02:23" today, else the day as separators say it ("Gestern", "Fr, 12. Dez."). */
export function formatListTime(iso: string, language: Language, labels: { today: string; yesterday: string }, now: number = Date.now()): string {
  return swissDay(iso) === swissDay(now) ? formatChatTime(iso, language) : formatChatDay(iso, language, labels, now);
}
