import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { seedDemo } from '../../src/modules/demo/seed.js';
import { DEMO_ACCOUNTS, DEMO_ADMIN_PASSWORD, DEMO_MEMBER_PASSWORD } from '../../src/modules/demo/demo-accounts.js';
import { SIGN_IN } from '../accounts/support.js';
import { DOOR_LIST, GUEST_LIST, MINE } from './support.js';

// The demo reservations (issue 14): the guest list and the door list show something; Reto has one.

describe('demo reservations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signInAs(username: string, password = DEMO_MEMBER_PASSWORD) {
    const account = DEMO_ACCOUNTS.find((a) => a.username === username)!;
    const res = await t.gql(SIGN_IN, { input: { email: account.email, password } }, { ip: `10.78.0.${username.length}` });
    return res.data!.signIn.token as string;
  }

  it('seeds reservations once; Reto has an upcoming one; the guest list and the door list show them', async () => {
    const first = await seedDemo(t.deps.database.db, t.deps.config.argon2, t.deps.now);
    expect(first.reservations).toBe(9);
    expect((await seedDemo(t.deps.database.db, t.deps.config.argon2, t.deps.now)).reservations).toBe(0);

    const reto = await signInAs('Reto_ZH');
    const mine = (await t.gql(MINE, {}, { token: reto })).data!.reservations;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'CONFIRMED', event: { slug: 'black-and-white-night' }, perks: { discountRappen: 1000, freeDrink: true } });

    const list = (await t.gql(GUEST_LIST, { slug: 'black-and-white-night' }, { token: reto })).data!.event.guestList;
    const names = list.named.map((e: { user: { username: string } }) => e.user.username);
    expect(names).toEqual(expect.arrayContaining(['Reto_ZH', 'Seraina_GR', 'Jonas_und_Dario', 'Chantal_BS']));
    // Hidden (Beat) and friends-only (Lea und Mirjam) are counted, not named.
    expect(names).not.toContain('Beat_Baerner');
    expect(names).not.toContain('Lea_und_Mirjam');
    expect(list).toMatchObject({ totalPeople: 8, othersCount: 3 });

    const admin = await signInAs('Admin_Venue', DEMO_ADMIN_PASSWORD);
    const eventId = (await t.gql(GUEST_LIST, { slug: 'black-and-white-night' }, { token: reto })).data!.event.id;
    const door = (await t.gql(DOOR_LIST, { eventId }, { token: admin })).data!.doorList;
    expect(door).toMatchObject({ capacity: 80, expectedPeople: 8 });
    expect(door.entries).toHaveLength(6);
  });
});
