// Invisible characters that change how text looks without being seen (issue 11 item 12;
// docs/decisions/0027): bidi controls can turn "gpj.exe" into "exe.jpg" or flip a room name, and
// zero-width characters let a name look like another one. They are removed, not refused: a member
// who pasted them gets the visible text they meant.

/** Bidi embeddings, overrides, isolates and marks (LRE…RLO, LRI…PDI, LRM, RLM, ALM). */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;
/** Zero-width and invisible format characters: ZWSP, ZWNJ, ZWJ, word joiner, invisible operators, deprecated format controls, BOM. */
const ZERO_WIDTH = /[\u200b-\u200d\u2060-\u2064\u206a-\u206f\ufeff]/g;
/** The same without ZWNJ and ZWJ: emoji sequences (👨‍👩‍👧) and some scripts need them in running text. */
const ZERO_WIDTH_EXCEPT_JOINERS = /[\u200b\u2060-\u2064\u206a-\u206f\ufeff]/g;

/** Names and titles (room names, guestbook and report titles): every bidi control and zero-width character goes. */
export function stripInvisibleFromName(value: string): string {
  return value.replace(BIDI_CONTROLS, '').replace(ZERO_WIDTH, '');
}

/** Running text (messages, descriptions, guestbook and report texts): the same, but ZWNJ and ZWJ stay. */
export function stripInvisibleFromText(value: string): string {
  return value.replace(BIDI_CONTROLS, '').replace(ZERO_WIDTH_EXCEPT_JOINERS, '');
}
