import { BUDGET } from './load-mix.js';
import { percentile } from './stats.js';
import type { Usage } from './load-proc.js';
import type { DeliveryReport, FromWorker } from './load-clients.js';

// The figures of one load run, merged from the workers' reports, and its tables.

type Report = Extract<FromWorker, { type: 'report' }>;

export interface Spread {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface RunResult {
  members: number;
  steadySeconds: number;
  http: { name: string; spread: Spread; errors: number }[];
  httpAll: Spread;
  httpRamp: Spread;
  delivery: { private: DeliveryReport & { spread: Spread }; room: DeliveryReport & { spread: Spread } };
  errors: number;
  errorsByKind: Record<string, number>;
  errorExamples: string[];
  socket: { connect: Spread; members: number; neverConnected: number; closes: number; latePongs: number; presenceEvents: number };
  actions: Record<string, number>;
  reservations: Record<string, number>;
  usage: Usage[];
  machineBusy: number;
  loadAverage: string;
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return { count: 0, p50: NaN, p95: NaN, p99: NaN, max: NaN };
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1)! };
}

const sum = (records: Record<string, number>[]) => records.reduce<Record<string, number>>((acc, r) => {
  for (const [k, v] of Object.entries(r)) acc[k] = (acc[k] ?? 0) + v;
  return acc;
}, {});

export function mergeReports(reports: Report[], extra: Omit<RunResult, 'http' | 'httpAll' | 'httpRamp' | 'delivery' | 'errors' | 'errorsByKind' | 'errorExamples' | 'socket' | 'actions' | 'reservations'>): RunResult {
  const names = [...new Set(reports.flatMap((r) => Object.keys(r.http)))];
  const errorsByKind = sum(reports.map((r) => r.errors));
  const errorsOf = (name: string) => Object.entries(errorsByKind).filter(([k]) => k.startsWith(`${name}:`) || (name.startsWith('photo') && k.startsWith('photo:'))).reduce((s, [, v]) => s + v, 0);
  const http = names.map((name) => ({ name, spread: spread(reports.flatMap((r) => r.http[name]?.steady ?? [])), errors: errorsOf(name) })).sort((a, b) => b.spread.count - a.spread.count);
  const delivery = (kind: 'private' | 'room') => {
    const parts = reports.map((r) => r.delivery[kind]);
    const add = (k: 'expected' | 'received' | 'lost' | 'late' | 'duplicates') => parts.reduce((s, p) => s + p[k], 0);
    const steady = parts.flatMap((p) => p.steady);
    return { steady, ramp: parts.flatMap((p) => p.ramp), expected: add('expected'), received: add('received'), lost: add('lost'), late: add('late'), duplicates: add('duplicates'), spread: spread(steady) };
  };
  return {
    ...extra,
    http,
    httpAll: spread(reports.flatMap((r) => Object.values(r.http).flatMap((s) => s.steady))),
    httpRamp: spread(reports.flatMap((r) => Object.values(r.http).flatMap((s) => s.ramp))),
    delivery: { private: delivery('private'), room: delivery('room') },
    errors: Object.values(errorsByKind).reduce((s, v) => s + v, 0),
    errorsByKind,
    errorExamples: [...new Map(reports.flatMap((r) => r.errorExamples).map((e) => [e.split(':').slice(0, 2).join(':'), e])).values()].slice(0, 40),
    socket: {
      connect: spread(reports.flatMap((r) => r.socket.connectMs)),
      members: reports.reduce((s, r) => s + r.socket.members, 0),
      neverConnected: reports.reduce((s, r) => s + r.socket.neverConnected, 0),
      closes: reports.reduce((s, r) => s + r.socket.closes, 0),
      latePongs: reports.reduce((s, r) => s + r.socket.latePongs, 0),
      presenceEvents: reports.reduce((s, r) => s + r.socket.presenceEvents, 0),
    },
    actions: sum(reports.map((r) => r.actions)),
    reservations: sum(reports.map((r) => r.reservations)),
  };
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '–');
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

export function deliveryP99(r: RunResult): number {
  return Math.max(r.delivery.private.spread.p99 || 0, r.delivery.room.spread.p99 || 0);
}

/** The apps' CPU: the highest mean of the instances. */
export function appCpu(r: RunResult): number {
  return Math.max(0, ...r.usage.filter((u) => u.label.startsWith('app')).map((u) => u.cpu));
}

