import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Files run in name order. Some share demo accounts (admin-site.e2e.ts changes the admin's
 * first password, later files sign in with the new one), so the order must not depend on
 * Vitest's default (cached durations, then file size).
 */
class NameOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

// Browser tests: one real server (fresh data directory, demo company) for the run, and
// Debian's Chromium driven by playwright-core. Files run one after another.
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
