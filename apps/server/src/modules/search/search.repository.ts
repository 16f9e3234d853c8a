import { and, asc, count, desc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { searchLog, searchPinnedWords } from './search.schema.ts';

/** The only code that queries the search tables. */
export function createSearchRepository(db: DbOrTx) {
  return {
    async record(companyId: number, userId: number, keyword: string): Promise<void> {
      await db.insert(searchLog).values({ companyId, userId, keyword });
    },
    /** The company's most searched keywords since `since`. */
    async topKeywords(
      companyId: number,
      since: Date,
      limit: number,
    ): Promise<{ keyword: string; count: number }[]> {
      const n = count();
      return db
        .select({ keyword: searchLog.keyword, count: n })
        .from(searchLog)
        .where(and(eq(searchLog.companyId, companyId), gte(searchLog.createdAt, since)))
        .groupBy(searchLog.keyword)
        .orderBy(desc(n), asc(searchLog.keyword))
        .limit(limit);
    },
    async pinned(companyId: number): Promise<string[]> {
      const rows = await db
        .select({ word: searchPinnedWords.word })
        .from(searchPinnedWords)
        .where(eq(searchPinnedWords.companyId, companyId))
        .orderBy(asc(searchPinnedWords.sort), asc(searchPinnedWords.id));
      return rows.map((r) => r.word);
    },
    async replacePinned(companyId: number, words: string[]): Promise<void> {
      await db.delete(searchPinnedWords).where(eq(searchPinnedWords.companyId, companyId));
      if (words.length)
        await db
          .insert(searchPinnedWords)
          .values(words.map((word, sort) => ({ companyId, word, sort })));
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
