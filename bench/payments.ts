import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { createDeps } from '../apps/server/src/infra/create-deps.js';
import { buildApp } from '../apps/server/src/app.js';
import { users } from '../apps/server/src/modules/accounts/accounts.table.js';
import { insertPayment } from '../apps/server/src/modules/payments/payments.repository.js';
import { payments, paymentWebhookEvents } from '../apps/server/src/modules/payments/payments.table.js';
import { subscriptions } from '../apps/server/src/modules/subscriptions/subscriptions.table.js';
import { addMonths } from '../apps/server/src/modules/subscriptions/subscription-dates.js';
import { readSetting } from '../apps/server/src/modules/system/app-settings.repository.js';
import { TEST_WEBHOOK_SECRET_SETTING } from '../apps/server/src/infra/payments/create-payment-provider.js';
import { signWebhook } from '../apps/server/src/infra/payments/webhook-signature.js';
import { TEST_SIGNATURE_HEADER } from '../apps/server/src/infra/payments/test-provider.js';
import { benchArgs, percentile } from './lib/stats.js';
import { openBenchDatabase } from './lib/bench-database.js';

/**
 * Payment webhooks (issue 13; decision 0034): `--count` signed `checkout.completed` events (200 by
 * default) POSTed over HTTP to /api/payments/webhooks/test, a third of them duplicates of others,
 * shuffled, `--concurrency` at a time (1: one after the other, as a provider delivers one endpoint's events; 4 shows the queueing). Half of the payments extend a live subscription, half
 * start one. Budget: p95 under 50 ms, and every subscription extended (or started) exactly once.
 * `npm run bench -- payments [pglite|postgres] [--count 200] [--concurrency 1]`
 */
const BUDGET_P95_MS = 50;

async function run(backend: string, count: number, concurrency: number): Promise<{ row: string; ok: boolean }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-bench-payments-'));
  const { config, database, drop } = await openBenchDatabase(backend, dataDir);
  const deps = createDeps(config, database);
  const { app, services } = await buildApp(deps, { webDist: path.join(dataDir, 'no-web'), logger: false });
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const db = database.db;
    const unique = Math.ceil((count * 2) / 3);
    const now = new Date();
    // Members, each with a pending 1-month payment; every second one already has a live subscription.
    const paymentIds: string[] = [];
    const before = new Map<string, Date | null>();
    for (let i = 0; i < unique; i++) {
      const [u] = await db
        .insert(users)
        .values({ email: `pay${i}@bench.invalid`, username: `pay${i}`, slug: `pay${i}`, passwordHash: '!', emailVerifiedAt: now, phoneVerifiedAt: now })
        .returning({ id: users.id });
      let end: Date | null = null;
      if (i % 2 === 0) {
        end = addMonths(now, 1);
        await db.insert(subscriptions).values({ userId: u!.id, packageMonths: 1, state: 'ACTIVE', currentPeriodStart: now, currentPeriodEnd: end });
      }
      const p = await insertPayment(db, { userId: u!.id, amountRappen: 1000, purpose: 'PREMIUM', provider: 'test', status: 'PENDING' }, [{ kind: 'PREMIUM', packageMonths: 1, quantity: 1, unitAmountRappen: 1000 }]);
      paymentIds.push(p.id);
      before.set(u!.id, end);
    }
    // The secret the test provider signs with (generated once, as on a first start).
    await services.payments.provider.parseWebhook(Buffer.from('{}'), {}).catch(() => undefined);
    const secret = (await readSetting(db, TEST_WEBHOOK_SECRET_SETTING)) as string;
    const bodies = paymentIds.map((paymentId) =>
      JSON.stringify({ id: `tev_${paymentId}`, type: 'checkout.completed', data: { paymentId, chargeRef: `tch_${paymentId}`, customerRef: 'tcus_bench', method: { ref: `tpm_${paymentId}`, brand: 'test', last4: '4242', expMonth: 12, expYear: 2030, reusable: true }, message: 'ok' } }),
    );
    const deliveries = [...bodies, ...bodies.slice(0, count - unique)].sort(() => Math.random() - 0.5);
    const times: number[] = [];
    const outcomes = new Map<string, number>();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < deliveries.length) {
          const body = deliveries[next++]!;
          const t0 = performance.now();
          const res = await fetch(`${url}/api/payments/webhooks/test`, { method: 'POST', headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signWebhook(secret, body, new Date()) }, body });
          const json = (await res.json()) as { meta?: { outcome?: string } };
          times.push(performance.now() - t0);
          const outcome = res.ok ? (json.meta?.outcome ?? '?') : `HTTP ${res.status}`;
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    // Exactly once: one subscription per member, its end one month after the old end (or after the grant).
    const subs = await db.select().from(subscriptions);
    let wrong = 0;
    for (const [userId, oldEnd] of before) {
      const mine = subs.filter((s) => s.userId === userId);
      if (mine.length !== 1) wrong++;
      else if (oldEnd && mine[0]!.currentPeriodEnd.getTime() !== addMonths(oldEnd, 1).getTime()) wrong++;
      else if (!oldEnd && Math.abs(mine[0]!.currentPeriodEnd.getTime() - mine[0]!.currentPeriodStart.getTime() - (addMonths(mine[0]!.currentPeriodStart, 1).getTime() - mine[0]!.currentPeriodStart.getTime())) > 0) wrong++;
    }
    const [paid] = await db.select({ n: sql<number>`count(*)::int` }).from(payments).where(eq(payments.status, 'SUCCEEDED'));
    const [events] = await db.select({ n: sql<number>`count(*)::int` }).from(paymentWebhookEvents);
    const [premium] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.isPremium, true));
    const sorted = [...times].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p95 = percentile(sorted, 95);
    const exactlyOnce = wrong === 0 && paid!.n === unique && events!.n === unique && premium!.n === unique;
    const ok = p95 < BUDGET_P95_MS && exactlyOnce;
    const outcomeText = [...outcomes].map(([k, v]) => `${k} ${v}`).join(', ');
    return {
      ok,
      row: `| ${backend} | ${deliveries.length} (${unique} unique) | ${concurrency} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms | ${percentile(sorted, 100).toFixed(1)} ms | ${(deliveries.length / seconds).toFixed(0)}/s | ${outcomeText} | ${exactlyOnce ? 'yes' : `NO (${wrong} wrong)`} |`,
    };
  } finally {
    await app.close();
    await deps.dispose();
    await database.close();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function paymentsBench(argv: string[]) {
  const { words, number } = benchArgs(argv);
  const backends = words.length ? words : ['pglite'];
  const count = number('count', 200);
  const concurrency = number('concurrency', 1);
  const rows: string[] = [];
  let ok = true;
  for (const backend of backends) {
    const result = await run(backend, count, concurrency);
    rows.push(result.row);
    ok &&= result.ok;
  }
  console.log(`| database | webhooks | concurrency | p50 | p95 (budget ${BUDGET_P95_MS} ms) | max | rate | outcomes | each subscription once |`);
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  if (!ok) {
    console.error('over budget, or a subscription was not extended exactly once');
    process.exitCode = 1;
  }
}
