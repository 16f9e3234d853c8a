import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../core/like.ts';
import { paperQuestions, paperRules, papers, questionBanks, questions } from './question.schema.ts';

export type PaperRow = typeof papers.$inferSelect;
export type PaperRuleRow = typeof paperRules.$inferSelect & { bankName: string };
export interface PaperQuestionJoin {
  questionId: number;
  score: number;
  type: number;
  stem: string;
  bankId: number;
  bankName: string;
  difficulty: number;
}

export interface PaperFilter {
  companyId: number;
  keyword?: string;
  mode?: string;
}

/** The only code that queries papers, their questions and their rules. */
export function createPaperRepository(db: DbOrTx) {
  const live = (companyId: number) =>
    and(eq(papers.companyId, companyId), isNull(papers.deletedAt));

  return {
    async list(
      f: PaperFilter,
      offset: number,
      limit: number,
    ): Promise<{ rows: PaperRow[]; total: number }> {
      const where = and(
        live(f.companyId),
        f.keyword ? ilike(papers.name, containsPattern(f.keyword)) : undefined,
        f.mode ? eq(papers.mode, f.mode) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(papers)
          .where(where)
          .orderBy(desc(papers.updatedAt), desc(papers.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(papers).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Questions per paper: a fixed paper's, or what a random paper's rules draw. */
    async questionCounts(rows: readonly PaperRow[]): Promise<Map<number, number>> {
      const fixed = rows.filter((p) => p.mode !== 'random').map((p) => p.id);
      const random = rows.filter((p) => p.mode === 'random').map((p) => p.id);
      const [a, b] = await Promise.all([
        fixed.length
          ? db
              .select({ paperId: paperQuestions.paperId, n: count() })
              .from(paperQuestions)
              .where(inArray(paperQuestions.paperId, fixed))
              .groupBy(paperQuestions.paperId)
          : [],
        random.length
          ? db
              .select({
                paperId: paperRules.paperId,
                n: sql<number>`coalesce(sum(${paperRules.count}), 0)::int`,
              })
              .from(paperRules)
              .where(inArray(paperRules.paperId, random))
              .groupBy(paperRules.paperId)
          : [],
      ]);
      return new Map([...a, ...b].map((r) => [r.paperId, Number(r.n)]));
    },

    async find(companyId: number, id: number): Promise<PaperRow | undefined> {
      const [row] = await db
        .select()
        .from(papers)
        .where(and(live(companyId), eq(papers.id, id)))
        .limit(1);
      return row;
    },
    async findMany(companyId: number, ids: readonly number[]): Promise<PaperRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(papers)
        .where(and(live(companyId), inArray(papers.id, [...new Set(ids)])));
    },

    /** A fixed paper's questions in order, with what the editor shows of each. */
    async questionsOf(paperId: number): Promise<PaperQuestionJoin[]> {
      return db
        .select({
          questionId: paperQuestions.questionId,
          score: paperQuestions.score,
          type: questions.type,
          stem: questions.stem,
          bankId: questions.bankId,
          bankName: questionBanks.name,
          difficulty: questions.difficulty,
        })
        .from(paperQuestions)
        .innerJoin(questions, eq(questions.id, paperQuestions.questionId))
        .innerJoin(questionBanks, eq(questionBanks.id, questions.bankId))
        .where(eq(paperQuestions.paperId, paperId))
        .orderBy(asc(paperQuestions.sort), asc(paperQuestions.questionId));
    },
    async rulesOf(paperId: number): Promise<PaperRuleRow[]> {
      const rows = await db
        .select({ rule: paperRules, bankName: questionBanks.name })
        .from(paperRules)
        .innerJoin(questionBanks, eq(questionBanks.id, paperRules.bankId))
        .where(eq(paperRules.paperId, paperId))
        .orderBy(asc(paperRules.sort), asc(paperRules.id));
      return rows.map((r) => ({ ...r.rule, bankName: r.bankName }));
    },

    async insert(values: typeof papers.$inferInsert): Promise<PaperRow> {
      const [row] = await db.insert(papers).values(values).returning();
      if (!row) throw new Error('insert papers returned nothing');
      return row;
    },
    async update(id: number, values: Partial<typeof papers.$inferInsert>): Promise<PaperRow> {
      const [row] = await db
        .update(papers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(papers.id, id))
        .returning();
      if (!row) throw new Error('update papers returned nothing');
      return row;
    },
    /** Replaces a paper's questions and rules (one of the two lists is empty). */
    async replaceContent(
      paperId: number,
      items: readonly { questionId: number; score: number }[],
      rules: readonly {
        bankId: number;
        type: number;
        difficulty: number | null;
        count: number;
        score: number;
      }[],
    ): Promise<void> {
      await db.delete(paperQuestions).where(eq(paperQuestions.paperId, paperId));
      await db.delete(paperRules).where(eq(paperRules.paperId, paperId));
      if (items.length)
        await db
          .insert(paperQuestions)
          .values(
            items.map((q, sort) => ({ paperId, questionId: q.questionId, score: q.score, sort })),
          );
      if (rules.length)
        await db.insert(paperRules).values(rules.map((r, sort) => ({ paperId, ...r, sort })));
    },
    async softDelete(ids: readonly number[]): Promise<void> {
      if (!ids.length) return;
      const now = new Date();
      await db
        .update(papers)
        .set({ deletedAt: now, updatedAt: now })
        .where(inArray(papers.id, [...ids]));
    },
  };
}
export type PaperRepository = ReturnType<typeof createPaperRepository>;
