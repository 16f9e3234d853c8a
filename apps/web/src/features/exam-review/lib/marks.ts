import type { ReviewQuestionView } from '@ascent/shared/exam-admin';
import { OPTION_KEYS } from '@ascent/shared/question';

/** What the reviewer has typed for one part: a score (null: not yet) and a comment. */
export interface DraftMark {
  score: number | null;
  comment: string;
}

/** The parts a reviewer marks: answered Q&A questions, a case's sub-questions included. */
export function markableParts(questions: readonly ReviewQuestionView[]): ReviewQuestionView[] {
  return questions.flatMap((q) =>
    q.children.length ? markableParts(q.children) : q.needsMarking ? [q] : [],
  );
}

/** The marks as stored, for the parts to mark. */
export function initialDrafts(questions: readonly ReviewQuestionView[]): Map<number, DraftMark> {
  return new Map(
    markableParts(questions).map((q) => [
      q.id,
      { score: q.mark?.score ?? null, comment: q.mark?.comment ?? '' },
    ]),
  );
}

/** The marks to send: parts with a score. */
export function marksToSend(drafts: ReadonlyMap<number, DraftMark>) {
  return [...drafts].flatMap(([questionId, d]) =>
    d.score === null ? [] : [{ questionId, score: d.score, comment: d.comment }],
  );
}

/** Parts still without a score. */
export function unmarkedCount(drafts: ReadonlyMap<number, DraftMark>): number {
  return [...drafts.values()].filter((d) => d.score === null).length;
}

/**
 * The letter an option shows under: options are lettered by the position they were drawn in
 * for this examinee, whatever their stored key.
 */
export function letterOf(options: readonly { key: string }[], key: string): string {
  const i = options.findIndex((o) => o.key === key);
  return i >= 0 ? (OPTION_KEYS[i] ?? key) : key;
}
