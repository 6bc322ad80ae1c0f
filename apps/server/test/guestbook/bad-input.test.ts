import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { ANSWER, CREATE, DELETE, ENTRY, FORGED_ID, PUBLISH, REJECT, REVIEW, UPDATE, countEntries, entryInput, errorOf, insertEvent, member, seedEntry, snapshot } from './support.js';

// Bad input to every guestbook operation: a coded error ("could not be saved" with a field code,
// or NOT_FOUND for an id that names no entry) and not one row written or changed.

interface Case {
  name: string;
  input: Record<string, unknown>;
  code: string;
  field?: string;
  fieldCode?: string;
}

/** graphql-js refuses a string variable of the wrong JSON type before any resolver runs (see accounts/bad-input.test.ts). */
const COERCION_CODES: (string | undefined)[] = ['BAD_INPUT', 'INTERNAL', undefined];

const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

function fieldCase(name: string, override: Record<string, unknown>, field: string, fieldCode: string): Case {
  return { name, input: entryInput(override), code: 'GUESTBOOK_NOT_SAVED', field, fieldCode };
}

function inputCases(unknownEventId: string, futureEventId: string): Case[] {
  return [
    fieldCase('rating -1', { rating: -1 }, 'rating', 'GUESTBOOK_RATING_INVALID'),
    fieldCase('rating 4', { rating: 4 }, 'rating', 'GUESTBOOK_RATING_INVALID'),
    fieldCase('rating 1.5', { rating: 1.5 }, 'rating', 'GUESTBOOK_RATING_INVALID'),
    fieldCase('rating "2"', { rating: '2' }, 'rating', 'GUESTBOOK_RATING_INVALID'),
    fieldCase('rating true', { rating: true }, 'rating', 'GUESTBOOK_RATING_INVALID'),
    fieldCase('rating {}', { rating: {} }, 'rating', 'GUESTBOOK_RATING_INVALID'),
    fieldCase('empty title', { title: '' }, 'title', 'GUESTBOOK_TITLE_TOO_SHORT'),
    fieldCase('blank title', { title: '   \n ' }, 'title', 'GUESTBOOK_TITLE_TOO_SHORT'),
    fieldCase('too long title', { title: 'x'.repeat(121) }, 'title', 'GUESTBOOK_TITLE_TOO_LONG'),
    fieldCase('empty body', { body: '' }, 'body', 'GUESTBOOK_BODY_TOO_SHORT'),
    fieldCase('too short body', { body: 'Super!' }, 'body', 'GUESTBOOK_BODY_TOO_SHORT'),
    fieldCase('too long body', { body: 'x'.repeat(5001) }, 'body', 'GUESTBOOK_BODY_TOO_LONG'),
    fieldCase('visit date in the future', { visitDate: tomorrow }, 'visitDate', 'GUESTBOOK_VISIT_DATE_IN_FUTURE'),
    fieldCase('visit date that does not exist', { visitDate: '2025-02-30' }, 'visitDate', 'GUESTBOOK_VISIT_DATE_INVALID'),
    fieldCase('visit date as words', { visitDate: 'gestern' }, 'visitDate', 'GUESTBOOK_VISIT_DATE_INVALID'),
    fieldCase('visit date with SQL', { visitDate: "2025-01-01'; DROP TABLE guestbook_entries; --" }, 'visitDate', 'GUESTBOOK_VISIT_DATE_INVALID'),
    fieldCase('unknown eventId', { eventId: unknownEventId }, 'eventId', 'GUESTBOOK_EVENT_NOT_FOUND'),
    fieldCase('forged eventId', { eventId: 'abc' }, 'eventId', 'GUESTBOOK_EVENT_NOT_FOUND'),
    fieldCase('eventId 1', { eventId: 1 }, 'eventId', 'GUESTBOOK_EVENT_NOT_FOUND'),
    fieldCase('event not begun', { eventId: futureEventId }, 'eventId', 'GUESTBOOK_EVENT_IN_FUTURE'),
    fieldCase('date and event', { visitDate: '2025-10-01', eventId: unknownEventId }, 'eventId', 'GUESTBOOK_DATE_OR_EVENT'),
  ];
}

const WRONG_TYPES: unknown[] = [5, true, {}, ['a'], null];

