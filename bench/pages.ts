import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import lighthouse from 'lighthouse';
import { repoRoot } from '../apps/server/test/app-process.js';
import { launchChromium } from './lib/chromium.js';
import { gzipSize, initialFiles, kb, readManifest, readScreens } from './lib/page-weights.js';
import { benchArgs, median } from './lib/stats.js';

/**
 * Page budgets of the public pages (bench/README.md, "pages"):
 * 1. initial JavaScript from the build output (gzip level 9) ≤ 150 KB on /, /pages/welcome, /news;
 * 2. Lighthouse (mobile, simulated throttling, Debian's chromium) on /, /pages/welcome, /events:
 *    performance ≥ 90, accessibility ≥ 95, best practices ≥ 95, SEO ≥ 90 (median of --runs).
 * `npm run bench -- pages [js] [--dist <built web app>] [--runs 3] [--reports <dir>]`; `js` measures the
 * build only; `--reports` keeps each run's Lighthouse result (JSON, opens in the Lighthouse viewer).
 */
const JS_BUDGET_BYTES = 150 * 1024;
const JS_PAGES = [
  { url: '/', route: 'index' },
  { url: '/pages/welcome', route: 'page' },
  { url: '/news', route: 'news' },
];
const LIGHTHOUSE_PAGES = ['/', '/pages/welcome', '/events'];
const CATEGORY_BUDGETS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 90 } as const;
type Category = keyof typeof CATEGORY_BUDGETS;
const CATEGORIES = Object.keys(CATEGORY_BUDGETS) as Category[];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

export async function pagesBench(argv: string[]) {
  const { words, number, string } = benchArgs(argv);
  const runs = number('runs', 3);
  const given = string('dist');
  const dist = given ? path.resolve(given) : buildWebApp();
  try {
    const jsOk = checkInitialJs(dist);
    const reports = string('reports');
    const only = string('page');
    const lighthouseOk = words.includes('js') ? true : await checkLighthouse(dist, runs, reports && path.resolve(reports), only);
    if (!jsOk || !lighthouseOk) process.exitCode = 1;
  } finally {
    if (!given) fs.rmSync(path.dirname(dist), { recursive: true, force: true });
  }
}

/**
 * A production build of apps/web in a directory of its own (others may rebuild apps/web/dist
 * meanwhile): `<tmp>/dist` with the server renderer beside it in `<tmp>/dist-server`, as the app
 * expects them. Returns the path of `dist`.
 */
export function buildWebApp(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-bench-pages-'));
  // Without a test runner's NODE_ENV, which would make Vite build React's development bundle.
  const { NODE_ENV: _mode, ...env } = process.env;
  const vite = (...args: string[]) =>
    execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', ...args, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: path.join(repoRoot, 'apps/web'),
      env,
      stdio: 'inherit',
    });
  console.log(`building apps/web into ${root} …`);
  vite('--outDir', path.join(root, 'dist'));
  vite('--ssr', 'src/ssr/entry-server.tsx', '--outDir', path.join(root, 'dist-server'));
  return path.join(root, 'dist');
}

function checkInitialJs(dist: string): boolean {
  const manifest = readManifest(dist);
  const screens = readScreens(['routes.tsx', 'member-screens.tsx'].map((f) => fs.readFileSync(path.join(repoRoot, 'apps/web/src/app', f), 'utf8')).join('\n'));
  let ok = true;
  console.log('\ninitial JavaScript per public page (build output, gzip level 9; 1 KB = 1024 bytes):');
  console.log('| page | screen module | JS files | JS KB gzip | CSS KB gzip | budget |');
  console.log('|---|---|---|---|---|---|');
  for (const page of JS_PAGES) {
    const screen = screens.get(page.route);
    if (!screen) throw new Error(`routes.tsx has no screen "${page.route}"`);
    const files = initialFiles(manifest, screen);
    const js = files.js.reduce((sum, f) => sum + gzipSize(dist, f), 0);
    const css = files.css.reduce((sum, f) => sum + gzipSize(dist, f), 0);
    const within = js <= JS_BUDGET_BYTES;
    ok &&= within;
    console.log(`| ${page.url} | ${screen.specifier.replace(/^(\.\.?\/)+/, '')} | ${files.js.length} | ${kb(js)} | ${kb(css)} | ${within ? 'ok' : 'OVER'} ${kb(JS_BUDGET_BYTES)} |`);
  }
  const top = [...new Set(JS_PAGES.flatMap((p) => initialFiles(manifest, screens.get(p.route)!).js))]
    .map((f) => ({ f, size: gzipSize(dist, f) }))
    .sort((a, b) => b.size - a.size)
    .slice(0, 8);
  console.log(`largest of these files: ${top.map((t) => `${path.basename(t.f)} ${kb(t.size)}`).join(', ')}`);
  return ok;
}

interface RunResult {
  scores: Record<Category, number>;
  metrics: Record<(typeof METRICS)[number], number>;
  /** gzip-9 size (from the build) of every script the page fetched during the run. */
  scriptBytes: number;
  /** Audits that cost points, for the report. */
  misses: string[];
  /** Lighthouse's CPU benchmark at the start of the run (higher is faster; it falls when the machine is busy). */
  benchmarkIndex: number;
}

