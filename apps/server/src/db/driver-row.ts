import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * A row of `table` as a raw statement returns it (column names, driver values; e.g. a function's
 * `RETURNS SETOF table`) in the shape drizzle's selects give: property names and mapped values.
 */
export function fromDriverRow<T extends Table>(table: T, raw: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/** A json value of a raw SQL column: PGlite returns it as text, node-postgres parsed. */
export function driverJson<T>(value: T | string | null): T | null {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
