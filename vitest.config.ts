import { defineConfig } from 'vitest/config';

// each file's time goes to .test-times/ too (scripts/test-times.mjs: `npm run test:times`); TEST_TIMES_LABEL names
// the report when a run is one of several (.ci/run's PostgreSQL leg)
const timesFile = `.test-times/vitest${process.env.TEST_TIMES_LABEL ? `-${process.env.TEST_TIMES_LABEL}` : ''}.json`;

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: timesFile }]],
    // argon2 and PGlite are CPU-bound; two workers match the two cores of CI
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // the files of a worker share their imports: the app's module graph loads once per worker, not once per
          // file (it was half of the project's time). Every file builds its own app and database (test/helpers.ts);
          // nothing may replace a module (vi.mock): pass a dependency to createTestApp instead.
          isolate: false,
        },
      },
      {
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
    ],
  },
});
