import { describe, expect, it, vi } from 'vitest';
import { checkCustomUrl, createShiftCounter, exitUrl, HIDE_CLASS, quickExit, SHIFT_WINDOW_MS, undoHideOnReturn } from './exit.js';

const OWN = 'https://club.example.ch';

describe('the custom neutral page', () => {
  it('takes an https address of another site, normalised', () => {
    expect(checkCustomUrl('  https://www.sbb.ch  ', OWN)).toEqual({ url: 'https://www.sbb.ch/' });
    expect(checkCustomUrl('https://www.srf.ch/news?x=1', OWN)).toEqual({ url: 'https://www.srf.ch/news?x=1' });
  });

  it('refuses what is not one, saying why', () => {
    expect(checkCustomUrl('', OWN)).toEqual({ problem: 'empty' });
    expect(checkCustomUrl('www.sbb.ch', OWN)).toEqual({ problem: 'invalid' });
    expect(checkCustomUrl('http://www.sbb.ch', OWN)).toEqual({ problem: 'notHttps' });
    expect(checkCustomUrl('javascript:alert(1)', OWN)).toEqual({ problem: 'notHttps' });
    expect(checkCustomUrl('data:text/html,hi', OWN)).toEqual({ problem: 'notHttps' });
    expect(checkCustomUrl('https://user:pw@www.sbb.ch/', OWN)).toEqual({ problem: 'invalid' });
    expect(checkCustomUrl('https://localhost/', OWN)).toEqual({ problem: 'invalid' });
    expect(checkCustomUrl(`https://a.ch/${'x'.repeat(600)}`, OWN)).toEqual({ problem: 'invalid' });
    expect(checkCustomUrl('https://club.example.ch/home', OWN)).toEqual({ problem: 'ownSite' });
  });

  it('is where the exit goes; the chosen list entries in the member language', () => {
    expect(exitUrl({ target: 'custom', customUrl: 'https://www.sbb.ch/' }, 'de', OWN)).toBe('https://www.sbb.ch/');
    expect(exitUrl({ target: 'wikipedia', customUrl: null }, 'en', OWN)).toBe('https://en.wikipedia.org/');
    expect(exitUrl({ target: 'wikipedia', customUrl: null }, 'de', OWN)).toBe('https://de.wikipedia.org/');
    // A custom address that no longer passes (edited storage): the weather, never the bad address.
    expect(exitUrl({ target: 'custom', customUrl: 'javascript:alert(1)' }, 'de', OWN)).toBe('https://www.srf.ch/meteo');
  });
});

describe('the shortcut: Shift three times', () => {
  const shift = { key: 'Shift', shiftKey: false };
  it('counts Shift pressed on its own and exits on the third', () => {
    let now = 0;
    const count = createShiftCounter(() => now);
    expect(count(shift)).toBe(1);
    now += 1000;
    expect(count(shift)).toBe(2);
    now += 1000;
    expect(count(shift)).toBe(3);
    // And starts again after.
    expect(count(shift)).toBe(1);
  });

  it('does not count Shift used for a capital letter, and another key starts again', () => {
    const count = createShiftCounter(() => 0);
    expect(count(shift)).toBe(1);
    expect(count({ key: 'A', shiftKey: true })).toBe(0);
    // The Shift of Shift+A, released after the letter.
    expect(count(shift)).toBe(0);
    expect(count(shift)).toBe(1);
    expect(count(shift)).toBe(2);
    expect(count({ key: 'a', shiftKey: false })).toBe(0);
    expect(count(shift)).toBe(1);
  });

  it('starts again when a press comes more than 5 s after the one before', () => {
    let now = 0;
    const count = createShiftCounter(() => now);
    count(shift);
    now += SHIFT_WINDOW_MS;
    expect(count(shift)).toBe(2);
    now += SHIFT_WINDOW_MS + 1;
    expect(count(shift)).toBe(1);
  });
});

describe('leaving', () => {
  it('blanks the page before the neutral page replaces the app in the history', () => {
    const seen: { hidden: boolean; title: string }[] = [];
    const replace = vi.fn(() => seen.push({ hidden: document.documentElement.classList.contains(HIDE_CLASS), title: document.title }));
    document.title = 'Nachrichten – Club Venue';
    const win = { document, location: { replace } } as unknown as Window;
    quickExit('https://www.srf.ch/meteo', win);
    expect(replace).toHaveBeenCalledWith('https://www.srf.ch/meteo');
    expect(seen).toEqual([{ hidden: true, title: '' }]);

    // Back from the back/forward cache: the page shows again (the lock decides the rest).
    undoHideOnReturn({ persisted: false } as PageTransitionEvent, win);
    expect(document.documentElement.classList.contains(HIDE_CLASS)).toBe(true);
    undoHideOnReturn({ persisted: true } as PageTransitionEvent, win);
    expect(document.documentElement.classList.contains(HIDE_CLASS)).toBe(false);
  });
});
