import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { admin, CHANGE_STATUS, DEACTIVATE, errorOf, fileReport, member, photoOf, REPORT, snapshot, TIMEOUT, userRow, type TestMember } from './support.js';

// Spec §4, §8 and decision 0013: admins act on the reported member from the report — a login
// timeout (the member's next request is refused with LOGIN_TIMEOUT and the end time) or the
// reversible deactivation — recorded in the history; taking an action closes the report.

describe('actions on the reported member', () => {
  let t: TestApp;
  let boss: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    boss = await admin(t);
  });
  afterAll(() => t.close());

  const inHours = (h: number) => new Date(t.deps.now().getTime() + h * 3_600_000).toISOString();
  const read = async (m: TestMember, id: string) => (await t.gql(REPORT, { id }, { token: m.token })).data!.report;
  const timeout = (m: TestMember, id: string, until: string, close?: boolean) => t.gql(TIMEOUT, { id, until, close }, { token: m.token });
  const me = `{ currentUser { id currentLoginTimeout } friends { nodes { id } } }`;

  it('a timeout signs the member out at their next request with the end time, and closes the report', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    const id = await fileReport(t, anna, { id: ben.id });
    await t.gql(CHANGE_STATUS, { id, status: 'PROCESSING' }, { token: boss.token });
    expect((await t.gql(me, {}, { token: ben.token })).errors).toBeUndefined();

    const until = inHours(48);
    const res = await timeout(boss, id, until);
    expect(res.errors).toBeUndefined();
    expect(res.data!.timeoutMember.status).toBe('CLOSED_ACTION_TAKEN');

    const next = await t.gql(me, {}, { token: ben.token });
    expect(errorOf(next)).toMatchObject({ code: 'LOGIN_TIMEOUT', until });
    expect(next.data?.friends ?? null).toBeNull();

    const seen = await read(boss, id);
    expect(seen.history.at(-1)).toEqual({ fromStatus: 'PROCESSING', toStatus: 'CLOSED_ACTION_TAKEN', changedByUsername: boss.username, action: 'LOGIN_TIMEOUT', timeoutUntil: until });
    expect(seen.memberSanctions).toEqual({ timedOutUntil: until, isDeactivated: false });
    expect(seen.viewerCan).toEqual({ reply: false, changeStatusTo: ['PROCESSING'], timeoutMember: false, deactivateMember: false });
    // The reporter sees that action was taken, not which.
    const theirs = await read(anna, id);
    expect(theirs.status).toBe('CLOSED_ACTION_TAKEN');
    expect(theirs.history.at(-1)).toEqual({ fromStatus: 'PROCESSING', toStatus: 'CLOSED_ACTION_TAKEN', changedByUsername: null, action: null, timeoutUntil: null });
    expect(theirs.memberSanctions).toBeNull();
  });

  it('with closeReport false the report stays open and the action still shows in the admins’ history', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    const id = await fileReport(t, anna, { id: ben.id });
    const until = inHours(2);
    expect((await timeout(boss, id, until, false)).data!.timeoutMember.status).toBe('OPEN');
    expect((await read(boss, id)).history).toEqual([{ fromStatus: 'OPEN', toStatus: 'OPEN', changedByUsername: boss.username, action: 'LOGIN_TIMEOUT', timeoutUntil: until }]);
    expect((await read(anna, id)).history).toEqual([]);
    expect((await userRow(t, ben)).loginTimeoutUntil?.toISOString()).toBe(until);
  });

  it('a photo report acts on the photo’s owner', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    const photo = await photoOf(t, ben);
    const id = await fileReport(t, anna, { subject: 'PHOTO', id: photo });
    expect((await t.gql(DEACTIVATE, { id }, { token: boss.token })).data!.deactivateMember.status).toBe('CLOSED_ACTION_TAKEN');
    expect((await userRow(t, ben)).isDeactivated).toBe(true);
    expect((await read(boss, id)).history.at(-1)).toMatchObject({ action: 'DEACTIVATION', timeoutUntil: null });
  });

  it('deactivation hides the member from others; they see themselves deactivated (guard rule 4 sends them to /settings)', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    const id = await fileReport(t, anna, { id: ben.id });
    await t.gql(DEACTIVATE, { id }, { token: boss.token });
    const profile = await t.gql(`query ($slug: String!) { user(slug: $slug) { refusal } }`, { slug: ben.slug }, { token: anna.token });
    expect(profile.data!.user).toEqual({ refusal: 'NOT_FOUND' });
    expect((await t.gql(`{ currentUser { isDeactivated } }`, {}, { token: ben.token })).data!.currentUser.isDeactivated).toBe(true);
  });

  it('refusals change nothing: members, a past or far-off end, a closed report, an admin as target', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    const otherAdmin = await admin(t);
    const id = await fileReport(t, anna, { id: ben.id });
    const aboutAdmin = await fileReport(t, anna, { id: otherAdmin.id });
    const closed = await fileReport(t, anna, { id: (await member(t)).id });
    await t.gql(CHANGE_STATUS, { id: closed, status: 'CLOSED_NO_ACTION_TAKEN' }, { token: boss.token });
    const carla = await member(t, { sex: 'F' });
    const before = { reports: await snapshot(t), ben: await userRow(t, ben), otherAdmin: await userRow(t, otherAdmin) };

    expect(errorOf(await timeout(anna, id, inHours(5))).code).toBe('NOT_ALLOWED');
    expect(errorOf(await t.gql(DEACTIVATE, { id }, { token: anna.token })).code).toBe('NOT_ALLOWED');
    expect(errorOf(await timeout(carla, id, inHours(5))).code).toBe('NOT_FOUND');
    expect(errorOf(await timeout(boss, id, inHours(-1)))).toMatchObject({ code: 'TIMEOUT_UNTIL_INVALID', fields: [{ field: 'until', code: 'TIMEOUT_UNTIL_INVALID' }] });
    expect(errorOf(await timeout(boss, id, inHours(24 * 3651))).code).toBe('TIMEOUT_UNTIL_INVALID');
    expect(errorOf(await timeout(boss, id, 'morgen')).code).toBe('BAD_INPUT');
    expect(errorOf(await timeout(boss, closed, inHours(5))).code).toBe('REPORT_CLOSED');
    expect(errorOf(await timeout(boss, aboutAdmin, inHours(5))).code).toBe('REPORT_TARGET_IS_ADMIN');
    expect(errorOf(await t.gql(DEACTIVATE, { id: aboutAdmin }, { token: boss.token })).code).toBe('REPORT_TARGET_IS_ADMIN');

    expect({ reports: await snapshot(t), ben: await userRow(t, ben), otherAdmin: await userRow(t, otherAdmin) }).toEqual(before);
    expect((await t.gql(me, {}, { token: ben.token })).errors).toBeUndefined();
  });
});
