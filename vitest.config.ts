import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, four projects: pure unit tests, the API suite on PGlite, the same API suite
 * on a PostgreSQL server (when TEST_DATABASE_URL is set), and the Chromium journeys.
 */
const apiSuite = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['server/test/**/*.test.ts'],
    env: { FLEET_TEST_DB: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'domain/**/*.test.ts',
            'server/src/**/*.test.ts',
            'web/src/**/*.test.ts',
            // The build's own plugins (web/build), run on small module graphs.
            'web/build/**/*.test.ts',
            // Components rendered in happy-dom (a `// @vitest-environment happy-dom` comment).
            'web/src/**/*.test.tsx',
          ],
        },
      },
      apiSuite('api-pglite', 'pglite'),
      apiSuite('api-postgres', 'postgres'),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // Seeds the demo once; each journey starts on a copy (e2e/support/demo-data-template.ts).
          globalSetup: ['e2e/support/demo-data-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll gives up after 1 s by default: on a CI machine running the API suites
          // beside the journeys, a page can take longer than that to answer a navigation.
          expect: { poll: { timeout: 15_000 } },
          // Each journey file starts its own server and browser: two at once fill this machine.
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
