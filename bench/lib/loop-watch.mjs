// Preloaded into an app instance by `npm run bench -- load --loop-watch` (node --import): notes when
// the app's event loop could not run a 10 ms timer on time (a stall: synchronous work, a garbage
// collection, or the process waiting for a core) and each garbage collection's pause, with wall-clock
// times, and writes them to BENCH_LOOP_WATCH_FILE when the process exits. The bench keeps what falls
// into the steady state. Bench only: nothing in the app reads it.
import fs from 'node:fs';
import { PerformanceObserver, performance } from 'node:perf_hooks';

const TICK_MS = 10;
/** Lateness below this is the timer's own jitter on a busy machine, not counted. */
const NOTED_FROM_MS = 20;
const stalls = [];
const collections = [];

let last = performance.now();
setInterval(() => {
  const now = performance.now();
  const late = now - last - TICK_MS;
  if (late >= NOTED_FROM_MS) stalls.push([Math.round(performance.timeOrigin + last), Math.round(late)]);
  last = now;
}, TICK_MS).unref();

// kind: 1 scavenge (young generation), 2 mark-compact, 4 incremental marking, 8 weak callbacks.
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) collections.push([entry.detail?.kind ?? 0, Math.round(performance.timeOrigin + entry.startTime), Math.round(entry.duration * 100) / 100]);
}).observe({ entryTypes: ['gc'] });

process.once('exit', () => {
  if (process.env.BENCH_LOOP_WATCH_FILE) fs.writeFileSync(process.env.BENCH_LOOP_WATCH_FILE, JSON.stringify({ stalls, collections }));
});
