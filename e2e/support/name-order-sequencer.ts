import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Runs the browser test files in name order. They share one server (and its demo accounts),
 * so the order must not depend on Vitest's default (failed files first, then by duration).
 */
export class NameOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}
