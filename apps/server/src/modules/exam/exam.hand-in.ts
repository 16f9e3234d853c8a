import { sql } from 'drizzle-orm';
import type { SubmitReason } from '@ascent/shared/exam';
import type { MultipleScoring } from '@ascent/shared/question';
import type { Db, Tx } from '../../db/client.ts';
import { answerable, createQuestionReader } from '../question/question.reader.ts';
import { createExamRepository } from './exam.repository.ts';
import { examAttempts } from './exam.schema.ts';
import type { ItemEvents } from '../../core/learning-items.ts';
import {
  emitMarked,
  markObjective,
  settlementOf,
  writeMarks,
  writeSettlement,
} from './exam.marking.ts';

/**
 * Told inside the hand-in transaction which objective questions the examinee got right or
 * wrong (the wrong-question book of practice listens).
 */
export type OnMarked = (
  tx: Tx,
  event: {
    companyId: number;
    userId: number;
    source: 'exam';
    results: { questionId: number; correct: boolean }[];
  },
) => Promise<void>;

/**
 * Hand-in: closes an attempt in progress (by the examinee, at the screen-switch limit, or at
 * its deadline by the sweeper or the next read), marks the objective units with the one
 * scoring rule, and settles the totals. Each runs under the attempt's row lock, so an
 * attempt is handed in once whoever gets there first.
 */
export function createHandIn(deps: {
  db: Db;
  onMarked?: OnMarked;
  /** Issue 6: told when the hand-in marks the attempt (no Q&A part left to a reviewer). */
  events?: ItemEvents;
}) {
  /** Hands in inside the caller's transaction; false when it was no longer in progress. */
  async function handIn(tx: Tx, attemptId: number, reason: SubmitReason): Promise<boolean> {
    const repo = createExamRepository(tx);
    const a = await repo.lockAttempt(attemptId);
    if (!a || a.status !== 'in_progress') return false;
    const answers = await repo.answersOf(attemptId);
    const rows = await createQuestionReader().load(
      tx,
      answerable(a.paper).map((u) => u.id),
    );
    const { marks, results } = markObjective(
      a.paper,
      rows,
      new Map(answers.map((x) => [x.questionId, x.value])),
      a.multipleScoring as MultipleScoring,
    );
    await writeMarks(tx, attemptId, marks);
    const markOf = new Map(marks.map((m) => [m.questionId, m.score]));
    const settled = settlementOf(
      answers.map((x) => ({
        questionId: x.questionId,
        score: markOf.get(x.questionId) ?? x.score,
      })),
      (id) => rows.get(id)?.type,
      a.passScore,
    );
    await writeSettlement(tx, attemptId, settled, {
      // A late sweep still records the deadline as the time.
      submittedAt: sql`least(now(), ${examAttempts.deadline})`,
      submitReason: reason,
    });
    if (deps.onMarked && results.length)
      await deps.onMarked(tx, {
        companyId: a.companyId,
        userId: a.userId,
        source: 'exam',
        results,
      });
    await emitMarked(tx, deps.events, {
      companyId: a.companyId,
      userId: a.userId,
      examId: a.examId,
      before: { status: a.status, score: null, passed: null },
      after: settled,
    });
    return true;
  }

  /** Hands in in a transaction of its own. */
  const handInNow = (attemptId: number, reason: SubmitReason) =>
    deps.db.transaction((tx) => handIn(tx, attemptId, reason));

  return {
    handIn,
    handInNow,
    /** Every read of the examinee's exams first hands in their attempts whose time ran out. */
    async expireOwn(userId: number): Promise<void> {
      for (const id of await createExamRepository(deps.db).expiredOf(userId))
        await handInNow(id, 'timeout');
    },
  };
}
export type HandIn = ReturnType<typeof createHandIn>;
