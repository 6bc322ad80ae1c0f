import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withArrayRowsUnbuilt } from './array-rows.js';

interface TestResult {
  addFields(fields: { name: string; dataTypeID: number; format?: string }[]): void;
  parseRow(values: (string | null)[]): unknown;
  _prebuiltEmptyResultObject: object | null;
}
const Result = (pg as unknown as { Result: new (rowMode?: string, types?: unknown) => TestResult }).Result;
const fields = [
  { name: 'id', dataTypeID: 23, format: 'text' },
  { name: 'name', dataTypeID: 25, format: 'text' },
  { name: 'id', dataTypeID: 16, format: 'text' },
];

describe('node-postgres results for Drizzle (rows as arrays)', () => {
  withArrayRowsUnbuilt();

  it('parse each column with its type’s parser, without building the unused row object', () => {
    const result = new Result('array');
    result.addFields(fields);
    expect(result.parseRow(['42', 'Lea', 't'])).toEqual([42, 'Lea', true]);
    expect(result.parseRow([null, 'Jonas', 'f'])).toEqual([null, 'Jonas', false]);
    expect(result._prebuiltEmptyResultObject).toBeNull();
  });

  it('take the statement’s own type parsers where it has them', () => {
    const result = new Result('array', { getTypeParser: (oid: number) => (value: string) => `${oid}:${value}` });
    result.addFields(fields);
    expect(result.parseRow(['1', 'x', 't'])).toEqual(['23:1', '25:x', '16:t']);
  });

  it('leave rows as objects to the library (named columns, the last of a name wins)', () => {
    const result = new Result();
    result.addFields(fields);
    expect(result.parseRow(['42', 'Lea', 't'])).toEqual({ id: true, name: 'Lea' });
  });

  it('is applied once however often it is asked', () => {
    const before = (pg as unknown as { Result: { prototype: { addFields: unknown } } }).Result.prototype.addFields;
    withArrayRowsUnbuilt();
    expect((pg as unknown as { Result: { prototype: { addFields: unknown } } }).Result.prototype.addFields).toBe(before);
  });
});
