import { eq } from 'drizzle-orm';
import type { TestApp } from '../harness.js';
import { classifieds } from '../../src/modules/classifieds/classifieds.table.js';
import type { TestMember } from '../friends/support.js';

export { FORGED_ID, member, errorOf, BLOCK, type TestMember } from '../friends/support.js';

// Classifieds through /graphql (issue 16; docs/decisions/0046).

export const FIELDS = `id text lookingFor mine expired renewedAt expiresAt author { id slug username isVerified ages region } viewerCan { edit renew delete report }`;
export const LIST = `query ($filter: ClassifiedFilter, $first: Int, $after: String) { classifieds(filter: $filter, first: $first, after: $after) { nodes { ${FIELDS} } hasNextPage endCursor } }`;
export const OWN = `query ($first: Int, $after: String) { ownClassifieds(first: $first, after: $after) { nodes { ${FIELDS} } hasNextPage endCursor listedCount listedMax postRefusal } }`;
export const POST = `mutation ($input: ClassifiedInput!) { postClassified(input: $input) { ${FIELDS} } }`;
export const UPDATE = `mutation ($id: ID!, $input: ClassifiedInput!) { updateClassified(id: $id, input: $input) { ${FIELDS} } }`;
export const RENEW = `mutation ($id: ID!) { renewClassified(id: $id) { ${FIELDS} } }`;
export const DELETE = `mutation ($id: ID!) { deleteClassified(id: $id) }`;

export const TEXT = 'Wir suchen nette Begleitung für einen Abend in der Sauna, diskret und unkompliziert.';

/** Posts through the API (asserts success) and answers the classified's id. */
export async function post(t: TestApp, by: TestMember, input: { text?: string; lookingFor?: string[] } = {}): Promise<string> {
  const res = await t.gql(POST, { input: { text: TEXT, lookingFor: ['M', 'F', 'MF', 'MM', 'FF'], ...input } }, { token: by.token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.postClassified.id as string;
}

/** The ids the viewer's list shows. */
export async function listed(t: TestApp, viewer: TestMember, filter: 'MATCHING' | 'ALL' = 'ALL'): Promise<string[]> {
  const res = await t.gql(LIST, { filter, first: 50 }, { token: viewer.token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return (res.data!.classifieds.nodes as { id: string }[]).map((n) => n.id);
}

/** Moves a classified's posting or renewal back in time (expiry tests). */
export async function age(t: TestApp, id: string, days: number): Promise<void> {
  const at = new Date(t.deps.now().getTime() - days * 86_400_000);
  await t.deps.database.db.update(classifieds).set({ renewedAt: at, createdAt: at }).where(eq(classifieds.id, id));
}

export async function rows(t: TestApp) {
  return (await t.deps.database.db.select().from(classifieds)).sort((a, b) => a.id.localeCompare(b.id));
}
