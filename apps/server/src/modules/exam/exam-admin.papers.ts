import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { exams } from './exam.schema.ts';
import { createQuestionReader, type PaperInfo } from '../question/question.reader.ts';

/** What exam administration needs to know about papers (the question module's data). */
export interface ExamPapers {
  /** A live paper of the company with its question count, or null. */
  info(companyId: number, paperId: number): Promise<PaperInfo | null>;
  /** Names of the company's papers among `ids` (deleted ones too: an exam keeps its paper). */
  names(companyId: number, ids: number[]): Promise<Map<number, string>>;
}

export function createExamPapers(db: DbOrTx): ExamPapers {
  const reader = createQuestionReader();
  return {
    info: (companyId, paperId) => reader.paperInfo(db, companyId, paperId),
    names: (companyId, ids) => reader.paperNames(db, companyId, ids),
  };
}

/**
 * The question module's "paper in use" check: exams (not deleted) that point at any of the
 * papers, so a paper an exam sits on cannot be deleted under it.
 */
export async function examsUsingPapers(tx: DbOrTx, companyId: number, paperIds: number[]) {
  if (!paperIds.length) return [];
  const rows = await tx
    .select({ paperId: exams.paperId, usedBy: exams.name })
    .from(exams)
    .where(
      and(
        eq(exams.companyId, companyId),
        inArray(exams.paperId, paperIds),
        isNull(exams.deletedAt),
      ),
    )
    .limit(paperIds.length);
  return rows;
}
