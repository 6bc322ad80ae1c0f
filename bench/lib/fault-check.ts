import type { ClientReport, Reconnect } from './fault-clients.js';
import { percentile } from './stats.js';

/** A stored message, as read from the database after the run. */
export interface StoredMessage {
  id: string;
  body: string;
  /** inserted_at, ms since the epoch. */
  at: number;
}

export interface FaultFigures {
  clientsAffected: number;
  /** close → subscribed again, ms, ascending (closes from the kill on). */
  reconnectMs: number[];
  /** close → its catch-up answered, ms, ascending. */
  caughtUpMs: number[];
  /** Closes from the kill on after which the client never got its subscriptions back. */
  notReconnected: number;
  /** Connection attempts beyond the first one per reconnect. */
  extraAttempts: number;
  closeCodes: Record<number, number>;
  /** Closes before the kill (e.g. a late pong on a loaded machine). */
  closesBefore: number;
  sends: number;
  /** Send → answer (or failure), ms, ascending: before the kill, and from it on. */
  sendMsBefore: number[];
  sendMsAfter: number[];
  acked: number;
  unacked: number;
  /** Per reason: how many, how many of them were stored anyway, and the median ms until the failure. */
  unackedReasons: Record<string, { count: number; stored: number; medianMs: number }>;
  /** Unacknowledged, yet stored (the answer was lost, not the message) … */
  unackedStored: number;
  /** … and of those, received by the partner. */
  unackedStoredDelivered: number;
  /** Acknowledged, but no stored message has its id and body. */
  ackedNotStored: number;
  /** Bodies stored more than once (a send stored twice). */
  storedTwice: number;
  /** Acknowledged, never received by the partner (after de-duplication by id). */
  lost: number;
  lostExamples: string[];
  /** Acknowledged messages the partner got only from a catch-up. */
  viaCatchUp: number;
  /** Received ids that are not in the database. */
  phantom: number;
  liveDuplicates: number;
  outOfOrder: number;
  gapCatchUps: number;
  /** Client-side failures by kind and reason, summed over the clients. */
  errors: Record<string, number>;
  /** One full text per kind that has one. */
  errorExamples: Record<string, string>;
}

const count = <T>(items: T[], pick: (t: T) => boolean) => items.reduce((n, t) => n + (pick(t) ? 1 : 0), 0);

