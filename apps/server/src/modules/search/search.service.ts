import {
  HOT_WORD_DAYS,
  HOT_WORD_MAX,
  type THotWords,
  type TSearchResult,
  type ZSearchRequest,
} from '@ascent/shared/search';
import type { z } from 'zod';
import type { Actor } from '../../core/context.ts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import type { Access } from '../../core/access.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { SearchRegistry } from './search.registry.ts';
import { createSearchRepository, type SearchRepository } from './search.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The one search (spec s.2 /search/{keyword}): every registered kind is asked for its total,
 * the chosen kind (or the first with hits) for one page of hits. A first-page search without a
 * kind is one search the learner made: it is recorded for the hot words.
 */
export function createSearchService(deps: {
  db: Db;
  searches: SearchRepository;
  registry: SearchRegistry;
  /** The learner's scope (one refusal when the account is gone). */
  access: Access;
  record: ChangeRecorder;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async search(actor: Actor, q: z.output<typeof ZSearchRequest>): Promise<TSearchResult> {
      const providers = deps.registry.providers();
      if (q.kind && !deps.registry.get(q.kind)) throw fail('search.unknownKind');
      const scope = await deps.access.learner(actor);
      const page = { page: q.page, pageSize: q.pageSize };
      // Totals of every kind (one row each), and the requested kind's page when it is known.
      const firsts = await Promise.all(
        providers.map((p) =>
          p.search(scope, q.keyword, p.kind === q.kind ? page : { page: 1, pageSize: q.pageSize }),
        ),
      );
      const kinds = providers.map((p, i) => ({ kind: p.kind, total: firsts[i]!.total }));
      const chosen = q.kind ?? kinds.find((k) => k.total > 0)?.kind ?? kinds[0]?.kind ?? '';
      const at = providers.findIndex((p) => p.kind === chosen);
      let hits = at >= 0 ? firsts[at]! : { list: [], total: 0 };
      if (!q.kind && q.page > 1 && at >= 0)
        hits = await providers[at]!.search(scope, q.keyword, page);
      if (q.page === 1 && !q.kind)
        await deps.searches.record(actor.companyId, actor.userId, q.keyword);
      return {
        keyword: q.keyword,
        kinds,
        kind: chosen,
        list: hits.list,
        total: hits.total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async hotWords(actor: Actor): Promise<THotWords> {
      const since = new Date(now().getTime() - HOT_WORD_DAYS * DAY_MS);
      const [pinned, words] = await Promise.all([
        deps.searches.pinned(actor.companyId),
        deps.searches.topKeywords(actor.companyId, since, HOT_WORD_MAX + HOT_WORD_MAX),
      ]);
      return {
        pinned,
        words: words.filter((w) => !pinned.includes(w.keyword)).slice(0, HOT_WORD_MAX),
      };
    },

    async pinnedWords(actor: Actor): Promise<string[]> {
      return deps.searches.pinned(actor.companyId);
    },

    async savePinned(actor: Actor, ip: string, words: string[]): Promise<string[]> {
      const unique = [...new Set(words)];
      return deps.db.transaction(async (tx) => {
        const repo = createSearchRepository(tx);
        const before = await repo.pinned(actor.companyId);
        await repo.replacePinned(actor.companyId, unique);
        await deps.record(tx, actor, ip, {
          action: 'update',
          entity: 'search-hotword',
          summary: unique.join(', '),
          before,
          after: unique,
        });
        return unique;
      });
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
