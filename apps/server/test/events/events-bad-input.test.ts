import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { CREATE_EVENT, DAY, DELETE_EVENT, PUBLISH_EVENT, UNPUBLISH_EVENT, UPDATE_EVENT, adminAndMember, errorOf, eventInput, snapshot } from '../news/content-support.js';

// Every event mutation fed wrong types, empty, too long, hostile and forged values: each answer
// is a coded error and no row changes.

/** graphql-js refuses a variable of the wrong type before any resolver runs (see accounts/bad-input.test.ts). */
const COERCION: (string | undefined)[] = ['BAD_INPUT', 'INTERNAL', undefined];
const WRONG_TYPES: unknown[] = [true, {}, [], ['a'], { $ne: null }];
const FORGED_IDS = ['not-a-uuid', '', crypto.randomUUID(), "1; DROP TABLE events; --", 'x'.repeat(5000), 7];

function label(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 24 ? `${text.slice(0, 20)}…(${text.length})` : text;
}

function cases(id: string) {
  const start = new Date(Date.now() + 7 * DAY);
  const input = (overrides: Record<string, unknown>) => eventInput(start, overrides);
  const list: { name: string; query: string; variables: Record<string, unknown>; codes: (string | undefined)[] }[] = [];
  const add = (name: string, query: string, variables: Record<string, unknown>, codes: (string | undefined)[]) => list.push({ name, query, variables, codes });
  const bad: Record<string, [unknown[], (string | undefined)[]]> = {
    titleDe: [['', '  ', 'x'.repeat(121), 'a\u0000b'], ['TITLE_INVALID']],
    titleEn: [['', 'x'.repeat(1000)], ['TITLE_INVALID']],
    descriptionDe: [['', 'x'.repeat(20_001), '\u0000'], ['BODY_INVALID']],
    descriptionEn: [[' \n '], ['BODY_INVALID']],
    dressCodeDe: [['x'.repeat(121), 'schwarz\u0007'], ['DRESS_CODE_INVALID']],
    startsAt: [['morgen', '1999-12-31T23:00:00Z', '2101-01-01T00:00:00Z', '2026-02-30T25:00:00Z', 5, ''], ['BAD_INPUT', 'DATE_INVALID', ...COERCION]],
    endsAt: [['nie', new Date(start.getTime() - DAY).toISOString(), start.toISOString()], ['BAD_INPUT', 'DATE_INVALID', 'EVENT_ENDS_BEFORE_START']],
    priceManRappen: [[-1, -100_000, 1_000_001], ['PRICE_INVALID']],
    priceCoupleRappen: [[12.5, 2 ** 40, '80', 'gratis'], ['PRICE_INVALID', ...COERCION]],
    slug: [['Gross', 'a_b', 'x'.repeat(81)], ['SLUG_INVALID']],
    imageKey: [['news/6f9c1d0e-0000-4000-8000-000000000001', `events/${crypto.randomUUID()}`, 'events/../../x'], ['IMAGE_INVALID']],
    coupleOnly: [['ja', 1, null], COERCION],
  };
  for (const [mutation, query, extra] of [
    ['createEvent', CREATE_EVENT, {}],
    ['updateEvent', UPDATE_EVENT, { id }],
  ] as const) {
    for (const [field, [values, codes]] of Object.entries(bad)) {
      for (const value of values) add(`${mutation}.${field}=${label(value)}`, query, { ...extra, input: input({ [field]: value }) }, codes);
      if (field !== 'coupleOnly') for (const value of WRONG_TYPES) add(`${mutation}.${field}:${label(value)}`, query, { ...extra, input: input({ [field]: value }) }, COERCION);
    }
    for (const field of ['titleDe', 'descriptionEn', 'startsAt']) add(`${mutation}.${field}:null`, query, { ...extra, input: input({ [field]: null }) }, COERCION);
  }
  for (const forged of FORGED_IDS) {
    add(`updateEvent.id=${label(forged)}`, UPDATE_EVENT, { id: forged, input: input({}) }, ['NOT_FOUND']);
    add(`publishEvent.id=${label(forged)}`, PUBLISH_EVENT, { id: forged }, ['NOT_FOUND']);
    add(`unpublishEvent.id=${label(forged)}`, UNPUBLISH_EVENT, { id: forged }, ['NOT_FOUND']);
    add(`deleteEvent.id=${label(forged)}`, DELETE_EVENT, { id: forged }, ['NOT_FOUND']);
  }
  for (const at of ['bald', '1800-01-01T00:00:00Z', 12]) add(`publishEvent.at=${label(at)}`, PUBLISH_EVENT, { id, at }, ['BAD_INPUT', 'DATE_INVALID', ...COERCION]);
  return list;
}

describe('event mutations with bad input', () => {
  let t: TestApp;
  let admin: string;
  let id: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin } = await adminAndMember(t));
    id = (await t.gql(CREATE_EVENT, { input: eventInput(new Date(Date.now() + DAY)) }, { token: admin })).data!.createEvent.id;
  });
  afterAll(() => t.close());

  it('answers each with a known code and writes nothing', async () => {
    const before = await snapshot(t);
    const failures: string[] = [];
    for (const c of cases(id)) {
      const res = await t.gql(c.query, c.variables, { token: admin });
      const code = errorOf(res)?.code;
      if (!res.errors) failures.push(`${c.name}: accepted`);
      else if (!c.codes.includes(code)) failures.push(`${c.name}: ${code}`);
      else if (code !== undefined && !(ERROR_CODES as readonly string[]).includes(code)) failures.push(`${c.name}: unknown code ${code}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot(t)).toBe(before);
  });
});
