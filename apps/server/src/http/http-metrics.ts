import type { FastifyInstance, onResponseHookHandler } from 'fastify';

/** Upper bounds (seconds) of the request duration histogram's buckets. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;
/** The route label of requests no route matched (their URLs would be endless label values). */
export const UNMATCHED_ROUTE = 'unmatched';

/** The responses of one method and route pattern: counts by status, and their durations. */
class RouteSeries {
  readonly byStatus = new Map<number, number>();
  /** Observations per bucket, not cumulative; the last one is +Inf. */
  readonly buckets = new Float64Array(DURATION_BUCKETS.length + 1);
  sum = 0;
  count = 0;

  constructor(
    readonly method: string,
    readonly route: string,
  ) {}

  observe(status: number, seconds: number): void {
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
    let i = 0;
    while (i < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[i]!) i++;
    this.buckets[i]!++;
    this.sum += seconds;
    this.count++;
  }
}

/**
 * http_requests_total and http_request_duration_seconds (decision 0057). Each route gets its own
 * onResponse hook when it is added, holding its series: a response costs no URL parsing, no
 * string building and no lookup but by method. Unmatched requests (the not-found handler, which
 * has no route of its own) are counted by one app-wide hook that does nothing for the others.
 */
export class HttpMetrics {
  readonly #series = new Map<string, RouteSeries>();

  /** Adds the hooks; call before the first route is added (routes added earlier are not counted). */
  register(app: FastifyInstance): void {
    const ours = new WeakSet<onResponseHookHandler>();
    app.addHook('onRoute', (route) => {
      const table: Record<string, RouteSeries> = {};
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) table[method] = this.#seriesOf(method, route.url);
      const hook: onResponseHookHandler = (req, reply, done) => {
        table[req.method]?.observe(reply.statusCode, reply.elapsedTime / 1000);
        done();
      };
      ours.add(hook);
      // Fastify copies a GET's options into its HEAD twin: that copy must not count the GET's hook again.
      const existing = route.onResponse === undefined ? [] : Array.isArray(route.onResponse) ? route.onResponse : [route.onResponse];
      route.onResponse = [...existing.filter((h) => !ours.has(h)), hook];
    });
    const unmatched: Record<string, RouteSeries> = {};
    app.addHook('onResponse', (req, reply, done) => {
      if (req.is404) (unmatched[req.method] ??= this.#seriesOf(req.method, UNMATCHED_ROUTE)).observe(reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }

  #seriesOf(method: string, route: string): RouteSeries {
    const key = `${method} ${route}`;
    let series = this.#series.get(key);
    if (!series) this.#series.set(key, (series = new RouteSeries(method, route)));
    return series;
  }

  /** Both metrics in the text exposition format, appended to `out`. */
  write(out: string[]): void {
    const all = [...this.#series.values()].filter((s) => s.count > 0);
    out.push('# HELP http_requests_total HTTP responses by method, route pattern and status.', '# TYPE http_requests_total counter');
    for (const s of all) {
      for (const [status, n] of s.byStatus) out.push(`http_requests_total{${labels(s)},status="${status}"} ${n}`);
    }
    out.push('# HELP http_request_duration_seconds Time from routing a request to the end of its response.', '# TYPE http_request_duration_seconds histogram');
    for (const s of all) {
      let cumulative = 0;
      for (let i = 0; i <= DURATION_BUCKETS.length; i++) {
        cumulative += s.buckets[i]!;
        out.push(`http_request_duration_seconds_bucket{${labels(s)},le="${i < DURATION_BUCKETS.length ? DURATION_BUCKETS[i] : '+Inf'}"} ${cumulative}`);
      }
      out.push(`http_request_duration_seconds_sum{${labels(s)}} ${s.sum}`, `http_request_duration_seconds_count{${labels(s)}} ${s.count}`);
    }
  }
}

function labels(s: RouteSeries): string {
  return `method="${labelValue(s.method)}",route="${labelValue(s.route)}"`;
}

/** A label value as the exposition format writes it: backslash, quote and newline escaped. */
export function labelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}
