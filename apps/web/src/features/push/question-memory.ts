import { PUSH_LIMITS } from '@venue/shared';

// The push question is asked once per member and browser; the answer is kept in localStorage.

const STORAGE_KEY = 'venue.pushQuestion';
const DAY_MS = 86_400_000;

export type PushAnswer = 'yes' | 'notNow' | 'denied';

interface Remembered {
  answer: PushAnswer;
  /** ISO time of the answer. */
  at: string;
}

function readAll(): Record<string, Remembered> {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, Remembered>) : {};
  } catch {
    return {};
  }
}

export function rememberedAnswer(memberId: string): Remembered | null {
  return readAll()[memberId] ?? null;
}

export function rememberAnswer(memberId: string, answer: PushAnswer, now: Date = new Date()): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readAll(), [memberId]: { answer, at: now.toISOString() } }));
  } catch {
    // Storage full or blocked: the question may come again, nothing worse.
  }
}

/**
 * Ask unless the browser blocks notifications, the member said no for good, said "not now" less
 * than 30 days ago, or said yes and the permission still stands.
 */
export function shouldAsk(remembered: Remembered | null, permission: NotificationPermission, now: Date = new Date()): boolean {
  if (permission === 'denied') return false;
  if (!remembered) return true;
  switch (remembered.answer) {
    case 'denied':
      return false;
    case 'yes':
      return permission !== 'granted';
    case 'notNow': {
      const at = Date.parse(remembered.at);
      return Number.isNaN(at) || now.getTime() - at >= PUSH_LIMITS.askAgainAfterDays * DAY_MS;
    }
    default:
      return true;
  }
}
