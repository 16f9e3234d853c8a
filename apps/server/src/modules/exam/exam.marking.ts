import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AttemptStatus } from '@ascent/shared/exam';
import {
  QUESTION_TYPE,
  isAnswered,
  scoreAnswer,
  type MultipleScoring,
  type TAnswerValue,
} from '@ascent/shared/question';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { ItemEvents } from '../../core/learning-items.ts';
import {
  answerable,
  createQuestionReader,
  keyOf,
  type DrawnQuestion,
  type QuestionRow,
} from '../question/question.reader.ts';
import { examAnswers, examAttempts } from './exam.schema.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** An answer's mark as hand-in writes it. */
export interface AnswerMark {
  questionId: number;
  score: number;
  correct: boolean | null;
}

/**
 * Marks the objective units of a paper at hand-in with the one scoring rule (`scoreAnswer`):
 * the marks to write on the saved answers (unanswered units have no answer row and count 0;
 * a blank Q&A answer is 0 at once; a written one waits for a reviewer), and each objective
 * unit's right or wrong for the wrong-question book.
 */
export function markObjective(
  paper: readonly DrawnQuestion[],
  rows: Map<number, QuestionRow>,
  answers: Map<number, TAnswerValue>,
  multipleScoring: MultipleScoring,
): { marks: AnswerMark[]; results: { questionId: number; correct: boolean }[] } {
  const marks: AnswerMark[] = [];
  const results: { questionId: number; correct: boolean }[] = [];
  for (const unit of answerable(paper)) {
    const row = rows.get(unit.id);
    if (!row) continue;
    const value = answers.get(unit.id);
    if (row.type === QUESTION_TYPE.qa) {
      if (value !== undefined && !isAnswered(value))
        marks.push({ questionId: unit.id, score: 0, correct: null });
      continue;
    }
    const r = scoreAnswer(keyOf(row), value, unit.score, multipleScoring);
    const correct = r.pending ? false : r.correct;
    if (value !== undefined) marks.push({ questionId: unit.id, score: r.score, correct });
    results.push({ questionId: unit.id, correct });
  }
  return { marks, results };
}

/** Writes hand-in marks on an attempt's answers in one statement. */
export async function writeMarks(tx: DbOrTx, attemptId: number, marks: AnswerMark[]) {
  if (!marks.length) return;
  const json = JSON.stringify(marks.map((m) => ({ q: m.questionId, s: m.score, c: m.correct })));
  await tx.execute(sql`
    update ${examAnswers} ea set score = m.s, correct = m.c
    from jsonb_to_recordset(${json}::jsonb) as m(q int, s float8, c boolean)
    where ea.attempt_id = ${attemptId} and ea.question_id = m.q`);
}

export interface Settlement {
  objectiveScore: number;
  subjectiveScore: number;
  score: number;
  passed: boolean | null;
  status: AttemptStatus;
}

/**
 * An attempt's totals from its answers' marks: objective (every type but Q&A) and subjective
 * (Q&A) sums; 'pending_marking' while a Q&A answer has no score, else 'marked' with passed
 * = score >= pass score (null while pending: the score is not final).
 */
export function settlementOf(
  answers: readonly { questionId: number; score: number | null }[],
  typeOf: (questionId: number) => number | undefined,
  passScore: number,
): Settlement {
  let objective = 0;
  let subjective = 0;
  let unmarked = 0;
  for (const a of answers) {
    const type = typeOf(a.questionId);
    if (type === undefined) continue;
    if (type === QUESTION_TYPE.qa) {
      if (a.score === null) unmarked += 1;
      else subjective += a.score;
    } else objective += a.score ?? 0;
  }
  const score = round1(objective + subjective);
  const marked = unmarked === 0;
  return {
    objectiveScore: round1(objective),
    subjectiveScore: round1(subjective),
    score,
    passed: marked ? score >= passScore : null,
    status: marked ? 'marked' : 'pending_marking',
  };
}

/**
 * Stores a settlement on its attempt (the first time it is marked, the marking time), with
 * any other columns the caller changes at once (hand-in: the time and reason).
 */
export async function writeSettlement(
  tx: DbOrTx,
  attemptId: number,
  s: Settlement,
  extra: PgUpdateSetSource<typeof examAttempts> = {},
) {
  await tx
    .update(examAttempts)
    .set({
      ...extra,
      objectiveScore: s.objectiveScore,
      subjectiveScore: s.subjectiveScore,
      score: s.score,
      passed: s.passed,
      status: s.status,
      markedAt: s.status === 'marked' ? sql`coalesce(${examAttempts.markedAt}, now())` : null,
      updatedAt: sql`now()`,
    })
    .where(eq(examAttempts.id, attemptId));
}

/** What a settlement changed: the attempt's owner and exam, its status and pass before and after. */
export interface SettledAttempt {
  companyId: number;
  userId: number;
  examId: number;
  before: { status: string; score: number | null; passed: boolean | null };
  after: Settlement;
}

/**
 * Recomputes a handed-in attempt's scores, pass and status from its answers' marks (after a
 * reviewer marks Q&A parts, and at hand-in): sums exam_answers.score into objective,
 * subjective and score; passed = score >= passScore; 'marked' when no answer of a Q&A unit
 * is unmarked, else 'pending_marking'. An attempt still in progress is left alone (null).
 */
export async function settleAttempt(tx: Tx, attemptId: number): Promise<SettledAttempt | null> {
  const [attempt] = await tx
    .select({
      companyId: examAttempts.companyId,
      userId: examAttempts.userId,
      examId: examAttempts.examId,
      status: examAttempts.status,
      score: examAttempts.score,
      passed: examAttempts.passed,
      paper: examAttempts.paper,
      passScore: examAttempts.passScore,
    })
    .from(examAttempts)
    .where(eq(examAttempts.id, attemptId))
    .for('update');
  if (!attempt || attempt.status === 'in_progress') return null;
  const answers = await tx
    .select({ questionId: examAnswers.questionId, score: examAnswers.score })
    .from(examAnswers)
    .where(eq(examAnswers.attemptId, attemptId));
  const rows = await createQuestionReader().load(
    tx,
    answerable(attempt.paper).map((u) => u.id),
  );
  const after = settlementOf(answers, (id) => rows.get(id)?.type, attempt.passScore);
  await writeSettlement(tx, attemptId, after);
  return {
    companyId: attempt.companyId,
    userId: attempt.userId,
    examId: attempt.examId,
    before: { status: attempt.status, score: attempt.score, passed: attempt.passed },
    after,
  };
}

/**
 * Issue 6: tells the item events an attempt's marking, once per real change: when it becomes
 * marked, or when a marked attempt's score or pass changes (a reviewer's correction).
 */
export async function emitMarked(
  tx: Tx,
  events: ItemEvents | undefined,
  s: SettledAttempt | null,
): Promise<void> {
  if (!events || !s || s.after.status !== 'marked') return;
  const { before, after } = s;
  if (before.status === 'marked' && before.score === after.score && before.passed === after.passed)
    return;
  await events.emit(tx, {
    companyId: s.companyId,
    userId: s.userId,
    kind: 'exam',
    itemId: s.examId,
    outcome: after.passed ? 'passed' : 'failed',
    score: after.score,
    at: new Date(),
  });
}
