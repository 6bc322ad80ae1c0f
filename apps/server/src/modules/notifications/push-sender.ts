import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { pino } from 'pino';
import type { Language } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { createWebPushClient, type PushResponse, type WebPushClient } from '../../infra/push/web-push-client.js';
import { users, type UserRow } from '../accounts/accounts.table.js';
import { blocks } from '../blocks/blocks.table.js';
import { conversationMessages, conversationParticipants } from '../conversations/conversations.table.js';
import { unreadTotals } from '../conversations/conversations.repository.js';
import { mayKnowVisitors } from '../visitors/visitors.policy.js';
import { countShownUnreadOf } from './notifications.repository.js';
import { pushDeliveries, type PushDeliveryRow } from './push-deliveries.table.js';
import { pushSubscriptions, type PushSubscriptionRow } from './push-subscriptions.table.js';
import { pushPayload } from './push-texts.js';
import type { ResolvedVapidKeys } from './vapid-key-source.js';

// The Web Push sender (decision 0040): drains the push_deliveries outbox. A batch of due rows is
// claimed FOR UPDATE SKIP LOCKED and leased in one short transaction; the messages go out outside
// it, several at once over keep-alive connections; then each row is deleted (sent, dropped) or
// moved to its next attempt. Two instances never claim one row; a row whose instance died is due
// again once its lease runs out, so nothing is lost across a restart.

export const PUSH_SENDING = {
  /** Rows claimed per batch. */
  batch: 100,
  /** Messages in flight at once per instance. */
  concurrency: 16,
  /** A claimed row is due again after this long without an outcome (the instance died). */
  leaseMs: 60_000,
  /** Waits before attempt n+1 after a 5xx or network error: 30 s, 2 min, 10 min, 1 h, 6 h. */
  retryDelaysMs: [30_000, 120_000, 600_000, 3_600_000, 21_600_000],
  /** After this many attempts the delivery is given up (logged). */
  maxAttempts: 6,
  /** 429 without Retry-After: wait this long. */
  defaultRetryAfterMs: 60_000,
  /** How long the push service keeps an undelivered message (TTL). */
  ttlSeconds: 24 * 3600,
  pollMs: 1_000,
} as const;

export function pushRetryDelayMs(failedAttempts: number): number {
  const d = PUSH_SENDING.retryDelaysMs;
  return d[Math.min(Math.max(failedAttempts, 1), d.length) - 1]!;
}

export interface PushRunResult {
  sent: number;
  /** Dropped without sending (message read meanwhile, member gone) or refused for good (404/410, other 4xx, given up). */
  dropped: number;
  /** Rescheduled (429, 5xx, network). */
  retried: number;
}

export interface PushSender {
  /** Sends everything due at deps.now(); tests, the CLI and the bench call this. */
  runDue(): Promise<PushRunResult>;
  /** Claims one batch without sending it (what an instance that dies right after claiming leaves behind; tests). */
  claim(limit?: number): Promise<PushDeliveryRow[]>;
  start(): void;
  stop(): Promise<void>;
}

type Outcome = 'sent' | 'dropped' | 'retried';

