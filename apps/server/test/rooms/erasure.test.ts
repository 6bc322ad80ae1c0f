import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../harness.js';
import { member as settingsMember } from '../settings/support.js';
import { tracesOf } from '../settings/personal-data.js';
import { roomBans, roomMemberships } from '../../src/modules/rooms/rooms.table.js';
import { rouletteMembers, roulettePairs } from '../../src/modules/roulette/roulette.table.js';
import { BAN, INVITE, MEMBERS, SET_ADMIN, createRoom, join, messageBodies, roomOf, send } from './support.js';

// Deleting a member for good (decision 0014) leaves nothing of them in the rooms or the roulette
// (decision 0019); the rooms they ran keep going under another admin.

const DELETE = `mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) }`;

describe('erasing a member from rooms and roulette', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('removes their messages, memberships, invitations, bans and roulette places; their room passes to its longest member', async () => {
    const anna = await settingsMember(t, { sex: 'F', verified: true });
    const ben = await settingsMember(t, { verified: true });
    const carla = await settingsMember(t, { verified: true });
    const dora = await settingsMember(t, { verified: true, sex: 'F' });
    const annasRoom = await createRoom(t, anna, 'GROUP', 'Annas Runde');
    await join(t, ben, annasRoom.id);
    await join(t, carla, annasRoom.id);
    await send(t, anna, annasRoom.id, 'Ich bin Anna');
    await send(t, ben, annasRoom.id, 'Hallo Anna');
    const annasPrivate = await createRoom(t, anna, 'PRIVATE', 'Nur Anna');
    const bensRoom = await createRoom(t, ben, 'PRIVATE', 'Bens Runde');
    await t.gql(INVITE, { roomId: bensRoom.id, slug: anna.slug }, { token: ben.token });
    await t.gql(INVITE, { roomId: annasPrivate.id, slug: dora.slug }, { token: anna.token });
    const doraRoom = await createRoom(t, dora, 'GROUP');
    await join(t, anna, doraRoom.id);
    await t.gql(SET_ADMIN, { roomId: doraRoom.id, userId: anna.id, admin: true }, { token: dora.token });
    await join(t, carla, doraRoom.id);
    expect((await t.gql(BAN, { roomId: doraRoom.id, userId: carla.id }, { token: anna.token })).errors).toBeUndefined();
    const db = t.deps.database.db;
    const [pair] = await db.insert(roulettePairs).values({ userA: anna.id, userB: ben.id, aliasA: 'Rigi 12', aliasB: 'Eiger 40' }).returning();
    await db.insert(rouletteMembers).values([
      { userId: anna.id, pairId: pair!.id, connectionId: 'c1' },
      { userId: ben.id, pairId: pair!.id, lastPartnerId: null },
      { userId: carla.id, lastPartnerId: anna.id },
    ]);

    const res = await t.gql(DELETE, { input: { phrase: 'Ich bin sicher', currentPassword: anna.password } }, { token: anna.token });
    expect(res.errors).toBeUndefined();

    const traces = (await tracesOf(t, anna)).filter((tr) => /room|roulette/.test(tr.table));
    expect(traces).toEqual([]);
    expect(await messageBodies(t, ben, annasRoom.id)).toEqual(['Hallo Anna']);
    // Ben joined first: the room is his to run now.
    const members = (await t.gql(MEMBERS, { roomId: annasRoom.id }, { token: ben.token })).data!.roomMembers.nodes;
    expect(members.map((m: { member: { slug: string }; admin: boolean }) => [m.member.slug, m.admin])).toEqual([
      [ben.slug, true],
      [carla.slug, false],
    ]);
    expect((await roomOf(t, ben, annasRoom.id)).viewerCan.editSettings).toBe(true);
    // Only an invitation was left in Anna's private room: it is gone.
    expect(await roomOf(t, dora, annasPrivate.id)).toBeNull();
    // The ban Anna made stays (Dora's room still keeps Carla out), without naming Anna.
    const [ban] = await db.select().from(roomBans).where(eq(roomBans.roomId, doraRoom.id));
    expect(ban).toMatchObject({ userId: carla.id, bannedBy: null });
    expect(await db.select().from(roomMemberships).where(eq(roomMemberships.userId, anna.id))).toEqual([]);
    expect(await db.select().from(roulettePairs)).toEqual([]);
    expect((await db.select().from(rouletteMembers).where(eq(rouletteMembers.userId, ben.id)))[0]).toMatchObject({ pairId: null });
  });
});
