import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { createFriendsService } from '../../src/modules/friends/friends.service.js';
import { findMemberBySlug } from '../../src/modules/accounts/members.repository.js';
import { mailsTo } from '../accounts/support.js';
import { member, request } from './support.js';

// Spec §3: an e-mail on a friend request when the addressee's toggle is on — in the addressee's
// language, text and HTML, sent after the request is stored.

describe('e-mail on a friend request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const mails = async (email: string) => {
    await t.services.friends.drain();
    return mailsTo(t, email);
  };

  it('goes to the addressee in German by default, with text and HTML and a link to the requests', async () => {
    const ben = await member(t);
    const anna = await member(t, { sex: 'F' });
    await request(t, ben, anna);
    const [mail, ...more] = await mails(anna.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Neue Freundschaftsanfrage');
    expect(mail!.text).toContain(`Hallo ${anna.username}`);
    expect(mail!.text).toContain(`${ben.username} hat dir eine Freundschaftsanfrage gesendet.`);
    expect(mail!.text).toContain('/friends?tab=requests');
    expect(mail!.html).toContain(`${ben.username} hat dir eine Freundschaftsanfrage gesendet.`);
    expect(mail!.html).toContain('href="http');
    expect(await mails(ben.email)).toEqual([]);
  });

  it('is in English for an English-speaking addressee', async () => {
    const ben = await member(t);
    const anna = await member(t, { sex: 'F', language: 'en' });
    await request(t, ben, anna);
    const [mail] = await mails(anna.email);
    expect(mail!.subject).toBe('New friend request');
    expect(mail!.text).toContain(`${ben.username} has sent you a friend request.`);
  });

  it('is not sent when the toggle is off, nor for a refused request, nor on acceptance', async () => {
    const ben = await member(t);
    const quiet = await member(t, { sex: 'F', emailOnFriendRequest: false });
    await request(t, ben, quiet);
    expect(await mails(quiet.email)).toEqual([]);

    const picky = await member(t, { sex: 'F', onlyVerifiedMayContact: true });
    await t.gql(`mutation ($slug: String!) { requestFriendship(slug: $slug) { relation } }`, { slug: picky.slug }, { token: ben.token });
    expect(await mails(picky.email)).toEqual([]);

    // Asking back accepts the open request: no second mail to anyone.
    const anna = await member(t, { sex: 'F' });
    await request(t, anna, ben);
    const before = (await mails(ben.email)).length;
    await t.gql(`mutation ($slug: String!) { requestFriendship(slug: $slug) { relation } }`, { slug: anna.slug }, { token: ben.token });
    expect(await mails(anna.email)).toEqual([]);
    expect((await mails(ben.email)).length).toBe(before);
  });

  it('a failed delivery keeps the request and logs no address, name or text', async () => {
    const lines: Record<string, unknown>[] = [];
    const failing = {
      async send(message: { to: string }) {
        throw new Error(`SMTP refused ${message.to}`);
      },
    };
    const friends = createFriendsService({ ...t.deps, mailer: failing }, { log: { error: (fields, message) => lines.push({ ...fields, message }) } });
    const ben = await member(t);
    const anna = await member(t, { sex: 'F' });
    const viewer = (await findMemberBySlug(t.deps.database.db, ben.slug))!;
    const state = await friends.request(viewer, anna.slug);
    await friends.drain();
    expect(state.relation).toBe('REQUEST_SENT');
    expect(lines).toHaveLength(1);
    const logged = JSON.stringify(lines);
    expect(logged).toContain('friend-request-mail');
    for (const secret of [anna.email, anna.username, ben.username, 'Freundschaftsanfrage', 'SMTP refused']) expect(logged).not.toContain(secret);
  });
});
