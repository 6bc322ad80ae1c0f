import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { isReservedRoomName } from '../../src/modules/rooms/reserved-room-names.js';
import { CREATE, SET_ADMIN, UPDATE, createRoom, errorOf, join, member, send, staffMember } from './support.js';

// Issue 11 item 12: room names that look official are for staff; bidi controls and zero-width
// characters never reach names or messages (docs/decisions/0027).

const RESERVED = [
  'Admin',
  'Das Staff-Team',
  'Offizieller Raum',
  '0ff1z1ell',
  'S t a f f',
  'A.d.m.i.n',
  'Ѕupport', // Cyrillic S
  'Supportteam',
  'Club Venue',
  'ClubVenue Lounge',
  'Moderatorin Anna',
  'TEAMS',
  'Off\u200bicial', // zero-width space, stripped first
];
const ALLOWED = ['Steam & Sauna', 'Badminton-Freunde', 'Apéro-Runde', 'Paare am Pool', 'Staffelei im Garten', 'Lounge 42'];

describe('reserved room names', () => {
  it('the skeleton catches look-alikes and spacing, and leaves ordinary names alone', () => {
    for (const name of RESERVED.filter((n) => !n.includes('\u200b'))) expect(isReservedRoomName(name), name).toBe(true);
    for (const name of ALLOWED) expect(isReservedRoomName(name), name).toBe(false);
  });
});

describe('room names through /graphql', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (token: string, kind: string, name: string) => t.gql(CREATE, { input: { kind, name, description: 'Zum Plaudern' } }, { token });

  it('a member may not name a room like an official one; ordinary names pass', async () => {
    const vera = await member(t, { verified: true });
    for (const name of RESERVED) {
      const error = errorOf(await create(vera.token, 'PRIVATE', name));
      expect(error, name).toMatchObject({ code: 'BAD_INPUT', fields: [{ field: 'name', code: 'ROOM_NAME_RESERVED' }] });
    }
    for (const name of ALLOWED.slice(0, 4)) expect((await create(vera.token, 'GROUP', name)).errors, name).toBeUndefined();
  });

  it('staff may; renaming is checked too, keeping a staff-given name while editing the description is not', async () => {
    const staff = await staffMember(t);
    const vera = await member(t, { verified: true });
    const official = await createRoom(t, staff, 'PUBLIC', 'Club Venue Team');
    expect(official.name).toBe('Club Venue Team');

    const own = await createRoom(t, vera, 'GROUP', 'Meine Runde');
    expect(errorOf(await t.gql(UPDATE, { id: own.id, input: { name: 'Offizielle Runde' } }, { token: vera.token }))?.fields).toEqual([{ field: 'name', code: 'ROOM_NAME_RESERVED' }]);
    expect((await t.gql(UPDATE, { id: own.id, input: { name: 'Unsere Runde' } }, { token: vera.token })).data!.updateChatRoom.name).toBe('Unsere Runde');

    await join(t, vera, official.id);
    expect((await t.gql(SET_ADMIN, { roomId: official.id, userId: vera.id, admin: true }, { token: staff.token })).errors).toBeUndefined();
    const kept = await t.gql(UPDATE, { id: official.id, input: { name: 'Club Venue Team', description: 'Neu' } }, { token: vera.token });
    expect(kept.errors).toBeUndefined();
    expect(errorOf(await t.gql(UPDATE, { id: official.id, input: { name: 'Venue Support' } }, { token: vera.token }))?.fields).toEqual([{ field: 'name', code: 'ROOM_NAME_RESERVED' }]);
  });

  it('bidi controls and zero-width characters are removed from names, descriptions and messages', async () => {
    const vera = await member(t, { verified: true });
    const res = await t.gql(CREATE, { input: { kind: 'GROUP', name: '\u202eSauna\u200b Bar\u2066', description: 'F\u00fcr alle \u202e👨\u200d👩\u200d👧' } }, { token: vera.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createChatRoom).toMatchObject({ name: 'Sauna Bar', description: 'Für alle 👨\u200d👩\u200d👧' });
    // Only invisible characters: too short.
    expect(errorOf(await create(vera.token, 'GROUP', 'ab\u200b\u200b\u200b'))?.fields).toEqual([{ field: 'name', code: 'ROOM_NAME_TOO_SHORT' }]);
    const message = await send(t, vera, res.data!.createChatRoom.id, 'Hallo \u202egpj.exe');
    expect(message.body).toBe('Hallo gpj.exe');
  });
});
