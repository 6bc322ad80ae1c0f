/**
 * The environment of an app process a bench starts: the bench's own with NODE_ENV=production, as
 * deployed (docs/deploy.md). The app's config is production either way (its loadConfig call says
 * so), but libraries read process.env themselves when they load: graphql-js, without it, checks
 * every `instanceOf` for a second copy of itself (its development mode), a cost no deployment pays.
 */
export function serverEnv(env: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return { ...process.env, NODE_ENV: 'production', ...env };
}

/** BENCH_CPU_PROF=<dir>: node's arguments for the app process to write a V8 CPU profile there when it stops. */
export function cpuProfileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}
