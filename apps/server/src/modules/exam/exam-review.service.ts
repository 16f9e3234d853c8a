import type { TPage } from '@ascent/shared/admin';
import type {
  AttemptStatus,
  ReviewExamRow,
  TReviewSave,
  ZReviewExamList,
  ZReviewMembers,
} from '@ascent/shared/exam';
import type {
  ReviewMembersPage,
  ReviewQuestionView,
  ReviewSheetView,
} from '@ascent/shared/exam-admin';
import { QUESTION_TYPE, type RevealedQuestion } from '@ascent/shared/question';
import type { z } from 'zod';
import type { Actor } from '../../core/context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import {
  answerable,
  createQuestionReader,
  type DrawnQuestion,
} from '../question/question.reader.ts';
import { createExamReviewRepository, type ExamReviewRepository } from './exam-review.repository.ts';
import { examPeopleOf, type ExamPeople } from './exam-admin.people.ts';
import type { ItemEvents } from '../../core/learning-items.ts';
import { emitMarked, settleAttempt } from './exam.marking.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;

type Attempt = NonNullable<Awaited<ReturnType<ExamReviewRepository['findAttempt']>>>;
type Answer = Awaited<ReturnType<ExamReviewRepository['answers']>>[number];

/** The paper's answerable units by id: type and score (Q&A units are the reviewers'). */
async function unitsOf(
  q: DbOrTx,
  reader: ReturnType<typeof createQuestionReader>,
  paper: DrawnQuestion[],
) {
  const units = answerable(paper);
  const rows = await reader.load(
    q,
    units.map((u) => u.id),
  );
  return new Map(
    units.map((u) => [u.id, { type: rows.get(u.id)?.type ?? 0, score: u.score }] as const),
  );
}

/**
 * Marking (spec s.2 /mine/review/*, /exam/review/*): the exams a reviewer marks, their attempts
 * waiting, the answer sheet, and the marks. Only the exam's named reviewers see or mark its
 * attempts, never their own; a finish needs every answered Q&A part marked and settles the
 * attempt (exam.marking.ts).
 */
