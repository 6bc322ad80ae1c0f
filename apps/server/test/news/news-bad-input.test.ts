import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { CREATE_NEWS, DELETE_NEWS, PUBLISH_NEWS, UNPUBLISH_NEWS, UPDATE_NEWS, adminAndMember, errorOf, newsInput, snapshot } from './content-support.js';

// Every news mutation fed wrong types, empty, too long, hostile and forged values: each answer is
// a coded error and no row changes.

/** graphql-js refuses a variable of the wrong type before any resolver runs (see accounts/bad-input.test.ts). */
const COERCION: (string | undefined)[] = ['BAD_INPUT', 'INTERNAL', undefined];
const WRONG_TYPES: unknown[] = [5, true, {}, [], ['a'], { $ne: null }];
const FORGED_IDS = ['not-a-uuid', '', ' ', crypto.randomUUID(), '00000000-0000-0000-0000-000000000000', "' OR '1'='1", 'x'.repeat(5000), 42];

interface Case {
  name: string;
  query: string;
  variables: Record<string, unknown>;
  codes: (string | undefined)[];
}

function cases(id: string): Case[] {
  const list: Case[] = [];
  const add = (name: string, query: string, variables: Record<string, unknown>, codes: (string | undefined)[]) => list.push({ name, query, variables, codes });
  const bad: Record<string, [unknown[], string]> = {
    titleDe: [['', '   ', 'x'.repeat(121), 'Titel\u0000mit Null', 'Zeile\nUmbruch'], 'TITLE_INVALID'],
    titleEn: [['', 'x'.repeat(500)], 'TITLE_INVALID'],
    bodyDe: [['', '  \n ', 'x'.repeat(20_001), 'Text\u0000'], 'BODY_INVALID'],
    bodyEn: [['', 'y'.repeat(100_000)], 'BODY_INVALID'],
    slug: [['A', 'mit leerzeichen', '../etc', 'ä', 'x'.repeat(81), '--'], 'SLUG_INVALID'],
    imageKey: [['events/6f9c1d0e-0000-4000-8000-000000000001', `news/${crypto.randomUUID()}`, '../../etc/passwd', 'news/../x', 'x'.repeat(300), ''], 'IMAGE_INVALID'],
  };
  for (const [mutation, query, extra] of [
    ['createNews', CREATE_NEWS, {}],
    ['updateNews', UPDATE_NEWS, { id }],
  ] as const) {
    for (const [field, [values, code]] of Object.entries(bad)) {
      for (const value of values) add(`${mutation}.${field}=${label(value)}`, query, { ...extra, input: newsInput({ [field]: value }) }, [code]);
      for (const value of WRONG_TYPES) add(`${mutation}.${field}:${label(value)}`, query, { ...extra, input: newsInput({ [field]: value }) }, COERCION);
    }
    for (const field of ['titleDe', 'titleEn', 'bodyDe', 'bodyEn']) add(`${mutation}.${field}:null`, query, { ...extra, input: newsInput({ [field]: null }) }, COERCION);
    add(`${mutation}.extraField`, query, { ...extra, input: newsInput({ publishedAt: new Date().toISOString() }) }, COERCION);
    add(`${mutation}.input:null`, query, { ...extra, input: null }, COERCION);
  }
  for (const forged of FORGED_IDS) {
    add(`updateNews.id=${label(forged)}`, UPDATE_NEWS, { id: forged, input: newsInput() }, ['NOT_FOUND']);
    add(`publishNews.id=${label(forged)}`, PUBLISH_NEWS, { id: forged }, ['NOT_FOUND']);
    add(`unpublishNews.id=${label(forged)}`, UNPUBLISH_NEWS, { id: forged }, ['NOT_FOUND']);
    add(`deleteNews.id=${label(forged)}`, DELETE_NEWS, { id: forged }, ['NOT_FOUND']);
  }
  for (const at of ['morgen', '1899-12-31T23:00:00Z', '2101-01-01T00:00:00Z', '', '2026-13-45']) add(`publishNews.at=${label(at)}`, PUBLISH_NEWS, { id, at }, ['BAD_INPUT', 'DATE_INVALID']);
  for (const at of [5, true, {}]) add(`publishNews.at:${label(at)}`, PUBLISH_NEWS, { id, at }, [...COERCION, 'DATE_INVALID']);
  return list;
}

function label(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  return text.length > 24 ? `${text.slice(0, 20)}…(${text.length})` : text;
}

describe('news mutations with bad input', () => {
  let t: TestApp;
  let admin: string;
  let id: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin } = await adminAndMember(t));
    id = (await t.gql(CREATE_NEWS, { input: newsInput() }, { token: admin })).data!.createNews.id;
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
