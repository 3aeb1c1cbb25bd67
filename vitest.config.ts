import { defineConfig } from 'vitest/config';

// Playwright specs live in e2e/ and must never be collected here.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
