import { describe, expect, it } from 'vitest';
import { idsIn, idsParams, uuidArray } from './prepared.js';

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
