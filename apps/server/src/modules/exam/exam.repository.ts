import { and, count, desc, eq, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TAnswerValue } from '@ascent/shared/question';
import type { DbOrTx } from '../../db/client.ts';
import type { LearnerScope } from '../user/learner-scope.ts';
import { visibleToLearner } from '../../core/audience.ts';
import { paperTotalRows } from '../question/question.sql.ts';
import { examAnswers, examAttempts, examAudience, exams } from './exam.schema.ts';

export type ExamRow = typeof exams.$inferSelect;
export type AttemptRow = typeof examAttempts.$inferSelect;
/** An exam with its paper's total and pass ratio (the list and the detail show them). */
export type ExamWithPaper = ExamRow & { paperTotal: number; paperPassRatio: number };

/** An attempt as lists and the score kept read it (no paper, no signature). */
export interface AttemptSummary {
  id: number;
  examId: number;
  cycle: string;
  status: string;
  score: number | null;
  passed: boolean | null;
  startedAt: Date;
  submittedAt: Date | null;
  submitReason: string | null;
  deadline: Date;
}

/** The rows of a raw statement (node-postgres and PGlite both answer { rows }). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const summary = {
  id: examAttempts.id,
  examId: examAttempts.examId,
  cycle: examAttempts.cycle,
  status: examAttempts.status,
  score: examAttempts.score,
  passed: examAttempts.passed,
  startedAt: examAttempts.startedAt,
  submittedAt: examAttempts.submittedAt,
  submitReason: examAttempts.submitReason,
  deadline: examAttempts.deadline,
};

/**
 * "The question is an answerable unit of this attempt's paper" (a plain question, or a case's
 * sub-question), on the attempt row `a` and a question id expression.
 */
const isUnitOf = (paper: SQL, questionId: SQL): SQL => sql`(
  jsonb_path_exists(${paper}, '$[*] ? (@.id == $q && @.children.size() == 0)', jsonb_build_object('q', ${questionId}))
  or jsonb_path_exists(${paper}, '$[*].children[*] ? (@.id == $q)', jsonb_build_object('q', ${questionId})))`;

/** "An attempt of this examinee that still takes answers." */
const openFor = (attemptId: number, userId: number): SQL =>
  sql`a.id = ${attemptId} and a.user_id = ${userId} and a.status = 'in_progress' and a.deadline > now()`;

