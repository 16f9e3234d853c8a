import type { z } from 'zod';
import type { TPage } from '@ascent/shared/admin';
import { translate, type MessageKey } from '@ascent/shared/errors';
import type { Locale } from '@ascent/shared/i18n';
import {
  hasContentOrAttachment,
  homeworkTimeState,
  type THomeworkAnswer,
  type THomeworkDetail,
  type TMyHomeworkRow,
  type ZHomeworkStepAnswer,
  type ZMyHomeworkQuery,
} from '@ascent/shared/homework';
import type { Actor } from '../../core/context.ts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import type { Access } from '../../core/access.ts';
import type { FileCatalog } from '../files/files.catalog.ts';
import {
  createHomeworkRepository,
  type HomeworkRepository,
  type HomeworkRow,
  type SubmissionRow,
} from './homework.repository.ts';
import { toMyRow, toStep } from './homework.mapper.ts';
import type { SubmissionReader } from './homework-submission.reader.ts';

/**
 * Why the learner may not save steps or hand in now, or null: a handed-in submission waits for
 * its reviewer, an evaluated one is final, a returned one may always be changed (the return
 * reopens it, even after the window), otherwise the window decides.
 */
export function editRefusal(
  homework: Pick<HomeworkRow, 'startAt' | 'endAt'>,
  sub: Pick<SubmissionRow, 'status'> | undefined,
  now = Date.now(),
): MessageKey | null {
  if (sub?.status === 'submitted') return 'homework.alreadySubmitted';
  if (sub?.status === 'evaluated') return 'homework.alreadyEvaluated';
  if (sub?.status === 'returned') return null;
  const state = homeworkTimeState(homework.startAt, homework.endAt, now);
  if (state === 'not_started') return 'homework.notBegun';
  if (state === 'ended') return 'homework.overdue';
  return null;
}

/** The learner's homework: the list, the steps, saving a step, handing in. */
export function createHomeworkService(deps: {
  db: Db;
  homework: HomeworkRepository;
  files: FileCatalog;
  /** The learner's scope and the homework's visibility (audience, else a programme's grant). */
  access: Access;
  submissions: SubmissionReader;
}) {
  const { homework, files, access } = deps;

  /** The homework when the caller may do it; 'not found' otherwise (whether it exists or not). */
  async function visible(actor: Actor, id: number): Promise<HomeworkRow> {
    const scope = await access.learner(actor);
    return access.requireVisible(
      deps.db,
      scope,
      'homework',
      await homework.findForLearner(scope, id),
      { notFound: 'homework.notFound' },
    );
  }

  async function detail(actor: Actor, id: number, locale: Locale): Promise<THomeworkDetail> {
    const row = await visible(actor, id);
    const [steps, sub] = await Promise.all([
      homework.stepsOf(row.id),
      homework.submissionOf(row.id, actor.userId),
    ]);
    const stepFiles = steps.flatMap((s) => s.fileIds);
    const read = sub
      ? await deps.submissions.submissionOf(actor.companyId, sub, stepFiles)
      : { submission: null, files: await files.describe(actor.companyId, stepFiles) };
    const refusal = editRefusal(row, sub);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      timeState: homeworkTimeState(row.startAt, row.endAt),
      startAt: row.startAt.toISOString(),
      endAt: row.endAt.toISOString(),
      fullScore: row.fullScore,
      steps: steps.map((s) => toStep(s, read.files)),
      submission: read.submission,
      canEdit: refusal === null,
      refusal: refusal ? translate(refusal, locale) : null,
    };
  }

  return {
    async myList(
      actor: Actor,
      q: z.output<typeof ZMyHomeworkQuery>,
    ): Promise<TPage<TMyHomeworkRow>> {
      const { rows, total } = await homework.myList(
        await access.learner(actor),
        q.tab,
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const now = Date.now();
      return {
        list: rows.map((r) => toMyRow(r, now)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    detail,

    /** Checks the caller may add attachments to the homework now (before an upload is read). */
    async requireEditable(actor: Actor, homeworkId: number): Promise<HomeworkRow> {
      const row = await visible(actor, homeworkId);
      const refusal = editRefusal(row, await homework.submissionOf(row.id, actor.userId));
      if (refusal) throw fail(refusal);
      return row;
    },

    /**
     * Saves one step's answer (spec s.5: content or attachment; the current step is saved
     * before the next): every earlier step must already have its answer. Attachments must be
     * the caller's own uploads for this homework.
     */
    async saveStep(
      actor: Actor,
      input: z.output<typeof ZHomeworkStepAnswer>,
    ): Promise<THomeworkAnswer> {
      const row = await visible(actor, input.homeworkId);
      const steps = await homework.stepsOf(row.id);
      const step = steps.find((s) => s.id === input.stepId);
      if (!step) throw fail('homework.stepNotFound');
      const own = await homework.ownFiles(row.id, actor.userId, input.fileIds);
      if (own.size !== input.fileIds.length) throw fail('homework.attachmentNotFound');
      const saved = await deps.db.transaction(async (tx) => {
        const repo = createHomeworkRepository(tx);
        const existing = await repo.submissionOf(row.id, actor.userId, { lock: true });
        const refusal = editRefusal(row, existing);
        if (refusal) throw fail(refusal);
        const sub =
          existing ?? (await repo.ensureSubmission(actor.companyId, row.id, actor.userId));
        const answers = new Map((await repo.answersOf(sub.id)).map((a) => [a.stepId, a]));
        const earlier = steps.filter((s) => s.sort < step.sort);
        if (earlier.some((s) => !hasContentOrAttachment(answers.get(s.id) ?? {})))
          throw fail('homework.previousStepFirst');
        const answer = await repo.saveAnswer(sub.id, step.id, {
          content: input.content,
          fileIds: input.fileIds,
        });
        await repo.touchSubmission(sub.id);
        return answer;
      });
      const fileMap = await files.describe(actor.companyId, saved.fileIds);
      return {
        stepId: saved.stepId,
        content: saved.content,
        files: saved.fileIds.flatMap((id) => {
          const f = fileMap.get(id);
          return f ? [f] : [];
        }),
        savedAt: saved.savedAt.toISOString(),
      };
    },

    /** Hands in (the first time, or again after a return): every step must be answered. */
    async submit(actor: Actor, homeworkId: number, locale: Locale): Promise<THomeworkDetail> {
      const row = await visible(actor, homeworkId);
      const steps = await homework.stepsOf(row.id);
      await deps.db.transaction(async (tx) => {
        const repo = createHomeworkRepository(tx);
        const sub = await repo.submissionOf(row.id, actor.userId, { lock: true });
        const refusal = editRefusal(row, sub);
        if (refusal) throw fail(refusal);
        const answers = new Map(
          (sub ? await repo.answersOf(sub.id) : []).map((a) => [a.stepId, a]),
        );
        const missing = steps.find((s) => !hasContentOrAttachment(answers.get(s.id) ?? {}));
        if (missing || !sub) throw fail('homework.stepIncomplete', { n: missing?.sort ?? 1 });
        await repo.markSubmitted(sub.id);
      });
      return detail(actor, row.id, locale);
    },
  };
}
export type HomeworkService = ReturnType<typeof createHomeworkService>;
