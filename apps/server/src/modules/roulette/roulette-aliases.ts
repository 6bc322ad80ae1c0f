import { randomInt } from 'node:crypto';

// Aliases of a roulette chat (decision 0019): a Swiss mountain or lake and a number, the same in
// German and English, e.g. "Säntis 42". The two sides of a chat never share one.

export const ALIAS_WORDS = [
  'Pilatus',
  'Rigi',
  'Säntis',
  'Titlis',
  'Eiger',
  'Mönch',
  'Jungfrau',
  'Bernina',
  'Tödi',
  'Niesen',
  'Stockhorn',
  'Chasseral',
  'Napf',
  'Moléson',
  'Brienz',
  'Lugano',
  'Maggiore',
  'Sils',
  'Ägeri',
  'Hallwil',
  'Sempach',
  'Murten',
  'Oeschinen',
  'Walensee',
] as const;

/** Two aliases with different words, for the two sides of a chat. */
export function aliasPair(random: (max: number) => number = randomInt): [string, string] {
  const first = random(ALIAS_WORDS.length);
  const second = (first + 1 + random(ALIAS_WORDS.length - 1)) % ALIAS_WORDS.length;
  return [`${ALIAS_WORDS[first]} ${10 + random(90)}`, `${ALIAS_WORDS[second]} ${10 + random(90)}`];
}
