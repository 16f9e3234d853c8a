import { and, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AttemptStatus, ExamKind, ExamStatus } from '@ascent/shared/exam';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../core/like.ts';
import { audienceQueries, type AudienceRow } from '../../core/audience.ts';
import { examAttempts, examAudience, examReviewers, exams } from './exam.schema.ts';

export type ExamRow = typeof exams.$inferSelect;
export type NewExam = typeof exams.$inferInsert;
export type AttemptRow = typeof examAttempts.$inferSelect;

export interface ExamAdminFilter {
  companyId: number;
  keyword?: string;
  status?: ExamStatus;
  kind?: ExamKind;
}

/** Per exam: how many people took it and how many attempts wait for a reviewer. */
export interface ExamCounts {
  examinees: number;
  pendingMarking: number;
}

/** The attempt columns the results page and the export show. */
const attemptColumns = {
  id: examAttempts.id,
  userId: examAttempts.userId,
  cycle: examAttempts.cycle,
  attemptNo: examAttempts.attemptNo,
  status: examAttempts.status,
  score: examAttempts.score,
  passed: examAttempts.passed,
  startedAt: examAttempts.startedAt,
  submittedAt: examAttempts.submittedAt,
  submitReason: examAttempts.submitReason,
  screenSwitches: examAttempts.screenSwitches,
};
export type AttemptListRow = {
  [K in keyof typeof attemptColumns]: AttemptRow[K];
};

/** The admin side's queries on exams, their audience, reviewers and attempts. */
export function createExamAdminRepository(db: DbOrTx) {
  const live = (companyId: number) => and(eq(exams.companyId, companyId), isNull(exams.deletedAt));
  const audience = audienceQueries(db, examAudience);

  return {
    async findInCompany(companyId: number, id: number): Promise<ExamRow | undefined> {
      const [row] = await db
        .select()
        .from(exams)
        .where(and(live(companyId), eq(exams.id, id)));
      return row;
    },

    async findManyInCompany(companyId: number, ids: number[]): Promise<ExamRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(exams)
        .where(and(live(companyId), inArray(exams.id, ids)));
    },

    /** Locks an exam row for the rest of the transaction (publish, save, delete in step). */
    async lock(id: number): Promise<void> {
      await db.select({ id: exams.id }).from(exams).where(eq(exams.id, id)).for('update');
    },

    async list(
      filter: ExamAdminFilter,
      offset: number,
      limit: number,
    ): Promise<{ rows: ExamRow[]; total: number }> {
      const where: SQL | undefined = and(
        live(filter.companyId),
        filter.keyword ? ilike(exams.name, containsPattern(filter.keyword)) : undefined,
        filter.status ? eq(exams.status, filter.status) : undefined,
        filter.kind ? eq(exams.kind, filter.kind) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(exams)
          .where(where)
          .orderBy(desc(exams.updatedAt), desc(exams.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(exams).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Examinees and pending attempts per exam, for a page of exams (one grouped query). */
    async countsOf(examIds: number[]): Promise<Map<number, ExamCounts>> {
      if (!examIds.length) return new Map();
      const rows = await db
        .select({
          examId: examAttempts.examId,
          examinees: sql<number>`count(distinct ${examAttempts.userId})::int`,
          pendingMarking: sql<number>`(count(*) filter (where ${examAttempts.status} = 'pending_marking'))::int`,
        })
        .from(examAttempts)
        .where(inArray(examAttempts.examId, examIds))
        .groupBy(examAttempts.examId);
      return new Map(rows.map((r) => [r.examId, r]));
    },

    async audience(examId: number): Promise<AudienceRow[]> {
      return audience.of(examId);
    },

    async reviewerIds(examId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: examReviewers.userId })
        .from(examReviewers)
        .where(eq(examReviewers.examId, examId))
        .orderBy(examReviewers.userId);
      return rows.map((r) => r.userId);
    },

    async insert(values: NewExam): Promise<ExamRow> {
      const [row] = await db.insert(exams).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<NewExam>): Promise<ExamRow> {
      const [row] = await db
        .update(exams)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(exams.id, id))
        .returning();
      return row!;
    },

    /** Publishes or takes down exams; the first publication date stays. */
    async setStatus(ids: number[], status: ExamStatus): Promise<void> {
      if (!ids.length) return;
      await db
        .update(exams)
        .set({
          status,
          updatedAt: new Date(),
          ...(status === 'published'
            ? { publishedAt: sql`coalesce(${exams.publishedAt}, now())` }
            : {}),
        })
        .where(inArray(exams.id, ids));
    },

    async replaceAudience(examId: number, rows: readonly AudienceRow[]): Promise<void> {
      await audience.replace(examId, rows);
    },

    async replaceReviewers(examId: number, userIds: number[]): Promise<void> {
      await db.delete(examReviewers).where(eq(examReviewers.examId, examId));
      if (userIds.length)
        await db.insert(examReviewers).values(userIds.map((userId) => ({ examId, userId })));
    },

    /** Attempts of an exam, and those still being answered. */
    async attemptCounts(examId: number): Promise<{ all: number; inProgress: number }> {
      const [row] = await db
        .select({
          all: sql<number>`count(*)::int`,
          inProgress: sql<number>`(count(*) filter (where ${examAttempts.status} = 'in_progress'))::int`,
        })
        .from(examAttempts)
        .where(eq(examAttempts.examId, examId));
      return { all: row?.all ?? 0, inProgress: row?.inProgress ?? 0 };
    },

    async softDelete(ids: number[]): Promise<void> {
      await db
        .update(exams)
        .set({ deletedAt: new Date(), updatedAt: new Date() })
        .where(inArray(exams.id, ids));
    },

    /** One page of an exam's attempts, newest first (exam_attempts_exam_status_idx). */
    async attempts(
      examId: number,
      status: AttemptStatus | undefined,
      offset: number,
      limit: number,
    ): Promise<{ rows: AttemptListRow[]; total: number }> {
      const where = and(
        eq(examAttempts.examId, examId),
        status ? eq(examAttempts.status, status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(attemptColumns)
          .from(examAttempts)
          .where(where)
          .orderBy(desc(examAttempts.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(examAttempts).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async countAttempts(examId: number, status: AttemptStatus | undefined): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(examAttempts)
        .where(
          and(
            eq(examAttempts.examId, examId),
            status ? eq(examAttempts.status, status) : undefined,
          ),
        );
      return row?.n ?? 0;
    },

    /** Every attempt of an exam for the export, oldest first. */
    async allAttempts(
      examId: number,
      status: AttemptStatus | undefined,
    ): Promise<AttemptListRow[]> {
      return db
        .select(attemptColumns)
        .from(examAttempts)
        .where(
          and(
            eq(examAttempts.examId, examId),
            status ? eq(examAttempts.status, status) : undefined,
          ),
        )
        .orderBy(examAttempts.id);
    },
  };
}
export type ExamAdminRepository = ReturnType<typeof createExamAdminRepository>;
