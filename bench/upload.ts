import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import sharp from 'sharp';
import { LIMITS } from '@venue/shared';
import { repoRoot } from '../apps/server/test/app-process.js';
import { benchArgs, median } from './lib/stats.js';
import { serverEnv } from './lib/server-env.js';

/**
 * A 4 MB photo upload processed (re-encoded, stripped, thumbnails) in under 1.5 s, and the server's
 * memory back to its baseline afterwards. `npm run bench -- upload [--count 20]`: see bench/README.md.
 */
const BUDGET_MS = 1500;
/** "Back to baseline": resident memory after the uploads within this much of the baseline. */
const RSS_TOLERANCE_MB = 32;

/** Random noise at 3000 × 2000 (the worst case for every encoder), as a JPEG just under 4 MB. */
async function noiseJpeg(): Promise<{ data: Buffer; quality: number }> {
  const width = 3000;
  const height = 2000;
  const raw = crypto.randomBytes(width * height * 3);
  for (let quality = 95; quality >= 50; quality -= 1) {
    const data = await sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality }).toBuffer();
    if (data.length <= LIMITS.uploadBytes - 8 * 1024) return { data, quality };
  }
  throw new Error('could not make a JPEG under 4 MB');
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

const JEMALLOC = '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2';

async function startUploadServer(members: number, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/upload-server.ts', String(members)], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const first = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`upload server exited with ${code}`)));
  });
  const info = JSON.parse(first) as { port: number; tokens: string[] };
  return {
    ...info,
    pid: child.pid!,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

/** The environment variables `npm start` sets for the server (package.json, scripts.start): one source. */
function npmStartEnv(): Record<string, string> {
  const pkg = JSON.parse(fs.readFileSync(`${repoRoot}/package.json`, 'utf8')) as { scripts: { start: string } };
  return Object.fromEntries([...pkg.scripts.start.matchAll(/\b([A-Z_]+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]));
}

const ALLOCATORS: Record<string, () => Record<string, string>> = {
  /** glibc malloc tuned as `npm start` does (fewer arenas, large buffers always mmapped). */
  'npm-start': npmStartEnv,
  /** glibc malloc with its defaults (what a plain `node` or `tsx` start gets). */
  glibc: () => ({}),
  /** jemalloc preloaded, as sharp recommends on glibc Linux. */
  jemalloc: () => {
    if (!fs.existsSync(JEMALLOC)) throw new Error(`${JEMALLOC} not found (apt-get install libjemalloc2)`);
    return { LD_PRELOAD: JEMALLOC };
  },
};

/** `npm run bench -- upload [npm-start|glibc|jemalloc] [--count 20]`: see bench/README.md. */
export async function uploadBench(argv: string[]) {
  const { number, words } = benchArgs(argv);
  const count = number('count', 20);
  const allocator = words[0] ?? 'npm-start';
  const allocatorEnv = ALLOCATORS[allocator];
  if (!allocatorEnv) throw new Error(`allocator: ${Object.keys(ALLOCATORS).join(' | ')}`);
  // The bench's own environment must not decide for the server: only the chosen variables apply.
  const env = serverEnv();
  for (const name of ['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_', 'LD_PRELOAD']) delete env[name];
  Object.assign(env, allocatorEnv());
  const { data: jpeg, quality } = await noiseJpeg();
  console.log(`photo: 3000 × 2000 random noise, JPEG quality ${quality}, ${(jpeg.length / 1024 / 1024).toFixed(2)} MiB (limit ${LIMITS.uploadBytes / 1024 / 1024} MiB)`);
  console.log(`server allocator: ${allocator} ${JSON.stringify(allocatorEnv())}`);
  const server = await startUploadServer(Math.ceil((count + 2) / 50), env);
  const base = `http://127.0.0.1:${server.port}`;
  let uploads = 0;
  const gcAndRss = async () => {
    await fetch(`${base}/bench/gc`, { method: 'POST' });
    await new Promise((r) => setTimeout(r, 1000));
    return rssMb(server.pid);
  };
  /** One upload as a browser sends it, then the photo is deleted again (as a member might). */
  async function upload(): Promise<number> {
    const token = server.tokens[Math.floor(uploads++ / 50)]!;
    const body = new FormData();
    body.append('visibility', 'PUBLIC');
    body.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
    const t0 = performance.now();
    const res = await fetch(`${base}/api/photos`, { method: 'POST', body, headers: { authorization: `Bearer ${token}` } });
    const ms = performance.now() - t0;
    const answer = (await res.json()) as { data?: { id: string; attributes: { width: number } } };
    if (res.status !== 201 || answer.data?.attributes.width !== 3000) throw new Error(`upload failed: ${res.status} ${JSON.stringify(answer).slice(0, 200)}`);
    const deleted = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation($id: ID!) { deletePhoto(id: $id) }', variables: { id: answer.data.id } }),
    });
    if (!deleted.ok) throw new Error('delete failed');
    return ms;
  }

  try {
    const atStart = await gcAndRss();
    // Warm-up: loads libvips' codecs and fills its thread pool once; the baseline is taken after it.
    for (let i = 0; i < 2; i++) await upload();
    const baseline = await gcAndRss();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50);
    const client: number[] = [];
    for (let i = 0; i < count; i++) client.push(await upload());
    clearInterval(sampler);
    const after = await gcAndRss();
    const { timings } = (await (await fetch(`${base}/bench/timings`)).json()) as { timings: { ms: number; cpuMs: number }[] };
    const serverSide = timings.slice(2).map((t) => t.ms);
    const cpu = timings.slice(2).map((t) => t.cpuMs);
    const p95 = percentile(serverSide, 95);
    console.log(`\n${count} uploads one after another (after 2 warm-up uploads), each photo deleted again:`);
    console.log('| | median ms | p95 ms | max ms |');
    console.log('|---|---|---|---|');
    console.log(`| server: request start → 201 (multipart, decode, strip, 10 variants, store, insert) | ${median(serverSide).toFixed(0)} | ${p95.toFixed(0)} | ${Math.max(...serverSide).toFixed(0)} |`);
    console.log(`| client: POST /api/photos round trip | ${median(client).toFixed(0)} | ${percentile(client, 95).toFixed(0)} | ${Math.max(...client).toFixed(0)} |`);
    console.log(`| server CPU time (all threads) per upload | ${median(cpu).toFixed(0)} | ${percentile(cpu, 95).toFixed(0)} | ${Math.max(...cpu).toFixed(0)} |`);
    console.log(`(load average during the run: ${os.loadavg().map((l) => l.toFixed(1)).join(', ')} on ${os.cpus().length} cores)`);
    console.log(`\n| server RSS MiB | at start | baseline (after warm-up) | peak during | after (gc + 1 s) |`);
    console.log('|---|---|---|---|---|');
    console.log(`| | ${atStart.toFixed(0)} | ${baseline.toFixed(0)} | ${peak.toFixed(0)} | ${after.toFixed(0)} |`);
    const overBudget = p95 > BUDGET_MS;
    const leaked = after - baseline > RSS_TOLERANCE_MB;
    console.log(`\nbudget: p95 ${p95.toFixed(0)} ms ${overBudget ? '>' : '≤'} ${BUDGET_MS} ms; memory after − baseline = ${(after - baseline).toFixed(0)} MiB ${leaked ? '>' : '≤'} ${RSS_TOLERANCE_MB} MiB`);
    if (overBudget || leaked) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
