import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'tools/*/src/**/*.test.ts',
            'apps/web/scripts/**/*.test.mjs',
          ],
          // One real PostgreSQL for the run: TEST_DATABASE_URL, or an embedded one.
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web',
    ],
  },
});
