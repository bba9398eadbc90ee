import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built app in web mode, driven in Debian Chromium. Run after `electron-vite build`. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
