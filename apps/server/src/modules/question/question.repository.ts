import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  notInArray,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../core/like.ts';
import { paperQuestions, paperRules, papers, questionBanks, questions } from './question.schema.ts';
import { liveTopLevel } from './question-bank.repository.ts';

export type QuestionRow = typeof questions.$inferSelect;
export type NewQuestion = typeof questions.$inferInsert;
export type QuestionListRow = QuestionRow & { bankName: string };

export interface QuestionFilter {
  companyId: number;
  bankId?: number;
  type?: number;
  difficulty?: number;
  keyword?: string;
}

/** Rows inserted per statement (an import's thousands of questions). */
const INSERT_BATCH = 500;

/** The only code that queries questions (and which papers use them). */
export function createQuestionRepository(db: DbOrTx) {
  const q = questions;

  const where = (f: QuestionFilter): SQL =>
    and(
      eq(q.companyId, f.companyId),
      liveTopLevel(),
      f.bankId ? eq(q.bankId, f.bankId) : undefined,
      f.type ? eq(q.type, f.type) : undefined,
      f.difficulty ? eq(q.difficulty, f.difficulty) : undefined,
      f.keyword ? ilike(q.stem, containsPattern(f.keyword)) : undefined,
    )!;

  const withBank = () =>
    db
      .select({ question: q, bankName: questionBanks.name })
      .from(q)
      .innerJoin(questionBanks, eq(questionBanks.id, q.bankId));

  const flatten = (rows: { question: QuestionRow; bankName: string }[]): QuestionListRow[] =>
    rows.map((r) => ({ ...r.question, bankName: r.bankName }));

  return {
    /** Live top-level questions, newest first. */
    async list(
      f: QuestionFilter,
      offset: number,
      limit: number,
    ): Promise<{ rows: QuestionListRow[]; total: number }> {
      const w = where(f);
      const [rows, [total]] = await Promise.all([
        withBank().where(w).orderBy(desc(q.id)).offset(offset).limit(limit),
        db.select({ n: count() }).from(q).where(w),
      ]);
      return { rows: flatten(rows), total: total?.n ?? 0 };
    },
    async count(f: QuestionFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(q).where(where(f));
      return row?.n ?? 0;
    },
    /** Every matching question, oldest first (the export). */
    async all(f: QuestionFilter): Promise<QuestionListRow[]> {
      return flatten(await withBank().where(where(f)).orderBy(asc(q.id)));
    },

    /** A live top-level question of the company. */
    async find(companyId: number, id: number): Promise<QuestionListRow | undefined> {
      const [row] = await withBank()
        .where(and(eq(q.companyId, companyId), eq(q.id, id), liveTopLevel()))
        .limit(1);
      return row ? { ...row.question, bankName: row.bankName } : undefined;
    },
    /** The live top-level questions of the company among `ids`. */
    async findMany(companyId: number, ids: readonly number[]): Promise<QuestionListRow[]> {
      if (!ids.length) return [];
      return flatten(
        await withBank().where(
          and(eq(q.companyId, companyId), inArray(q.id, [...new Set(ids)]), liveTopLevel()),
        ),
      );
    },
    /** The live sub-questions of cases, in order. */
    async childrenOf(parentIds: readonly number[]): Promise<Map<number, QuestionRow[]>> {
      const byParent = new Map<number, QuestionRow[]>();
      if (!parentIds.length) return byParent;
      const rows = await db
        .select()
        .from(q)
        .where(and(inArray(q.parentId, [...parentIds]), isNull(q.deletedAt)))
        .orderBy(asc(q.parentId), asc(q.sort), asc(q.id));
      for (const r of rows) {
        const list = byParent.get(r.parentId!) ?? [];
        list.push(r);
        byParent.set(r.parentId!, list);
      }
      return byParent;
    },
    /** Live sub-questions per case. */
    async childCounts(parentIds: readonly number[]): Promise<Map<number, number>> {
      if (!parentIds.length) return new Map();
      const rows = await db
        .select({ parentId: q.parentId, n: count() })
        .from(q)
        .where(and(inArray(q.parentId, [...parentIds]), isNull(q.deletedAt)))
        .groupBy(q.parentId);
      return new Map(rows.map((r) => [r.parentId!, r.n]));
    },

    async insert(values: NewQuestion): Promise<QuestionRow> {
      const [row] = await db.insert(q).values(values).returning();
      if (!row) throw new Error('insert questions returned nothing');
      return row;
    },
    /** Inserts rows in batches; the ids come back in the rows' order. */
    async insertMany(values: NewQuestion[]): Promise<number[]> {
      const ids: number[] = [];
      for (let i = 0; i < values.length; i += INSERT_BATCH) {
        const rows = await db
          .insert(q)
          .values(values.slice(i, i + INSERT_BATCH))
          .returning({ id: q.id });
        ids.push(...rows.map((r) => r.id));
      }
      return ids;
    },
    async update(id: number, values: Partial<NewQuestion>): Promise<void> {
      await db
        .update(q)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(q.id, id));
    },
    /** Moves a case's sub-questions with it to another bank. */
    async setChildrenBank(parentId: number, bankId: number): Promise<void> {
      await db.update(q).set({ bankId }).where(eq(q.parentId, parentId));
    },
    async softDelete(ids: readonly number[]): Promise<void> {
      if (!ids.length) return;
      await db
        .update(q)
        .set({ deletedAt: new Date() })
        .where(inArray(q.id, [...ids]));
    },
    /** Deletes the sub-questions of a case that are not in `keep`. */
    async softDeleteChildren(parentId: number, keep: readonly number[]): Promise<void> {
      await db
        .update(q)
        .set({ deletedAt: new Date() })
        .where(
          and(
            eq(q.parentId, parentId),
            isNull(q.deletedAt),
            keep.length ? notInArray(q.id, [...keep]) : undefined,
          ),
        );
    },

    /** Live papers holding any of the questions: one (question, paper) pair each. */
    async papersHolding(
      questionIds: readonly number[],
    ): Promise<{ questionId: number; paperName: string }[]> {
      if (!questionIds.length) return [];
      return db
        .select({ questionId: paperQuestions.questionId, paperName: papers.name })
        .from(paperQuestions)
        .innerJoin(papers, eq(papers.id, paperQuestions.paperId))
        .where(and(inArray(paperQuestions.questionId, [...questionIds]), isNull(papers.deletedAt)))
        .orderBy(asc(papers.id))
        .limit(questionIds.length);
    },
    /**
     * Live papers that use a bank: they draw from it, or they hold one of its live questions.
     * At most one paper per bank is named (enough to refuse the delete).
     */
    async papersUsingBanks(
      bankIds: readonly number[],
    ): Promise<{ bankId: number; paperName: string }[]> {
      if (!bankIds.length) return [];
      const [drawing, holding] = await Promise.all([
        db
          .select({ bankId: paperRules.bankId, paperName: papers.name })
          .from(paperRules)
          .innerJoin(papers, eq(papers.id, paperRules.paperId))
          .where(and(inArray(paperRules.bankId, [...bankIds]), isNull(papers.deletedAt)))
          .limit(bankIds.length * 2),
        db
          .select({ bankId: q.bankId, paperName: papers.name })
          .from(paperQuestions)
          .innerJoin(q, eq(q.id, paperQuestions.questionId))
          .innerJoin(papers, eq(papers.id, paperQuestions.paperId))
          .where(and(inArray(q.bankId, [...bankIds]), liveTopLevel(), isNull(papers.deletedAt)))
          .limit(bankIds.length * 2),
      ]);
      return [...drawing, ...holding];
    },
  };
}
export type QuestionRepository = ReturnType<typeof createQuestionRepository>;
