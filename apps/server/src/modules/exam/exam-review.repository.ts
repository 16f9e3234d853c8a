import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { examAnswers, examAttempts, examReviewers, exams } from './exam.schema.ts';

export type ReviewTab = 'pending' | 'done';

/** The reviewers' queries: their exams, the attempts to mark, the answers and their marks. */
export function createExamReviewRepository(db: DbOrTx) {
  const pendingOf = sql<number>`(select count(*)::int from ${examAttempts} where ${examAttempts.examId} = ${exams.id} and ${examAttempts.status} = 'pending_marking')`;
  const markedOf = sql<number>`(select count(*)::int from ${examAttempts} where ${examAttempts.examId} = ${exams.id} and ${examAttempts.status} = 'marked' and ${examAttempts.markedBy} is not null)`;

  const membersOf = (examId: number, tab: ReviewTab) =>
    tab === 'pending'
      ? and(eq(examAttempts.examId, examId), eq(examAttempts.status, 'pending_marking'))
      : and(
          eq(examAttempts.examId, examId),
          eq(examAttempts.status, 'marked'),
          isNotNull(examAttempts.markedBy),
        );

  return {
    /**
     * The exams the user marks: 'pending' those with attempts waiting, 'done' the others. Per
     * exam two counts by exam_attempts_exam_status_idx; a reviewer has few exams.
     */
    async exams(companyId: number, userId: number, tab: ReviewTab, offset: number, limit: number) {
      const where = and(
        eq(exams.companyId, companyId),
        isNull(exams.deletedAt),
        tab === 'pending' ? sql`${pendingOf} > 0` : sql`${pendingOf} = 0`,
      );
      const base = () =>
        db
          .select({
            examId: exams.id,
            name: exams.name,
            endAt: exams.endAt,
            pending: pendingOf,
            marked: markedOf,
          })
          .from(examReviewers)
          .innerJoin(exams, eq(exams.id, examReviewers.examId))
          .where(and(eq(examReviewers.userId, userId), where));
      const [rows, [total]] = await Promise.all([
        base()
          .orderBy(tab === 'pending' ? asc(exams.endAt) : desc(exams.endAt), desc(exams.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ n: count() })
          .from(examReviewers)
          .innerJoin(exams, eq(exams.id, examReviewers.examId))
          .where(and(eq(examReviewers.userId, userId), where)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The exam (live, of the company) when the user is one of its reviewers. */
    async reviewedExam(companyId: number, userId: number, examId: number) {
      const [row] = await db
        .select({ id: exams.id, name: exams.name, endAt: exams.endAt })
        .from(examReviewers)
        .innerJoin(exams, eq(exams.id, examReviewers.examId))
        .where(
          and(
            eq(examReviewers.userId, userId),
            eq(examReviewers.examId, examId),
            eq(exams.companyId, companyId),
            isNull(exams.deletedAt),
          ),
        );
      return row;
    },

    async isReviewer(examId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: examReviewers.userId })
        .from(examReviewers)
        .where(and(eq(examReviewers.examId, examId), eq(examReviewers.userId, userId)));
      return !!row;
    },

    /** One exam's attempts: 'pending' waiting for marks (oldest first), 'done' marked by a reviewer. */
    async members(examId: number, tab: ReviewTab, offset: number, limit: number) {
      const where = membersOf(examId, tab);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            attemptId: examAttempts.id,
            userId: examAttempts.userId,
            submittedAt: examAttempts.submittedAt,
            status: examAttempts.status,
            score: examAttempts.score,
          })
          .from(examAttempts)
          .where(where)
          .orderBy(tab === 'pending' ? asc(examAttempts.id) : desc(examAttempts.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(examAttempts).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** An attempt of the company with its exam's name (a live exam), locked when asked. */
    async findAttempt(companyId: number, attemptId: number, lock = false) {
      const query = db
        .select({
          id: examAttempts.id,
          examId: examAttempts.examId,
          userId: examAttempts.userId,
          status: examAttempts.status,
          paper: examAttempts.paper,
          objectiveScore: examAttempts.objectiveScore,
          totalScore: examAttempts.totalScore,
          passScore: examAttempts.passScore,
          score: examAttempts.score,
          examName: exams.name,
        })
        .from(examAttempts)
        .innerJoin(exams, eq(exams.id, examAttempts.examId))
        .where(
          and(
            eq(examAttempts.id, attemptId),
            eq(examAttempts.companyId, companyId),
            eq(exams.companyId, companyId),
            isNull(exams.deletedAt),
          ),
        );
      const [row] = lock ? await query.for('update', { of: examAttempts }) : await query;
      return row;
    },

    async countMembers(examId: number, tab: ReviewTab): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(examAttempts)
        .where(membersOf(examId, tab));
      return row?.n ?? 0;
    },

    async answers(attemptId: number) {
      return db
        .select({
          questionId: examAnswers.questionId,
          value: examAnswers.value,
          score: examAnswers.score,
          correct: examAnswers.correct,
          comment: examAnswers.comment,
        })
        .from(examAnswers)
        .where(eq(examAnswers.attemptId, attemptId));
    },

    /** Writes a reviewer's marks on answers of one attempt (one statement). */
    async mark(
      attemptId: number,
      userId: number,
      marks: { questionId: number; score: number; correct: boolean; comment: string }[],
    ): Promise<void> {
      if (!marks.length) return;
      const values = sql.join(
        marks.map(
          (m) =>
            sql`(${m.questionId}::int, ${m.score}::float8, ${m.correct}::boolean, ${m.comment}::text)`,
        ),
        sql`, `,
      );
      await db.execute(sql`
        update ${examAnswers} set
          score = v.score, correct = v.correct, comment = v.comment, marked_by = ${userId}
        from (values ${values}) as v(question_id, score, correct, comment)
        where ${examAnswers.attemptId} = ${attemptId} and ${examAnswers.questionId} = v.question_id`);
    },

    async setMarker(attemptId: number, userId: number): Promise<void> {
      await db
        .update(examAttempts)
        .set({ markedBy: userId, markedAt: new Date(), updatedAt: new Date() })
        .where(eq(examAttempts.id, attemptId));
    },
  };
}
export type ExamReviewRepository = ReturnType<typeof createExamReviewRepository>;
