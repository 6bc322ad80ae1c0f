import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../harness.js';
import { createSmtpMailer } from '../../src/infra/mail/mailer.js';
import { createMessagesService } from '../../src/modules/conversations/messages.service.js';
import { eq } from 'drizzle-orm';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { claimMessageMail, mailStateOf } from '../../src/modules/conversations/message-mail.repository.js';
import { startSmtp } from '../accounts/smtp-server.js';
import { findUserById } from '../../src/modules/accounts/accounts.repository.js';
import { member, send, setContactSettings, writeTo, type TestMember } from './support.js';

// The e-mail on a new message (spec §3 toggle, §9 at most one per 5 minutes per recipient), over a
// real SMTP server: only with the toggle on, not while the recipient reads live, in the
// recipient's language, never quoting the message; the throttle is stored (another instance or a
// restart keeps it).

describe('e-mail on a new message', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ mailer: createSmtpMailer(smtp.url, 'Club Venue <no-reply@club-venue.local>') });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailsTo = async (m: TestMember) => {
    await t.services.messages.drain();
    return smtp.received.filter((r) => r.envelopeTo.includes(m.email)).map((r) => r.mail);
  };
  const fiveMinutes = () => t.advance(5 * 60_000 + 1000);

  /** The member's device holds the live subscription (as the web app's socket does) until `close`. */
  async function readLive(m: TestMember) {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/socket`;
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${m.token}` }, retryAttempts: 0, lazy: true });
    const received: unknown[] = [];
    const stop = client.subscribe({ query: 'subscription { conversationMessages { message { seq } } }' }, { next: (v) => received.push(v), error: () => undefined, complete: () => undefined });
    await t.listening('conversation:event', m.id);
    return {
      received,
      close: async () => {
        stop();
        await client.dispose();
      },
    };
  }

  it('one e-mail in the recipient’s language, naming the sender and linking the conversation, never quoting it', async () => {
    const anna = await member(t);
    const ben = await member(t, { language: 'en' });
    const { conversation } = await writeTo(t, anna, ben, 'Geheimer Treffpunkt: hinter der Bar');
    const [mail, ...more] = await mailsTo(ben);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('New message');
    expect(mail!.text).toContain(`Hello ${ben.username}`);
    expect(mail!.text).toContain(`${anna.username} has written to you.`);
    expect(mail!.text).toContain(`/conversations/${conversation.id}`);
    expect(mail!.html).toContain(`/conversations/${conversation.id}`);
    for (const part of [mail!.text, mail!.html, mail!.subject]) expect(part).not.toContain('Treffpunkt');
    // The sender gets nothing.
    expect(await mailsTo(anna)).toEqual([]);
  });

  it('at most one per 5 minutes per recipient, however many messages and senders', async () => {
    const anna = await member(t);
    const carl = await member(t);
    const ben = await member(t);
    const { conversation } = await writeTo(t, anna, ben, 'eins');
    await send(t, anna, conversation.id, 'zwei');
    await writeTo(t, carl, ben, 'von Carl');
    expect(await mailsTo(ben)).toHaveLength(1);
    t.advance(4 * 60_000);
    await send(t, anna, conversation.id, 'drei');
    expect(await mailsTo(ben)).toHaveLength(1);
    t.advance(60_000 + 1000);
    await send(t, anna, conversation.id, 'vier');
    const mails = await mailsTo(ben);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Neue Nachricht');
  });

  it('none with the toggle off', async () => {
    const anna = await member(t);
    const ben = await member(t);
    await setContactSettings(t, ben, { emailOnMessage: false });
    await writeTo(t, anna, ben, 'Hallo');
    expect(await mailsTo(ben)).toEqual([]);
  });

  it('none while the recipient reads live (holds the live subscription); again once that ended', async () => {
    fiveMinutes();
    const anna = await member(t);
    const ben = await member(t);
    const { received, close } = await readLive(ben);
    const { conversation } = await writeTo(t, anna, ben, 'live');
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    expect(await mailsTo(ben)).toEqual([]);
    await close();
    // The live mark lasts 90 s after the last renewal.
    t.advance(91_000);
    await send(t, anna, conversation.id, 'später');
    expect(await mailsTo(ben)).toHaveLength(1);
  });

  it('none while a live subscription stays open past the mark’s 90 s: the instance renews the marks of its open streams', async () => {
    fiveMinutes();
    const anna = await member(t);
    const ben = await member(t);
    const { received, close } = await readLive(ben);
    // A period later the instance renews (its timer; here at the chosen moment), and the mark holds past the first 90 s.
    t.advance(60_000);
    await t.services.conversations.liveMarks.renew();
    t.advance(60_000);
    const { conversation } = await writeTo(t, anna, ben, 'noch live');
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    expect(await mailsTo(ben)).toEqual([]);
    await close();
    await expect.poll(() => t.deps.pubsub.subscribers(`conversation:event:${ben.id}`), { timeout: 15_000 }).toBe(0);
    // Closed: renewals leave the member out, and the mark lapses.
    await t.services.conversations.liveMarks.renew();
    t.advance(91_000);
    await send(t, anna, conversation.id, 'später');
    expect(await mailsTo(ben)).toHaveLength(1);
  });

  it('the throttle is stored: another instance (or a restart) does not send a second one', async () => {
    fiveMinutes();
    const anna = await member(t);
    const ben = await member(t);
    const { conversation } = await writeTo(t, anna, ben, 'eins');
    expect(await mailsTo(ben)).toHaveLength(1);
    const otherInstance = createMessagesService(t.deps, t.services.media);
    await otherInstance.send((await findUserById(t.deps.database.db, anna.id))!, conversation.id, 'zwei');
    await otherInstance.drain();
    expect(await mailsTo(ben)).toHaveLength(1);
  });

  it('two claims at once: exactly one wins', async () => {
    fiveMinutes();
    const ben = await member(t);
    const now = t.deps.now();
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimMessageMail(t.deps.database.db, ben.id, now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('no claim for a deactivated or deleted member, and nothing stored for them', async () => {
    fiveMinutes();
    const now = t.deps.now();
    const [deactivated, deleted, active] = [await member(t), await member(t), await member(t)];
    await t.deps.database.db.update(users).set({ isDeactivated: true }).where(eq(users.id, deactivated.id));
    await t.deps.database.db.update(users).set({ deletedAt: now }).where(eq(users.id, deleted.id));
    expect(await claimMessageMail(t.deps.database.db, deactivated.id, now)).toBe(false);
    expect(await claimMessageMail(t.deps.database.db, deleted.id, now)).toBe(false);
    expect(await mailStateOf(t.deps.database.db, deactivated.id)).toBeNull();
    expect(await mailStateOf(t.deps.database.db, deleted.id)).toBeNull();
    expect(await claimMessageMail(t.deps.database.db, active.id, now)).toBe(true);
    expect((await mailStateOf(t.deps.database.db, active.id))?.lastMailAt).toEqual(now);
  });
});