/** The only code that queries the exam tables for the examinee's side (exam-take). */
export function createExamRepository(db: DbOrTx) {
  const papers = paperTotalRows();
  const visibleTo = (scope: LearnerScope): SQL =>
    and(visibleToLearner(scope, exams, examAudience), isNull(exams.deletedAt))!;

  const withPaper = () =>
    db
      .select({ exam: exams, paperTotal: papers.totalScore, paperPassRatio: papers.passRatio })
      .from(exams)
      .innerJoin(papers, eq(papers.id, exams.paperId));

  const flatten = (r: { exam: ExamRow; paperTotal: number; paperPassRatio: number }) => ({
    ...r.exam,
    paperTotal: r.paperTotal,
    paperPassRatio: r.paperPassRatio,
  });

  return {
    /**
     * An exam of the learner's company (not deleted) with whether the learner may take it;
     * null when there is no such exam.
     */
    async findForLearner(
      scope: LearnerScope,
      examId: number,
    ): Promise<(ExamWithPaper & { visible: boolean }) | null> {
      const [row] = await db
        .select({
          exam: exams,
          paperTotal: papers.totalScore,
          paperPassRatio: papers.passRatio,
          visible: sql<boolean>`(${visibleTo(scope)})`,
        })
        .from(exams)
        .innerJoin(papers, eq(papers.id, exams.paperId))
        .where(
          and(eq(exams.id, examId), eq(exams.companyId, scope.companyId), isNull(exams.deletedAt)),
        );
      return row ? { ...flatten(row), visible: !!row.visible } : null;
    },

    /** Those of `ids` the learner may take by the exam's own rule (published, audience). */
    async visibleIds(scope: LearnerScope, ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: exams.id })
        .from(exams)
        .where(and(inArray(exams.id, ids), visibleTo(scope)));
      return new Set(rows.map((r) => r.id));
    },

    /** An exam by id in a company (deleted ones too: an examinee's records outlive it). */
    async findInCompany(companyId: number, examId: number): Promise<ExamWithPaper | null> {
      const [row] = await withPaper().where(
        and(eq(exams.id, examId), eq(exams.companyId, companyId)),
      );
      return row ? flatten(row) : null;
    },

    /**
     * A page of the exams a learner may take, of one kind, newest start first (the
     * (company, status, kind, start_at, id) index). 'todo': not ended and not yet passed
     * (today, for a daily exam); 'done': ended or handed in at least once.
     */
    async learnerPage(
      scope: LearnerScope,
      f: { kind: string; tab: 'all' | 'todo' | 'done'; cycle: string },
      offset: number,
      limit: number,
    ): Promise<{ rows: ExamWithPaper[]; total: number }> {
      const mine = sql`a.exam_id = ${exams.id} and a.user_id = ${scope.userId}`;
      const tab =
        f.tab === 'todo'
          ? and(
              sql`${exams.endAt} > now()`,
              sql`not exists (select 1 from ${examAttempts} a where ${mine} and a.passed
                  ${f.kind === 'cyclic' ? sql`and a.cycle = ${f.cycle}` : sql``})`,
            )
          : f.tab === 'done'
            ? sql`(${exams.endAt} <= now() or exists (select 1 from ${examAttempts} a where ${mine} and a.status <> 'in_progress'))`
            : undefined;
      const where = and(visibleTo(scope), eq(exams.kind, f.kind), tab);
      const [rows, [total]] = await Promise.all([
        withPaper()
          .where(where)
          .orderBy(desc(exams.startAt), desc(exams.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(exams).where(where),
      ]);
      return { rows: rows.map(flatten), total: total?.n ?? 0 };
    },

    /**
     * The examinee's attempts at some exams (for a daily exam pass the cycle: that day's, and
     * any still in progress).
     */
    async attemptsOf(userId: number, examIds: number[], cycle?: string): Promise<AttemptSummary[]> {
      if (!examIds.length) return [];
      return db
        .select(summary)
        .from(examAttempts)
        .where(
          and(
            eq(examAttempts.userId, userId),
            inArray(examAttempts.examId, examIds),
            cycle === undefined
              ? undefined
              : or(eq(examAttempts.cycle, cycle), eq(examAttempts.status, 'in_progress')),
          ),
        )
        .orderBy(desc(examAttempts.startedAt), desc(examAttempts.id));
    },

    /** The examinee's attempt in progress at an exam, if any. */
    async openAttempt(examId: number, userId: number) {
      const [row] = await db
        .select(summary)
        .from(examAttempts)
        .where(
          and(
            eq(examAttempts.examId, examId),
            eq(examAttempts.userId, userId),
            eq(examAttempts.status, 'in_progress'),
          ),
        );
      return row ?? null;
    },

    /** Attempts handed in at an exam (in one cycle of a daily exam). */
    async countHandedIn(examId: number, userId: number, cycle: string) {
      const [row] = await db
        .select({ n: count() })
        .from(examAttempts)
        .where(
          and(
            eq(examAttempts.userId, userId),
            eq(examAttempts.examId, examId),
            eq(examAttempts.cycle, cycle),
            ne(examAttempts.status, 'in_progress'),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * A new attempt; null when the examinee already has one in progress (two starts at once:
     * the unique partial index lets one through).
     */
    async insertAttempt(values: typeof examAttempts.$inferInsert): Promise<number | null> {
      const [row] = await db
        .insert(examAttempts)
        .values(values)
        .onConflictDoNothing({
          target: [examAttempts.examId, examAttempts.userId],
          where: sql`status = 'in_progress'`,
        })
        .returning({ id: examAttempts.id });
      return row?.id ?? null;
    },

    /** An attempt of this examinee (never another's). */
    async attemptOf(userId: number, attemptId: number) {
      const [row] = await db
        .select()
        .from(examAttempts)
        .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.userId, userId)));
      return row ?? null;
    },

    /** An attempt locked for hand-in or marking. */
    async lockAttempt(attemptId: number) {
      const [row] = await db
        .select()
        .from(examAttempts)
        .where(eq(examAttempts.id, attemptId))
        .for('update');
      return row ?? null;
    },

    async answersOf(attemptId: number) {
      return db
        .select({
          questionId: examAnswers.questionId,
          value: examAnswers.value,
          seq: examAnswers.seq,
          score: examAnswers.score,
          correct: examAnswers.correct,
          comment: examAnswers.comment,
        })
        .from(examAnswers)
        .where(eq(examAnswers.attemptId, attemptId));
    },

    /**
     * Saves one answer in one statement: only into the examinee's own attempt that is in
     * progress and before its deadline, only for a question of its paper, and only over a
     * stored answer with a lower seq. The stored seq when it wrote; null when it did not.
     */
    async saveAnswer(
      attemptId: number,
      userId: number,
      questionId: number,
      value: TAnswerValue,
      seq: number,
    ): Promise<number | null> {
      const res = await db.execute(sql`
        insert into ${examAnswers} (attempt_id, question_id, value, seq, saved_at)
        select a.id, ${questionId}, ${JSON.stringify(value)}::jsonb, ${seq}, now()
        from ${examAttempts} a
        where ${openFor(attemptId, userId)} and ${isUnitOf(sql`a.paper`, sql`${questionId}::int`)}
        on conflict (attempt_id, question_id) do update
          set value = excluded.value, seq = excluded.seq, saved_at = excluded.saved_at
          where ${examAnswers}.seq < excluded.seq
        returning seq`);
      const row = rowsOf<{ seq: string | number }>(res)[0];
      return row ? Number(row.seq) : null;
    },

    /**
     * Several saves in one statement (an offline queue flushed), under the same guards; one
     * item per question (the caller keeps the highest seq). The seqs it wrote, by question.
     */
    async saveAnswers(
      attemptId: number,
      userId: number,
      items: { questionId: number; value: TAnswerValue; seq: number }[],
    ): Promise<Map<number, number>> {
      const json = JSON.stringify(items.map((i) => ({ q: i.questionId, v: i.value, s: i.seq })));
      const res = await db.execute(sql`
        insert into ${examAnswers} (attempt_id, question_id, value, seq, saved_at)
        select a.id, i.q, i.v, i.s, now()
        from ${examAttempts} a, jsonb_to_recordset(${json}::jsonb) as i(q int, v jsonb, s bigint)
        where ${openFor(attemptId, userId)} and ${isUnitOf(sql`a.paper`, sql`i.q`)}
        on conflict (attempt_id, question_id) do update
          set value = excluded.value, seq = excluded.seq, saved_at = excluded.saved_at
          where ${examAnswers}.seq < excluded.seq
        returning question_id, seq`);
      return new Map(
        rowsOf<{ question_id: number; seq: string | number }>(res).map((r) => [
          Number(r.question_id),
          Number(r.seq),
        ]),
      );
    },

    /** The stored seq of some questions of an attempt. */
    async storedSeqs(attemptId: number, questionIds: number[]): Promise<Map<number, number>> {
      if (!questionIds.length) return new Map();
      const rows = await db
        .select({ questionId: examAnswers.questionId, seq: examAnswers.seq })
        .from(examAnswers)
        .where(
          and(eq(examAnswers.attemptId, attemptId), inArray(examAnswers.questionId, questionIds)),
        );
      return new Map(rows.map((r) => [r.questionId, r.seq]));
    },

    /** Whether a question id is an answerable unit of the attempt's paper. */
    async isUnit(attemptId: number, questionId: number): Promise<boolean> {
      const res = await db.execute(
        sql`select ${isUnitOf(sql`a.paper`, sql`${questionId}::int`)} as ok from ${examAttempts} a where a.id = ${attemptId}`,
      );
      return !!rowsOf<{ ok: boolean }>(res)[0]?.ok;
    },

    /**
     * Counts a screen switch of the examinee's open attempt, with the exam's limit; null when
     * the attempt is not open.
     */
    async countSwitch(
      attemptId: number,
      userId: number,
    ): Promise<{ screenSwitches: number; limit: number } | null> {
      const res = await db.execute(sql`
        update ${examAttempts} a set screen_switches = a.screen_switches + 1, updated_at = now()
        from ${exams} e
        where e.id = a.exam_id and ${openFor(attemptId, userId)}
        returning a.screen_switches, e.screen_switch_limit`);
      const row = rowsOf<{ screen_switches: number; screen_switch_limit: number }>(res)[0];
      return row
        ? { screenSwitches: Number(row.screen_switches), limit: Number(row.screen_switch_limit) }
        : null;
    },

    /** One more failed face check on an open attempt of the examinee; the count now, or null. */
    async countFaceFailure(attemptId: number, userId: number): Promise<number | null> {
      const res = await db.execute(sql`
        update ${examAttempts} a set face_failures = a.face_failures + 1, updated_at = now()
        where ${openFor(attemptId, userId)}
        returning a.face_failures`);
      const row = rowsOf<{ face_failures: number }>(res)[0];
      return row ? Number(row.face_failures) : null;
    },

    /**
     * A passed face check during an open attempt of the examinee: the next is due `seconds`
     * from now. Answers when, or null when the attempt is not open.
     */
    async passFaceCheck(attemptId: number, userId: number, seconds: number): Promise<Date | null> {
      const res = await db.execute(sql`
        update ${examAttempts} a
        set face_check_due_at = now() + make_interval(secs => ${seconds}), updated_at = now()
        where ${openFor(attemptId, userId)}
        returning a.face_check_due_at`);
      const row = rowsOf<{ face_check_due_at: Date | string }>(res)[0];
      return row ? new Date(row.face_check_due_at) : null;
    },

    /**
     * The sweeper's missed face checks: open attempts whose check has been due for more than
     * `graceSeconds` each count one failed check, and the next is due at once (so a check left
     * untaken costs a chance per grace). Claimed FOR UPDATE SKIP LOCKED, as the deadlines are.
     * Answers the attempts with their failures now.
     */
    async countMissedFaceChecks(
      graceSeconds: number,
      limit: number,
    ): Promise<{ id: number; failures: number }[]> {
      const res = await db.execute(sql`
        update ${examAttempts} a
        set face_failures = a.face_failures + 1, face_check_due_at = now(), updated_at = now()
        where a.id in (
          select id from ${examAttempts}
          where status = 'in_progress' and face_check_due_at is not null
            and face_check_due_at < now() - make_interval(secs => ${graceSeconds})
            and deadline > now()
          order by face_check_due_at
          limit ${limit}
          for update skip locked)
        returning a.id, a.face_failures`);
      return rowsOf<{ id: number; face_failures: number }>(res).map((r) => ({
        id: Number(r.id),
        failures: Number(r.face_failures),
      }));
    },

    /** The examinee's attempts in progress whose deadline has passed. */
    async expiredOf(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: examAttempts.id })
        .from(examAttempts)
        .where(
          and(
            eq(examAttempts.userId, userId),
            eq(examAttempts.status, 'in_progress'),
            lte(examAttempts.deadline, sql`now()`),
          ),
        );
      return rows.map((r) => r.id);
    },

    /**
     * Claims attempts past their deadline for hand-in (the open-deadline partial index): rows
     * locked FOR UPDATE SKIP LOCKED, so two processes never hand in the same attempt.
     */
    async claimExpired(limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: examAttempts.id })
        .from(examAttempts)
        .where(and(eq(examAttempts.status, 'in_progress'), lte(examAttempts.deadline, sql`now()`)))
        .orderBy(examAttempts.deadline)
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((r) => r.id);
    },

    /** A page of the examinee's attempts at one exam, newest first. */
    async records(
      userId: number,
      examId: number,
      offset: number,
      limit: number,
    ): Promise<{ rows: AttemptSummary[]; total: number }> {
      const where = and(eq(examAttempts.userId, userId), eq(examAttempts.examId, examId));
      const [rows, [total]] = await Promise.all([
        db
          .select(summary)
          .from(examAttempts)
          .where(where)
          .orderBy(desc(examAttempts.startedAt), desc(examAttempts.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(examAttempts).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type ExamRepository = ReturnType<typeof createExamRepository>;
