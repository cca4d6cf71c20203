// Unit, rules, storage and component tests (the PWA plugin is left out on purpose).
import { availableParallelism } from 'node:os';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [preact()],
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // Pass or fail must not depend on machine speed (2 slow cores shared by many runs are normal here): 0 turns the
    // per-test and per-hook wall-clock limits off in Vitest 4 (its runner skips the timer for timeouts <= 0).
    testTimeout: 0,
    hookTimeout: 0,
    // Vitest runs cores - 1 files at once: one at a time on a 2-core machine. The unit run is alone on the machine
    // (the build and the browser tests come after it), so use every core.
    maxWorkers: Math.max(availableParallelism(), 1),
  },
});
