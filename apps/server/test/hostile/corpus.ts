import crypto from 'node:crypto';
import type { World } from '../authorization/world.js';

// The shared hostile input corpus (issue 11, docs/decisions/0030): values by kind, thrown at every
// argument and input field of every mutation by hostile-input.test.ts. Each field gets one value of
// each kind, taking turns (`oneOfEachKind`): every value is thrown somewhere, and the run stays
// within `npm test`'s budget.

export interface Hostile {
  /** A short name for failure lines. */
  name: string;
  value: unknown;
  /**
   * Text a free-text field may keep (markup, SQL, controls): it is stored as the literal text and
   * escaped or sanitised when shown. 'stripped': the field may also keep it without the controls.
   */
  text?: 'literal' | 'stripped';
  /** Empty or blank: an optional field (or one whose description says so) may take it as "none". */
  blank?: true;
}

/** Bidi override, zero-width characters: refused or stored stripped (item 12 of issue 11). */
const controls: Kind = [
  { name: 'bidi override', value: 'abc\u202Eevil', text: 'stripped' },
  { name: 'zero-width', value: 'a\u200Bb\uFEFFc\u200Dd', text: 'stripped' },
  { name: 'NUL', value: 'a\u0000b' },
  // JSON carries it escaped; the server may refuse it or store U+FFFD.
  { name: 'lone surrogate', value: 'a\uD800b', text: 'stripped' },
];

/** A kind of hostile value: the values take turns from one field to the next. */
export type Kind = Hostile[];

/** Values for a String argument or field, by kind. */
export const STRINGS: Kind[] = [
  [{ name: 'overlong (100 kB)', value: 'x'.repeat(100_000) }],
  [
    { name: 'empty', value: '', blank: true },
    { name: 'whitespace only', value: ' \t\n ', blank: true },
  ],
  controls,
  [
    { name: 'SQL drop', value: "'; drop table users; --", text: 'literal' },
    { name: 'SQL or', value: "' OR 1=1 --", text: 'literal' },
  ],
  // No double quotes: the literal text is searched in the rows' text form, which escapes them.
  [
    { name: 'script', value: '<script>alert(1)</script>', text: 'literal' },
    { name: 'img onerror', value: '<img src=x onerror=alert(1)>', text: 'literal' },
    { name: 'javascript URL', value: 'javascript:alert(1)', text: 'literal' },
  ],
];

/** Values of the wrong JSON type for a String or ID: GraphQL refuses them before anything runs. */
export const NOT_A_STRING: Kind = [
  { name: 'number', value: 42.5 },
  { name: 'array', value: [['a']] },
  { name: 'object', value: { $ne: null } },
  { name: 'boolean', value: true },
];

/** Forged ids: unknown, of another kind or member, malformed. */
export function forgedIds(w: World): Kind[] {
  return [
    [
      { name: 'random UUID', value: crypto.randomUUID() },
      // A member's id where an object of another kind (or of another member) is meant.
      { name: "another member's id", value: w.other.id },
    ],
    [
      { name: 'not-an-id', value: 'not-an-id' },
      { name: 'path traversal', value: '../../etc/passwd' },
      { name: 'SQL in id', value: "1' OR '1'='1" },
      { name: 'NUL in id', value: '\u0000' },
    ],
    [{ name: 'very long id', value: 'f'.repeat(10_000) }],
    [{ name: 'empty id', value: '', blank: true }],
  ];
}

export const INTS: Kind = [
  { name: 'negative', value: -1 },
  { name: 'beyond 32 bits', value: 2 ** 31 },
  { name: 'huge', value: 1e21 },
  { name: 'float', value: 1.5 },
  { name: 'string', value: '1' },
  { name: 'array', value: [[1]] },
];

export const FLOATS: Kind = [
  { name: 'negative', value: -1 },
  { name: 'huge', value: 1e308 },
  { name: 'string', value: '1' },
];

export const BOOLEANS: Kind = [
  { name: 'string', value: 'true' },
  { name: 'number', value: 1 },
];

export const ENUMS: Kind = [
  { name: 'unknown value', value: 'NOT_A_VALUE' },
  { name: 'SQL', value: "ADMIN'; --" },
  { name: 'number', value: 3 },
];

/** Custom scalars by name. */
export const SCALARS: Record<string, Kind> = {
  DateTime: [
    { name: 'not a date', value: 'not-a-date' },
    { name: 'impossible date', value: '2026-02-31T25:61:00Z' },
    { name: 'far future', value: '+275760-09-13T00:00:00.000Z' },
    { name: 'number', value: 1e21 },
    { name: 'empty', value: '', blank: true },
  ],
  GuestbookRating: [
    { name: 'negative', value: -1 },
    { name: 'too high', value: 4 },
    { name: 'string', value: 'x' },
  ],
};

/** Values for a whole input object or list argument. */
export const NOT_AN_OBJECT: Kind = [
  { name: 'string', value: 'x' },
  { name: 'number', value: 1 },
];

/** One value of each kind for the n-th field: the values of a kind take turns from field to field. */
export function oneOfEachKind(kinds: Kind[], n: number): Hostile[] {
  return kinds.map((kind) => kind[n % kind.length]!);
}
