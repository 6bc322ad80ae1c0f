import { describe, expect, it } from 'vitest';
import { idsIn, idsParams, LISTED_IDS_MAX, PADDED_ID_COUNTS, statementsPerIdCount, uuidArray } from './prepared.js';

describe('uuidArray', () => {
  it('writes ids as one uuid[] literal and refuses anything that is not a UUID', () => {
    expect(uuidArray(['0b9c5a52-6a6e-4a43-9d2e-1f6f0c7e2a10', '1C2D3E4F-0000-4000-8000-000000000001'])).toBe('{0b9c5a52-6a6e-4a43-9d2e-1f6f0c7e2a10,1C2D3E4F-0000-4000-8000-000000000001}');
    expect(uuidArray([])).toBe('{}');
    expect(() => uuidArray(['0b9c5a52-6a6e-4a43-9d2e-1f6f0c7e2a10', 'x}, {y'])).toThrow(/not a UUID/);
  });
});

describe('idsIn and idsParams', () => {
  it('compare with one placeholder per id, named as their parameters are', async () => {
    const { PgDialect } = await import('drizzle-orm/pg-core');
    const { sql } = await import('drizzle-orm');
    const query = new PgDialect().sqlToQuery(idsIn(sql.identifier('id'), 3));
    expect(query.sql).toBe('"id" in ($1::uuid, $2::uuid, $3::uuid)');
    expect(query.params.map((p) => (p as { name: string }).name)).toEqual(['ids_0', 'ids_1', 'ids_2']);
    expect(idsParams(['0b9c5a52-6a6e-4a43-9d2e-1f6f0c7e2a10', '1c2d3e4f-0000-4000-8000-000000000001'])).toEqual({ ids_0: '0b9c5a52-6a6e-4a43-9d2e-1f6f0c7e2a10', ids_1: '1c2d3e4f-0000-4000-8000-000000000001' });
    expect(() => idsParams(['x'])).toThrow(/not a UUID/);
  });
});

describe('statementsPerIdCount', () => {
  const idOf = (i: number) => `0b9c5a52-6a6e-4a43-9d2e-${String(i).padStart(12, '0')}`;

  it('takes the statement of the list’s count up to the maximum, a padded one of the next size past it, and the uuid[] one past the largest', async () => {
    const { sql } = await import('drizzle-orm');
    const { PgDialect } = await import('drizzle-orm/pg-core');
    const dialect = new PgDialect();
    const pick = statementsPerIdCount(sql.identifier('id'), (where, suffix) => ({ name: `facts${suffix}`, text: dialect.sqlToQuery(where).sql }));
    const largest = PADDED_ID_COUNTS[PADDED_ID_COUNTS.length - 1]!;
    const ids = Array.from({ length: largest + 1 }, (_, i) => idOf(i));
    expect(pick(ids.slice(0, 1))).toEqual({ statement: { name: 'facts_1', text: '"id" in ($1::uuid)' }, params: { ids_0: ids[0] } });
    expect(pick(ids.slice(0, LISTED_IDS_MAX)).statement.name).toBe(`facts_${LISTED_IDS_MAX}`);
    // One past the maximum: the next size, filled up with the last id.
    const five = pick(ids.slice(0, LISTED_IDS_MAX + 1));
    expect(five.statement.name).toBe(`facts_${PADDED_ID_COUNTS[0]}`);
    expect(five.statement.text.match(/::uuid/g)).toHaveLength(PADDED_ID_COUNTS[0]!);
    expect(Object.values(five.params)).toEqual([...ids.slice(0, LISTED_IDS_MAX + 1), ...Array(PADDED_ID_COUNTS[0]! - LISTED_IDS_MAX - 1).fill(ids[LISTED_IDS_MAX])]);
    expect(pick(ids.slice(0, largest)).statement.name).toBe(`facts_${largest}`);
    expect(pick(ids)).toEqual({ statement: { name: 'facts', text: '"id" = any($1::uuid[])' }, params: { ids: `{${ids.join(',')}}` } });
    expect(pick([]).statement.name).toBe('facts');
    expect(() => pick([ids[0]!, 'x) or true or (1'])).toThrow(/not a UUID/);
  });
});