/** Checks the clients' reports against the stored messages; `killedAt`: ms since the epoch. Times in the examples are from the kill. */
export function checkFaults(reports: ClientReport[], stored: StoredMessage[], killedAt: number, partnerOf: (n: number) => number): FaultFigures {
  const byN = new Map(reports.map((r) => [r.n, r]));
  const storedIds = new Map(stored.map((m) => [m.id, m.body]));
  const bodies = new Map<string, number>();
  // The bench's sends only ("f<member> <k>"), not the seeded opening messages.
  for (const m of stored) if (/^f\d+ \d+$/.test(m.body)) bodies.set(m.body, (bodies.get(m.body) ?? 0) + 1);
  const receivedBy = new Map(reports.map((r) => [r.n, new Map(r.received.map((m) => [m.id, m]))]));

  const after: Reconnect[] = reports.flatMap((r) => r.reconnects.filter((c) => c.closedAt >= killedAt));
  const closeCodes: Record<number, number> = {};
  for (const c of after) closeCodes[c.code] = (closeCodes[c.code] ?? 0) + 1;
  const asc = (values: number[]) => values.sort((a, b) => a - b);

  const f: FaultFigures = {
    clientsAffected: count(reports, (r) => r.reconnects.some((c) => c.closedAt >= killedAt)),
    reconnectMs: asc(after.filter((c) => c.subscribedAt !== null).map((c) => c.subscribedAt! - c.closedAt)),
    caughtUpMs: asc(after.filter((c) => c.caughtUpAt !== null).map((c) => c.caughtUpAt! - c.closedAt)),
    notReconnected: count(after, (c) => c.subscribedAt === null),
    extraAttempts: after.reduce((n, c) => n + Math.max(0, c.attempts - 1), 0),
    closeCodes,
    closesBefore: reports.reduce((n, r) => n + count(r.reconnects, (c) => c.closedAt < killedAt), 0),
    sends: 0,
    sendMsBefore: asc(reports.flatMap((r) => [...r.acked, ...r.unacked].filter((m) => m.at < killedAt).map((m) => m.ms))),
    sendMsAfter: asc(reports.flatMap((r) => [...r.acked, ...r.unacked].filter((m) => m.at >= killedAt).map((m) => m.ms))),
    acked: 0,
    unacked: 0,
    unackedReasons: {},
    unackedStored: 0,
    unackedStoredDelivered: 0,
    ackedNotStored: 0,
    storedTwice: count([...bodies.values()], (n) => n > 1),
    lost: 0,
    lostExamples: [],
    viaCatchUp: 0,
    phantom: reports.reduce((n, r) => n + count(r.received, (m) => !storedIds.has(m.id)), 0),
    liveDuplicates: reports.reduce((n, r) => n + r.liveDuplicates, 0),
    outOfOrder: reports.reduce((n, r) => n + r.outOfOrder, 0),
    gapCatchUps: reports.reduce((n, r) => n + r.gapCatchUps, 0),
    errors: {},
    errorExamples: {},
  };
  for (const r of reports) for (const [kind, n] of Object.entries(r.errors)) f.errors[kind] = (f.errors[kind] ?? 0) + n;
  for (const r of reports) for (const [kind, text] of Object.entries(r.errorExamples)) f.errorExamples[kind] ??= `member ${r.n}: ${text}`;
  const storedAt = new Map(stored.map((m) => [m.id, m.at]));
  const t = (at: number | null) => (at === null ? 'never' : `${at >= killedAt ? '+' : ''}${((at - killedAt) / 1000).toFixed(1)} s`);
  /** What the recipient did around a lost message (times from the kill), for the examples. */
  const story = (m: { id: string; seq: number; body: string }, from: number, to: number) => {
    const recipient = byN.get(to);
    const closes = recipient?.reconnects.map((c) => `closed ${t(c.closedAt)} (${c.code}), subscribed ${t(c.subscribedAt)}`).join('; ') || 'socket never closed';
    const catchUps = recipient?.catchUps.slice(1).map((c) => `${t(c.at)} after ${c.after} → ${c.got}`).join(', ') || 'none';
    const seqs = [...(receivedBy.get(to)?.values() ?? [])].map((x) => x.seq).sort((a, b) => a - b).join(',');
    return `"${m.body}" seq ${m.seq} (${from} → ${to}), stored ${t(storedAt.get(m.id) ?? null)}; recipient: ${closes}; catch-ups ${catchUps}; seqs it has ${seqs}`;
  };
  for (const r of reports) {
    const partner = byN.get(partnerOf(r.n)) ? receivedBy.get(partnerOf(r.n))! : new Map();
    f.acked += r.acked.length;
    f.unacked += r.unacked.length;
    for (const m of r.acked) {
      if (storedIds.get(m.id) !== m.body) f.ackedNotStored++;
      const got = partner.get(m.id);
      if (!got) {
        f.lost++;
        if (f.lostExamples.length < 3) f.lostExamples.push(story(m, r.n, partnerOf(r.n)));
      } else if (!got.live) f.viaCatchUp++;
    }
    const partnerBodies = new Set([...partner.values()].map((m) => m.body));
    for (const m of r.unacked) {
      const why = (f.unackedReasons[m.reason] ??= { count: 0, stored: 0, medianMs: 0 });
      why.count++;
      if (!bodies.has(m.body)) continue;
      why.stored++;
      f.unackedStored++;
      if (partnerBodies.has(m.body)) f.unackedStoredDelivered++;
    }
  }
  f.sends = f.acked + f.unacked;
  for (const [why, entry] of Object.entries(f.unackedReasons)) {
    entry.medianMs = percentile(asc(reports.flatMap((r) => r.unacked.filter((m) => m.reason === why).map((m) => m.ms))), 50);
  }
  return f;
}

/** Fails the bench: a reconnect over the budget, a client that never came back, or a message not exactly once. */
export function faultVerdict(f: FaultFigures, budgetMs: number): string[] {
  const failures: string[] = [];
  if (f.clientsAffected === 0) failures.push('no client lost its socket: the kill did not hit anyone');
  if (f.notReconnected > 0) failures.push(`${f.notReconnected} sockets closed by the kill never came back`);
  if (f.reconnectMs.length && f.reconnectMs.at(-1)! > budgetMs) failures.push(`reconnect max ${(f.reconnectMs.at(-1)! / 1000).toFixed(2)} s over the budget of ${budgetMs / 1000} s`);
  if (f.lost > 0) failures.push(`${f.lost} acknowledged messages never reached their recipient, e.g.\n  ${f.lostExamples.join('\n  ')}`);
  if (f.ackedNotStored > 0) failures.push(`${f.ackedNotStored} acknowledged messages are not stored as acknowledged`);
  if (f.storedTwice > 0) failures.push(`${f.storedTwice} messages are stored twice`);
  if (f.phantom > 0) failures.push(`${f.phantom} received messages are not in the database`);
  return failures;
}

/** "p50 / p95 / max" in seconds. */
export function spread(sortedMs: number[]): string {
  if (sortedMs.length === 0) return '–';
  return [percentile(sortedMs, 50), percentile(sortedMs, 95), sortedMs.at(-1)!].map((ms) => (ms / 1000).toFixed(2)).join(' / ');
}
