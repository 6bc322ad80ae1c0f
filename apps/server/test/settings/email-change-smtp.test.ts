import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { createSmtpMailer } from '../../src/infra/mail/mailer.js';
import { startSmtp } from '../accounts/smtp-server.js';
import { member, tokenWorks, userRow } from './support.js';

// The e-mail change over a real SMTP server: the link arrives at the new address only, the notice
// at the old one only, and the link from the mail completes the change.

describe('e-mail change through SMTP', () => {
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

  it('delivers the link to the new address, the notice to the old one, and the link works', async () => {
    const anna = await member(t);
    const newEmail = `${anna.username}-neu@example.ch`;
    const res = await t.gql(`mutation ($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) { pendingEmailChange } }`, { input: { newEmail, currentPassword: anna.password } }, { token: anna.token });
    expect(res.errors).toBeUndefined();
    await t.services.credentials.drain();

    const toNew = smtp.received.filter((r) => r.envelopeTo.includes(newEmail));
    const toOld = smtp.received.filter((r) => r.envelopeTo.includes(anna.email) && r.mail.subject.includes('geändert'));
    expect(toNew).toHaveLength(1);
    expect(toOld).toHaveLength(1);
    expect(toNew[0]!.envelopeTo).toEqual([newEmail]);
    expect(toNew[0]!.mail.subject).toBe('Club Venue: Bestätige deine neue E-Mail-Adresse');
    expect(toNew[0]!.mail.html).toMatch(/<a [^>]*href="[^"]*\/confirm-email\?token=[\w-]{20,}"/);
    expect(toOld[0]!.envelopeTo).toEqual([anna.email]);
    expect(toOld[0]!.mail.text).not.toMatch(/confirm-email\?token=/);
    expect(toOld[0]!.mail.text).not.toContain(newEmail);

    const token = new URL(/https?:\/\/\S+confirm-email\?token=\S+/.exec(toNew[0]!.mail.text)![0]).searchParams.get('token')!;
    expect((await t.gql(`mutation ($token: String!) { confirmEmailChange(token: $token) }`, { token })).data!.confirmEmailChange).toBe(true);
    expect((await userRow(t, anna.id)).email).toBe(newEmail);
    expect(await tokenWorks(t, anna.token)).toBe(false);
  });
});
