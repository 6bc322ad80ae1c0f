import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../harness.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { errorOf, member, type TestMember } from '../friends/support.js';

// /admin/members (docs/decisions/0031): staff find member accounts by username or e-mail and set a
// login timeout, deactivate or reactivate them; members and visitors may not; bad input changes nothing.

const FIELDS = 'id username email status isActivated isVerified isDeactivated loginTimeoutUntil sex';
const LIST = `query ($search: String, $first: Int, $after: String) { adminMembers(search: $search, first: $first, after: $after) { nodes { ${FIELDS} } hasNextPage endCursor } }`;
const ONE = `query ($id: ID!) { adminMember(id: $id) { ${FIELDS} } }`;
const TIMEOUT = `mutation ($id: ID!, $until: DateTime!) { adminSetLoginTimeout(id: $id, until: $until) { ${FIELDS} } }`;
const END_TIMEOUT = `mutation ($id: ID!) { adminEndLoginTimeout(id: $id) { ${FIELDS} } }`;
const DEACTIVATE = `mutation ($id: ID!) { adminDeactivateMember(id: $id) { ${FIELDS} } }`;
const REACTIVATE = `mutation ($id: ID!) { adminReactivateMember(id: $id) { ${FIELDS} } }`;
const PREVIEW = `query ($markdown: String!, $language: Language!) { markdownPreview(markdown: $markdown, language: $language) }`;
const ME = `{ currentUser { id } }`;

const HOUR = 3_600_000;

