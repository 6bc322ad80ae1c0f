import type { ExitTarget } from './storage.js';

// The quick exit (decision 0043), as GOV.UK's "Exit this page" does it: blank the page at once,
// then leave for a neutral page. Unlike GOV.UK (a plain link) the app leaves with
// `location.replace`, so the screen that was open is no longer in the tab's history. The entries
// before it stay: no page can delete the tab's history.

/** The neutral pages offered, by language (Wikipedia in the member's language). */
export const EXIT_TARGETS: Record<Exclude<ExitTarget, 'custom'>, { de: string; en: string }> = {
  meteo: { de: 'https://www.srf.ch/meteo', en: 'https://www.srf.ch/meteo' },
  google: { de: 'https://www.google.ch/', en: 'https://www.google.ch/?hl=en' },
  wikipedia: { de: 'https://de.wikipedia.org/', en: 'https://en.wikipedia.org/' },
  twentyMinutes: { de: 'https://www.20min.ch/', en: 'https://www.20min.ch/' },
};

export const EXIT_TARGET_ORDER: ExitTarget[] = ['meteo', 'google', 'wikipedia', 'twentyMinutes', 'custom'];

export type CustomUrlProblem = 'empty' | 'invalid' | 'notHttps' | 'ownSite';

const MAX_URL_LENGTH = 500;

/**
 * A custom neutral page: an absolute https address of another site, without a user name or
 * password in it. Returns the normalised address, or why it is refused.
 */
export function checkCustomUrl(input: string, ownOrigin: string): { url: string } | { problem: CustomUrlProblem } {
  const text = input.trim();
  if (!text) return { problem: 'empty' };
  if (text.length > MAX_URL_LENGTH) return { problem: 'invalid' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: 'invalid' };
  }
  if (url.protocol !== 'https:') return { problem: 'notHttps' };
  if (url.username || url.password || !url.hostname.includes('.') || url.hostname.endsWith('.')) return { problem: 'invalid' };
  if (url.origin === ownOrigin) return { problem: 'ownSite' };
  return { url: url.href };
}

/** Where the quick exit goes with these choices (a custom address that no longer passes: Meteo). */
export function exitUrl(exit: { target: ExitTarget; customUrl: string | null }, language: 'de' | 'en', ownOrigin: string): string {
  if (exit.target === 'custom' && exit.customUrl) {
    const checked = checkCustomUrl(exit.customUrl, ownOrigin);
    if ('url' in checked) return checked.url;
  }
  const target = exit.target === 'custom' ? 'meteo' : exit.target;
  return (EXIT_TARGETS[target] ?? EXIT_TARGETS.meteo)[language];
}

export const HIDE_CLASS = 'venue-exiting';

/**
 * Leaves now: everything of the app disappears in this same task (before the browser paints
 * again), the tab's title and icon become blank, then the neutral page replaces the app's entry.
 */
export function quickExit(url: string, win: Window = window): void {
  const doc = win.document;
  doc.documentElement.classList.add(HIDE_CLASS);
  doc.title = '';
  doc.querySelector('link[rel="icon"]')?.setAttribute('href', 'data:,');
  win.location.replace(url);
}

/**
 * After the quick exit, the browser's back button may bring this page back from its back/forward
 * cache as it was, blanked: show it again then (GOV.UK does the same), the lock decides the rest.
 */
export function undoHideOnReturn(event: PageTransitionEvent, win: Window = window): void {
  if (event.persisted) win.document.documentElement.classList.remove(HIDE_CLASS);
}

export const SHIFT_PRESSES = 3;
/** Each press must follow the one before within this time. */
export const SHIFT_WINDOW_MS = 5000;

/**
 * The keyboard shortcut: Shift pressed three times on its own (not as part of Shift+letter), each
 * within 5 s of the one before; any other key starts again. Fed with `keyup` events; returns how
 * many presses are counted now (3: exit).
 */
export function createShiftCounter(now: () => number = Date.now) {
  let count = 0;
  let last = 0;
  let lastWasModified = false;
  return (event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): number => {
    const t = now();
    if (event.key === 'Shift' && !lastWasModified) {
      count = count > 0 && t - last <= SHIFT_WINDOW_MS ? count + 1 : 1;
      last = t;
    } else {
      count = 0;
    }
    // Shift+A sends keyup A (shiftKey true) and then keyup Shift: that Shift is not a press on its own.
    lastWasModified = event.key !== 'Shift' && event.shiftKey;
    const counted = count;
    if (count >= SHIFT_PRESSES) count = 0;
    return counted;
  };
}
