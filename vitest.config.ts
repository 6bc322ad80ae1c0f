import { defineConfig } from 'vitest/config';

// `npm test`: unit, server integration (PGlite, or PostgreSQL with TEST_DATABASE_URL) and web component tests.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
