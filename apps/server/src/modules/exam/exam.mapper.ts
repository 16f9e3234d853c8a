import type {
  AttemptPaper,
  AttemptResult,
  AttemptStatus,
  ExamKind,
  ExamRecordRow,
  MyExamRow,
  SubmitReason,
} from '@ascent/shared/exam';
import { isAnswered, type RevealedQuestion, type TAnswerValue } from '@ascent/shared/question';
import { FACE_MATCH_CHANCES } from '@ascent/shared/face-id';
import { answerable, type QuestionReader, type QuestionRow } from '../question/question.reader.ts';
import type { AttemptRow, AttemptSummary, ExamWithPaper } from './exam.repository.ts';
import { keptScore, passScoreOf, submitOpensAt, timeState, visibleNow } from './exam.rules.ts';

type AnswerRow = {
  questionId: number;
  value: TAnswerValue;
  seq: number;
  score: number | null;
  correct: boolean | null;
  comment: string;
};

/**
 * An exam as the learner's lists show it, from the examinee's attempts (a daily exam's: that
 * day's, and any still in progress). The score is the one kept, when results are visible.
 */
export function toMyExamRow(
  e: ExamWithPaper,
  attempts: readonly AttemptSummary[],
  now: Date,
): MyExamRow {
  const showResult = visibleNow(e.resultVisibility, e.endAt, now);
  const kept = showResult ? keptScore(attempts, e.scoreKept) : null;
  const active = attempts.find((a) => a.status === 'in_progress' && a.deadline > now);
  return {
    id: e.id,
    name: e.name,
    kind: e.kind as ExamKind,
    timeState: timeState(e.startAt, e.endAt, now),
    startAt: e.startAt.toISOString(),
    endAt: e.endAt.toISOString(),
    durationMinutes: e.durationMinutes,
    totalScore: e.paperTotal,
    passScore: passScoreOf(e.paperTotal, e.paperPassRatio),
    attemptsAllowed: e.attemptsAllowed,
    attemptsUsed: attempts.length,
    score: kept?.score ?? null,
    passed: kept ? kept.passed : null,
    pendingMarking: attempts.some((a) => a.status === 'pending_marking'),
    activeAttemptId: active?.id ?? null,
  };
}

/** The attempt as the examinee answers it: no keys, every saved answer with its seq. */
export function toAttemptPaper(
  a: AttemptRow,
  e: ExamWithPaper,
  questions: AttemptPaper['questions'],
  answers: readonly AnswerRow[],
  now: Date,
): AttemptPaper {
  return {
    attemptId: a.id,
    examId: a.examId,
    examName: e.name,
    status: a.status as AttemptStatus,
    startedAt: a.startedAt.toISOString(),
    deadline: a.deadline.toISOString(),
    serverNow: now.toISOString(),
    submitOpensAt: submitOpensAt(a.startedAt, e.minMinutesBeforeSubmit, a.deadline).toISOString(),
    screenSwitchLimit: e.screenSwitchLimit,
    screenSwitches: a.screenSwitches,
    fullScreen: e.fullScreen,
    faceCheck: a.faceCheckDueAt
      ? {
          dueAt: a.faceCheckDueAt.toISOString(),
          chancesLeft: Math.max(0, FACE_MATCH_CHANCES - a.faceFailures),
          chances: FACE_MATCH_CHANCES,
        }
      : null,
    totalScore: a.totalScore,
    questions,
    answers: Object.fromEntries(
      answers.map((x) => [String(x.questionId), { value: x.value, seq: x.seq }]),
    ),
  };
}

type ResultQuestion = NonNullable<AttemptResult['questions']>[number];

/**
 * The result page's attempt: the score when results are visible and marking is done; every
 * question with its key, analysis, the examinee's answer and mark when answers are visible.
 */
export function toAttemptResult(
  a: AttemptRow,
  e: ExamWithPaper,
  rows: Map<number, QuestionRow>,
  answers: readonly AnswerRow[],
  reader: Pick<QuestionReader, 'revealedView'>,
  now: Date,
): AttemptResult {
  const showResult = visibleNow(e.resultVisibility, e.endAt, now);
  const showAnswers = visibleNow(e.answerVisibility, e.endAt, now);
  const marked = a.status === 'marked';
  const byId = new Map(answers.map((x) => [x.questionId, x]));
  const withAnswers = (q: RevealedQuestion): ResultQuestion => {
    const x = q.children.length ? undefined : byId.get(q.id);
    return {
      ...q,
      children: q.children.map(withAnswers),
      answer: x?.value ?? null,
      mark: showResult && x ? { score: x.score, correct: x.correct, comment: x.comment } : null,
    };
  };
  const units = answerable(a.paper);
  return {
    attemptId: a.id,
    examId: a.examId,
    examName: e.name,
    status: a.status as AttemptStatus,
    submitReason: (a.submitReason as SubmitReason | null) ?? null,
    startedAt: a.startedAt.toISOString(),
    submittedAt: a.submittedAt?.toISOString() ?? null,
    totalScore: a.totalScore,
    passScore: a.passScore,
    score: showResult && marked ? a.score : null,
    passed: showResult && marked ? a.passed : null,
    questions: showAnswers ? reader.revealedView(a.paper, rows).map(withAnswers) : null,
    answeredCount: units.filter((u) => isAnswered(byId.get(u.id)?.value)).length,
    questionCount: units.length,
  };
}

/** One line of the examinee's records at an exam. */
export function toRecordRow(r: AttemptSummary, e: ExamWithPaper, now: Date): ExamRecordRow {
  const show = visibleNow(e.resultVisibility, e.endAt, now) && r.status === 'marked';
  return {
    attemptId: r.id,
    cycle: r.cycle || null,
    status: r.status as AttemptStatus,
    score: show ? r.score : null,
    passed: show ? r.passed : null,
    startedAt: r.startedAt.toISOString(),
    submittedAt: r.submittedAt?.toISOString() ?? null,
    submitReason: (r.submitReason as SubmitReason | null) ?? null,
  };
}