export function createPushSender(
  deps: Pick<AppDeps, 'database' | 'now' | 'config'>,
  opts: { vapidKeys: () => Promise<ResolvedVapidKeys>; client?: WebPushClient; concurrency?: number; batch?: number },
): PushSender {
  const db = () => deps.database.db;
  const log = pino({ name: 'push', level: deps.config.logLevel });
  const client = opts.client ?? createWebPushClient({ maxSockets: opts.concurrency ?? PUSH_SENDING.concurrency });
  const concurrency = opts.concurrency ?? PUSH_SENDING.concurrency;
  const batchSize = opts.batch ?? PUSH_SENDING.batch;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  async function claim(limit = batchSize): Promise<PushDeliveryRow[]> {
    const now = deps.now();
    return db().transaction(async (tx) => {
      const due = tx
        .select({ id: pushDeliveries.id })
        .from(pushDeliveries)
        .where(and(lte(pushDeliveries.runAt, now), or(isNull(pushDeliveries.leaseUntil), lte(pushDeliveries.leaseUntil, now))))
        .orderBy(asc(pushDeliveries.runAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return tx
        .update(pushDeliveries)
        .set({ leaseUntil: new Date(now.getTime() + PUSH_SENDING.leaseMs), attempts: sql`${pushDeliveries.attempts} + 1` })
        .where(inArray(pushDeliveries.id, due))
        .returning();
    });
  }

  /** What a batch needs from the database, read once per batch. */
  async function context(d: DbOrTx, rows: PushDeliveryRow[]) {
    const subIds = [...new Set(rows.map((r) => r.subscriptionId))];
    const userIds = [...new Set(rows.flatMap((r) => [r.userId, r.actorId ?? r.userId]))];
    const [subs, people] = await Promise.all([
      d.select().from(pushSubscriptions).where(inArray(pushSubscriptions.id, subIds)),
      d.select().from(users).where(inArray(users.id, userIds)),
    ]);
    const byUser = new Map(people.map((u) => [u.id, u]));
    const recipients = [...new Set(rows.map((r) => r.userId))];
    const [messages, notes, blocked] = await Promise.all([
      unreadTotals(d, recipients),
      countShownUnreadOf(d, recipients),
      d
        .select({ a: blocks.blockerId, b: blocks.blockedId })
        .from(blocks)
        .where(or(inArray(blocks.blockerId, recipients), inArray(blocks.blockedId, recipients))),
    ]);
    const badges = new Map(recipients.map((id) => [id, (messages.get(id) ?? 0) + (notes.get(id) ?? 0)]));
    const blockedPairs = new Set(blocked.flatMap((r) => [`${r.a}:${r.b}`, `${r.b}:${r.a}`]));
    return { subs: new Map(subs.map((s) => [s.id, s])), users: byUser, badges, blockedPairs };
  }

  /** MESSAGE: the member read it meanwhile (or left the conversation): no push. */
  async function messageRead(d: DbOrTx, row: PushDeliveryRow): Promise<{ read: boolean; text: string }> {
    if (!row.subjectId || row.messageSeq === null) return { read: false, text: '' };
    const [p] = await d
      .select({ lastReadSeq: conversationParticipants.lastReadSeq, deletedAt: conversationParticipants.deletedAt })
      .from(conversationParticipants)
      .where(and(eq(conversationParticipants.conversationId, row.subjectId), eq(conversationParticipants.userId, row.userId)));
    if (!p || p.deletedAt || p.lastReadSeq >= row.messageSeq) return { read: true, text: '' };
    const [m] = await d
      .select({ body: conversationMessages.body })
      .from(conversationMessages)
      .where(and(eq(conversationMessages.conversationId, row.subjectId), eq(conversationMessages.seq, row.messageSeq)));
    return { read: false, text: m?.body ?? '' };
  }

  function payloadFor(row: PushDeliveryRow, sub: PushSubscriptionRow, member: UserRow, actor: UserRow | undefined, text: string, badge: number | undefined): string {
    const language: Language = member.language === 'en' ? 'en' : 'de';
    let actorName = actor && !actor.deletedAt && !actor.isDeactivated ? actor.username : '';
    if (row.kind === 'PROFILE_VISIT' && !mayKnowVisitors(member)) actorName = '';
    return JSON.stringify(
      pushPayload({
        kind: row.kind as Parameters<typeof pushPayload>[0]['kind'],
        language,
        detailed: sub.detailed,
        subjectId: row.subjectId,
        actorName,
        messageText: text,
        badge,
      }),
    );
  }

  /** Rows done with (sent or dropped), deleted together at the end of the batch. */
  let finished: string[] = [];

  async function settle(row: PushDeliveryRow, outcome: Outcome, answer?: PushResponse): Promise<Outcome> {
    const now = deps.now();
    if (outcome === 'retried') {
      const giveUp = row.attempts >= PUSH_SENDING.maxAttempts;
      if (giveUp) {
        log.warn({ delivery: row.id, subscription: row.subscriptionId, status: answer?.status, attempts: row.attempts }, 'push given up');
        finished.push(row.id);
        return 'dropped';
      }
      const wait =
        answer?.status === 429 ? (answer.retryAfterSeconds !== null ? answer.retryAfterSeconds * 1000 : PUSH_SENDING.defaultRetryAfterMs) : pushRetryDelayMs(row.attempts);
      await db()
        .update(pushDeliveries)
        .set({ runAt: new Date(now.getTime() + wait), leaseUntil: null })
        .where(eq(pushDeliveries.id, row.id));
      return 'retried';
    }
    finished.push(row.id);
    return outcome;
  }

  async function deliver(row: PushDeliveryRow, ctx: Awaited<ReturnType<typeof context>>, vapid: ResolvedVapidKeys): Promise<Outcome> {
    const sub = ctx.subs.get(row.subscriptionId);
    const member = ctx.users.get(row.userId);
    if (!sub || !member || member.deletedAt || member.isDeactivated || sub.userId !== row.userId) return settle(row, 'dropped');
    // A block between the two since (either way): the home list hides it, the push is not sent.
    if (row.actorId && ctx.blockedPairs.has(`${row.userId}:${row.actorId}`)) return settle(row, 'dropped');
    let text = '';
    if (row.kind === 'MESSAGE') {
      const state = await messageRead(db(), row);
      if (state.read) return settle(row, 'dropped');
      text = state.text;
    }
    const payload = payloadFor(row, sub, member, row.actorId ? ctx.users.get(row.actorId) : undefined, text, ctx.badges.get(row.userId));
    let answer: PushResponse;
    try {
      answer = await client.send(sub, payload, {
        vapid: { keys: vapid.keys, subject: vapid.subject },
        ttlSeconds: PUSH_SENDING.ttlSeconds,
        urgency: row.kind === 'MESSAGE' ? 'high' : 'normal',
      });
    } catch (err) {
      // Not sendable (e.g. keys the browser never could have made): drop, never retry.
      log.warn({ delivery: row.id, subscription: row.subscriptionId, err: err instanceof Error ? err.name : 'error' }, 'push not sendable');
      return settle(row, 'dropped');
    }
    if (answer.status >= 200 && answer.status < 300) return settle(row, 'sent');
    if (answer.status === 404 || answer.status === 410) {
      // The browser unsubscribed: forget the subscription (its other deliveries go with it).
      log.info({ subscription: row.subscriptionId, status: answer.status }, 'push subscription gone, deleted');
      await db().delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId));
      return 'dropped';
    }
    if (answer.status === 429 || answer.status >= 500 || answer.status === 0) return settle(row, 'retried', answer);
    log.warn({ delivery: row.id, subscription: row.subscriptionId, status: answer.status }, 'push refused');
    return settle(row, 'dropped', answer);
  }

  async function sendBatch(rows: PushDeliveryRow[], result: PushRunResult): Promise<void> {
    const vapid = await opts.vapidKeys();
    const ctx = await context(db(), rows);
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        try {
          result[await deliver(row, ctx, vapid)]++;
        } catch (err) {
          // The database failed mid-way: the lease runs out and the row is tried again.
          log.error({ delivery: row.id, err: err instanceof Error ? err.message : String(err) }, 'push delivery failed');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
    const done = finished;
    finished = [];
    // A crash before this delete sends the batch's rows again once their lease ran out (at least once; the tag replaces).
    if (done.length > 0) await db().delete(pushDeliveries).where(inArray(pushDeliveries.id, done));
  }

  async function runDue(): Promise<PushRunResult> {
    const result: PushRunResult = { sent: 0, dropped: 0, retried: 0 };
    for (;;) {
      if (stopped) break;
      const rows = await claim();
      if (rows.length === 0) break;
      await sendBatch(rows, result);
      if (rows.length < batchSize) break;
    }
    return result;
  }

  function tick() {
    if (running) return;
    running = runDue()
      .catch((err: unknown) => log.error({ err: err instanceof Error ? err.message : String(err) }, 'sending pushes failed'))
      .finally(() => (running = undefined));
  }

  return {
    runDue,
    claim,
    start() {
      if (timer) return;
      stopped = false;
      timer = setInterval(tick, PUSH_SENDING.pollMs);
      timer.unref();
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      client.close();
    },
  };
}
