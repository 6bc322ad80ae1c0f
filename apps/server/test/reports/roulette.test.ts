import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../harness.js';
import { reports } from '../../src/modules/reports/reports.table.js';
import { CREATE, FORGED_ID, MESSAGE, REPORT, REPORTS_LIST, TITLE, admin, errorOf, member, snapshot, type TestMember } from './support.js';

// Decision 0021: a member reports their chat roulette partner by the pair's id. The partner stays
// anonymous to the reporter; the admins see who it is and the chat's last lines. Only a side of
// that chat may report it.

const JOIN = `mutation { joinRoulette { status pair { id } } }`;
const SEND = `mutation ($body: String!) { sendRouletteMessage(body: $body) { seq } }`;
const LEAVE = `mutation { leaveRoulette { status } }`;

describe('reporting the chat roulette partner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const gql = async (query: string, m: TestMember, variables: Record<string, unknown> = {}) => {
    const res = await t.gql(query, variables, { token: m.token });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return Object.values(res.data!)[0] as Record<string, unknown>;
  };
  const report = (by: TestMember, pairId: string) => t.gql(CREATE, { input: { subject: 'ROULETTE', subjectId: pairId, title: TITLE, message: MESSAGE } }, { token: by.token });

  /** Two verified members paired in the roulette; answers the pair's id. */
  async function pair() {
    const anna = await member(t, { verified: true, sex: 'F' });
    const ben = await member(t, { verified: true, sex: 'M' });
    expect(await gql(JOIN, anna)).toMatchObject({ status: 'WAITING' });
    const paired = await gql(JOIN, ben);
    expect(paired).toMatchObject({ status: 'PAIRED' });
    return { anna, ben, pairId: (paired.pair as { id: string }).id };
  }

  it('a side of the chat reports the partner: the reporter never learns who it is, the admins do, with the last lines', async () => {
    const { anna, ben, pairId } = await pair();
    await gql(SEND, ben, { body: 'Schick mir sofort Fotos!' });
    await gql(SEND, anna, { body: 'Nein.' });

    const res = await report(anna, pairId);
    expect(res.errors).toBeUndefined();
    const filed = res.data!.createReport;
    expect(filed).toMatchObject({ subject: 'ROULETTE', status: 'OPEN', mine: true, reporterUsername: anna.username, subjectUsername: null, subjectMember: null });
    // Nothing the reporter reads names the partner.
    const own = await t.gql(REPORT, { id: filed.id }, { token: anna.token });
    expect(own.data!.report).toMatchObject({ subject: 'ROULETTE', subjectUsername: null, subjectMember: null });
    const list = await t.gql(REPORTS_LIST, {}, { token: anna.token });
    expect(JSON.stringify([res.data, own.data, list.data])).not.toContain(ben.username);
    const quoteForAnna = await t.gql(`query ($id: ID!) { report(id: $id) { subjectQuote } }`, { id: filed.id }, { token: anna.token });
    expect(quoteForAnna.data!.report.subjectQuote).toBeNull();

    // The admins see the partner and the quote, and can act on them.
    const team = await admin(t);
    const seen = await t.gql(`query ($id: ID!) { report(id: $id) { subject subjectUsername subjectMember { id } subjectQuote viewerCan { timeoutMember deactivateMember } } }`, { id: filed.id }, { token: team.token });
    expect(seen.data!.report).toMatchObject({ subject: 'ROULETTE', subjectUsername: ben.username, subjectMember: { id: ben.id }, viewerCan: { timeoutMember: true, deactivateMember: true } });
    const quote = seen.data!.report.subjectQuote as string;
    expect(quote).toContain('Schick mir sofort Fotos!');
    expect(quote).toMatch(/Nein\.$/);
    expect(quote).toContain('(reporter)');
    expect(quote).not.toContain(ben.username);

    // Stored: the pair in subject_message_id, the partner as the reported member.
    const [row] = await t.deps.database.db.select().from(reports).where(eq(reports.id, filed.id));
    expect(row).toMatchObject({ subjectUserId: ben.id, subjectMessageId: pairId, reporterId: anna.id });

    // One open report per chat; the partner may report the reporter as well.
    expect(errorOf(await report(anna, pairId)).code).toBe('REPORT_EXISTS');
    const back = await report(ben, pairId);
    expect(back.errors).toBeUndefined();
    const [other] = await t.deps.database.db.select().from(reports).where(eq(reports.id, back.data!.createReport.id));
    expect(other!.subjectUserId).toBe(anna.id);
  });

  it('refuses a stranger, a forged pair id, someone else’s pair and a chat that has ended, writing nothing', async () => {
    const { anna, ben, pairId } = await pair();
    const stranger = await member(t, { verified: true, sex: 'F' });
    const unverified = await member(t);
    const before = await snapshot(t);

    expect(errorOf(await report(stranger, pairId)).code).toBe('NOT_FOUND');
    expect(errorOf(await report(unverified, pairId)).code).toBe('NOT_FOUND');
    expect(errorOf(await report(anna, FORGED_ID)).code).toBe('NOT_FOUND');
    expect(errorOf(await report(anna, 'not-an-id'))).toMatchObject({ code: 'BAD_INPUT', fields: [{ field: 'subjectId', code: 'NOT_FOUND' }] });

    // Someone in another chat cannot name this one.
    const other = await pair();
    expect(errorOf(await report(other.anna, pairId)).code).toBe('NOT_FOUND');
    expect(errorOf(await report(anna, other.pairId)).code).toBe('NOT_FOUND');

    // Once the chat ended, nothing of it is kept (decision 0019): its id names nothing any more.
    await gql(LEAVE, ben);
    expect(errorOf(await report(anna, pairId)).code).toBe('NOT_FOUND');
    expect(errorOf(await report(ben, pairId)).code).toBe('NOT_FOUND');
    expect(await snapshot(t)).toEqual(before);
  });
});
