import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { saveSettings } from '../../src/modules/settings/settings.repository.js';
import { mailsTo } from '../accounts/support.js';
import { BLOCK, befriend, member, nextWeekday, notificationsOf, party, publishedEvent, reserve, reserveDay, type TestMember } from './support.js';

// Friends hear of a reservation (issue 14, spec §3): a home notification for each friend who may see
// it, and an e-mail in their language where their toggle is on; the subject names nobody.

describe('friends hear of a reservation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const mails = async (m: TestMember) => {
    await t.services.jobs.runDue();
    // Befriending sent friend-request mails: only the reservation news count here.
    return (await mailsTo(t, m.email)).filter((mail) => !mail.subject.includes('Freundschaftsanfrage') && !mail.subject.includes('friend request'));
  };
  // The friends hear of it from the reservation's follow-up job (decision 0054), which the running
  // app's job runner runs as soon as the reservation is committed.
  const told = async (m: TestMember) => {
    await t.services.jobs.runDue();
    return (await notificationsOf(t, m)).filter((n) => n.kind === 'FRIEND_RESERVED');
  };

  it('a friend gets a notification and an e-mail in their language; strangers and blocked friends nothing', async () => {
    const anna = await member(t, { sex: 'F' });
    const de = await member(t);
    const en = await member(t, { language: 'en' });
    const quiet = await member(t);
    const blockedFriend = await member(t);
    const stranger = await member(t);
    for (const f of [de, en, quiet, blockedFriend]) await befriend(t, anna, f);
    await saveSettings(t.deps.database.db, quiet.id, { emailOnFriendEventReservation: false });
    await t.gql(BLOCK, { slug: blockedFriend.slug }, { token: anna.token });
    const event = await publishedEvent(t, { titleDe: 'Maskenball', titleEn: 'Masked ball' });
    const r = await reserve(t, anna, event, party(1, 0));

    expect(await told(de)).toEqual([expect.objectContaining({ actorId: anna.id, subjectId: r.id })]);
    expect(await told(quiet)).toHaveLength(1);
    expect(await told(blockedFriend)).toEqual([]);
    expect(await told(stranger)).toEqual([]);

    const [mail, ...more] = await mails(de);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Neuigkeit von einem Freund');
    expect(mail!.subject).not.toContain(anna.username);
    expect(mail!.subject.toLowerCase()).not.toContain('club');
    expect(mail!.text).toContain(`${anna.username} hat für Maskenball reserviert.`);
    expect(mail!.text).toContain(`/events/${event.slug}`);
    const [english] = await mails(en);
    expect(english!.subject).toBe('News from a friend');
    expect(english!.text).toContain(`${anna.username} has reserved for Masked ball.`);
    expect(await mails(quiet)).toEqual([]);
    expect(await mails(blockedFriend)).toEqual([]);

    const res = await t.gql(`{ notifications { nodes { kind actor { username } reservation { kind event { titleDe } } } } }`, {}, { token: de.token });
    expect(res.data!.notifications.nodes).toContainEqual({ kind: 'FRIEND_RESERVED', actor: { username: anna.username }, reservation: { kind: 'EVENT', event: { titleDe: 'Maskenball' } } });
  });

  it('nothing for a hidden or a waitlisted reservation', async () => {
    const ben = await member(t);
    const friend = await member(t);
    await befriend(t, ben, friend);
    await reserve(t, ben, await publishedEvent(t), party(0, 1, true));
    const full = await publishedEvent(t, { capacity: 1 });
    await reserve(t, await member(t), full, party(0, 1));
    expect((await reserve(t, ben, full, party(0, 1))).status).toBe('WAITLISTED');
    expect(await told(friend)).toEqual([]);
    expect(await mails(friend)).toEqual([]);
  });

  it('a daily reservation follows the daily toggle and names the date', async () => {
    const carla = await member(t, { sex: 'F' });
    const on = await member(t);
    const off = await member(t);
    await befriend(t, carla, on);
    await befriend(t, carla, off);
    await saveSettings(t.deps.database.db, off.id, { emailOnFriendDailyReservation: false });
    const thursday = nextWeekday(t, 4, 22);
    await reserveDay(t, carla, thursday, party(1, 0));
    expect(await told(on)).toHaveLength(1);
    expect(await told(off)).toHaveLength(1);
    const [mail] = await mails(on);
    expect(mail!.subject).toBe('Neuigkeit von einem Freund');
    expect(mail!.text).toMatch(new RegExp(`${carla.username} hat für Donnerstag, \\d+\\. \\S+ \\d{4} reserviert\\.`));
    expect(await mails(off)).toEqual([]);
  });
});
