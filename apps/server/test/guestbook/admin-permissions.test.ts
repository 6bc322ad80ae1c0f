import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { ADMIN_LIST, ANSWER, DELETE, PUBLISH, REJECT, REVIEW, REVIEW_QUEUE, UPDATE, entryInput, errorOf, member, seedEntry, snapshot } from './support.js';

// Every admin operation of the guestbook: an admin may, a member gets NOT_ALLOWED, a visitor
// NOT_SIGNED_IN, and a refusal changes no row.

interface Operation {
  name: string;
  query: string;
  variables: (id: string) => Record<string, unknown>;
  /** What the admin's answer shows. */
  check: (data: Record<string, any>, id: string) => void;
}

const OPERATIONS: Operation[] = [
  { name: 'adminGuestbookEntries', query: ADMIN_LIST, variables: () => ({ state: 'SUBMITTED' }), check: (d, id) => expect(d.adminGuestbookEntries.nodes.map((e: { id: string }) => e.id)).toContain(id) },
  { name: 'guestbookReviewQueue', query: REVIEW_QUEUE, variables: () => ({ first: 50 }), check: (d, id) => expect(d.guestbookReviewQueue.nodes.map((e: { id: string }) => e.id)).toContain(id) },
  { name: 'reviewGuestbookEntry', query: REVIEW, variables: (id) => ({ id }), check: (d) => expect(d.reviewGuestbookEntry.state).toBe('UNDER_REVIEW') },
  { name: 'publishGuestbookEntry', query: PUBLISH, variables: (id) => ({ id }), check: (d) => expect(d.publishGuestbookEntry.state).toBe('PUBLISHED') },
  { name: 'rejectGuestbookEntry', query: REJECT, variables: (id) => ({ id }), check: (d) => expect(d.rejectGuestbookEntry.state).toBe('REJECTED') },
  { name: 'answerGuestbookEntry', query: ANSWER, variables: (id) => ({ id, answer: 'Merci!' }), check: (d) => expect(d.answerGuestbookEntry.officialAnswer).toBe('Merci!') },
  {
    name: 'updateGuestbookEntry',
    query: UPDATE,
    variables: (id) => ({ id, input: entryInput({ title: 'Korrigierter Titel', rating: 1 }) }),
    check: (d) => expect(d.updateGuestbookEntry).toMatchObject({ title: 'Korrigierter Titel', rating: 1, state: 'SUBMITTED' }),
  },
  { name: 'deleteGuestbookEntry', query: DELETE, variables: (id) => ({ id }), check: (d) => expect(d.deleteGuestbookEntry).toBe(true) },
];

describe('guestbook admin operations', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof member>>;
  let writer: Awaited<ReturnType<typeof member>>;
  let other: Awaited<ReturnType<typeof member>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await member(t, { admin: true });
    writer = await member(t);
    other = await member(t);
  });
  afterAll(() => t.close());

  it('the review queue lists the entries waiting (submitted, under review), oldest first, page by page', async () => {
    const at = (minutes: number) => new Date(Date.UTC(2020, 0, 1, 12, minutes));
    const oldest = await seedEntry(t, writer.id, { createdAt: at(1) });
    const reviewing = await seedEntry(t, writer.id, { createdAt: at(2), state: 'UNDER_REVIEW' });
    const published = await seedEntry(t, writer.id, { createdAt: at(3), state: 'PUBLISHED', publishedAt: at(4) });
    const rejected = await seedEntry(t, writer.id, { createdAt: at(5), state: 'REJECTED' });
    const newest = await seedEntry(t, writer.id, { createdAt: at(6) });
    const first = (await t.gql(REVIEW_QUEUE, { first: 2 }, { token: admin.token })).data!.guestbookReviewQueue;
    expect(first.nodes.map((e: { id: string }) => e.id)).toEqual([oldest.id, reviewing.id]);
    expect(first.hasNextPage).toBe(true);
    const rest = (await t.gql(REVIEW_QUEUE, { first: 50, after: first.endCursor }, { token: admin.token })).data!.guestbookReviewQueue;
    const ids = rest.nodes.map((e: { id: string }) => e.id);
    expect(ids[0]).toBe(newest.id);
    expect(ids).not.toContain(published.id);
    expect(ids).not.toContain(rejected.id);
  });

  describe.each(OPERATIONS)('$name', (op) => {
    it('is allowed for an admin', async () => {
      const entry = await seedEntry(t, writer.id);
      const res = await t.gql(op.query, op.variables(entry.id), { token: admin.token });
      expect(res.errors).toBeUndefined();
      op.check(res.data!, entry.id);
    });

    it('is denied to a member — even the author — with NOT_ALLOWED, and changes nothing', async () => {
      const entry = await seedEntry(t, writer.id);
      const before = await snapshot(t);
      for (const token of [writer.token, other.token]) {
        const res = await t.gql(op.query, op.variables(entry.id), { token });
        expect(errorOf(res)?.code).toBe('NOT_ALLOWED');
        expect(res.data ?? null).toBeNull();
      }
      expect(await snapshot(t)).toEqual(before);
    });

    it('is denied to a visitor with NOT_SIGNED_IN, and changes nothing', async () => {
      const entry = await seedEntry(t, writer.id);
      const before = await snapshot(t);
      const res = await t.gql(op.query, op.variables(entry.id));
      expect(errorOf(res)?.code).toBe('NOT_SIGNED_IN');
      expect(await snapshot(t)).toEqual(before);
    });
  });
});
