// Preloaded into an app instance by `npm run bench -- load --count-statements` (node --import):
// counts the statements the app's pg clients send while each HTTP request runs, keyed by the
// operation the load worker names in `x-bench-operation` (else method and path), and writes the
// totals to BENCH_STATEMENTS_FILE when the process exits. A statement started from a request's
// async context counts for that request, including what its commit publishes to subscribers
// (a message's delivery views); the rest (socket subscriptions, jobs) counts as `(no request)`.
// Bench only: nothing in the app reads it.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const requireFromServer = createRequire(path.resolve('apps/server/package.json'));
const pg = requireFromServer('pg');
const als = new AsyncLocalStorage();
/** operation → its requests' stores, summed at the end (a request's deliveries may run after its answer). */
const stores = new Map();
let outside = 0;

// BENCH_STATEMENTS_TRACE=<operation>,…:<file>: also writes the texts of these operations' first three requests' statements there.
const [traceList, traceFile] = (process.env.BENCH_STATEMENTS_TRACE ?? '').split(':');
const traced = new Map((traceList ? traceList.split(',') : []).map((op) => [op, 0]));
// BENCH_STATEMENTS_TEXTS=<file>: also writes how often each statement's text ran (by operation), and whether it was a named (prepared) one.
const texts = process.env.BENCH_STATEMENTS_TEXTS ? new Map() : null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  const store = als.getStore();
  if (store) store.statements++;
  else outside++;
  if (texts) {
    const named = typeof args[0] === 'object' && args[0]?.name;
    const text = `${named ? 'prepared' : 'built   '} ${String(typeof args[0] === 'string' ? args[0] : args[0]?.text).replace(/\s+/g, ' ').slice(0, 300)}`;
    const byOp = texts.get(text) ?? texts.set(text, new Map()).get(text);
    const key = store?.key ?? '(no request)';
    byOp.set(key, (byOp.get(key) ?? 0) + 1);
  }
  if (store && traced.has(store.key) && store.seq <= 3) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0]?.text ?? args[0]?.name);
    fs.appendFileSync(traceFile, `${store.key} #${store.seq}.${store.statements}: ${String(text).replace(/\s+/g, ' ').slice(0, 600)}\n`);
  }
  return query.apply(this, args);
};

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitInContext(event, req) {
  if (event !== 'request') return emit.apply(this, arguments);
  const key = req.headers['x-bench-operation'] ?? `${req.method} ${req.url.split('?')[0].replace(/[0-9a-f-]{36}/g, ':id')}`;
  const seq = traced.has(key) ? traced.get(key) + 1 : 0;
  if (seq) traced.set(key, seq);
  const store = { statements: 0, key, seq };
  (stores.get(key) ?? stores.set(key, []).get(key)).push(store);
  return als.run(store, () => emit.apply(this, arguments));
};

process.once('exit', () => {
  if (texts) {
    const rows = [...texts].map(([text, byOp]) => [[...byOp.values()].reduce((a, b) => a + b, 0), text, [...byOp].sort((a, b) => b[1] - a[1]).map(([op, n]) => `${op} ${n}`).join(', ')]);
    rows.sort((a, b) => b[0] - a[0]);
    fs.writeFileSync(process.env.BENCH_STATEMENTS_TEXTS, rows.map(([n, text, ops]) => `${n}\t${text}\n\t\t${ops}`).join('\n') + '\n');
  }
  const file = process.env.BENCH_STATEMENTS_FILE;
  if (!file) return;
  const operations = Object.fromEntries([...stores].map(([key, list]) => [key, [list.length, list.reduce((sum, s) => sum + s.statements, 0)]]));
  fs.writeFileSync(file, JSON.stringify({ operations, outside }));
});
