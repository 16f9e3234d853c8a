import { and, asc, count, desc, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { createTreeStore, inSubtree } from '../../core/tree/tree-store.ts';
import { containsPattern } from '../../core/like.ts';
import { questionBanks, questionCategories, questions } from './question.schema.ts';

export type QuestionCategoryRow = typeof questionCategories.$inferSelect;
export type QuestionBankRow = typeof questionBanks.$inferSelect;
export type QuestionBankListRow = QuestionBankRow & { categoryName: string | null };

/** The advisory-lock class of question category changes (pg_advisory_xact_lock(class, company)). */
const TREE_LOCK_CLASS = 0x9b0c47;

export interface BankFilter {
  companyId: number;
  keyword?: string;
  categoryId?: number;
}

/** Live top-level questions: what a bank lists and what papers draw. */
export const liveTopLevel = (): SQL =>
  and(isNull(questions.parentId), isNull(questions.deletedAt))!;

/** The only code that queries question categories and banks. */
export function createQuestionBankRepository(db: DbOrTx) {
  const cats = questionCategories;
  const banks = questionBanks;
  const tree = createTreeStore(db, cats, TREE_LOCK_CLASS);

  /** Banks of a category and of every category below it (by the materialized path). */
  const inCategoryTree = (companyId: number, categoryId: number): SQL =>
    inSubtree(db, cats, banks.categoryId, companyId, categoryId);

  const live = (companyId: number) => and(eq(banks.companyId, companyId), isNull(banks.deletedAt));

  return {
    tree,
    async categories(companyId: number): Promise<QuestionCategoryRow[]> {
      return db
        .select()
        .from(cats)
        .where(eq(cats.companyId, companyId))
        .orderBy(asc(cats.sort), asc(cats.id));
    },
    async countBanksInCategory(categoryId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(banks)
        .where(and(eq(banks.categoryId, categoryId), isNull(banks.deletedAt)));
      return row?.n ?? 0;
    },

    async list(
      f: BankFilter,
      offset: number,
      limit: number,
    ): Promise<{ rows: QuestionBankListRow[]; total: number }> {
      const where = and(
        live(f.companyId),
        f.keyword ? ilike(banks.name, containsPattern(f.keyword)) : undefined,
        f.categoryId ? inCategoryTree(f.companyId, f.categoryId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ bank: banks, categoryName: cats.name })
          .from(banks)
          .leftJoin(cats, eq(cats.id, banks.categoryId))
          .where(where)
          .orderBy(desc(banks.updatedAt), desc(banks.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(banks).where(where),
      ]);
      return {
        rows: rows.map((r) => ({ ...r.bank, categoryName: r.categoryName })),
        total: total?.n ?? 0,
      };
    },

    async find(companyId: number, id: number): Promise<QuestionBankListRow | undefined> {
      const [row] = await db
        .select({ bank: banks, categoryName: cats.name })
        .from(banks)
        .leftJoin(cats, eq(cats.id, banks.categoryId))
        .where(and(live(companyId), eq(banks.id, id)))
        .limit(1);
      return row ? { ...row.bank, categoryName: row.categoryName } : undefined;
    },
    /** The live banks of the company among `ids`. */
    async findMany(companyId: number, ids: readonly number[]): Promise<QuestionBankRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(banks)
        .where(and(live(companyId), inArray(banks.id, [...new Set(ids)])));
    },

    async insert(values: typeof banks.$inferInsert): Promise<QuestionBankRow> {
      const [row] = await db.insert(banks).values(values).returning();
      if (!row) throw new Error('insert question_banks returned nothing');
      return row;
    },
    async update(id: number, values: Partial<typeof banks.$inferInsert>): Promise<void> {
      await db
        .update(banks)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(banks.id, id));
    },
    /** Marks a bank changed (its questions changed). */
    async touch(ids: readonly number[]): Promise<void> {
      if (!ids.length) return;
      await db
        .update(banks)
        .set({ updatedAt: new Date() })
        .where(inArray(banks.id, [...new Set(ids)]));
    },
    /** Deletes banks and their live questions (rows stay for the attempts that used them). */
    async softDelete(ids: readonly number[]): Promise<void> {
      if (!ids.length) return;
      const now = new Date();
      await db
        .update(questions)
        .set({ deletedAt: now })
        .where(and(inArray(questions.bankId, [...ids]), liveTopLevel()));
      await db
        .update(banks)
        .set({ deletedAt: now, updatedAt: now })
        .where(inArray(banks.id, [...ids]));
    },

    /** Live top-level questions per bank. */
    async questionCounts(ids: readonly number[]): Promise<Map<number, number>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ bankId: questions.bankId, n: count() })
        .from(questions)
        .where(and(inArray(questions.bankId, [...ids]), liveTopLevel()))
        .groupBy(questions.bankId);
      return new Map(rows.map((r) => [r.bankId, r.n]));
    },

    /** Live top-level questions per bank, type and difficulty (what rules can draw). */
    async stats(
      companyId: number,
      ids: readonly number[],
    ): Promise<{ bankId: number; type: number; difficulty: number; count: number }[]> {
      if (!ids.length) return [];
      return db
        .select({
          bankId: questions.bankId,
          type: questions.type,
          difficulty: questions.difficulty,
          count: count(),
        })
        .from(questions)
        .where(
          and(
            eq(questions.companyId, companyId),
            inArray(questions.bankId, [...new Set(ids)]),
            liveTopLevel(),
          ),
        )
        .groupBy(questions.bankId, questions.type, questions.difficulty)
        .orderBy(asc(questions.bankId), asc(questions.type), asc(questions.difficulty));
    },
  };
}
export type QuestionBankRepository = ReturnType<typeof createQuestionBankRepository>;
