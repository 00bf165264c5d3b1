import { defineConfig } from 'vitest/config';

// One runner, one project per workspace. The browser tests are their own project so that
// `npm run test:unit` never needs Chromium and `npm run test:e2e` runs them alone.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'repo', include: ['tests/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'sandbox', include: ['sandbox/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'gateway', include: ['gateway/**/*.test.ts'], environment: 'node' } },
      'web/vite.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/src/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
