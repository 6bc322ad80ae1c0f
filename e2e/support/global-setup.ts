import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { repoRoot, startApp } from './app-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    appLog: string;
  }
}

export default async function setup(project: TestProject) {
  // The journeys drive the built web app and server: rebuilt when their sources are newer (as `npm start` does).
  // Without vitest's NODE_ENV=test, which would make Vite build React's development bundle.
  const { NODE_ENV: _vitestMode, ...env } = process.env;
  execFileSync(process.execPath, ['scripts/ensure-web-build.mjs'], { cwd: repoRoot, env, stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/ensure-server-build.mjs'], { cwd: repoRoot, env, stdio: 'inherit' });
  const app = await startApp();
  project.provide('baseUrl', app.url);
  project.provide('dataDir', app.dataDir);
  project.provide('appLog', app.logPath);
  return () => app.stop();
}
