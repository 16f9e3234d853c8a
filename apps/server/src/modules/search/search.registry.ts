import type { TSearchHit } from '@ascent/shared/search';
import type { LearnerScope } from '../user/learner-scope.ts';

/**
 * One search service every module registers with (spec s.2 /search/{keyword}): a provider
 * finds its own items visible to the learner whose title (or text) contains the keyword.
 * Chinese-aware: substring matching, so 安全培训 finds 信息安全培训课程.
 */
export interface SearchProvider {
  /** 'course', 'knowledge', ... (also the tab the learner site shows). */
  kind: string;
  search(
    scope: LearnerScope,
    keyword: string,
    page: { page: number; pageSize: number },
  ): Promise<{ list: TSearchHit[]; total: number }>;
}

export function createSearchRegistry() {
  const providers = new Map<string, SearchProvider>();
  return {
    register(provider: SearchProvider) {
      if (providers.has(provider.kind)) throw new Error(`search kind ${provider.kind} twice`);
      providers.set(provider.kind, provider);
    },
    providers: () => [...providers.values()],
    get: (kind: string) => providers.get(kind),
  };
}
export type SearchRegistry = ReturnType<typeof createSearchRegistry>;
