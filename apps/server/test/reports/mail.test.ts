import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { createSmtpMailer } from '../../src/infra/mail/mailer.js';
import { findUserById } from '../../src/modules/accounts/accounts.repository.js';
import { createReportsService } from '../../src/modules/reports/reports.service.js';
import { startSmtp } from '../accounts/smtp-server.js';
import { admin, CHANGE_STATUS, fileReport, member, MESSAGE, REPLY, TIMEOUT, TITLE, type TestMember } from './support.js';

// Decision 0013: the reporter hears by e-mail (over a real SMTP server here) when the team replies,
// asks for more information or closes the report — in their language, without naming the reported
// member or quoting the report, at most one e-mail per report in 10 minutes.

describe('e-mail to the reporter', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let boss: TestMember;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ mailer: createSmtpMailer(smtp.url, 'Club Venue <no-reply@club-venue.local>') });
    boss = await admin(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailsTo = async (m: TestMember) => {
    await t.services.reports.drain();
    return smtp.received.filter((r) => r.envelopeTo.includes(m.email)).map((r) => r.mail);
  };
  const tenMinutes = () => t.advance(10 * 60_000 + 1000);

  it('a team reply: in German by default, with a link to the report, naming neither member nor report', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    const id = await fileReport(t, anna, { id: ben.id });
    await t.gql(REPLY, { id, body: 'Danke, wir schauen uns das an.' }, { token: boss.token });
    const [mail, ...more] = await mailsTo(anna);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Club Venue: Neuigkeiten zu deiner Meldung');
    expect(mail!.text).toContain(`Hallo ${anna.username}`);
    expect(mail!.text).toContain('Das Team hat auf deine Meldung geantwortet.');
    expect(mail!.text).toContain(`/reports/${id}`);
    expect(mail!.html).toContain(`/reports/${id}`);
    for (const secret of [ben.username, TITLE, MESSAGE, 'Danke, wir schauen']) {
      expect(mail!.text).not.toContain(secret);
      expect(mail!.html).not.toContain(secret);
    }
    expect(await mailsTo(ben)).toEqual([]);
  });

  it('asking for more information and closing, in English for an English-speaking reporter', async () => {
    const anna = await member(t, { sex: 'F', language: 'en' });
    const ben = await member(t);
    const id = await fileReport(t, anna, { id: ben.id });
    await t.gql(CHANGE_STATUS, { id, status: 'AWAITING_REPLY' }, { token: boss.token });
    const [asking] = await mailsTo(anna);
    expect(asking!.subject).toBe('Club Venue: news about your report');
    expect(asking!.text).toContain('The team needs more information about your report.');
    tenMinutes();
    await t.gql(REPLY, { id, body: 'Here is the screenshot you asked for.' }, { token: anna.token });
    await t.gql(TIMEOUT, { id, until: new Date(t.deps.now().getTime() + 86_400_000).toISOString() }, { token: boss.token });
    const mails = await mailsTo(anna);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Club Venue: news about your report');
    expect(mails[1]!.text).toContain('Your report is closed.');
    // The timed-out member hears nothing from the report.
    expect(await mailsTo(ben)).toEqual([]);
  });

  it('nothing for the reporter’s own replies or mere progress; one e-mail for a reply and a close within 10 minutes', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    const id = await fileReport(t, anna, { id: ben.id });
    await t.gql(REPLY, { id, body: 'Noch ein Nachtrag von mir.' }, { token: anna.token });
    await t.gql(CHANGE_STATUS, { id, status: 'PROCESSING' }, { token: boss.token });
    expect(await mailsTo(anna)).toEqual([]);
    await t.gql(REPLY, { id, body: 'Wir haben mit dem Mitglied gesprochen.' }, { token: boss.token });
    await t.gql(CHANGE_STATUS, { id, status: 'CLOSED_ACTION_TAKEN' }, { token: boss.token });
    expect((await mailsTo(anna)).map((m) => m.text.includes('geantwortet'))).toEqual([true]);
  });

  it('a failed delivery keeps the change and logs no address, name or text', async () => {
    const lines: Record<string, unknown>[] = [];
    const failing = {
      async send(message: { to: string }) {
        throw new Error(`SMTP refused ${message.to}`);
      },
    };
    const reports = createReportsService({ ...t.deps, mailer: failing }, t.services.photos, { log: { error: (fields, message) => lines.push({ ...fields, message }) } });
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    const id = await fileReport(t, anna, { id: ben.id });
    const viewer = (await findUserById(t.deps.database.db, boss.id))!;
    const changed = await reports.changeStatus(viewer, id, 'CLOSED_NO_ACTION_TAKEN');
    await reports.drain();
    expect(changed.status).toBe('CLOSED_NO_ACTION_TAKEN');
    expect(lines).toEqual([{ kind: 'report-news-mail', userId: anna.id, error: 'Error', message: 'delivery failed' }]);
    expect(JSON.stringify(lines)).not.toContain(anna.email);
  });
});
