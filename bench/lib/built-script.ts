import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from '../../apps/server/test/app-process.js';
import { packagesOutsideButWorkspace, serverBundleOptions } from '../../scripts/server-bundle.mjs';

/**
 * A bench's app process (a TypeScript script that builds the real app) as the server runs in
 * production: bundled with the production build's options (scripts/server-bundle.mjs) and started by
 * plain `node`, not through tsx, whose transform names every function it creates (a call per
 * closure, per request: about 1 µs of a GraphQL request, issue 18). The bundle is written next to
 * apps/server/dist/main.js, whose migrations and files it reads from there as main.js does. Answers
 * the bundle's path.
 */
export async function builtScript(script: string): Promise<string> {
  execFileSync(process.execPath, ['scripts/ensure-server-build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  const outfile = path.join(repoRoot, 'apps/server/dist', `bench-${path.basename(script, '.ts')}.mjs`);
  await build({ ...serverBundleOptions, entryPoints: [path.resolve(repoRoot, script)], outfile, plugins: [packagesOutsideButWorkspace] });
  return outfile;
}
