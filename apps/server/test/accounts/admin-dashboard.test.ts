import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { PASSWORD, SIGN_IN, errorOf, signUp } from './support.js';

const DASHBOARD = `{ adminDashboard { totalMembers byProfileType { sex count } byStatus { status count } } }`;

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

  it('refuses a member who is not an admin, and a visitor', async () => {
    expect(errorOf(await t.gql(DASHBOARD, {}, { token: memberToken }))?.code).toBe('NOT_ALLOWED');
    expect(errorOf(await t.gql(DASHBOARD))?.code).toMatch(/NOT_ALLOWED|NOT_SIGNED_IN/);
  });
});