export async function startPagesServer(dist: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/pages-server.ts', dist], {
    cwd: repoRoot,
    env: { ...process.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench pages server exited with ${code}`)));
  });
  const { port } = JSON.parse(first) as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function runLighthouse(url: string, port: number, dist: string, reportFile?: string, attempt = 1): Promise<RunResult> {
  // The default config: mobile form factor, simulated throttling (slow 4G, 4× CPU slowdown).
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  if (!result) throw new Error(`${url}: Lighthouse returned nothing`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // A lost trace (e.g. NO_NAVSTART on a busy machine) says nothing about the page: one more try.
    if (attempt < 2) return runLighthouse(url, port, dist, reportFile, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  if (reportFile) fs.writeFileSync(reportFile, JSON.stringify(lhr));
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as RunResult['scores'];
  const metrics = Object.fromEntries(METRICS.map((m) => [m, lhr.audits[m]?.numericValue ?? NaN])) as RunResult['metrics'];
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
  let scriptBytes = 0;
  for (const request of requests) {
    const pathname = new URL(request.url).pathname;
    if (request.resourceType === 'Script' && pathname.startsWith('/assets/') && fs.existsSync(path.join(dist, pathname))) scriptBytes += gzipSize(dist, pathname.slice(1));
  }
  const misses: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) misses.push(`${category}: ${audit.id}`);
    }
  }
  return { scores, metrics, scriptBytes, misses, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) };
}

async function checkLighthouse(dist: string, runs: number, reports?: string, only?: string): Promise<boolean> {
  const pages = only ? [only] : [...new Set([...LIGHTHOUSE_PAGES, ...JS_PAGES.map((p) => p.url)])];
  const server = await startPagesServer(dist);
  const chromium = await launchChromium();
  const results = new Map<string, RunResult[]>(pages.map((p) => [p, []]));
  if (reports) fs.mkdirSync(reports, { recursive: true });
  // The public pages come rendered from the server (decision 0016): say so, since it decides FCP and LCP.
  for (const page of pages) {
    const html = await (await fetch(server.url + page, { headers: { accept: 'text/html' } })).text();
    console.log(`${page}: ${html.includes('id="ssr-state"') ? 'rendered on the server' : 'NOT rendered on the server (the browser renders it)'}, ${(html.length / 1024).toFixed(1)} KB of HTML`);
  }
  try {
    // Pages take turns, so a busy moment on the machine does not land on one page only.
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        const reportFile = reports ? path.join(reports, `${page.replace(/\W+/g, '_')}-${run}.json`) : undefined;
        const r = await runLighthouse(server.url + page, chromium.port, dist, reportFile);
        results.get(page)!.push(r);
        const load = os.loadavg()[0]!.toFixed(1);
        console.log(
          `run ${run} ${page}: ${CATEGORIES.map((c) => `${c} ${r.scores[c]}`).join(', ')}; LCP ${Math.round(r.metrics['largest-contentful-paint'])} ms, TBT ${Math.round(r.metrics['total-blocking-time'])} ms, CLS ${r.metrics['cumulative-layout-shift'].toFixed(3)}; benchmarkIndex ${r.benchmarkIndex}, load ${load}`,
        );
      }
    }
  } finally {
    await chromium.close();
    await server.stop();
  }

  let ok = true;
  const spread = (values: number[]) => (Math.min(...values) === Math.max(...values) ? `${values[0]}` : `${Math.min(...values)}–${Math.max(...values)}`);
  console.log(`\nLighthouse ${lighthouseVersion()} (mobile, simulated throttling), median of ${runs} (range):`);
  console.log('| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | JS fetched KB gzip |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const page of pages) {
    const rs = results.get(page)!;
    const cells = CATEGORIES.map((c) => {
      const values = rs.map((r) => r.scores[c]);
      const m = median(values);
      const budgeted = LIGHTHOUSE_PAGES.includes(page);
      const within = m >= CATEGORY_BUDGETS[c];
      if (budgeted && !within) ok = false;
      return `${m}${budgeted && !within ? ' OVER' : ''} (${spread(values)})`;
    });
    const metric = (m: (typeof METRICS)[number], digits = 0) => median(rs.map((r) => r.metrics[m])).toFixed(digits);
    console.log(
      `| ${page}${LIGHTHOUSE_PAGES.includes(page) ? '' : ' (not budgeted)'} | ${cells.join(' | ')} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift', 3)} | ${kb(median(rs.map((r) => r.scriptBytes)))} |`,
    );
  }
  const misses = new Map<string, number>();
  for (const miss of [...results.values()].flat().flatMap((r) => r.misses)) misses.set(miss, (misses.get(miss) ?? 0) + 1);
  if (misses.size) console.log(`\naudits scoring under 0.9 (in how many of ${pages.length * runs} runs): ${[...misses].map(([m, n]) => `${m} ${n}`).join('; ')}`);
  return ok;
}

function lighthouseVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string };
  return pkg.version;
}
