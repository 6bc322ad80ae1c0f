import { count } from 'drizzle-orm';
import type { TestApp } from '../harness.js';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { events, type NewEvent } from '../../src/modules/events/events.table.js';
import { guestbookEntries } from '../../src/modules/guestbook/guestbook.table.js';
import { errorOf, signUp } from '../accounts/support.js';

export { errorOf };

export const ENTRY_FIELDS = `id title body rating visitDate event { id slug titleDe titleEn } officialAnswer answeredAt authorUsername state createdAt publishedAt
  viewerCan { edit delete answer review publish reject }`;

export const CREATE = `mutation ($input: GuestbookEntryInput!) { createGuestbookEntry(input: $input) { ${ENTRY_FIELDS} } }`;
export const PUBLIC_LIST = `query ($first: Int, $after: String) { guestbookEntries(first: $first, after: $after) { nodes { ${ENTRY_FIELDS} } hasNextPage endCursor } }`;
export const MY_LIST = `query ($first: Int, $after: String) { myGuestbookEntries(first: $first, after: $after) { nodes { ${ENTRY_FIELDS} } hasNextPage endCursor } }`;
export const ADMIN_LIST = `query ($state: GuestbookEntryState, $first: Int, $after: String) { adminGuestbookEntries(state: $state, first: $first, after: $after) { nodes { ${ENTRY_FIELDS} } hasNextPage endCursor } }`;
export const REVIEW_QUEUE = `query ($first: Int, $after: String) { guestbookReviewQueue(first: $first, after: $after) { nodes { id state createdAt } hasNextPage endCursor } }`;
export const ENTRY = `query ($id: ID!) { guestbookEntry(id: $id) { ${ENTRY_FIELDS} } }`;
export const EVENT_CHOICES = `{ guestbookEventChoices { id slug titleDe startsAt } }`;
export const REVIEW = `mutation ($id: ID!) { reviewGuestbookEntry(id: $id) { id state publishedAt } }`;
export const PUBLISH = `mutation ($id: ID!) { publishGuestbookEntry(id: $id) { id state publishedAt } }`;
export const REJECT = `mutation ($id: ID!) { rejectGuestbookEntry(id: $id) { id state publishedAt } }`;
export const ANSWER = `mutation ($id: ID!, $answer: String!) { answerGuestbookEntry(id: $id, answer: $answer) { id officialAnswer answeredAt } }`;
export const UPDATE = `mutation ($id: ID!, $input: GuestbookEntryInput!) { updateGuestbookEntry(id: $id, input: $input) { ${ENTRY_FIELDS} } }`;
export const DELETE = `mutation ($id: ID!) { deleteGuestbookEntry(id: $id) }`;

export const FORGED_ID = '3f1e2d4c-5b6a-4789-9abc-def012345678';

let serial = 0;
/** A valid entry input; override what a test is about. */
export function entryInput(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return { title: `Schöner Abend ${serial}`, body: 'Sauna, Apéro und nette Leute – wir kommen wieder!', rating: 3, ...overrides };
}

/** A member with confirmed e-mail (or not), signed in; `admin` makes them an admin. */
export async function member(t: TestApp, opts: { admin?: boolean; emailVerified?: boolean } = {}) {
  const { token, user, input } = await signUp(t);
  const now = new Date();
  await updateUser(t.deps.database.db, user.id, {
    sex: 'MF',
    admin: opts.admin ?? false,
    emailVerifiedAt: opts.emailVerified === false ? null : now,
    phoneVerifiedAt: now,
  });
  return { token, id: user.id as string, username: input.username };
}

/** Writes an entry through the API and returns it. */
export async function createEntry(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const res = await t.gql(CREATE, { input: entryInput(overrides) }, { token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.createGuestbookEntry as { id: string; state: string; title: string };
}

export async function insertEvent(t: TestApp, overrides: Partial<NewEvent> = {}) {
  serial += 1;
  const [row] = await t.deps.database.db
    .insert(events)
    .values({
      slug: `anlass-${serial}`,
      titleDe: `Anlass ${serial}`,
      titleEn: `Event ${serial}`,
      descriptionDe: 'Beschreibung',
      descriptionEn: 'Description',
      startsAt: new Date(Date.now() - 7 * 86_400_000),
      publishedAt: new Date(Date.now() - 30 * 86_400_000),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function countEntries(t: TestApp): Promise<number> {
  const [row] = await t.deps.database.db.select({ n: count() }).from(guestbookEntries);
  return Number(row!.n);
}

/** Every entry row as stored, for "nothing changed" checks. */
export async function snapshot(t: TestApp) {
  const rows = await t.deps.database.db.select().from(guestbookEntries);
  return rows.sort((a, b) => a.id.localeCompare(b.id));
}

/** Puts an entry straight into the table (fixtures that need many entries, beyond the daily limit). */
export async function seedEntry(t: TestApp, authorId: string, overrides: Partial<typeof guestbookEntries.$inferInsert> = {}) {
  const [row] = await t.deps.database.db
    .insert(guestbookEntries)
    .values({ ...entryInput(), authorId, state: 'SUBMITTED', ...overrides })
    .returning();
  return row!;
}
