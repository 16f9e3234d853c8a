import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files run in name order, every time. Vitest's own order follows earlier durations and file
 * sizes, which changes from run to run; the e2e files share one server and its demo accounts
 * (admin-site.e2e.ts changes the admin's first password before org.e2e.ts signs in), so
 * their order is part of the contract.
 */
class NameOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

// Browser tests: one real server (fresh data directory, demo company) for the run, and
// Debian's Chromium driven by playwright-core. Files run one after another, in name order.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    sequence: { sequencer: NameOrder },
  },
});
