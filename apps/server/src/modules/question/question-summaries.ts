import { and, asc, count, desc, eq, ilike, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../core/like.ts';
import {
  paperQuestions,
  paperRules,
  papers,
  questionBanks,
  questionCategories,
  questions,
} from './question.schema.ts';

/** A bank as other modules list it. */
export interface BankSummary {
  id: number;
  name: string;
  description: string;
  categoryName: string;
  /** Live top-level questions of the counted types. */
  questionCount: number;
}

/** A paper as other modules list it. */
export interface PaperSummary {
  id: number;
  name: string;
  totalScore: number;
  passRatio: number;
  questionCount: number;
}

/**
 * Names and counts of banks and papers for the modules that list them beside their own data
 * (practice banks, simulation papers): one query per list, never one per row.
 */
export function createQuestionSummaries(db: DbOrTx) {
  /** Live top-level questions per bank, of `types` when given. */
  async function questionCounts(
    bankIds: readonly number[],
    types?: readonly number[],
  ): Promise<Map<number, number>> {
    if (!bankIds.length) return new Map();
    const rows = await db
      .select({ bankId: questions.bankId, n: count() })
      .from(questions)
      .where(
        and(
          inArray(questions.bankId, [...bankIds]),
          isNull(questions.parentId),
          isNull(questions.deletedAt),
          types?.length ? inArray(questions.type, [...types]) : undefined,
        ),
      )
      .groupBy(questions.bankId);
    return new Map(rows.map((r) => [r.bankId, r.n]));
  }

  const bankColumns = {
    id: questionBanks.id,
    name: questionBanks.name,
    description: questionBanks.description,
    categoryName: questionCategories.name,
  };

  async function withCounts(
    rows: { id: number; name: string; description: string; categoryName: string | null }[],
    types?: readonly number[],
  ): Promise<BankSummary[]> {
    const counts = await questionCounts(
      rows.map((r) => r.id),
      types,
    );
    return rows.map((r) => ({
      ...r,
      categoryName: r.categoryName ?? '',
      questionCount: counts.get(r.id) ?? 0,
    }));
  }

  return {
    /**
     * A page of the company's banks (name contains `keyword`), optionally only `onlyIds` or
     * leaving out `exceptIds`, by name.
     */
    async bankPage(
      companyId: number,
      opts: {
        keyword?: string;
        onlyIds?: readonly number[];
        exceptIds?: readonly number[];
        types?: readonly number[];
        offset: number;
        limit: number;
      },
    ): Promise<{ rows: BankSummary[]; total: number }> {
      if (opts.onlyIds && !opts.onlyIds.length) return { rows: [], total: 0 };
      const where = and(
        eq(questionBanks.companyId, companyId),
        opts.keyword ? ilike(questionBanks.name, containsPattern(opts.keyword)) : undefined,
        opts.onlyIds ? inArray(questionBanks.id, [...opts.onlyIds]) : undefined,
        opts.exceptIds?.length ? notInArray(questionBanks.id, [...opts.exceptIds]) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(bankColumns)
          .from(questionBanks)
          .leftJoin(questionCategories, eq(questionCategories.id, questionBanks.categoryId))
          .where(where)
          .orderBy(asc(questionBanks.name), asc(questionBanks.id))
          .offset(opts.offset)
          .limit(opts.limit),
        db.select({ n: count() }).from(questionBanks).where(where),
      ]);
      return { rows: await withCounts(rows, opts.types), total: total?.n ?? 0 };
    },

    /** The company's banks among `ids`. */
    async banks(
      companyId: number,
      ids: readonly number[],
      types?: readonly number[],
    ): Promise<Map<number, BankSummary>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select(bankColumns)
        .from(questionBanks)
        .leftJoin(questionCategories, eq(questionCategories.id, questionBanks.categoryId))
        .where(
          and(eq(questionBanks.companyId, companyId), inArray(questionBanks.id, [...new Set(ids)])),
        );
      return new Map((await withCounts(rows, types)).map((b) => [b.id, b]));
    },

    /** The knowledge points of the live top-level questions of banks, alphabetically. */
    async knowledgePoints(
      companyId: number,
      bankIds: readonly number[],
      limit = 200,
    ): Promise<string[]> {
      if (!bankIds.length) return [];
      const rows = await db
        .selectDistinct({ point: sql<string>`kp.value` })
        .from(sql`${questions}, jsonb_array_elements_text(${questions.knowledgePoints}) as kp`)
        .where(
          and(
            eq(questions.companyId, companyId),
            inArray(questions.bankId, [...bankIds]),
            isNull(questions.parentId),
            isNull(questions.deletedAt),
          ),
        )
        .orderBy(sql`kp.value`)
        .limit(limit);
      return rows.map((r) => r.point);
    },

    /** The company's live papers among `ids`, with their question counts. */
    async papers(companyId: number, ids: readonly number[]): Promise<Map<number, PaperSummary>> {
      if (!ids.length) return new Map();
      const unique = [...new Set(ids)];
      const [rows, fixed, random] = await Promise.all([
        db
          .select()
          .from(papers)
          .where(
            and(
              eq(papers.companyId, companyId),
              inArray(papers.id, unique),
              isNull(papers.deletedAt),
            ),
          )
          .orderBy(desc(papers.id)),
        db
          .select({ paperId: paperQuestions.paperId, n: count() })
          .from(paperQuestions)
          .where(inArray(paperQuestions.paperId, unique))
          .groupBy(paperQuestions.paperId),
        db
          .select({
            paperId: paperRules.paperId,
            n: sql<number>`coalesce(sum(${paperRules.count}), 0)::int`,
          })
          .from(paperRules)
          .where(inArray(paperRules.paperId, unique))
          .groupBy(paperRules.paperId),
      ]);
      const counts = new Map([...fixed, ...random].map((r) => [r.paperId, Number(r.n)]));
      return new Map(
        rows.map((p) => [
          p.id,
          {
            id: p.id,
            name: p.name,
            totalScore: p.totalScore,
            passRatio: p.passRatio,
            questionCount: counts.get(p.id) ?? 0,
          },
        ]),
      );
    },
  };
}
export type QuestionSummaries = ReturnType<typeof createQuestionSummaries>;
