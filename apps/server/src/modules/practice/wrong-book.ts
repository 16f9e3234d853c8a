import type { WrongSource } from '@ascent/shared/practice';
import type { DbOrTx } from '../../db/client.ts';
import { createQuestionReader } from '../question/question.reader.ts';
import { createPracticeRepository } from './practice.repository.ts';
import { createWrongBookRepository } from './wrong-book.repository.ts';

export interface WrongBookEntry {
  companyId: number;
  userId: number;
  source: WrongSource;
  /** Per answerable unit (a case's parts by their own ids). */
  results: { questionId: number; correct: boolean }[];
}

/**
 * The wrong-question book, filled from exams (the exam module's hand-in calls `record` inside
 * its transaction) and from practice: a unit answered wrong enters it (or counts another wrong
 * answer), a unit in it answered right counts towards leaving, and leaves after the company's
 * `wrongRemoveAfter` right answers in a row (default 2). Only `tx` is queried, so it can run
 * inside the caller's transaction.
 */
export function createWrongBook() {
  const reader = createQuestionReader();
  return {
    async record(tx: DbOrTx, entry: WrongBookEntry): Promise<void> {
      // The last result of a unit counts (a unit is answered once per paper anyway).
      const byId = new Map<number, boolean>();
      for (const r of entry.results) byId.set(r.questionId, r.correct);
      if (!byId.size) return;
      const wrongIds = [...byId].filter(([, c]) => !c).map(([id]) => id);
      const rightIds = [...byId].filter(([, c]) => c).map(([id]) => id);
      const repo = createWrongBookRepository(tx);
      if (wrongIds.length) {
        const rows = await reader.load(tx, wrongIds);
        await repo.addWrong(
          [...rows.values()]
            .filter((q) => q.companyId === entry.companyId)
            .map((q) => ({
              userId: entry.userId,
              companyId: entry.companyId,
              questionId: q.id,
              rootId: q.parentId ?? q.id,
              lastSource: entry.source,
            })),
        );
      }
      if (rightIds.length) {
        const { wrongRemoveAfter } = await createPracticeRepository(tx).settings(entry.companyId);
        await repo.countRight(entry.userId, rightIds, wrongRemoveAfter);
      }
    },
  };
}
export type WrongBook = ReturnType<typeof createWrongBook>;
