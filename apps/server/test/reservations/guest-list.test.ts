import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { saveSettings } from '../../src/modules/settings/settings.repository.js';
import { BLOCK, GUEST_LIST, befriend, member, party, publishedEvent, reserve, staff, type TestMember } from './support.js';

// The guest list on the event page (issue 14): members only; names as each owner's setting, the
// hidden flag and blocks allow; everyone else counted, with counts by profile type.

describe('guest list', () => {
  let t: TestApp;
  let couple: TestMember;
  let friend: TestMember;
  let stranger: TestMember;
  let blocked: TestMember;
  let shy: TestMember;
  let hiding: TestMember;
  let waiting: TestMember;
  let admin: TestMember;
  let slug: string;

  const listFor = async (m: TestMember | null) => (await t.gql(GUEST_LIST, { slug }, m ? { token: m.token } : {})).data!.event.guestList;
  const names = (list: { named: { user: { username: string } }[] }) => list.named.map((e) => e.user.username).sort();

  beforeAll(async () => {
    t = await createTestApp();
    const event = await publishedEvent(t, { capacity: 7 });
    slug = event.slug;
    couple = await member(t, { sex: 'MF', verified: true });
    friend = await member(t, { sex: 'M' });
    stranger = await member(t, { sex: 'F' });
    blocked = await member(t, { sex: 'MM' });
    shy = await member(t, { sex: 'FF' });
    hiding = await member(t, { sex: 'M' });
    waiting = await member(t, { sex: 'M' });
    admin = await staff(t);
    await befriend(t, couple, friend);
    await befriend(t, shy, friend);
    await saveSettings(t.deps.database.db, shy.id, { reservationsVisibleTo: 'FRIENDS' });
    await t.gql(BLOCK, { slug: blocked.slug }, { token: couple.token });
    await reserve(t, couple, event, party(1, 1));
    await reserve(t, shy, event, party(2, 0));
    await reserve(t, hiding, event, party(0, 1, true));
    await reserve(t, blocked, event, party(0, 2));
    // Full (7 people): this one waits and is neither named nor counted.
    expect((await reserve(t, waiting, event, party(0, 1))).status).toBe('WAITLISTED');
  });
  afterAll(() => t.close());

  it('a friend sees the couple and the friends-only member; the hidden one is counted', async () => {
    const list = await listFor(friend);
    expect(names(list)).toEqual([blocked.username, couple.username, shy.username].sort());
    expect(list.totalPeople).toBe(7);
    expect(list.othersCount).toBe(1);
    expect(list.byType).toEqual([
      { type: 'M', count: 1 },
      { type: 'MF', count: 1 },
      { type: 'MM', count: 1 },
      { type: 'FF', count: 1 },
    ]);
  });

  it('a stranger does not see the friends-only member', async () => {
    const list = await listFor(stranger);
    expect(names(list)).toEqual([blocked.username, couple.username].sort());
    expect(list.othersCount).toBe(3);
  });

  it('blocks hide both ways', async () => {
    expect(names(await listFor(blocked))).not.toContain(couple.username);
    expect(names(await listFor(couple))).not.toContain(blocked.username);
  });

  it('the viewer’s own reservation is always named, hidden too', async () => {
    expect(names(await listFor(hiding))).toContain(hiding.username);
    expect(names(await listFor(shy))).toContain(shy.username);
  });

  it('visitors get no guest list; staff see it as a stranger would', async () => {
    expect(await listFor(null)).toBeNull();
    const list = await listFor(admin);
    expect(names(list)).toEqual([blocked.username, couple.username].sort());
  });

  it('shows places left and the viewer’s own reservation', async () => {
    const res = await t.gql(GUEST_LIST, { slug }, { token: couple.token });
    expect(res.data!.event).toMatchObject({ capacity: 7, placesLeft: 0, viewerReservation: { status: 'CONFIRMED' } });
    expect((await t.gql(GUEST_LIST, { slug }, { token: stranger.token })).data!.event.viewerReservation).toBeNull();
  });
});
