import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { wrongQuestions } from './practice.schema.ts';

export type WrongQuestionDbRow = typeof wrongQuestions.$inferSelect;

/** The only code that queries the wrong-question book (wrong_questions). */
export function createWrongBookRepository(db: DbOrTx) {
  return {
    async wrongPage(
      userId: number,
      offset: number,
      limit: number,
    ): Promise<{ rows: WrongQuestionDbRow[]; total: number }> {
      const where = and(eq(wrongQuestions.userId, userId), isNull(wrongQuestions.clearedAt));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(wrongQuestions)
          .where(where)
          .orderBy(desc(wrongQuestions.lastWrongAt), desc(wrongQuestions.questionId))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(wrongQuestions).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async wrongCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(wrongQuestions)
        .where(and(eq(wrongQuestions.userId, userId), isNull(wrongQuestions.clearedAt)));
      return row?.n ?? 0;
    },
    /** The top-level questions of the book, most recently got wrong first. */
    async wrongRoots(userId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ rootId: wrongQuestions.rootId, last: sql`max(${wrongQuestions.lastWrongAt})` })
        .from(wrongQuestions)
        .where(and(eq(wrongQuestions.userId, userId), isNull(wrongQuestions.clearedAt)))
        .groupBy(wrongQuestions.rootId)
        .orderBy(desc(sql`max(${wrongQuestions.lastWrongAt})`), desc(wrongQuestions.rootId))
        .limit(limit);
      return rows.map((r) => r.rootId);
    },
    async clearWrong(userId: number, questionIds: number[]): Promise<number> {
      if (!questionIds.length) return 0;
      const rows = await db
        .update(wrongQuestions)
        .set({ clearedAt: new Date() })
        .where(
          and(
            eq(wrongQuestions.userId, userId),
            inArray(wrongQuestions.questionId, questionIds),
            isNull(wrongQuestions.clearedAt),
          ),
        )
        .returning({ id: wrongQuestions.questionId });
      return rows.length;
    },
    /** Adds units to the book (or counts another wrong answer); a cleared unit comes back. */
    async addWrong(
      rows: {
        userId: number;
        companyId: number;
        questionId: number;
        rootId: number;
        lastSource: string;
      }[],
    ): Promise<void> {
      if (!rows.length) return;
      await db
        .insert(wrongQuestions)
        .values(rows)
        .onConflictDoUpdate({
          target: [wrongQuestions.userId, wrongQuestions.questionId],
          set: {
            wrongCount: sql`${wrongQuestions.wrongCount} + 1`,
            rightStreak: 0,
            lastSource: sql`excluded.last_source`,
            lastWrongAt: sql`now()`,
            clearedAt: null,
          },
        });
    },
    /** Counts a right answer on units in the book; `removeAfter` in a row clears them. */
    async countRight(userId: number, questionIds: number[], removeAfter: number): Promise<void> {
      if (!questionIds.length) return;
      await db
        .update(wrongQuestions)
        .set({
          rightStreak: sql`${wrongQuestions.rightStreak} + 1`,
          clearedAt: sql`case when ${wrongQuestions.rightStreak} + 1 >= ${removeAfter} then now() else null end`,
        })
        .where(
          and(
            eq(wrongQuestions.userId, userId),
            inArray(wrongQuestions.questionId, questionIds),
            isNull(wrongQuestions.clearedAt),
          ),
        );
    },
  };
}
export type WrongBookRepository = ReturnType<typeof createWrongBookRepository>;
