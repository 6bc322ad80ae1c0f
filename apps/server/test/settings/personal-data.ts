import { sql } from 'drizzle-orm';
import type { TestApp } from '../harness.js';

// Searches every table of the database for traces of one member: their id in any uuid column, and
// their e-mail, username or phone inside any text column. New tables are searched too, so a
// domain that adds personal data without an erasure step fails the deletion test.

export interface Trace {
  table: string;
  column: string;
  rows: number;
}

interface ColumnInfo {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
}

async function rowsOf<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.deps.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function tracesOf(t: TestApp, member: { id: string; email: string; username: string; phone: string }): Promise<Trace[]> {
  const columns = await rowsOf<ColumnInfo>(
    t,
    sql`select table_name, column_name, data_type, udt_name from information_schema.columns
        where table_schema = 'public' and table_name not like '%migrations%' order by table_name, column_name`,
  );
  const traces: Trace[] = [];
  for (const c of columns) {
    const table = sql.identifier(c.table_name);
    const column = sql.identifier(c.column_name);
    let where;
    if (c.udt_name === 'uuid') where = sql`${column} = ${member.id}::uuid`;
    else if (c.udt_name === 'uuid[]') where = sql`${member.id}::uuid = any(${column})`;
    else if (['text', 'citext', 'varchar', 'jsonb', 'json'].includes(c.udt_name) || c.data_type === 'USER-DEFINED') {
      const text = sql`lower(${column}::text)`;
      // The username as a whole word: "m1x1" must not find "m1x12".
      const word = `(^|[^a-z0-9_-])${member.username.toLowerCase()}([^a-z0-9_-]|$)`;
      where = sql`(${text} like ${`%${member.email.toLowerCase()}%`} or ${text} ~ ${word} or ${text} like ${`%${member.phone}%`})`;
    } else continue;
    const [found] = await rowsOf<{ n: number | string }>(t, sql`select count(*) as n from ${table} where ${where}`);
    const rows = Number(found!.n);
    if (rows > 0) traces.push({ table: c.table_name, column: c.column_name, rows });
  }
  return traces;
}
