import { defineConfig } from 'vitest/config';

// maxWorkers as the web project's: they run as one group before the server's.
export default defineConfig({ test: { name: 'shared', include: ['src/**/*.test.ts'], maxWorkers: 2 } });
