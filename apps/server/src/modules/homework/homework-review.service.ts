import type { z } from 'zod';
import type { TPage } from '@ascent/shared/admin';
import type {
  THomeworkSubmissionRow,
  TReviewDetail,
  ZReviewQuery,
  ZReviewSave,
} from '@ascent/shared/homework';
import type { Actor } from '../../core/context.ts';
import type { Db } from '../../db/client.ts';
import type { ItemEvents } from '../../core/learning-items.ts';
import { fail } from '../../core/errors.ts';
import { inCompany, requireRole } from '../../core/access.ts';
import {
  createHomeworkRepository,
  type HomeworkRepository,
  type SubmissionRow,
} from './homework.repository.ts';
import { toSubmissionRow } from './homework.mapper.ts';
import type { HomeworkPeople } from './homework-people.ts';
import type { SubmissionReader } from './homework-submission.reader.ts';

/** The role that reviews every homework naming no reviewers of its own. */
export const HOMEWORK_REVIEWER_ROLE = 'homework_reviewer';

/**
 * Reviewers' review (spec /mine/homework/vetting; s.4 "to evaluate, evaluated"): a homework's
 * named reviewers, or, when it names none, the company's homework reviewers, score a handed-in
 * submission or return it for resubmission. Nobody reviews their own work.
 */
export function createHomeworkReviewService(deps: {
  db: Db;
  homework: HomeworkRepository;
  people: HomeworkPeople;
  submissions: SubmissionReader;
  /** Issue 6: 'homework completed' (with the score) when a reviewer scores a submission. */
  events?: ItemEvents;
}) {
  const { homework, people } = deps;
  const hasRole = (actor: Actor) => actor.roles.includes(HOMEWORK_REVIEWER_ROLE);

  /** The submission when the caller may review its homework (not found / ret 7 otherwise). */
  async function reviewable(actor: Actor, id: number): Promise<SubmissionRow> {
    const sub = inCompany(
      actor.companyId,
      await homework.submissionById(id),
      'homework.submissionNotFound',
    );
    // Drafts are the learner's own until handed in: no reviewer sees them.
    if (sub.status === 'draft') throw fail('homework.submissionNotFound');
    requireRole(
      await homework.isReviewer(sub.homeworkId, actor.userId, hasRole(actor)),
      'homework.notReviewer',
    );
    return sub;
  }

  const canVet = (actor: Actor, sub: SubmissionRow) =>
    sub.status === 'submitted' && sub.userId !== actor.userId;

  return {
    async list(
      actor: Actor,
      q: z.output<typeof ZReviewQuery>,
    ): Promise<TPage<THomeworkSubmissionRow>> {
      const { rows, total } = await homework.reviewList(
        {
          companyId: actor.companyId,
          userId: actor.userId,
          hasRole: hasRole(actor),
          tab: q.tab,
          keyword: q.keyword || undefined,
        },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const cards = await people.cards(
        actor.companyId,
        rows.flatMap((r) => (r.reviewerId ? [r.userId, r.reviewerId] : [r.userId])),
      );
      return {
        list: rows.map((r) => toSubmissionRow(r, cards)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async detail(actor: Actor, id: number): Promise<TReviewDetail> {
      const sub = await reviewable(actor, id);
      return deps.submissions.read(actor.companyId, sub, canVet(actor, sub));
    },

    /** Scores (0 to the full score) or returns a submission that waits for a reviewer. */
    async save(actor: Actor, input: z.output<typeof ZReviewSave>): Promise<TReviewDetail> {
      const sub = await reviewable(actor, input.submissionId);
      if (sub.userId === actor.userId) throw fail('homework.ownSubmission');
      const row = await homework.findById(sub.homeworkId);
      if (!row) throw fail('homework.submissionNotFound');
      const score = input.action === 'evaluate' ? (input.score ?? null) : null;
      if (score !== null && score > row.fullScore)
        throw fail('homework.scoreRange', { max: row.fullScore });
      const reviewed = await deps.db.transaction(async (tx) => {
        const repo = createHomeworkRepository(tx);
        const after = await repo.review(sub.id, {
          status: input.action === 'evaluate' ? 'evaluated' : 'returned',
          score,
          comment: input.comment,
          reviewerId: actor.userId,
        });
        if (!after) throw fail('homework.notToEvaluate');
        await repo.addReview({
          submissionId: sub.id,
          round: after.round,
          action: input.action,
          score,
          comment: input.comment,
          reviewerId: actor.userId,
        });
        // Homework has a full score but no pass line: scored means completed.
        if (after.status === 'evaluated' && deps.events)
          await deps.events.emit(tx, {
            companyId: after.companyId,
            userId: after.userId,
            kind: 'homework',
            itemId: after.homeworkId,
            outcome: 'completed',
            score: after.score,
            at: after.reviewedAt ?? new Date(),
          });
        return after;
      });
      return deps.submissions.read(actor.companyId, reviewed, false);
    },
  };
}
export type HomeworkReviewService = ReturnType<typeof createHomeworkReviewService>;
