import { describe, expect, it } from 'vitest';
import { guestbookTitleSchema } from './guestbook.schemas.js';
import { stripInvisibleFromName, stripInvisibleFromText } from './invisible-text.js';
import { messageBodySchema } from './message-body.js';
import { reportTitleSchema } from './reports.schemas.js';
import { roomDescriptionSchema, roomNameSchema } from './rooms.schemas.js';

// Issue 11 item 12: bidi controls and zero-width characters never reach names, titles or texts.

const RLO = '\u202e';
const ZWSP = '\u200b';
const ZWJ = '\u200d';
const FAMILY = `👨${ZWJ}👩${ZWJ}👧`;

describe('invisible characters', () => {
  it('names lose every bidi control and zero-width character', () => {
    expect(stripInvisibleFromName(`Sauna${RLO}gpj.exe`)).toBe('Saunagpj.exe');
    expect(stripInvisibleFromName(`A\u200dd\u200cm\u2060i\ufeffn\u2066\u2069\u200e\u200f\u061c`)).toBe('Admin');
    expect(stripInvisibleFromName('Grüezi mitenand – Bar & Lounge')).toBe('Grüezi mitenand – Bar & Lounge');
  });

  it('running text keeps the joiners emoji sequences need, loses the rest', () => {
    expect(stripInvisibleFromText(`Hallo ${FAMILY}${RLO}!${ZWSP}`)).toBe(`Hallo ${FAMILY}!`);
    expect(stripInvisibleFromText('Zeile 1\nZeile 2')).toBe('Zeile 1\nZeile 2');
  });

  it('the schemas strip before counting: a name of invisible characters is too short', () => {
    expect(roomNameSchema.parse(` ${RLO}Bar${ZWSP} Lounge `)).toBe('Bar Lounge');
    expect(roomNameSchema.safeParse(`a${ZWSP}${ZWSP}${ZWSP}b`).error?.issues[0]?.message).toBe('ROOM_NAME_TOO_SHORT');
    expect(roomDescriptionSchema.parse(`Für Paare ${RLO}${FAMILY}`)).toBe(`Für Paare ${FAMILY}`);
    expect(guestbookTitleSchema.parse(`${RLO}Schöner Abend`)).toBe('Schöner Abend');
    expect(reportTitleSchema.parse(`Spam${ZWJ} im Raum`)).toBe('Spam im Raum');
    expect(messageBodySchema.parse(`${RLO}Hallo ${FAMILY}`)).toBe(`Hallo ${FAMILY}`);
    expect(messageBodySchema.safeParse(`${RLO}${ZWSP}`).success).toBe(false);
  });
});
