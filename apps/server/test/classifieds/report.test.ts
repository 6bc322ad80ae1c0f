import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { admin } from '../reports/support.js';
import { BLOCK, DELETE, FORGED_ID, TEXT, age, errorOf, member, post, type TestMember } from './support.js';

// Reporting a classified (issue 16; decision 0047): the report names its author and keeps the text
// as it was, for the staff's queue, also once the classified is gone.

const CREATE = `mutation ($input: CreateReportInput!) { createReport(input: $input) { id subject status subjectUsername subjectMember { id } } }`;
const REPORT = `query ($id: ID!) { report(id: $id) { id subject subjectUsername subjectQuote } }`;
const TITLE = 'Spam im Inserat';
const MESSAGE = 'Das Inserat wirbt für eine fremde Website und hat mit dem Club nichts zu tun, bitte prüfen.';

describe('reporting a classified', () => {
  let t: TestApp;
  let staff: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await admin(t);
  });
  afterAll(() => t.close());

  const report = (by: TestMember, subjectId: string) => t.gql(CREATE, { input: { subject: 'CLASSIFIED', subjectId, title: TITLE, message: MESSAGE } }, { token: by.token });

  it('a member reports one; the staff see its author and its text, also after it was deleted', async () => {
    const vera = await member(t, { sex: 'F', verified: true });
    const max = await member(t, { sex: 'M' });
    const id = await post(t, vera);
    const res = await report(max, id);
    expect(res.errors).toBeUndefined();
    expect(res.data!.createReport).toMatchObject({ subject: 'CLASSIFIED', status: 'OPEN', subjectUsername: vera.username, subjectMember: { id: vera.id } });
    const reportId = res.data!.createReport.id as string;
    // The reporter does not get the staff's copy of the text.
    expect((await t.gql(REPORT, { id: reportId }, { token: max.token })).data!.report.subjectQuote).toBeNull();
    await t.gql(DELETE, { id }, { token: vera.token });
    expect((await t.gql(REPORT, { id: reportId }, { token: staff.token })).data!.report).toMatchObject({ subject: 'CLASSIFIED', subjectUsername: vera.username, subjectQuote: TEXT });
  });

  it('one open report per classified and reporter: the second is REPORT_EXISTS; another classified of the same author is a new report', async () => {
    const vera = await member(t, { sex: 'F', verified: true });
    const max = await member(t, { sex: 'M' });
    const [a, b] = [await post(t, vera), await post(t, vera)];
    expect((await report(max, a)).errors).toBeUndefined();
    expect(errorOf(await report(max, a))?.code).toBe('REPORT_EXISTS');
    expect((await report(max, b)).errors).toBeUndefined();
  });

  it('refuses one’s own (REPORT_SELF), and hidden, expired, forged ids alike (NOT_FOUND)', async () => {
    const vera = await member(t, { sex: 'F', verified: true });
    const max = await member(t, { sex: 'M' });
    const own = await post(t, vera);
    expect(errorOf(await report(vera, own))?.code).toBe('REPORT_SELF');
    const expired = await post(t, vera);
    await age(t, expired, 31);
    expect(errorOf(await report(max, expired))?.code).toBe('NOT_FOUND');
    expect(errorOf(await report(max, FORGED_ID))?.code).toBe('NOT_FOUND');
    const blocker = await member(t, { sex: 'F', verified: true });
    const behindBlock = await post(t, blocker);
    await t.gql(BLOCK, { slug: max.slug }, { token: blocker.token });
    expect(errorOf(await report(max, behindBlock))?.code).toBe('NOT_FOUND');
  });
});
