import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { PASSWORD, SIGN_IN, errorOf, signUp } from './support.js';
import { lastWeekStarts, zurichMonths } from '../../src/modules/admin/admin.service.js';
import { payments } from '../../src/modules/payments/payments.table.js';
import { subscriptions } from '../../src/modules/subscriptions/subscriptions.table.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { CREATE, member } from '../reports/support.js';
import { eq } from 'drizzle-orm';

const DASHBOARD = `{ adminDashboard { totalMembers byProfileType { sex count } byStatus { status count } openReports newMembersPerWeek { weekStart count } subscriptionsByState { state count } revenueThisMonthRappen revenueLastMonthRappen } }`;

describe('admin dashboard', () => {
  let t: TestApp;
  let adminToken: string;
  let memberToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await signUp(t);
    // An admin who once chose a profile type (before decision 0031) is still staff, not a man.
    await updateUser(t.deps.database.db, admin.user.id, { admin: true, sex: 'M', emailVerifiedAt: new Date(), phoneVerifiedAt: new Date() });
    const signedIn = await t.gql(SIGN_IN, { input: { email: admin.input.email, password: PASSWORD } });
    adminToken = signedIn.data!.signIn.token;

    const woman = await signUp(t);
    await updateUser(t.deps.database.db, woman.user.id, { sex: 'F', emailVerifiedAt: new Date(), phoneVerifiedAt: new Date() });
    const couple = await signUp(t);
    await updateUser(t.deps.database.db, couple.user.id, { sex: 'MF', emailVerifiedAt: new Date(), phoneVerifiedAt: new Date(), isVerified: true });
    const timedOut = await signUp(t);
    await updateUser(t.deps.database.db, timedOut.user.id, { sex: 'M', loginTimeoutUntil: new Date(Date.now() + 3_600_000) });
    memberToken = (await signUp(t)).token; // pending, no profile type
  });
  afterAll(() => t.close());

  it('counts members by profile type and by status for an admin, zeros included; the admin is not counted', async () => {
    const res = await t.gql(DASHBOARD, {}, { token: adminToken });
    expect(res.errors).toBeUndefined();
    const d = res.data!.adminDashboard;
    expect(d.totalMembers).toBe(4);
    const bySex = Object.fromEntries(d.byProfileType.map((r: { sex: string | null; count: number }) => [r.sex ?? 'none', r.count]));
    expect(bySex).toEqual({ M: 1, F: 1, MF: 1, MM: 0, FF: 0, none: 1 });
    const byStatus = Object.fromEntries(d.byStatus.map((r: { status: string; count: number }) => [r.status, r.count]));
    expect(byStatus).toEqual({ TIMED_OUT: 1, DEACTIVATED: 0, PENDING_ACTIVATION: 1, VERIFIED: 1, ACTIVE: 1 });
  });

  it('counts open reports and new members per week (Zurich weeks, zeros included), staff left out', async () => {
    const before = (await t.gql(DASHBOARD, {}, { token: adminToken })).data!.adminDashboard;
    expect(before.openReports).toBe(0);
    const reporter = await member(t, { sex: 'F' });
    const subject = await member(t, { sex: 'M' });
    const report = { subject: 'USER', subjectId: subject.id, title: 'Belästigung im Chat', message: 'Schreibt mir ständig, obwohl ich nein gesagt habe.' };
    expect((await t.gql(CREATE, { input: report }, { token: reporter.token })).errors).toBeUndefined();
    // One member joined three weeks ago,.
    const weeks = lastWeekStarts(t.deps.now(), 12);
    const threeWeeksAgo = weeks[8]!;
    await t.deps.database.db.update(users).set({ createdAt: new Date(`${threeWeeksAgo}T10:00:00Z`) }).where(eq(users.id, subject.id));

    const d = (await t.gql(DASHBOARD, {}, { token: adminToken })).data!.adminDashboard;
    expect(d.openReports).toBe(1);
    expect(d.newMembersPerWeek.map((w: { weekStart: string }) => w.weekStart)).toEqual(weeks);
    const perWeek = Object.fromEntries(d.newMembersPerWeek.map((w: { weekStart: string; count: number }) => [w.weekStart, w.count]));
    expect(perWeek[threeWeeksAgo]).toBe(1);
    // Everyone else joined this week; the admin is not among them.
    expect(perWeek[weeks[11]!]).toBe(d.totalMembers - 1);
    expect(d.newMembersPerWeek.reduce((sum: number, w: { count: number }) => sum + w.count, 0)).toBe(d.totalMembers);
  });

  it('counts live subscriptions per state and the money received this and last month (Zurich months)', async () => {
    const db = t.deps.database.db;
    const empty = (await t.gql(DASHBOARD, {}, { token: adminToken })).data!.adminDashboard;
    expect(empty.subscriptionsByState).toEqual([
      { state: 'TRIAL', count: 0 },
      { state: 'ACTIVE', count: 0 },
      { state: 'CANCELLED', count: 0 },
      { state: 'PAST_DUE', count: 0 },
    ]);
    expect([empty.revenueThisMonthRappen, empty.revenueLastMonthRappen]).toEqual([0, 0]);

    const [a, b, c] = [await member(t), await member(t), await member(t)];
    const now = t.deps.now();
    const period = { currentPeriodStart: now, currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000), packageMonths: 1 };
    await db.insert(subscriptions).values([
      { userId: a.id, state: 'ACTIVE', ...period },
      { userId: b.id, state: 'TRIAL', ...period },
      { userId: c.id, state: 'ENDED', ...period },
    ]);
    const months = zurichMonths(now);
    const paid = (rappen: number, paidAt: Date, status: 'SUCCEEDED' | 'FAILED' = 'SUCCEEDED') => ({ userId: a.id, amountRappen: rappen, status, purpose: 'PREMIUM' as const, provider: 'test', paidAt });
    await db.insert(payments).values([
      paid(2700, now),
      paid(1000, now, 'FAILED'),
      // The 15th of last month, and a payment from before last month that counts for neither.
      paid(9600, new Date(`${months.last}-15T12:00:00Z`)),
      paid(500, new Date(Date.parse(`${months.last}-01T00:00:00Z`) - 5 * 86_400_000)),
    ]);

    const d = (await t.gql(DASHBOARD, {}, { token: adminToken })).data!.adminDashboard;
    expect(Object.fromEntries(d.subscriptionsByState.map((r: { state: string; count: number }) => [r.state, r.count]))).toEqual({ TRIAL: 1, ACTIVE: 1, CANCELLED: 0, PAST_DUE: 0 });
    expect(d.revenueThisMonthRappen).toBe(2700);
    expect(d.revenueLastMonthRappen).toBe(9600);
  });

  it('months are Zurich months: 31 December 23:30 UTC is already January in Zurich', () => {
    expect(zurichMonths(new Date('2026-12-31T23:30:00Z'))).toEqual({ current: '2027-01', last: '2026-12' });
    expect(zurichMonths(new Date('2026-12-31T22:30:00Z'))).toEqual({ current: '2026-12', last: '2026-11' });
  });

  it('weeks start on Monday in Zurich, also across the turn of the year', () => {
    // Sunday 2027-01-03 23:30 in Zurich is still the week of Monday 2026-12-28.
    expect(lastWeekStarts(new Date('2027-01-03T22:30:00Z'), 2)).toEqual(['2026-12-21', '2026-12-28']);
    // Ten minutes later it is Monday 2027-01-04 in Zurich (still Sunday in UTC).
    expect(lastWeekStarts(new Date('2027-01-03T23:10:00Z'), 1)).toEqual(['2027-01-04']);
  });

  it('refuses a member who is not an admin, and a visitor', async () => {
    expect(errorOf(await t.gql(DASHBOARD, {}, { token: memberToken }))?.code).toBe('NOT_ALLOWED');
    expect(errorOf(await t.gql(DASHBOARD))?.code).toMatch(/NOT_ALLOWED|NOT_SIGNED_IN/);
  });
});
