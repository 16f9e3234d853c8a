import type {
  PracticeConfig,
  PracticeEndReason,
  PracticeMark,
  PracticeMode,
  PracticeOpenSession,
  PracticeRecordRow,
  PracticeResultQuestion,
  PracticeStatus,
  SimulationAdminRow,
  PracticeSimulationRow,
  WrongQuestionRow,
  WrongSource,
} from '@ascent/shared/practice';
import type { QuestionType, RevealedQuestion } from '@ascent/shared/question';
import type { QuestionRow } from '../question/question.reader.ts';
import type { PaperSummary } from '../question/question-summaries.ts';
import type {
  PracticeAnswerRow,
  PracticeSessionRow,
  SimulationRow,
} from './practice.repository.ts';
import type { WrongQuestionDbRow } from './wrong-book.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const round1 = (n: number) => Math.round(n * 10) / 10;

export function toOpenSession(r: PracticeSessionRow): PracticeOpenSession {
  return {
    sessionId: r.id,
    mode: r.mode as PracticeMode,
    title: r.title,
    day: r.day,
    answeredCount: r.answeredCount,
    questionCount: r.questionCount,
    startedAt: r.startedAt.toISOString(),
    deadline: iso(r.deadline),
  };
}

export function toRecordRow(r: PracticeSessionRow): PracticeRecordRow {
  return {
    sessionId: r.id,
    mode: r.mode as PracticeMode,
    title: r.title,
    day: r.day,
    status: r.status as PracticeStatus,
    endReason: (r.endReason as PracticeEndReason | null) ?? null,
    totalScore: r.totalScore,
    score: r.score,
    passScore: r.passScore,
    passed: r.passScore === null || r.status !== 'finished' ? null : r.score >= r.passScore,
    questionCount: r.questionCount,
    answeredCount: r.answeredCount,
    correctCount: r.correctCount,
    wrongCount: r.wrongCount,
    startedAt: r.startedAt.toISOString(),
    finishedAt: iso(r.finishedAt),
  };
}

export function toMark(a: PracticeAnswerRow, row: QuestionRow | undefined): PracticeMark | null {
  if (!a.markedAt || !row) return null;
  return { correct: a.correct, score: a.score ?? 0, key: row.key, analysis: row.analysis };
}

/** The revealed paper with each unit's answer and mark. */
export function withAnswers(
  questions: RevealedQuestion[],
  answers: Map<number, PracticeAnswerRow>,
): PracticeResultQuestion[] {
  return questions.map((q) => {
    const a = q.children.length ? undefined : answers.get(q.id);
    return {
      ...q,
      answer: a?.value ?? null,
      mark: a?.markedAt ? { score: a.score ?? 0, correct: a.correct } : null,
      children: withAnswers(q.children, answers),
    };
  });
}

/** The numbers of a finished session, counted from its answers. */
export function tally(answers: { score: number | null; correct: boolean | null }[]) {
  return {
    answeredCount: answers.length,
    correctCount: answers.filter((a) => a.correct === true).length,
    wrongCount: answers.filter((a) => a.correct === false).length,
    score: round1(answers.reduce((sum, a) => sum + (a.score ?? 0), 0)),
  };
}

export function toConfig(c: Partial<PracticeConfig>): PracticeConfig {
  return {
    bankIds: c.bankIds ?? [],
    knowledgePoints: c.knowledgePoints ?? [],
    types: c.types ?? [],
    count: c.count ?? 0,
    simulationId: c.simulationId ?? null,
  };
}

export function toSimulationAdminRow(
  r: SimulationRow,
  paper: PaperSummary | undefined,
): SimulationAdminRow {
  return {
    id: r.id,
    name: r.name,
    paperId: r.paperId,
    paperName: paper?.name ?? '',
    totalScore: paper?.totalScore ?? 0,
    questionCount: paper?.questionCount ?? 0,
    durationMinutes: r.durationMinutes,
    enabled: r.enabled,
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toSimulationRow(r: SimulationRow, paper: PaperSummary): PracticeSimulationRow {
  return {
    id: r.id,
    name: r.name,
    durationMinutes: r.durationMinutes,
    totalScore: paper.totalScore,
    passScore: round1(paper.totalScore * paper.passRatio),
    questionCount: paper.questionCount,
  };
}

export function toWrongRow(
  w: WrongQuestionDbRow,
  rows: Map<number, QuestionRow>,
): WrongQuestionRow | null {
  const q = rows.get(w.questionId);
  if (!q) return null;
  const parent = q.parentId ? rows.get(q.parentId) : undefined;
  return {
    questionId: w.questionId,
    type: q.type as QuestionType,
    stem: q.stem,
    caseStem: parent?.stem ?? null,
    wrongCount: w.wrongCount,
    rightStreak: w.rightStreak,
    lastSource: w.lastSource as WrongSource,
    lastWrongAt: w.lastWrongAt.toISOString(),
  };
}

/** What the operation log keeps of a simulation paper. */
export const simulationLogEntry = (r: SimulationRow) => ({
  name: r.name,
  paperId: r.paperId,
  durationMinutes: r.durationMinutes,
  enabled: r.enabled,
});
