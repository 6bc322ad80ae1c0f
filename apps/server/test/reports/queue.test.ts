import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_STATUSES, REPORTS } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { reports } from '../../src/modules/reports/reports.table.js';
import { eq } from 'drizzle-orm';
import { admin, CHANGE_STATUS, errorOf, fileReport, FORGED_ID, member, REPLY, REPORT, REPORT_QUEUE, REPORTS_LIST, snapshot, type TestMember } from './support.js';

// Spec §2, §4: members see the reports they filed, admins the whole queue; admins move reports
// along the status table (decision 0013), both sides write in the thread.

describe('the report queue', () => {
  let t: TestApp;
  let boss: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    boss = await admin(t);
  });
  afterAll(() => t.close());

  const list = async (m: TestMember, variables: Record<string, unknown> = {}) => (await t.gql(REPORTS_LIST, variables, { token: m.token })).data!.reports;
  const read = async (m: TestMember, id: string) => (await t.gql(REPORT, { id }, { token: m.token })).data!.report;
  const move = (m: TestMember, id: string, status: string) => t.gql(CHANGE_STATUS, { id, status }, { token: m.token });
  const reply = (m: TestMember, id: string, body: string) => t.gql(REPLY, { id, body }, { token: m.token });

  it('staff work through the open reports oldest first, page by page; closed ones leave the queue; members are NOT_ALLOWED', async () => {
    const anna = await member(t, { sex: 'F' });
    const carla = await member(t, { sex: 'F' });
    const ben = await member(t);
    const dora = await member(t, { sex: 'F' });
    // Four reports, filed a day apart, the first one far older than anything else in this file.
    const ids = [await fileReport(t, anna, { id: ben.id }), await fileReport(t, carla, { id: ben.id }), await fileReport(t, dora, { id: ben.id }), await fileReport(t, anna, { id: carla.id })];
    const db = t.deps.database.db;
    for (const [i, id] of ids.entries()) await db.update(reports).set({ createdAt: new Date(Date.UTC(2020, 0, 1 + i)) }).where(eq(reports.id, id));
    await move(boss, ids[1]!, 'AWAITING_REPLY'); // still open: waits for the reporter, stays in the queue
    await move(boss, ids[2]!, 'CLOSED_NO_ACTION_TAKEN'); // done: leaves the queue

    const first = (await t.gql(REPORT_QUEUE, { first: 2 }, { token: boss.token })).data!.reportQueue;
    expect(first.nodes.map((n: { id: string }) => n.id)).toEqual([ids[0], ids[1]]);
    expect(first.nodes.map((n: { status: string }) => n.status)).toEqual(['OPEN', 'AWAITING_REPLY']);
    expect(first.hasNextPage).toBe(true);
    const second = (await t.gql(REPORT_QUEUE, { first: 2, after: first.endCursor }, { token: boss.token })).data!.reportQueue;
    expect(second.nodes[0].id).toBe(ids[3]);
    const all = [...first.nodes, ...second.nodes].map((n: { createdAt: string }) => n.createdAt);
    expect(all).toEqual([...all].sort());
    expect([...first.nodes, ...second.nodes].map((n: { id: string }) => n.id)).not.toContain(ids[2]);

    expect(errorOf(await t.gql(REPORT_QUEUE, {}, { token: anna.token })).code).toBe('NOT_ALLOWED');
    expect(errorOf(await t.gql(REPORT_QUEUE, {})).code).toBe('NOT_SIGNED_IN');
  });

  it('someone else’s report is not found, for reading, replying and changing; nothing changes', async () => {
    const anna = await member(t, { sex: 'F' });
    const carla = await member(t, { sex: 'F' });
    const ben = await member(t);
    const id = await fileReport(t, anna, { id: ben.id });
    const before = await snapshot(t);
    expect(await read(carla, id)).toBeNull();
    expect(await read(carla, FORGED_ID)).toBeNull();
    expect(await read(ben, id)).toBeNull(); // the reported member learns nothing either
    expect(errorOf(await reply(carla, id, 'Ich weiss auch etwas dazu.')).code).toBe('NOT_FOUND');
    expect(errorOf(await move(carla, id, 'PROCESSING')).code).toBe('NOT_FOUND');
    expect(errorOf(await reply(anna, 'kein-id', 'Ich weiss auch etwas dazu.')).code).toBe('NOT_FOUND');
    expect(await snapshot(t)).toEqual(before);
    expect((await list(carla)).nodes.map((n: { id: string }) => n.id)).not.toContain(id);
  });

  it('a member changing the status of their own report is NOT_ALLOWED; nothing changes', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    const id = await fileReport(t, anna, { id: ben.id });
    const before = await snapshot(t);
    for (const status of REPORT_STATUSES) expect(errorOf(await move(anna, id, status)).code).toBe('NOT_ALLOWED');
    expect(await snapshot(t)).toEqual(before);
    expect((await read(anna, id)).viewerCan.changeStatusTo).toEqual([]);
  });

  it('an admin moves a report along the table, each step recorded; other moves are refused', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    const id = await fileReport(t, anna, { id: ben.id });
    expect((await read(boss, id)).viewerCan.changeStatusTo).toEqual(['PROCESSING', 'AWAITING_REPLY', 'CLOSED_ACTION_TAKEN', 'CLOSED_NO_ACTION_TAKEN']);
    expect((await move(boss, id, 'PROCESSING')).data!.changeReportStatus).toMatchObject({ status: 'PROCESSING', viewerCan: { changeStatusTo: ['AWAITING_REPLY', 'CLOSED_ACTION_TAKEN', 'CLOSED_NO_ACTION_TAKEN'] } });
    const before = await snapshot(t);
    expect(errorOf(await move(boss, id, 'OPEN')).code).toBe('REPORT_STATUS_CHANGE_REFUSED');
    expect(errorOf(await move(boss, id, 'PROCESSING')).code).toBe('REPORT_STATUS_CHANGE_REFUSED');
    expect(await snapshot(t)).toEqual(before);
    await move(boss, id, 'CLOSED_NO_ACTION_TAKEN');
    expect(errorOf(await move(boss, id, 'CLOSED_ACTION_TAKEN')).code).toBe('REPORT_STATUS_CHANGE_REFUSED');
    await move(boss, id, 'PROCESSING'); // reopened

    const seenByAdmin = await read(boss, id);
    expect(seenByAdmin.history).toEqual([
      { fromStatus: 'OPEN', toStatus: 'PROCESSING', changedByUsername: boss.username, action: null, timeoutUntil: null },
      { fromStatus: 'PROCESSING', toStatus: 'CLOSED_NO_ACTION_TAKEN', changedByUsername: boss.username, action: null, timeoutUntil: null },
      { fromStatus: 'CLOSED_NO_ACTION_TAKEN', toStatus: 'PROCESSING', changedByUsername: boss.username, action: null, timeoutUntil: null },
    ]);
    // The reporter sees the same steps, not who took them.
    expect((await read(anna, id)).history.map((h: { toStatus: string; changedByUsername: string | null }) => [h.toStatus, h.changedByUsername])).toEqual([
      ['PROCESSING', null],
      ['CLOSED_NO_ACTION_TAKEN', null],
      ['PROCESSING', null],
    ]);
  });

  it('the thread: reporter and team write; the reporter sees the team’s replies as the team’s', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    const id = await fileReport(t, anna, { id: ben.id });
    expect((await reply(boss, id, '  Kannst du uns sagen, wann das war?  ')).errors).toBeUndefined();
    expect((await reply(anna, id, 'Am Samstag an der Bar.')).errors).toBeUndefined();
    expect((await read(anna, id)).replies.nodes).toEqual([
      { id: expect.any(String), body: 'Kannst du uns sagen, wann das war?', fromTeam: true, mine: false, authorUsername: null },
      { id: expect.any(String), body: 'Am Samstag an der Bar.', fromTeam: false, mine: true, authorUsername: anna.username },
    ]);
    expect((await read(boss, id)).replies.nodes.map((r: { authorUsername: string; fromTeam: boolean }) => [r.authorUsername, r.fromTeam])).toEqual([
      [boss.username, true],
      [anna.username, false],
    ]);
  });

  it('a reply too short or too long is refused with its code; nothing is written', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    const id = await fileReport(t, anna, { id: ben.id });
    const before = await snapshot(t);
    expect(errorOf(await reply(anna, id, `  ${'x'.repeat(REPORTS.replyMin - 1)}  `))).toMatchObject({ code: 'REPORT_REPLY_TOO_SHORT', fields: [{ field: 'body', code: 'REPORT_REPLY_TOO_SHORT' }] });
    expect(errorOf(await reply(anna, id, 'x'.repeat(REPORTS.replyMax + 1))).code).toBe('REPORT_REPLY_TOO_LONG');
    expect(await snapshot(t)).toEqual(before);
    expect((await reply(anna, id, 'x'.repeat(REPORTS.replyMin))).errors).toBeUndefined();
  });

  it('the reporter’s reply to AWAITING_REPLY gives it back to the team (PROCESSING, recorded)', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    const id = await fileReport(t, anna, { id: ben.id });
    await move(boss, id, 'AWAITING_REPLY');
    await reply(boss, id, 'Hast du einen Screenshot davon?');
    expect((await read(boss, id)).status).toBe('AWAITING_REPLY'); // the team's own reply does not move it
    expect((await reply(anna, id, 'Ja, ich schicke ihn gerne.')).data!.replyToReport.status).toBe('PROCESSING');
    expect((await read(boss, id)).history.at(-1)).toMatchObject({ fromStatus: 'AWAITING_REPLY', toStatus: 'PROCESSING', changedByUsername: anna.username });
  });

  it('nobody replies to a closed report (REPORT_CLOSED) until an admin reopens it', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    const id = await fileReport(t, anna, { id: ben.id });
    await move(boss, id, 'CLOSED_NO_ACTION_TAKEN');
    const before = await snapshot(t);
    expect(errorOf(await reply(anna, id, 'Aber es geht weiter so!')).code).toBe('REPORT_CLOSED');
    expect(errorOf(await reply(boss, id, 'Nachtrag vom Team hier.')).code).toBe('REPORT_CLOSED');
    expect(await snapshot(t)).toEqual(before);
    expect((await read(anna, id)).viewerCan.reply).toBe(false);
    await move(boss, id, 'PROCESSING');
    expect((await reply(anna, id, 'Aber es geht weiter so!')).errors).toBeUndefined();
  });

  it('lists: a member their own reports, an admin all; filtered by status; newest first, by cursor', async () => {
    const anna = await member(t, { sex: 'F' });
    const carla = await member(t, { sex: 'F' });
    const targets = await Promise.all([member(t), member(t), member(t)]);
    const ids: string[] = [];
    for (const [i, target] of targets.entries()) {
      ids.push(await fileReport(t, anna, { id: target.id }, `Meldung ${i}`));
      t.advance(1000);
    }
    const carlas = await fileReport(t, carla, { id: targets[0]!.id });
    await move(boss, ids[1]!, 'PROCESSING');

    const mine = await list(anna);
    expect(mine.nodes.map((n: { title: string }) => n.title)).toEqual(['Meldung 2', 'Meldung 1', 'Meldung 0']);
    expect(mine.nodes.every((n: { mine: boolean; reporterUsername: string }) => n.mine && n.reporterUsername === anna.username)).toBe(true);
    expect((await list(anna, { status: 'PROCESSING' })).nodes.map((n: { id: string }) => n.id)).toEqual([ids[1]]);
    expect((await list(anna, { status: 'OPEN' })).nodes.map((n: { id: string }) => n.id)).toEqual([ids[2], ids[0]]);
    expect((await list(anna, { status: 'CLOSED_ACTION_TAKEN' })).nodes).toEqual([]);

    // Pages of two, then the rest.
    const first = await list(anna, { first: 2 });
    expect(first).toMatchObject({ hasNextPage: true });
    const second = await list(anna, { first: 2, after: first.endCursor });
    expect([...first.nodes, ...second.nodes].map((n: { id: string }) => n.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(second.hasNextPage).toBe(false);
    expect(errorOf(await t.gql(REPORTS_LIST, { after: 'kaputt' }, { token: anna.token })).code).toBe('BAD_INPUT');

    // The admin's queue holds everyone's, with who filed it.
    const queue = await list(boss, { first: 50 });
    const queued = queue.nodes.map((n: { id: string }) => n.id);
    expect(queued).toEqual(expect.arrayContaining([...ids, carlas]));
    expect(queue.nodes.find((n: { id: string }) => n.id === carlas)).toMatchObject({ reporterUsername: carla.username, subjectUsername: targets[0]!.username, mine: false });
  });

  it('each list shows exactly the reports report(id) lets the viewer read (policy and SQL agree)', async () => {
    const anna = await member(t, { sex: 'F' });
    const carla = await member(t, { sex: 'F' });
    const ben = await member(t);
    await fileReport(t, anna, { id: ben.id });
    await fileReport(t, carla, { id: ben.id });
    const all = await t.deps.database.db.select({ id: reports.id }).from(reports);
    for (const viewer of [anna, carla, boss]) {
      const listed = new Set<string>();
      let after: string | null = null;
      do {
        const page: { nodes: { id: string }[]; hasNextPage: boolean; endCursor: string | null } = await list(viewer, { first: 50, after });
        page.nodes.forEach((n) => listed.add(n.id));
        after = page.hasNextPage ? page.endCursor : null;
      } while (after);
      for (const { id } of all) expect(listed.has(id), `${viewer.username} ${id}`).toBe((await read(viewer, id)) !== null);
    }
  });

  it('visitors see no reports', async () => {
    expect(errorOf(await t.gql(REPORTS_LIST, {})).code).toBe('NOT_SIGNED_IN');
  });
});