describe('guestbook bad input', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof member>>;
  let writer: Awaited<ReturnType<typeof member>>;
  let entryId: string;
  let cases: Case[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await member(t, { admin: true });
    writer = await member(t);
    entryId = (await seedEntry(t, writer.id, { state: 'PUBLISHED', publishedAt: new Date() })).id;
    const future = await insertEvent(t, { startsAt: new Date(Date.now() + 86_400_000) });
    cases = inputCases(FORGED_ID, future.id);
  });
  afterAll(() => t.close());

  async function expectNothingChanged(run: () => Promise<void>) {
    const before = await snapshot(t);
    await run();
    expect(await snapshot(t)).toEqual(before);
  }

  it('createGuestbookEntry: each bad field has its code, and no entry is written', async () => {
    for (const c of cases) {
      await expectNothingChanged(async () => {
        const res = await t.gql(CREATE, { input: c.input }, { token: writer.token });
        expect(errorOf(res)?.code, c.name).toBe(c.code);
        expect(errorOf(res)?.fields, c.name).toContainEqual({ field: c.field, code: c.fieldCode });
      });
    }
  });

  it('updateGuestbookEntry: the same checks for admins, and the entry stays as it was', async () => {
    for (const c of cases) {
      await expectNothingChanged(async () => {
        const res = await t.gql(UPDATE, { id: entryId, input: c.input }, { token: admin.token });
        expect(errorOf(res)?.code, c.name).toBe(c.code);
        expect(errorOf(res)?.fields, c.name).toContainEqual({ field: c.field, code: c.fieldCode });
      });
    }
  });

  it('several bad fields are reported together', async () => {
    const res = await t.gql(CREATE, { input: { title: '', body: 'kurz', rating: 0 } }, { token: writer.token });
    expect(errorOf(res)).toMatchObject({
      code: 'GUESTBOOK_NOT_SAVED',
      fields: [
        { field: 'title', code: 'GUESTBOOK_TITLE_TOO_SHORT' },
        { field: 'body', code: 'GUESTBOOK_BODY_TOO_SHORT' },
      ],
    });
  });

  it('text fields of the wrong JSON type are refused before anything runs', async () => {
    const count = await countEntries(t);
    for (const field of ['title', 'body', 'visitDate']) {
      for (const value of WRONG_TYPES.filter((v) => !(v === null && field === 'visitDate'))) {
        const res = await t.gql(CREATE, { input: entryInput({ [field]: value }) }, { token: writer.token });
        expect(res.errors, `${field}=${JSON.stringify(value)}`).toBeDefined();
        expect(COERCION_CODES, `${field}=${JSON.stringify(value)}`).toContain(errorOf(res)?.code);
      }
    }
    expect(await countEntries(t)).toBe(count);
  });

  it('answerGuestbookEntry: a too long answer is refused', async () => {
    await expectNothingChanged(async () => {
      const res = await t.gql(ANSWER, { id: entryId, answer: 'x'.repeat(3001) }, { token: admin.token });
      expect(errorOf(res)).toMatchObject({ code: 'GUESTBOOK_NOT_SAVED', fields: [{ field: 'answer', code: 'GUESTBOOK_ANSWER_TOO_LONG' }] });
    });
  });

  it('ids that name no entry: NOT_FOUND from every admin mutation, null from guestbookEntry', async () => {
    const ids = [FORGED_ID, 'abc', '1', "' OR '1'='1", '00000000-0000-0000-0000-000000000000', entryId.toUpperCase().replace(/.$/, 'Z')];
    for (const id of ids) {
      await expectNothingChanged(async () => {
        for (const [query, variables] of [
          [REVIEW, { id }],
          [PUBLISH, { id }],
          [REJECT, { id }],
          [ANSWER, { id, answer: 'Danke' }],
          [UPDATE, { id, input: entryInput() }],
          [DELETE, { id }],
        ] as const) {
          expect(errorOf(await t.gql(query, variables, { token: admin.token }))?.code, `${id} ${query.slice(0, 30)}`).toBe('NOT_FOUND');
        }
        const read = await t.gql(ENTRY, { id });
        expect(read.errors).toBeUndefined();
        expect(read.data!.guestbookEntry).toBeNull();
      });
    }
  });
});
