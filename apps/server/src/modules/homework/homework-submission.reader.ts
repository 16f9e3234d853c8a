import type { TStoredFile } from '@ascent/shared/files';
import type { THomeworkSubmission, TReviewDetail } from '@ascent/shared/homework';
import type { FileCatalog } from '../files/files.catalog.ts';
import type { HomeworkRepository, SubmissionRow } from './homework.repository.ts';
import { toStep, toSubmission } from './homework.mapper.ts';
import type { HomeworkPeople } from './homework-people.ts';

/**
 * Reads a submission whole (answers with their attachments, the review history with the
 * reviewers' names) for whoever was already allowed to see it: its owner, a reviewer of its
 * homework, an administrator of its company. The access check is the caller's.
 */
export function createSubmissionReader(deps: {
  homework: HomeworkRepository;
  files: FileCatalog;
  people: HomeworkPeople;
}) {
  const { homework, files, people } = deps;

  /** The submission with the given extra file ids described too (the homework's steps). */
  async function submissionOf(
    companyId: number,
    sub: SubmissionRow,
    extraFileIds: number[] = [],
    extraPeople: number[] = [],
  ): Promise<{
    submission: THomeworkSubmission;
    files: Map<number, TStoredFile>;
    people: Awaited<ReturnType<HomeworkPeople['cards']>>;
  }> {
    const [answers, reviews] = await Promise.all([
      homework.answersOf(sub.id),
      homework.reviewsOf(sub.id),
    ]);
    const [fileMap, cards] = await Promise.all([
      files.describe(companyId, [...answers.flatMap((a) => a.fileIds), ...extraFileIds]),
      people.cards(companyId, [...reviews.map((r) => r.reviewerId), ...extraPeople]),
    ]);
    return {
      submission: toSubmission(sub, answers, reviews, fileMap, cards),
      files: fileMap,
      people: cards,
    };
  }

  return {
    submissionOf,
    /** The submission with its homework and learner (reviewers and administrators). */
    async read(companyId: number, sub: SubmissionRow, canVet: boolean): Promise<TReviewDetail> {
      const [row, steps] = await Promise.all([
        homework.findById(sub.homeworkId),
        homework.stepsOf(sub.homeworkId),
      ]);
      if (!row) throw new Error(`homework ${sub.homeworkId} of submission ${sub.id} is missing`);
      const read = await submissionOf(
        companyId,
        sub,
        steps.flatMap((s) => s.fileIds),
        [sub.userId],
      );
      const learner = read.people.get(sub.userId);
      return {
        submission: read.submission,
        homework: {
          id: row.id,
          title: row.title,
          description: row.description,
          fullScore: row.fullScore,
          steps: steps.map((s) => toStep(s, read.files)),
        },
        learner: {
          userId: sub.userId,
          realName: learner?.realName ?? '',
          account: learner?.account ?? '',
          departmentName: learner?.departmentName ?? '',
        },
        canVet,
      };
    },
  };
}
export type SubmissionReader = ReturnType<typeof createSubmissionReader>;
