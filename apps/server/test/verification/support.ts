import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../harness.js';
import { verificationRequests, verificationSelfieViews } from '../../src/modules/verification/verification.table.js';
import { multipartBody } from '../media/support.js';
import type { TestMember } from '../friends/support.js';

export { admin, errorOf, FORGED_ID, member, type TestMember } from '../reports/support.js';
export { jpegImage, pngImage } from '../media/support.js';

// Verification through /graphql and /api as the web app calls them (docs/decisions/0033).

const OWN_FIELDS = 'id state code selfieSubmitted uploadPath insertedAt submittedAt decidedAt reason viewerCan { uploadSelfie }';
export const MY_VERIFICATION = `query { myVerification { canStart startRefusal requests { ${OWN_FIELDS} } } }`;
export const START = `mutation { startVerification { ${OWN_FIELDS} } }`;
const ADMIN_FIELDS = `id state code insertedAt submittedAt decidedAt decidedByUsername reason selfiePath checklist
  selfieViews { viewedAt adminUsername } member { id username slug sex } avatar { id } publicPhotos { id visibility }
  viewerCan { approve deny }`;
export const QUEUE = `query ($state: VerificationState, $first: Int, $after: String) { adminVerificationRequests(state: $state, first: $first, after: $after) { nodes { id state submittedAt member { username } } hasNextPage endCursor } }`;
export const DETAIL = `query ($id: ID!) { adminVerificationRequest(id: $id) { ${ADMIN_FIELDS} } }`;
export const PENDING_COUNT = `query { adminPendingVerificationCount }`;
export const APPROVE = `mutation ($id: ID!) { approveVerification(id: $id) { ${ADMIN_FIELDS} } }`;
export const DENY = `mutation ($id: ID!, $reason: String!) { denyVerification(id: $id, reason: $reason) { ${ADMIN_FIELDS} } }`;

/** Starts a request as the member; answers it (id, code, uploadPath). */
export async function start(t: TestApp, m: { token: string }) {
  const res = await t.gql(START, {}, { token: m.token });
  if (res.errors) throw new Error(`startVerification: ${JSON.stringify(res.errors)}`);
  return res.data!.startVerification as { id: string; code: string; uploadPath: string };
}

/** POST the selfie as a browser does (FormData with one file). */
export async function uploadSelfie(t: TestApp, requestId: string, data: Buffer, opts: { token?: string; filename?: string; contentType?: string; fields?: Record<string, string> } = {}) {
  const body = multipartBody({ data, filename: opts.filename ?? 'selfie.jpg', contentType: opts.contentType ?? 'image/jpeg' }, opts.fields ?? {});
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/verification-requests/${requestId}/selfie`,
    headers: { 'content-type': body.contentType, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as any };
}

export async function fetchSelfie(t: TestApp, requestId: string, token?: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/verification-requests/${requestId}/selfie`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, headers: res.headers, data: res.rawPayload };
}

/** A request with its selfie, ready for staff. */
export async function submitted(t: TestApp, m: TestMember, image: Buffer) {
  const request = await start(t, m);
  const up = await uploadSelfie(t, request.id, image, { token: m.token });
  if (up.status !== 201) throw new Error(`selfie upload: ${JSON.stringify(up.body)}`);
  return request;
}

/** Stored files of selfies in the test's storage directory. */
export function storedSelfieFiles(t: TestApp): string[] {
  const dir = path.join(t.dataDir, 'storage', 'verification-selfies');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => /\.(webp|avif)$/.test(f)) : [];
}

export async function requestRows(t: TestApp, userId: string) {
  return t.deps.database.db.select().from(verificationRequests).where(eq(verificationRequests.userId, userId));
}

export async function viewRows(t: TestApp, requestId: string) {
  return t.deps.database.db.select().from(verificationSelfieViews).where(eq(verificationSelfieViews.requestId, requestId));
}

/** A PENDING request of `m` with a selfie key, straight in the database (no files: deciding only deletes them). */
export async function submittedRow(t: TestApp, m: { id: string }): Promise<string> {
  const [row] = await t.deps.database.db
    .insert(verificationRequests)
    .values({ userId: m.id, code: 'ABC234', selfieStorageKey: `verification-selfies/${crypto.randomUUID()}`, submittedAt: new Date() })
    .returning();
  return row!.id;
}

/** The PENDING request of `m` (made straight in the database when there is none), e.g. for a verified fixture member. */
export async function pendingRequestOf(t: TestApp, m: { id: string }): Promise<string> {
  const [found] = await t.deps.database.db
    .select()
    .from(verificationRequests)
    .where(and(eq(verificationRequests.userId, m.id), eq(verificationRequests.state, 'PENDING')));
  if (found) return found.id;
  const [row] = await t.deps.database.db.insert(verificationRequests).values({ userId: m.id, code: 'ABC234' }).returning();
  return row!.id;
}
