import type { TestProject } from 'vitest/node';
import { startApp } from './app-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const app = await startApp();
  project.provide('baseUrl', app.url);
  project.provide('dataDir', app.dataDir);
  return () => app.stop();
}
