import { eq } from 'drizzle-orm';
import type { Sex } from '@venue/shared';
import type { TestApp } from '../harness.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { userUploads } from '../../src/modules/photos/photos.table.js';
import { profilePersons, profiles } from '../../src/modules/profiles/profiles.table.js';
import { saveSettings } from '../../src/modules/settings/settings.repository.js';
import { member as baseMember, type TestMember } from '../friends/support.js';

export { errorOf } from '../accounts/support.js';

// Spark members made straight in the database: activated, with a session, and (unless told
// otherwise) everything Spark needs: profile type with ages, PUBLIC avatar and wall picture, a set
// "looking for". The calls under test go through /graphql.

export const CARD = `id member { id slug username sex isVerified avatar { id } ages region } wallImage { id } lookingFor`;
export const STATUS = `{ sparkStatus { missing sparksLeftToday canUndoSkip } }`;
export const NEXT = `{ nextSparkCard { ${CARD} } }`;
export const SPARK = `mutation ($id: ID!) { sendSpark(memberId: $id) { sparksLeftToday match { id createdAt member { slug username } } } }`;
export const SKIP = `mutation ($id: ID!) { skipSpark(memberId: $id) { missing sparksLeftToday canUndoSkip } }`;
export const UNDO = `mutation { undoSparkSkip { ${CARD} } }`;
export const MATCHES = `query ($first: Int, $after: String) { sparkMatches(first: $first, after: $after) { nodes { id createdAt member { slug username } } hasNextPage endCursor } }`;
export const ADMIRERS = `query ($first: Int, $after: String) { sparkAdmirers(first: $first, after: $after) { nodes { id sparkedAt member { slug } } hasNextPage endCursor } }`;

export interface SparkMemberOptions {
  sex?: Sex;
  lookingFor?: Sex[];
  verified?: boolean;
  premium?: boolean;
  admin?: boolean;
  /** Leave out parts of the prerequisites. */
  without?: ('ages' | 'avatar' | 'wall' | 'lookingFor')[];
  foundInSpark?: boolean;
  visitableOnlyByVerified?: boolean;
  lastActiveAt?: Date | null;
}

async function upload(t: TestApp, userId: string): Promise<string> {
  const [row] = await t.deps.database.db.insert(userUploads).values({ userId, storageKey: `test/${crypto.randomUUID()}`, width: 640, height: 800, visibility: 'PUBLIC' }).returning();
  return row!.id;
}

/** A member ready for Spark (unless `without` says otherwise). Men look for women, women for men by default. */
export async function sparkMember(t: TestApp, opts: SparkMemberOptions = {}): Promise<TestMember> {
  const sex = opts.sex ?? 'M';
  const m = await baseMember(t, { sex, verified: opts.verified, premium: opts.premium });
  const db = t.deps.database.db;
  const without = new Set(opts.without ?? []);
  const lookingFor = without.has('lookingFor') ? [] : (opts.lookingFor ?? (sex === 'M' ? ['F'] : ['M']));
  await db.insert(profiles).values({
    userId: m.id,
    lookingFor,
    avatarUploadId: without.has('avatar') ? null : await upload(t, m.id),
    wallUploadId: without.has('wall') ? null : await upload(t, m.id),
  });
  if (!without.has('ages')) await db.insert(profilePersons).values(Array.from({ length: sex.length }, (_, i) => ({ userId: m.id, position: i + 1, age: 30 + i })));
  const settings = {
    ...(opts.foundInSpark !== undefined ? { foundInSpark: opts.foundInSpark } : {}),
    ...(opts.visitableOnlyByVerified !== undefined ? { visitableOnlyByVerified: opts.visitableOnlyByVerified } : {}),
  };
  if (Object.keys(settings).length > 0) await saveSettings(db, m.id, settings);
  const changes = { ...(opts.admin ? { admin: true } : {}), ...(opts.lastActiveAt !== undefined ? { lastActiveAt: opts.lastActiveAt } : {}) };
  if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, m.id));
  return m;
}