describe('staff work on member accounts', () => {
  let t: TestApp;
  let staff: TestMember;
  let otherStaff: TestMember;
  let anna: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await member(t, { sex: null });
    otherStaff = await member(t, { sex: 'M' });
    for (const s of [staff, otherStaff]) await updateUser(t.deps.database.db, s.id, { admin: true });
    anna = await member(t, { sex: 'F', verified: true });
  });
  afterAll(() => t.close());

  const row = async (id: string) => (await t.deps.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  const listed = async (search: string | null, token = staff.token) => {
    const res = await t.gql(LIST, { search, first: 50 }, { token });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.adminMembers.nodes as { id: string; email: string; status: string }[];
  };

  it('finds a member by username or by e-mail, with the status; staff accounts are not members and are not listed', async () => {
    expect((await listed(anna.username)).map((m) => m.id)).toEqual([anna.id]);
    const byMail = await listed(anna.email.toUpperCase());
    expect(byMail).toEqual([expect.objectContaining({ id: anna.id, email: anna.email, status: 'VERIFIED', isActivated: true, isVerified: true, isDeactivated: false, loginTimeoutUntil: null, sex: 'F' })]);
    const everyone = (await listed(null)).map((m) => m.id);
    expect(everyone).toContain(anna.id);
    expect(everyone).not.toContain(staff.id);
    expect(everyone).not.toContain(otherStaff.id);
    expect(await listed(otherStaff.email)).toEqual([]);
    expect((await t.gql(ONE, { id: otherStaff.id }, { token: staff.token })).data!.adminMember).toBeNull();
    expect((await t.gql(ONE, { id: anna.id }, { token: staff.token })).data!.adminMember).toMatchObject({ id: anna.id, email: anna.email });
  });

  it('takes % and _ in a search as letters, and refuses a search longer than 100 characters', async () => {
    expect(await listed('%')).toEqual([]);
    expect(await listed('_')).toEqual([]);
    expect(errorOf(await t.gql(LIST, { search: 'x'.repeat(101) }, { token: staff.token }))?.code).toBe('BAD_INPUT');
  });

  it('sets a login timeout: the member is refused at the next request until it ends; staff may end it early', async () => {
    const ben = await member(t);
    const until = new Date(Date.now() + 2 * HOUR);
    const res = await t.gql(TIMEOUT, { id: ben.id, until: until.toISOString() }, { token: staff.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.adminSetLoginTimeout).toMatchObject({ id: ben.id, status: 'TIMED_OUT', loginTimeoutUntil: until.toISOString() });
    expect(errorOf(await t.gql(`{ friends { nodes { id } } }`, {}, { token: ben.token }))?.code).toBe('LOGIN_TIMEOUT');
    const ended = await t.gql(END_TIMEOUT, { id: ben.id }, { token: staff.token });
    expect(ended.data!.adminEndLoginTimeout).toMatchObject({ loginTimeoutUntil: null, status: 'ACTIVE' });
    expect((await row(ben.id)).loginTimeoutUntil).toBeNull();
  });

  it('deactivates and reactivates a member', async () => {
    const carla = await member(t);
    expect((await t.gql(DEACTIVATE, { id: carla.id }, { token: staff.token })).data!.adminDeactivateMember).toMatchObject({ isDeactivated: true, status: 'DEACTIVATED' });
    expect((await row(carla.id)).isDeactivated).toBe(true);
    expect((await t.gql(REACTIVATE, { id: carla.id }, { token: staff.token })).data!.adminReactivateMember).toMatchObject({ isDeactivated: false, status: 'ACTIVE' });
    expect((await row(carla.id)).isDeactivated).toBe(false);
  });

  it('bad input is refused with its code and changes nothing: a timeout in the past, a forged id, another staff account', async () => {
    const dora = await member(t);
    const before = await row(dora.id);
    const past = await t.gql(TIMEOUT, { id: dora.id, until: new Date(Date.now() - HOUR).toISOString() }, { token: staff.token });
    expect(errorOf(past)).toMatchObject({ code: 'TIMEOUT_UNTIL_INVALID', fields: [{ field: 'until', code: 'TIMEOUT_UNTIL_INVALID' }] });
    const farAway = await t.gql(TIMEOUT, { id: dora.id, until: new Date(Date.now() + 11 * 366 * 24 * HOUR).toISOString() }, { token: staff.token });
    expect(errorOf(farAway)?.code).toBe('TIMEOUT_UNTIL_INVALID');
    expect(await row(dora.id)).toEqual(before);

    const inAnHour = new Date(Date.now() + HOUR).toISOString();
    expect(errorOf(await t.gql(TIMEOUT, { id: '00000000-0000-4000-8000-000000000000', until: inAnHour }, { token: staff.token }))?.code).toBe('USER_NOT_FOUND');
    expect(errorOf(await t.gql(DEACTIVATE, { id: 'not-an-id' }, { token: staff.token }))?.code).toBe('NOT_FOUND');
    expect((await t.gql(ONE, { id: 'not-an-id' }, { token: staff.token })).data!.adminMember).toBeNull();

    const staffBefore = await row(otherStaff.id);
    expect(errorOf(await t.gql(TIMEOUT, { id: otherStaff.id, until: inAnHour }, { token: staff.token }))?.code).toBe('REPORT_TARGET_IS_ADMIN');
    expect(errorOf(await t.gql(DEACTIVATE, { id: otherStaff.id }, { token: staff.token }))?.code).toBe('REPORT_TARGET_IS_ADMIN');
    expect(await row(otherStaff.id)).toEqual(staffBefore);
    expect((await t.gql(ME, {}, { token: otherStaff.token })).data!.currentUser.id).toBe(otherStaff.id);
  });

  it('members and visitors may do none of it, and nothing changes', async () => {
    const eve = await member(t);
    const before = await row(eve.id);
    const inAnHour = new Date(Date.now() + HOUR).toISOString();
    for (const [token, code] of [[anna.token, 'NOT_ALLOWED'], [undefined, 'NOT_SIGNED_IN']] as const) {
      const as = token ? { token } : {};
      expect(errorOf(await t.gql(LIST, { search: eve.email }, as))?.code).toBe(code);
      expect(errorOf(await t.gql(ONE, { id: eve.id }, as))?.code).toBe(code);
      expect(errorOf(await t.gql(TIMEOUT, { id: eve.id, until: inAnHour }, as))?.code).toBe(code);
      expect(errorOf(await t.gql(END_TIMEOUT, { id: eve.id }, as))?.code).toBe(code);
      expect(errorOf(await t.gql(DEACTIVATE, { id: eve.id }, as))?.code).toBe(code);
      expect(errorOf(await t.gql(REACTIVATE, { id: eve.id }, as))?.code).toBe(code);
      expect(errorOf(await t.gql(PREVIEW, { markdown: '**a**', language: 'de' }, as))?.code).toBe(code);
    }
    expect(await row(eve.id)).toEqual(before);
  });

  it('previews Markdown with the public pages’ renderer for staff', async () => {
    const res = await t.gql(PREVIEW, { markdown: '## Bar\n\n**Heute** <script>x</script>', language: 'de' }, { token: staff.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.markdownPreview).toContain('<strong>Heute</strong>');
    expect(res.data!.markdownPreview).not.toContain('<script>');
    expect(errorOf(await t.gql(PREVIEW, { markdown: 'x'.repeat(50_001), language: 'de' }, { token: staff.token }))?.code).toBe('PAGE_BODY_TOO_LONG');
  });
});
