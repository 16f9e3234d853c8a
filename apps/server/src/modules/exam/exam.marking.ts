import { eq } from 'drizzle-orm';
import { QUESTION_TYPE } from '@ascent/shared/question';
import type { Tx } from '../../db/client.ts';
import { answerable, createQuestionReader } from '../question/question.reader.ts';
import { examAnswers, examAttempts } from './exam.schema.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Recomputes a handed-in attempt from its answers' marks: objective (choice, judgement, fill)
 * and subjective (Q&A) sums, the score, passed (score >= the pass score), and the status:
 * 'marked' when no answer of a Q&A unit waits for a mark, else 'pending_marking'. Runs inside
 * the caller's transaction (hand-in, a reviewer's finish) and locks the attempt row.
 */
export async function settleAttempt(tx: Tx, attemptId: number): Promise<void> {
  const [attempt] = await tx
    .select({ paper: examAttempts.paper, passScore: examAttempts.passScore })
    .from(examAttempts)
    .where(eq(examAttempts.id, attemptId))
    .for('update');
  if (!attempt) return;
  const units = answerable(attempt.paper);
  const rows = await createQuestionReader(tx).load(units.map((u) => u.id));
  const isQa = (questionId: number) => rows.get(questionId)?.type === QUESTION_TYPE.qa;
  const answers = await tx
    .select({ questionId: examAnswers.questionId, score: examAnswers.score })
    .from(examAnswers)
    .where(eq(examAnswers.attemptId, attemptId));
  const onPaper = new Set(units.map((u) => u.id));
  let objective = 0;
  let subjective = 0;
  let pending = false;
  for (const a of answers) {
    if (!onPaper.has(a.questionId)) continue;
    if (isQa(a.questionId)) {
      if (a.score === null) pending = true;
      else subjective += a.score;
    } else objective += a.score ?? 0;
  }
  const score = round1(objective + subjective);
  await tx
    .update(examAttempts)
    .set({
      objectiveScore: round1(objective),
      subjectiveScore: round1(subjective),
      score,
      passed: score >= attempt.passScore,
      status: pending ? 'pending_marking' : 'marked',
      updatedAt: new Date(),
    })
    .where(eq(examAttempts.id, attemptId));
}
