import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files share one server (and its demo accounts, whose passwords some files change), so they
 * run one after another in file-name order, always: Vitest's default order (earlier failures
 * first, then the slowest) would change with every run.
 */
class NameOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

// Browser tests: one real server (fresh data directory, demo company) for the run, and
// Debian's Chromium driven by playwright-core. Files run one after another, by name.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/failure-report.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    sequence: { sequencer: NameOrderSequencer },
  },
});
