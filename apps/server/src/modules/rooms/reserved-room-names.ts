import { BRAND } from '../accounts/accounts.mail.js';

// Room names that speak for the venue (issue 11 item 12; docs/decisions/0027): members may not
// name a room so that it looks official; staff (`admin`) may. Names are compared word by word on a
// skeleton, so that "0ff1z1ell", "S t a f f", "Ѕupport" (Cyrillic S), "A.d.m.i.n" or "Supportteam"
// do not slip through, while "Steam Sauna" or "Badminton" stay allowed.

/** Characters that pass for Latin letters or for each other: digits, symbols, Cyrillic and Greek look-alikes. */
const CONFUSABLES: Record<string, string> = {
  '0': 'o', '1': 'l', i: 'l', '|': 'l', '!': 'l', '3': 'e', '4': 'a', '@': 'a', '5': 's', $: 's', '7': 't', '8': 'b',
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', х: 'x', у: 'y', і: 'l', ѕ: 's', ј: 'j', ԁ: 'd', м: 'm', т: 't', к: 'k', н: 'h', в: 'b',
  α: 'a', ε: 'e', ο: 'o', ι: 'l', κ: 'k', ν: 'v', τ: 't', ρ: 'p', υ: 'u', μ: 'm',
};

/** Lower case, compatibility forms and accents folded, look-alikes mapped; words split on anything but letters. */
export function skeletonWords(name: string): string[] {
  const folded = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const mapped = Array.from(folded, (ch) => CONFUSABLES[ch] ?? ch).join('');
  const words = mapped.split(/[^a-z]+/).filter(Boolean);
  // Letters written apart ("s t a f f", "a.d.m.i.n") are read as one word.
  const merged: string[] = [];
  let run = '';
  for (const word of words) {
    if (word.length === 1) {
      run += word;
      continue;
    }
    if (run) merged.push(run);
    run = '';
    merged.push(word);
  }
  if (run) merged.push(run);
  return merged;
}

const ROOTS = ['admin', 'administrator', 'administration', 'staff', 'team', 'official', 'offiziell', 'support', 'moderator', 'moderation', 'venue', BRAND].map(skel);
/** Endings of plural, female or inflected forms (Teams, Administratorin, offizielle). */
const SUFFIXES = ['', 's', 'e', 'en', 'er', 'es', 'in', 'innen'].map(skel);

function skel(word: string): string {
  return skeletonWords(word).join('');
}

/** A word made of one or two reserved roots with an ending ("teams", "supportteam", "clubvenue"). */
function isReservedWord(word: string): boolean {
  return SUFFIXES.some((suffix) => {
    if (!word.endsWith(suffix)) return false;
    const stem = word.slice(0, word.length - suffix.length);
    return ROOTS.some((root) => stem === root || (stem.startsWith(root) && ROOTS.includes(stem.slice(root.length))));
  });
}

/** True when a room name contains a word only staff may use. */
export function isReservedRoomName(name: string): boolean {
  const words = skeletonWords(name);
  return words.some(isReservedWord) || isReservedWord(words.join(''));
}
