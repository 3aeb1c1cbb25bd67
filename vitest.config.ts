import { defineConfig } from 'vitest/config';
import { cataloguePlugin } from './scripts/catalogue-plugin';

// Playwright specs live in e2e/ and must never be collected here.
export default defineConfig({
  plugins: [cataloguePlugin()],
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: a single one on a 2-core machine. Most files
    // wait on databases, sockets and timers rather than the CPU, so three workers overlap those waits.
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Servers the tests start as processes inherit it: a short crash chain, made at once.
    env: { CRASH_CHAIN_LENGTH: '2000' },
  },
});
