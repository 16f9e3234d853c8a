import { defineConfig } from 'vitest/config';
import { NameOrderSequencer } from './support/name-order-sequencer.ts';

// Browser tests: one real server (fresh data directory, demo company) for the run, and
// Debian's Chromium driven by playwright-core. Files run one after another, in name order.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    sequence: { sequencer: NameOrderSequencer },
  },
});