export function verdicts(r: RunResult) {
  const lost = r.delivery.private.lost + r.delivery.room.lost;
  return [
    { budget: `HTTP p99 < ${BUDGET.httpP99} ms`, figure: `${ms(r.httpAll.p99)} ms`, ok: r.httpAll.p99 < BUDGET.httpP99 },
    { budget: `delivery p99 < ${BUDGET.deliveryP99} ms`, figure: `${ms(r.delivery.private.spread.p99)} ms private, ${ms(r.delivery.room.spread.p99)} ms room`, ok: deliveryP99(r) < BUDGET.deliveryP99 },
    { budget: `app CPU < ${BUDGET.cpuPercent} % (mean, each instance)`, figure: `${appCpu(r).toFixed(0)} %`, ok: appCpu(r) < BUDGET.cpuPercent },
    { budget: '0 errors', figure: String(r.errors), ok: r.errors === 0 },
    { budget: '0 lost messages', figure: String(lost), ok: lost === 0 },
  ];
}

export function printRun(r: RunResult) {
  const rps = r.httpAll.count / Math.max(1, r.steadySeconds);
  console.log(`\nsteady state (after the arrivals), ${r.steadySeconds.toFixed(0)} s, ${r.members} members: ${rps.toFixed(0)} HTTP requests/s; load average ${r.loadAverage}; the machine busy ${r.machineBusy.toFixed(0)} % of all cores`);
  console.log('\n| operation | requests | p50 ms | p95 | p99 | max | errors |\n|---|---|---|---|---|---|---|');
  for (const h of r.http) console.log(row([h.name, h.spread.count, ms(h.spread.p50), ms(h.spread.p95), ms(h.spread.p99), ms(h.spread.max), h.errors]));
  console.log(row(['**all HTTP**', r.httpAll.count, ms(r.httpAll.p50), ms(r.httpAll.p95), `**${ms(r.httpAll.p99)}**`, ms(r.httpAll.max), r.errors]));
  console.log(row(['all HTTP during the arrivals', r.httpRamp.count, ms(r.httpRamp.p50), ms(r.httpRamp.p95), ms(r.httpRamp.p99), ms(r.httpRamp.max), '']));
  console.log('\n| delivery (send → recipient\'s socket) | received / expected | p50 ms | p95 | p99 | max | lost | of them late (> 10 s) | duplicates |\n|---|---|---|---|---|---|---|---|---|');
  for (const [name, d] of [['private messages', r.delivery.private], ['room messages', r.delivery.room]] as const) {
    console.log(row([name, `${d.received} / ${d.expected}`, ms(d.spread.p50), ms(d.spread.p95), `**${ms(d.spread.p99)}**`, ms(d.spread.max), d.lost, d.late, d.duplicates]));
  }
  const s = r.socket;
  console.log(`\nsockets: ${s.members - s.neverConnected} of ${s.members} connected (connection_init → ack p50 ${ms(s.connect.p50)} ms, p99 ${ms(s.connect.p99)} ms), ${s.closes} closed by the server, ${s.latePongs} pongs later than 3 s, ${s.presenceEvents} presence events received`);
  console.log(`actions: ${Object.entries(r.actions).map(([k, v]) => `${k} ${v}`).join(', ')}; reservations: ${Object.entries(r.reservations).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`);
  console.log('\n| process | CPU % of one core (mean) | highest 5 s | main thread runnable, waiting for a CPU (% of the time) | RSS MiB at the end | highest |\n|---|---|---|---|---|---|');
  const n = (v: number) => (Number.isFinite(v) ? v.toFixed(0) : '–');
  for (const u of r.usage) console.log(row([u.label, n(u.cpu), n(u.cpuPeak5s), n(u.cpuWait), n(u.rssMiB), n(u.rssMaxMiB)]));
  if (r.errors) {
    console.log(`\nerrors: ${Object.entries(r.errorsByKind).map(([k, v]) => `${k} × ${v}`).join('; ')}`);
    for (const e of r.errorExamples.filter((x) => /GraphQL|HTTP|socket/.test(x))) console.log(`  e.g. ${e}`);
  }
  console.log('\n| budget | figure | |\n|---|---|---|');
  for (const v of verdicts(r)) console.log(row([v.budget, v.figure, v.ok ? 'pass' : '**fail**']));
}

export function printSteps(results: RunResult[]) {
  console.log('\n| members | HTTP requests/s | HTTP p50 ms | HTTP p99 ms | delivery p99 ms (private / room) | app CPU % | errors | lost | within the budgets |\n|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const v = verdicts(r);
    console.log(row([r.members, (r.httpAll.count / Math.max(1, r.steadySeconds)).toFixed(0), ms(r.httpAll.p50), ms(r.httpAll.p99), `${ms(r.delivery.private.spread.p99)} / ${ms(r.delivery.room.spread.p99)}`, appCpu(r).toFixed(0), r.errors, r.delivery.private.lost + r.delivery.room.lost, v.every((x) => x.ok) ? 'yes' : `no (${v.filter((x) => !x.ok).map((x) => x.budget).join('; ')})`]));
  }
}
