import type { PracticePaper } from '@ascent/shared/practice';
import { isAnswered, type LearnerQuestion, type TAnswerValue } from '@ascent/shared/question';
import type { SheetState } from '../components/answer-sheet.tsx';
import type { MarkInfo } from '../components/mark-feedback.tsx';
import { unitsOf } from './answers.ts';

/** A unit of a paper with the case it belongs to (its stem is shown above the part). */
export interface PaperUnit {
  question: LearnerQuestion;
  parent: LearnerQuestion | null;
}

export function paperUnits(questions: readonly LearnerQuestion[]): PaperUnit[] {
  return questions.flatMap((q): PaperUnit[] =>
    q.children.length
      ? q.children.map((c) => ({ question: c, parent: q }))
      : [{ question: q, parent: null }],
  );
}

/** The saved answers and marks of a paper, by unit id. */
export function savedState(paper: PracticePaper) {
  const values: Record<string, TAnswerValue> = {};
  const marks: Record<string, MarkInfo> = {};
  for (const [id, a] of Object.entries(paper.answers)) {
    values[id] = a.value;
    if (a.mark) marks[id] = a.mark;
  }
  return { values, marks };
}

/** The sheet state of a unit: marked right or wrong, answered, or not yet. */
export function sheetState(
  value: TAnswerValue | null | undefined,
  mark: MarkInfo | undefined,
): SheetState {
  if (mark) return mark.correct === null ? 'unscored' : mark.correct ? 'right' : 'wrong';
  return isAnswered(value) ? 'answered' : 'empty';
}

/** How many units have no answer yet. */
export function unansweredCount(
  questions: readonly LearnerQuestion[],
  values: Record<string, TAnswerValue | null | undefined>,
): number {
  return unitsOf(questions).filter((u) => !isAnswered(values[u.id])).length;
}
