import crypto from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { HttpMetrics } from './http-metrics.js';
import { bounded } from './bounded.js';

/** The content type of the Prometheus text exposition format 0.0.4. */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
/** A scrape waits at most this long for the queue depth (the database may be the trouble). */
const QUEUE_DEPTH_TIMEOUT_MS = 2_000;

export interface MetricsSources {
  /** The bearer token (config.metricsToken); null: the route answers 404 as if it did not exist. */
  token: string | null;
  http: HttpMetrics | null;
  /** Open /socket connections. */
  openSockets(): number;
  /** Due jobs not yet run. */
  queueDepth(): Promise<number>;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * GET /metrics in the Prometheus text format (decision 0057), only for `Authorization: Bearer
 * <METRICS_TOKEN>` (compared in constant time: both sides hashed to the same length first). Without
 * a token configured the route answers 404 like an unknown path, and nothing is measured.
 */
export function registerMetrics(app: FastifyInstance, sources: MetricsSources): void {
  const expected = sources.token === null ? null : sha256(sources.token);
  // Event loop delay since the previous scrape (sampled every 20 ms; reset at each scrape).
  const loop = expected ? monitorEventLoopDelay({ resolution: 20 }) : null;
  loop?.enable();
  app.addHook('onClose', async () => loop?.disable());

  app.get('/metrics', async (req, reply) => {
    if (!expected || !loop) return reply.code(404).type('application/json').send({ errors: [{ status: '404', code: 'NOT_FOUND' }] });
    const given = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!given || !crypto.timingSafeEqual(sha256(given), expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').type('application/json').send({ errors: [{ status: '401', code: 'NOT_ALLOWED' }] });
    }
    const out: string[] = [];
    sources.http?.write(out);
    metric(out, 'websocket_connections', 'Open /socket (graphql-ws) connections.', sources.openSockets());
    const depth = await bounded(() => sources.queueDepth(), QUEUE_DEPTH_TIMEOUT_MS);
    if (depth.outcome === 'ok') metric(out, 'job_queue_depth', 'Scheduled jobs that are due and not yet run.', depth.value);
    else req.log.warn({ outcome: depth.outcome }, 'metrics: job queue depth not available');
    processMetrics(out, loop);
    reply.header('cache-control', 'no-store').type(METRICS_CONTENT_TYPE);
    return `${out.join('\n')}\n`;
  });
}

/** A metric of one sample without labels. */
function metric(out: string[], name: string, help: string, value: number, type: 'gauge' | 'counter' = 'gauge'): void {
  out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, `${name} ${value}`);
}

const startSeconds = Math.round((Date.now() - performance.now()) / 1000);

function processMetrics(out: string[], loop: ReturnType<typeof monitorEventLoopDelay>): void {
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  metric(out, 'process_cpu_user_seconds_total', 'User CPU time spent.', cpu.user / 1e6, 'counter');
  metric(out, 'process_cpu_system_seconds_total', 'System CPU time spent.', cpu.system / 1e6, 'counter');
  metric(out, 'process_cpu_seconds_total', 'User and system CPU time spent.', (cpu.user + cpu.system) / 1e6, 'counter');
  metric(out, 'process_resident_memory_bytes', 'Resident memory size.', memory.rss);
  metric(out, 'process_start_time_seconds', 'Start time of the process since the Unix epoch.', startSeconds);
  metric(out, 'nodejs_heap_size_used_bytes', 'V8 heap in use.', memory.heapUsed);
  metric(out, 'nodejs_heap_size_total_bytes', 'V8 heap size.', memory.heapTotal);
  const sampled = loop.count > 0;
  metric(out, 'nodejs_eventloop_lag_seconds', 'Mean event loop delay since the previous scrape.', sampled ? loop.mean / 1e9 : 0);
  metric(out, 'nodejs_eventloop_lag_p99_seconds', '99th percentile of the event loop delay since the previous scrape.', sampled ? loop.percentile(99) / 1e9 : 0);
  metric(out, 'nodejs_eventloop_lag_max_seconds', 'Longest event loop delay since the previous scrape.', sampled ? loop.max / 1e9 : 0);
  loop.reset();
}
