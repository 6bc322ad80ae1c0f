import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { createTestApp, type TestApp } from '../harness.js';
import { BLOCK } from '../friends/support.js';
import { BAN, BANS, JOIN, LEAVE, ME, MESSAGES, ROOM, SEND, SET_ADMIN, UNBAN, createRoom, errorOf, join, listNames, member, roomRows, send, staffMember } from './support.js';
import { connect, socketUrl, subscribe, waitFor } from './socket-client.js';

// Bans (spec §4 rule 8, §6, §8) and the room's events over /socket with a real graphql-ws client.

const EVENTS = `subscription ($roomId: ID!) { roomEvents(roomId: $roomId) { kind roomId message { id seq body mine sender { slug username isAllowedToVisit } } } }`;
type Event = { roomEvents: { kind: string; roomId: string; message: { seq: number; body: string; mine: boolean; sender: { slug: string; isAllowedToVisit: boolean } } | null } };

describe('room events and bans', () => {
  let t: TestApp;
  let url: string;
  const clients: Client[] = [];
  const client = (token: string) => {
    const c = connect(url, token);
    clients.push(c);
    return c;
  };
  beforeAll(async () => {
    t = await createTestApp();
    url = await socketUrl(t);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await t.close();
  });

  it('a message reaches every subscriber at once with its sender as each sees them, but not across a block', async () => {
    const staff = await staffMember(t);
    const room = await createRoom(t, staff, 'PUBLIC');
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t, { sex: 'M', lookingFor: ['MF'] });
    const carla = await member(t, { sex: 'M' });
    for (const m of [anna, ben, carla]) await join(t, m, room.id);
    await t.gql(BLOCK, { slug: anna.slug }, { token: carla.token });
    const forBen = subscribe<Event>(client(ben.token), EVENTS, { roomId: room.id });
    const forCarla = subscribe<Event>(client(carla.token), EVENTS, { roomId: room.id });
    const forAnna = subscribe<Event>(client(anna.token), EVENTS, { roomId: room.id });
    await t.listening('room:event', room.id, 3);

    await send(t, anna, room.id, 'Hallo Lounge');
    await send(t, ben, room.id, 'Hoi Anna');
    await forBen.until((r) => r.length >= 2);
    await forAnna.until((r) => r.length >= 2);
    expect(forBen.results.map((r) => r.data!.roomEvents.message!.body)).toEqual(['Hallo Lounge', 'Hoi Anna']);
    expect(forBen.results[0]!.data!.roomEvents).toMatchObject({ kind: 'MESSAGE', roomId: room.id, message: { seq: 1, mine: false, sender: { slug: anna.slug } } });
    expect(forAnna.results[0]!.data!.roomEvents.message).toMatchObject({ mine: true });
    // Ben looks for couples only: Anna (F) may not open his profile, so his card comes locked for her.
    expect(forAnna.results[1]!.data!.roomEvents.message!.sender).toEqual({ slug: ben.slug, username: ben.username, isAllowedToVisit: false });

    // Anna's message came first: had it reached Carla, it would stand before Ben's.
    await forCarla.until((r) => r.some((x) => x.data?.roomEvents.message?.body === 'Hoi Anna'));
    expect(forCarla.results.map((r) => r.data!.roomEvents.message!.body)).toEqual(['Hoi Anna']);

    // A block made while subscribed applies to the next message (the instance's block sets follow).
    await t.gql(BLOCK, { slug: ben.slug }, { token: anna.token });
    await waitFor(() => t.services.blockSets.of(anna.id)?.has(ben.id) === true, 'the block to reach the instance’s block sets');
    await send(t, ben, room.id, 'Bist du noch da?');
    await send(t, staff, room.id, 'Ich schon');
    await forAnna.until((r) => r.some((x) => x.data?.roomEvents.message?.body === 'Ich schon'));
    expect(forAnna.results.map((r) => r.data?.roomEvents.message?.body)).not.toContain('Bist du noch da?');
  });

  it('one message, many subscribers: each sees the sender as they may, also when the answers are shared', async () => {
    const staff = await staffMember(t);
    const room = await createRoom(t, staff, 'PUBLIC');
    // Ben looks for couples: women may not open his profile, a couple may, he is himself.
    const ben = await member(t, { sex: 'M', lookingFor: ['MF'] });
    const viewers = { anna: await member(t, { sex: 'F' }), dora: await member(t, { sex: 'F' }), paar: await member(t, { sex: 'MF' }), ben };
    for (const m of Object.values(viewers)) await join(t, m, room.id);
    const FULL = `subscription ($roomId: ID!) { roomEvents(roomId: $roomId) { kind message { body mine viewerCanReport sender { slug isAllowedToVisit lastActiveAt } } } }`;
    type Full = { roomEvents: { message: { body: string; mine: boolean; viewerCanReport: boolean; sender: { slug: string; isAllowedToVisit: boolean } } } };
    const streams = Object.fromEntries(Object.entries(viewers).map(([name, m]) => [name, subscribe<Full>(client(m.token), FULL, { roomId: room.id })]));
    // A second document on the same socket gets its own answer (not one shaped for the other document).
    const short = subscribe<Event>(client(viewers.dora.token), EVENTS, { roomId: room.id });
    await t.listening('room:event', room.id, 5);

    await send(t, ben, room.id, 'Wer kommt in die Sauna?');
    for (const stream of [...Object.values(streams), short]) await stream.until((r) => r.length >= 1);
    const seen = Object.fromEntries(Object.entries(streams).map(([name, stream]) => [name, stream.results[0]!.data!.roomEvents.message]));
    const as = (mine: boolean, allowed: boolean) => ({ body: 'Wer kommt in die Sauna?', mine, viewerCanReport: !mine, sender: expect.objectContaining({ slug: ben.slug, isAllowedToVisit: allowed }) });
    expect(seen).toEqual({ anna: as(false, false), dora: as(false, false), paar: as(false, true), ben: as(true, true) });
    expect(short.results[0]!.data!.roomEvents.message).toEqual({ id: expect.any(String), seq: 1, body: 'Wer kommt in die Sauna?', mine: false, sender: { slug: ben.slug, username: ben.username, isAllowedToVisit: false } });
  });

  it('a banned member loses the room at once: the event ends their stream; guard data, pages, list and writing refuse them', async () => {
    const owner = await member(t, { verified: true });
    const guest = await member(t, { verified: true });
    const other = await member(t, { verified: true });
    const room = await createRoom(t, owner, 'GROUP', 'Gesperrte Runde');
    await join(t, guest, room.id);
    await join(t, other, room.id);
    const forGuest = subscribe<Event>(client(guest.token), EVENTS, { roomId: room.id });
    const forOther = subscribe<Event>(client(other.token), EVENTS, { roomId: room.id });
    await t.listening('room:event', room.id, 2);

    expect(errorOf(await t.gql(BAN, { roomId: room.id, userId: guest.id }, { token: other.token }))?.code).toBe('NOT_ALLOWED');
    const ban = (await t.gql(BAN, { roomId: room.id, userId: guest.id, reason: '  Spam  ' }, { token: owner.token })).data!.banRoomMember;
    expect(ban).toMatchObject({ reason: 'Spam', member: { id: guest.id } });

    await forGuest.done;
    expect(forGuest.results.map((r) => r.data?.roomEvents.kind)).toEqual(['BANNED']);
    await forOther.until((r) => r.some((x) => x.data?.roomEvents.kind === 'MEMBERS_CHANGED'));
    await send(t, owner, room.id, 'Weiter geht’s');
    await forOther.until((r) => r.some((x) => x.data?.roomEvents.kind === 'MESSAGE'));
    expect(forGuest.results).toHaveLength(1);

    expect((await t.gql(ME, {}, { token: guest.token })).data!.currentUser.bannedRoomIds).toEqual([room.id]);
    expect(errorOf(await t.gql(ROOM, { id: room.id }, { token: guest.token }))?.code).toBe('ROOM_BANNED');
    expect(errorOf(await t.gql(MESSAGES, { roomId: room.id }, { token: guest.token }))?.code).toBe('ROOM_BANNED');
    expect(errorOf(await t.gql(SEND, { roomId: room.id, body: 'Hallo?' }, { token: guest.token }))?.code).toBe('ROOM_BANNED');
    expect(errorOf(await t.gql(JOIN, { id: room.id }, { token: guest.token }))?.code).toBe('ROOM_BANNED');
    expect(await listNames(t, guest)).not.toContain('Gesperrte Runde');
    const again = subscribe<Event>(client(guest.token), EVENTS, { roomId: room.id });
    await again.done;
    expect(again.results[0]!.errors?.[0]?.extensions?.code).toBe('ROOM_BANNED');

    expect((await t.gql(BANS, { roomId: room.id }, { token: owner.token })).data!.roomBans.nodes).toEqual([{ id: ban.id, reason: 'Spam', member: { id: guest.id, slug: guest.slug } }]);
    expect(errorOf(await t.gql(BANS, { roomId: room.id }, { token: other.token }))?.code).toBe('NOT_ALLOWED');

    expect((await t.gql(UNBAN, { roomId: room.id, userId: guest.id }, { token: owner.token })).data!.unbanRoomMember).toBe(true);
    expect(errorOf(await t.gql(UNBAN, { roomId: room.id, userId: guest.id }, { token: owner.token }))?.code).toBe('NOT_FOUND');
    expect((await t.gql(ME, {}, { token: guest.token })).data!.currentUser.bannedRoomIds).toEqual([]);
    await join(t, guest, room.id);
    expect((await send(t, guest, room.id, 'Bin zurück')).body).toBe('Bin zurück');
  });

  it('admins cannot ban themselves, the owner or another admin; bad ids change nothing', async () => {
    const owner = await member(t, { verified: true });
    const vice = await member(t, { verified: true });
    const plain = await member(t, { verified: true });
    const room = await createRoom(t, owner, 'GROUP');
    await join(t, vice, room.id);
    await join(t, plain, room.id);
    await t.gql(SET_ADMIN, { roomId: room.id, userId: vice.id, admin: true }, { token: owner.token });
    const before = await roomRows(t);
    expect(errorOf(await t.gql(BAN, { roomId: room.id, userId: owner.id }, { token: owner.token }))?.code).toBe('ROOM_BAN_SELF');
    expect(errorOf(await t.gql(BAN, { roomId: room.id, userId: owner.id }, { token: vice.token }))?.code).toBe('ROOM_OWNER_PROTECTED');
    expect(errorOf(await t.gql(BAN, { roomId: room.id, userId: vice.id }, { token: owner.token }))?.code).toBe('ROOM_MEMBER_IS_ADMIN');
    expect(errorOf(await t.gql(BAN, { roomId: room.id, userId: 'not-an-id' }, { token: owner.token }))?.code).toBe('USER_NOT_FOUND');
    expect(errorOf(await t.gql(BAN, { roomId: room.id, userId: plain.id, reason: 'x'.repeat(501) }, { token: owner.token }))?.code).toBe('ROOM_BAN_REASON_TOO_LONG');
    expect(await roomRows(t)).toEqual(before);
  });

  it('deleting the room ends every subscription with ROOM_DELETED', async () => {
    const owner = await member(t, { verified: true });
    const guest = await member(t, { verified: true });
    const room = await createRoom(t, owner, 'GROUP');
    await join(t, guest, room.id);
    const forGuest = subscribe<Event>(client(guest.token), EVENTS, { roomId: room.id });
    await t.listening('room:event', room.id, 1);
    await t.gql(`mutation ($id: ID!) { deleteChatRoom(id: $id) }`, { id: room.id }, { token: owner.token });
    await forGuest.done;
    expect(forGuest.results.map((r) => r.data?.roomEvents.kind)).toEqual(['ROOM_DELETED']);
  });

  it('refuses the subscription of a visitor and of a member who may not read the room', async () => {
    const owner = await member(t, { verified: true });
    const room = await createRoom(t, owner, 'PRIVATE');
    const outsider = await member(t, { verified: true });
    const stream = subscribe<Event>(client(outsider.token), EVENTS, { roomId: room.id });
    await stream.done;
    expect(stream.results[0]!.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const visitor = subscribe<Event>(connect(url, 'no-such-session'), EVENTS, { roomId: room.id });
    await visitor.done;
    expect(visitor.results[0]!.errors?.[0]).toMatchObject({ code: 4403 }); // no session: the connection is refused
    expect((await t.gql(LEAVE, { id: room.id }, { token: outsider.token })).errors?.[0]?.extensions?.code).toBe('ROOM_NOT_MEMBER');
  });
});
