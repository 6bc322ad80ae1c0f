import pg from 'pg';

/** What node-postgres's Result keeps of a statement's row description (pg/lib/result.js). */
interface ResultState {
  rowAsArray: boolean;
  fields: { name: string; dataTypeID: number; format?: string }[];
  _parsers: ((value: unknown) => unknown)[] | undefined;
  _types: { getTypeParser(oid: number, format: string): (value: unknown) => unknown } | undefined;
}
type AddFields = (this: ResultState, fields: ResultState['fields']) => void;
type TypeParsers = NonNullable<ResultState['_types']>;

/**
 * node-postgres reads each answer's row description into the type parsers of its columns and, for
 * rows as objects, an empty row with every column's name that each row is copied from. Drizzle asks
 * for rows as arrays, which never use that row, yet it was built for every statement: a null-prototype
 * object filled key by key and copied, 3–4 % of the app's CPU under the load bench and more for the
 * session lookup's 27 columns (issue 18). For rows as arrays only the parsers are made here; rows as
 * objects (`pool.query` without Drizzle) keep the library's own method. Applied once, by postgres.ts.
 */
export function withArrayRowsUnbuilt(): void {
  const proto = (pg as unknown as { Result: { prototype: { addFields: AddFields } } }).Result.prototype;
  const original = proto.addFields;
  if ((original as AddFields & { arrayRowsUnbuilt?: true }).arrayRowsUnbuilt) return;
  const addFields: AddFields & { arrayRowsUnbuilt?: true } = function (this: ResultState, fields) {
    if (!this.rowAsArray) return original.call(this, fields);
    this.fields = fields;
    const parsers = new Array<(value: unknown) => unknown>(fields.length);
    const types = this._types ?? (pg.types as unknown as TypeParsers);
    for (let i = 0; i < fields.length; i++) parsers[i] = types.getTypeParser(fields[i]!.dataTypeID, fields[i]!.format ?? 'text');
    if (fields.length) this._parsers = parsers;
  };
  addFields.arrayRowsUnbuilt = true;
  proto.addFields = addFields;
}
