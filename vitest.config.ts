import { defineConfig } from 'vitest/config';

// Three tiers run from the root: `unit` (pure code beside its source), `api` (real HTTP
// against a real database) and `cluster` (several server processes behind HAProxy). Browser
// tests live in e2e/ with their own config.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/admin/src/**/*.test.{ts,tsx}',
            'apps/server/src/**/*.unit.test.ts',
            'scripts/**/*.unit.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts', '**/node_modules/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own server and database; files run in parallel forks. Vitest's
          // default (one fork fewer than the cores) runs them one at a time on a 2-core machine,
          // while a file spends much of its time waiting (on HTTP, on PostgreSQL's process, on
          // timers): two forks on PGlite and three on PostgreSQL, whose server does the queries
          // in processes of its own, halve the suite's time (docs/decisions.md "Test workers").
          pool: 'forks',
          maxWorkers: process.env.DATABASE_URL ? 3 : 2,
          // Every test server's package origin listens on a free port (not PORT+1).
          env: { PACKAGE_PORT: '0' },
        },
      },
      {
        test: {
          // Three server processes behind HAProxy (npm run test:cluster; PostgreSQL and Redis).
          name: 'cluster',
          include: ['apps/server/scale/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
