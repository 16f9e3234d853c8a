import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files run one after another in name order (Vitest would otherwise order them by past
 * duration and size). The run shares one server: a file that changes demo data (the admin's
 * password, say) must be able to tell what ran before it.
 */
class ByName extends BaseSequencer {
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
    sequence: { sequencer: ByName },
  },
});
