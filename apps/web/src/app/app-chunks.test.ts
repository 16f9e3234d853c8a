import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTERACTION, SIGNED_IN_SHARED } from '../../app-chunks.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * Whether each module (a path from the root, of a file that exists) goes in the chunk whose
 * pattern is `chunk`, as `expected` says.
 */
function expectIn(chunk: RegExp, modules: readonly string[], expected: boolean) {
  for (const module of modules) {
    const absolute = path.join(root, module);
    expect(fs.existsSync(absolute), module).toBe(true);
    expect(chunk.test(absolute), module).toBe(expected);
  }
}

describe("the learner site's own chunks", () => {
  it('put the shell and the small helpers every signed-in page shares with the layout', () => {
    expectIn(
      SIGNED_IN_SHARED,
      [
        'apps/web/src/features/shell/components/main-layout.tsx',
        'apps/web/src/features/shell/components/app-header.tsx',
        'apps/web/src/features/shell/lib/search-history.ts',
        'apps/web/src/features/mine/lib/department-label.ts',
        'packages/shared/src/learning/rank-period.ts',
        'packages/shared/src/course/course-types.ts',
        'packages/client/src/app/header/account-menu.tsx',
        'packages/client/src/app/hooks/use-logout.ts',
        'node_modules/@tanstack/react-query/build/modern/useMutation.js',
        'node_modules/@tanstack/query-core/build/modern/mutationObserver.js',
      ],
      true,
    );
  });

  it('leave out what the login page uses and the not-found page, a page of its own', () => {
    expectIn(
      SIGNED_IN_SHARED,
      [
        'apps/web/src/features/shell/lib/admin-handover.ts',
        'apps/web/src/features/shell/lib/header-gates.ts',
        'apps/web/src/features/shell/components/not-found-page.tsx',
        'apps/web/src/features/home-study/components/study-home.tsx',
        'node_modules/@tanstack/query-core/build/modern/queryObserver.js',
      ],
      false,
    );
  });

  it("put a course's favourite, like, share and comments with their calls and keys in one", () => {
    expectIn(
      INTERACTION,
      [
        'apps/web/src/features/interaction/components/CommentList.tsx',
        'apps/web/src/features/interaction/components/ShareButton.tsx',
        'apps/web/src/features/interaction/api/interaction-api.ts',
        'apps/web/src/features/interaction/lib/interaction-keys.ts',
        'apps/web/src/features/interaction/hooks/use-interaction-state.ts',
        'apps/web/src/features/interaction/interaction.css',
      ],
      true,
    );
    expectIn(
      INTERACTION,
      [
        'apps/web/src/features/interaction/components/mine-item-list.tsx',
        'apps/web/src/features/interaction/lib/suite-share.ts',
      ],
      false,
    );
  });
});
