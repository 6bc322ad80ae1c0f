import { eq } from 'drizzle-orm';
import type { TestApp } from '../harness.js';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { userUploads } from '../../src/modules/photos/photos.table.js';
import { reportReplies, reports, reportStatusChanges } from '../../src/modules/reports/reports.table.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { member, type MemberOptions, type TestMember } from '../friends/support.js';

export { FORGED_ID, member, befriend, type TestMember } from '../friends/support.js';

/** The coded error of an answer (an empty object when it has none, so that `.code` is undefined). */
export function errorOf(res: { errors?: { extensions?: Record<string, unknown> }[] }) {
  return (res.errors?.[0]?.extensions ?? {}) as { code?: string; fields?: { field: string; code: string }[]; retryAfterSeconds?: number; until?: string };
}

// Reports through /graphql: members made straight in the database (friends/support.ts), photos as
// rows (reports never read the files), the queries below as the web app sends them.

export const REPORT_FIELDS = `id subject title message status createdAt updatedAt mine reporterUsername subjectUsername
  subjectMember { id slug username } subjectPhoto { id ownerSlug }
  viewerCan { reply changeStatusTo timeoutMember deactivateMember }`;

export const CREATE = `mutation ($input: CreateReportInput!) { createReport(input: $input) { ${REPORT_FIELDS} } }`;
export const REPORT = `query ($id: ID!) { report(id: $id) { ${REPORT_FIELDS}
  replies { nodes { id body fromTeam mine authorUsername } hasNextPage endCursor }
  history { fromStatus toStatus changedByUsername action timeoutUntil }
  memberSanctions { timedOutUntil isDeactivated } } }`;
export const REPORTS_LIST = `query ($status: ReportStatusFilter, $first: Int, $after: String) { reports(status: $status, first: $first, after: $after) { nodes { id title status subjectUsername reporterUsername mine } hasNextPage endCursor } }`;
export const REPORT_QUEUE = `query ($first: Int, $after: String) { reportQueue(first: $first, after: $after) { nodes { id title status createdAt } hasNextPage endCursor } }`;
export const REPLY = `mutation ($id: ID!, $body: String!) { replyToReport(id: $id, body: $body) { id status } }`;
export const CHANGE_STATUS = `mutation ($id: ID!, $status: ReportStatus!) { changeReportStatus(id: $id, status: $status) { id status viewerCan { changeStatusTo } } }`;
export const TIMEOUT = `mutation ($id: ID!, $until: DateTime!, $close: Boolean) { timeoutMember(reportId: $id, until: $until, closeReport: $close) { id status } }`;
export const DEACTIVATE = `mutation ($id: ID!, $close: Boolean) { deactivateMember(reportId: $id, closeReport: $close) { id status } }`;

export const TITLE = 'Belästigung';
export const MESSAGE = 'Schreibt mir seit Tagen ungefragt Nachrichten, obwohl ich klar Nein gesagt habe.';

/** An admin (a member with the admin flag). */
export async function admin(t: TestApp, opts: MemberOptions = {}): Promise<TestMember> {
  const m = await member(t, opts);
  await updateUser(t.deps.database.db, m.id, { admin: true });
  return m;
}

/** A photo row of `owner` (reports never read the file). */
export async function photoOf(t: TestApp, owner: TestMember, visibility: 'PUBLIC' | 'FRIENDS' = 'PUBLIC'): Promise<string> {
  const [row] = await t.deps.database.db
    .insert(userUploads)
    .values({ userId: owner.id, storageKey: `member-photos/${owner.id}/${Math.random().toString(36).slice(2)}`, width: 100, height: 100, visibility })
    .returning();
  return row!.id;
}

/** Files a report through the API and answers its id (asserts success). */
export async function fileReport(t: TestApp, by: TestMember, about: { subject?: 'USER' | 'PHOTO'; id: string }, title = TITLE, message = MESSAGE): Promise<string> {
  const res = await t.gql(CREATE, { input: { subject: about.subject ?? 'USER', subjectId: about.id, title, message } }, { token: by.token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.createReport.id as string;
}

/** Every report, reply and history row, for "nothing changed" checks. */
export async function snapshot(t: TestApp) {
  const db = t.deps.database.db;
  const byId = <T extends { id: string }>(rows: T[]) => rows.sort((a, b) => a.id.localeCompare(b.id));
  return {
    reports: byId(await db.select().from(reports)),
    replies: byId(await db.select().from(reportReplies)),
    history: byId(await db.select().from(reportStatusChanges)),
  };
}

export async function userRow(t: TestApp, m: TestMember) {
  const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, m.id));
  return row!;
}
