import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * PostgreSQL's own account of each statement the app sends (`load --statement-log`): with
 * `log_min_duration_statement = 0` on the bench's database only, the server logs every parse, bind
 * (where a custom plan is planned) and execute with its duration. Read back from the server's log
 * file, it shows how much of the database's time goes to parsing and planning rather than running
 * (decision 0068): statements built per call, and prepared ones PostgreSQL plans again at every bind.
 */
export interface StatementLog {
  /** Reads what the server logged for the database since `start`, and prints the account. */
  report(): void;
  /** Stops logging for the database. */
  stop(): Promise<void>;
}

/** The server's log file: pg_current_logfile() with a logging collector, else BENCH_PG_LOG, else Debian's place. */
async function logFileOf(client: pg.Client): Promise<string | null> {
  const { rows } = await client.query<{ file: string | null; dir: string; major: string }>(
    `select pg_current_logfile() as file, current_setting('data_directory') as dir, (current_setting('server_version_num')::int / 10000)::text as major`,
  );
  const row = rows[0]!;
  if (row.file) return path.isAbsolute(row.file) ? row.file : path.join(row.dir, row.file);
  return process.env.BENCH_PG_LOG ?? `/var/log/postgresql/postgresql-${row.major}-main.log`;
}

export async function startStatementLog(databaseUrl: string): Promise<StatementLog | null> {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    const file = await logFileOf(client);
    if (!file || !fs.existsSync(file)) {
      console.warn(`--statement-log: PostgreSQL's log file is not readable here (${file ?? 'unknown'}; set BENCH_PG_LOG)`);
      return null;
    }
    const name = (await client.query<{ name: string }>('select current_database() as name')).rows[0]!.name;
    // New connections of this database inherit it: the app's pool connects after this.
    await client.query(`alter database ${pg.escapeIdentifier(name)} set log_min_duration_statement = 0`);
    const start = fs.statSync(file).size;
    return {
      report: () => printAccount(readSince(file, start), name),
      async stop() {
        await client.query(`alter database ${pg.escapeIdentifier(name)} reset log_min_duration_statement`);
      },
    };
  } finally {
    // The setting stays with the database; this connection is not needed for it.
    await client.end();
  }
}

function readSince(file: string, start: number): string {
  const fd = fs.openSync(file, 'r');
  try {
    const length = fs.fstatSync(fd).size - start;
    const buffer = Buffer.alloc(Math.max(0, length));
    fs.readSync(fd, buffer, 0, buffer.length, start);
    return buffer.toString('utf8');
  } finally {
    fs.closeSync(fd);
  }
}

interface Account {
  parses: number;
  parseMs: number;
  binds: number[];
  executes: number[];
}

const LINE = /duration: ([0-9.]+) ms {2}(parse|bind|execute|statement) ?([^:]*): (.*)$/;

function printAccount(log: string, database: string) {
  const byStatement = new Map<string, Account>();
  const key = (name: string, text: string) => (name && name !== '<unnamed>' && !name.startsWith('<unnamed>/') ? name.split('/')[0]! : `(built per call) ${text.replace(/\s+/g, ' ').slice(0, 60)}`);
  for (const line of log.split('\n')) {
    if (!line.includes(`@${database} `)) continue;
    const m = LINE.exec(line);
    if (!m) continue;
    const [, ms, phase, name, text] = m;
    const k = phase === 'statement' ? `(simple) ${text!.slice(0, 60)}` : key(name!.trim(), text!);
    let a = byStatement.get(k);
    if (!a) byStatement.set(k, (a = { parses: 0, parseMs: 0, binds: [], executes: [] }));
    const d = Number(ms);
    if (phase === 'parse') {
      a.parses++;
      a.parseMs += d;
    } else if (phase === 'bind') a.binds.push(d);
    else a.executes.push(d);
  }
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]! : 0);
  const rows = [...byStatement].map(([k, a]) => ({ k, a, planning: a.parseMs + sum(a.binds), running: sum(a.executes) }));
  const planning = sum(rows.map((r) => r.planning));
  const running = sum(rows.map((r) => r.running));
  console.log(`\nPostgreSQL's log for ${database}: parsing and planning ${(planning / 1000).toFixed(1)} s, executing ${(running / 1000).toFixed(1)} s (the whole run, arrivals included)`);
  const header = `  ${'statement'.padEnd(58)} ${'runs'.padStart(7)} ${'parses'.padStart(7)} ${'parse+plan s'.padStart(12)} ${'run s'.padStart(6)} ${'bind p50 ms'.padStart(11)} ${'run p50 ms'.padStart(10)}`;
  const line = (r: (typeof rows)[number]) =>
    `  ${r.k.slice(0, 58).padEnd(58)} ${String(r.a.executes.length).padStart(7)} ${String(r.a.parses).padStart(7)} ${(r.planning / 1000).toFixed(2).padStart(12)} ${(r.running / 1000).toFixed(2).padStart(6)} ${median(r.a.binds).toFixed(3).padStart(11)} ${median(r.a.executes).toFixed(3).padStart(10)}`;
  console.log(header);
  for (const r of rows.sort((x, y) => y.planning - x.planning).slice(0, 20)) console.log(line(r));
  console.log('  the statements that ran the longest:');
  console.log(header);
  for (const r of rows.sort((x, y) => y.running - x.running).slice(0, 15)) console.log(line(r));
}