export function createExamReviewService(deps: {
  db: Db;
  people: ExamPeople;
  /** Issue 6: told when a reviewer's marks finish (or correct) an attempt. */
  events?: ItemEvents;
}) {
  const repo = createExamReviewRepository(deps.db);
  const reader = createQuestionReader();

  /** The attempt when the actor may mark it; the refusals in the order a person would hit them. */
  async function requireMarkable(
    r: ExamReviewRepository,
    actor: Actor,
    attemptId: number,
    lock = false,
  ) {
    const attempt = await r.findAttempt(actor.companyId, attemptId, lock);
    if (!attempt) throw fail('examAdmin.attemptNotExist');
    if (!(await r.isReviewer(attempt.examId, actor.userId))) throw fail('examAdmin.notReviewer');
    if (attempt.userId === actor.userId) throw fail('examAdmin.ownAttempt');
    if (attempt.status === 'in_progress') throw fail('examAdmin.attemptNotSubmitted');
    return attempt;
  }

  function sheetQuestions(
    revealed: RevealedQuestion[],
    answers: Map<number, Answer>,
  ): ReviewQuestionView[] {
    return revealed.map((q) => {
      const a = answers.get(q.id);
      return {
        ...q,
        answer: a?.value ?? null,
        mark: a ? { score: a.score, correct: a.correct, comment: a.comment } : null,
        needsMarking: q.type === QUESTION_TYPE.qa && !!a,
        children: sheetQuestions(q.children, answers),
      };
    });
  }

  async function sheetOf(actor: Actor, attempt: Attempt): Promise<ReviewSheetView> {
    const [rows, answers, people] = await Promise.all([
      reader.rowsOf(deps.db, attempt.paper),
      repo.answers(attempt.id),
      examPeopleOf(deps.people, actor.companyId, [attempt.userId]),
    ]);
    const questions = sheetQuestions(
      reader.revealedView(attempt.paper, rows),
      new Map(answers.map((a) => [a.questionId, a])),
    );
    const parts = questions.flatMap((q) => (q.children.length ? q.children : [q]));
    const person = people.get(attempt.userId);
    return {
      attemptId: attempt.id,
      examId: attempt.examId,
      examName: attempt.examName,
      examinee: { name: person?.name ?? '', account: person?.account ?? '' },
      status: attempt.status as AttemptStatus,
      objectiveScore: attempt.objectiveScore ?? 0,
      totalScore: attempt.totalScore,
      passScore: attempt.passScore,
      score: attempt.score,
      unmarked: parts.filter((p) => p.needsMarking && p.mark?.score === null).length,
      questions,
    };
  }

  return {
    async exams(actor: Actor, q: z.output<typeof ZReviewExamList>): Promise<TPage<ReviewExamRow>> {
      const { rows, total } = await repo.exams(
        actor.companyId,
        actor.userId,
        q.tab,
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      return {
        list: rows.map((r) => ({ ...r, endAt: r.endAt.toISOString() })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async members(actor: Actor, q: z.output<typeof ZReviewMembers>): Promise<ReviewMembersPage> {
      const exam = await repo.reviewedExam(actor.companyId, actor.userId, q.examId);
      if (!exam) throw fail('examAdmin.notReviewer');
      const offset = (q.page - 1) * q.pageSize;
      const [page, pending, marked] = await Promise.all([
        repo.members(exam.id, q.tab, offset, q.pageSize),
        repo.countMembers(exam.id, 'pending'),
        repo.countMembers(exam.id, 'done'),
      ]);
      const people = await examPeopleOf(
        deps.people,
        actor.companyId,
        page.rows.map((r) => r.userId),
      );
      return {
        examName: exam.name,
        pending,
        marked,
        list: page.rows.map((r) => {
          const p = people.get(r.userId);
          return {
            attemptId: r.attemptId,
            name: p?.name ?? '',
            account: p?.account ?? '',
            departmentName: p?.departmentName ?? '',
            submittedAt: r.submittedAt?.toISOString() ?? '',
            status: r.status as AttemptStatus,
            score: r.score,
          };
        }),
        total: page.total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async sheet(actor: Actor, attemptId: number): Promise<ReviewSheetView> {
      return sheetOf(actor, await requireMarkable(repo, actor, attemptId));
    },

    /**
     * Saves marks (each 0 to its part's score, on answered Q&A parts). With finish, every such
     * part must have a mark; the attempt is then settled: score, passed, status 'marked'.
     * Revising a marked attempt settles it again.
     */
    async save(actor: Actor, input: TReviewSave): Promise<ReviewSheetView> {
      // The question rows are the question module's: read before the transaction.
      const first = await requireMarkable(repo, actor, input.attemptId);
      const units = await unitsOf(deps.db, reader, first.paper);
      const marks = new Map<number, { score: number; comment: string }>();
      for (const m of input.marks) {
        const unit = units.get(m.questionId);
        if (!unit || unit.type !== QUESTION_TYPE.qa) throw fail('examAdmin.notMarkable');
        if (m.score < 0 || m.score > unit.score)
          throw fail('examAdmin.scoreOutOfRange', { max: unit.score });
        marks.set(m.questionId, {
          score: Math.min(round1(m.score), unit.score),
          comment: m.comment ?? '',
        });
      }
      await deps.db.transaction(async (tx) => {
        const r = createExamReviewRepository(tx);
        const attempt = await requireMarkable(r, actor, input.attemptId, true);
        const answers = new Map((await r.answers(attempt.id)).map((a) => [a.questionId, a]));
        for (const questionId of marks.keys())
          if (!answers.has(questionId)) throw fail('examAdmin.notMarkable');
        await r.mark(
          attempt.id,
          actor.userId,
          [...marks].map(([questionId, m]) => ({
            questionId,
            score: m.score,
            correct: m.score >= units.get(questionId)!.score,
            comment: m.comment,
          })),
        );
        if (input.finish) {
          const unmarked = [...answers.values()].filter(
            (a) =>
              units.get(a.questionId)?.type === QUESTION_TYPE.qa &&
              a.score === null &&
              !marks.has(a.questionId),
          ).length;
          if (unmarked > 0) throw fail('examAdmin.unmarkedParts', { count: unmarked });
        }
        if (input.finish || attempt.status === 'marked') {
          await r.setMarker(attempt.id, actor.userId);
          await emitMarked(tx, deps.events, await settleAttempt(tx, attempt.id));
        }
      });
      return sheetOf(actor, await requireMarkable(repo, actor, input.attemptId));
    },
  };
}
export type ExamReviewService = ReturnType<typeof createExamReviewService>;
