/**
 * Homework (spec s.2 /questionnaire/homework, /mine/homework, /mine/homework/vetting; s.4
 * "to evaluate, evaluated"; s.5 "content or attachment required, at least one step, save
 * current step first"; s.9 "homework 5 at 200MB"): the calls between the server, the learner
 * site and the admin site. Learner calls live under /api/study/..., admin calls under
 * /api/manage/homework/... (docs/decisions.md: paths the spec does not name).
 */
import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { ZStoredFile } from '../files/index.ts';
import { ZListQuery } from '../admin/index.ts';
import { zSecrecyLevel } from '../users/index.ts';
import { pagingFields, zId, zOptionalText, zRequiredText } from '../validators/index.ts';

const MB = 1024 * 1024;

export const HOMEWORK_LIMITS = {
  title: 100,
  description: 5000,
  steps: 20,
  stepTitle: 100,
  /** The administrator's instructions of a step. */
  stepContent: 5000,
  /** A learner's answer to a step. */
  answer: 10_000,
  /** Attachments per step (the learner's answer, or the administrator's step). */
  attachments: 5,
  attachmentBytes: 200 * MB,
  fullScore: 1000,
  reviewers: 50,
  audience: 500,
  comment: 1000,
} as const;

export const HOMEWORK_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type HomeworkStatus = (typeof HOMEWORK_STATUSES)[number];

/** Spec s.4 time states: not begun, open, overdue. */
export const HOMEWORK_TIME_STATES = ['not_started', 'in_progress', 'ended'] as const;
export type HomeworkTimeState = (typeof HOMEWORK_TIME_STATES)[number];

/**
 * A learner's submission: 'draft' (steps saved, not handed in), 'submitted' (to evaluate),
 * 'returned' (sent back by a reviewer: may be changed and submitted again), 'evaluated'
 * (scored; final).
 */
export const SUBMISSION_STATUSES = ['draft', 'submitted', 'returned', 'evaluated'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** What a reviewer does with a submission: score it, or return it for resubmission. */
export const REVIEW_ACTIONS = ['evaluate', 'return'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** The time state of a window at `now`. */
export function homeworkTimeState(
  startAt: string | Date,
  endAt: string | Date,
  now: number = Date.now(),
): HomeworkTimeState {
  if (now < new Date(startAt).getTime()) return 'not_started';
  if (now > new Date(endAt).getTime()) return 'ended';
  return 'in_progress';
}

const zIso = z.iso.datetime({ offset: true, error: messageRef('common.parameterError') });

/** Multi-line plain text: trimmed, kept as typed (shown with line breaks, never as HTML). */
const zPlainText = (max: number) =>
  z
    .string({ error: messageRef('validation.invalid') })
    .trim()
    .max(max, { error: messageRef('validation.tooLong', { max }) });

const zFileIds = z
  .array(zId, { error: messageRef('common.parameterError') })
  .max(HOMEWORK_LIMITS.attachments, {
    error: messageRef('homework.tooManyAttachments', { max: HOMEWORK_LIMITS.attachments }),
  })
  .refine((ids) => new Set(ids).size === ids.length, {
    error: messageRef('common.parameterError'),
  });

/** Spec s.5: a step needs content or an attachment (whitespace is not content). */
export function hasContentOrAttachment(step: { content?: string; fileIds?: number[] }): boolean {
  return (step.content ?? '').trim().length > 0 || (step.fileIds ?? []).length > 0;
}

// ---------------------------------------------------------------- admin calls

export const ZHomeworkAudience = z.strictObject({
  departmentIds: z.array(zId).max(HOMEWORK_LIMITS.audience).default([]),
  positions: z
    .array(zRequiredText(50))
    .max(HOMEWORK_LIMITS.audience, { error: messageRef('common.parameterError') })
    .default([]),
  userIds: z.array(zId).max(HOMEWORK_LIMITS.audience).default([]),
});
export type THomeworkAudience = z.infer<typeof ZHomeworkAudience>;

/** A step as the administrator writes it: a title, and instructions or reference files. */
export const ZHomeworkStepSave = z
  .strictObject({
    /** The step's id when it already exists (learners' answers to it are kept). */
    id: zId.optional(),
    title: zRequiredText(HOMEWORK_LIMITS.stepTitle),
    content: zPlainText(HOMEWORK_LIMITS.stepContent).default(''),
    fileIds: zFileIds.default([]),
  })
  .refine(hasContentOrAttachment, {
    error: messageRef('homework.contentOrAttachment'),
    path: ['content'],
  });
export type THomeworkStepSave = z.input<typeof ZHomeworkStepSave>;

/** POST /api/manage/homework/save: create (no id) or update a homework. */
export const ZHomeworkSave = z
  .strictObject({
    id: zId.optional(),
    title: zRequiredText(HOMEWORK_LIMITS.title),
    description: zPlainText(HOMEWORK_LIMITS.description).default(''),
    startAt: zIso,
    endAt: zIso,
    fullScore: z
      .number({ error: messageRef('common.parameterError') })
      .int({ error: messageRef('common.parameterError') })
      .min(1, { error: messageRef('validation.range', { min: 1, max: HOMEWORK_LIMITS.fullScore }) })
      .max(HOMEWORK_LIMITS.fullScore, {
        error: messageRef('validation.range', { min: 1, max: HOMEWORK_LIMITS.fullScore }),
      })
      .default(100),
    secrecyLevel: zSecrecyLevel.default(50),
    visibility: z
      .enum(['all', 'limited'], { error: messageRef('common.parameterError') })
      .default('all'),
    audience: ZHomeworkAudience.default({ departmentIds: [], positions: [], userIds: [] }),
    /** Named reviewers; none: every homework reviewer (role) of the company reviews it. */
    reviewerIds: z
      .array(zId, { error: messageRef('common.parameterError') })
      .max(HOMEWORK_LIMITS.reviewers, { error: messageRef('common.parameterError') })
      .default([]),
    steps: z
      .array(ZHomeworkStepSave, { error: messageRef('homework.stepRequired') })
      .min(1, { error: messageRef('homework.stepRequired') })
      .max(HOMEWORK_LIMITS.steps, {
        error: messageRef('homework.tooManySteps', { max: HOMEWORK_LIMITS.steps }),
      }),
  })
  .refine((h) => new Date(h.startAt) < new Date(h.endAt), {
    error: messageRef('validation.startAfterEnd'),
    path: ['endAt'],
  });
export type THomeworkSave = z.input<typeof ZHomeworkSave>;
export type THomeworkSaveParsed = z.output<typeof ZHomeworkSave>;

/** POST /api/manage/homework/list */
export const ZHomeworkAdminQuery = ZListQuery.extend({
  status: z.enum(HOMEWORK_STATUSES, { error: messageRef('common.parameterError') }).optional(),
});
export type THomeworkAdminQuery = z.input<typeof ZHomeworkAdminQuery>;

/** One homework (or one submission) by id. */
export const ZHomeworkId = z.strictObject({ id: zId });

/** POST /api/manage/homework/submissions: the submissions of one homework. */
export const ZHomeworkSubmissionQuery = z.strictObject({
  homeworkId: zId,
  status: z.enum(SUBMISSION_STATUSES, { error: messageRef('common.parameterError') }).optional(),
  keyword: zOptionalText(50),
  ...pagingFields(200, 20),
});
export type THomeworkSubmissionQuery = z.input<typeof ZHomeworkSubmissionQuery>;

export const ZHomeworkAdminRow = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(HOMEWORK_STATUSES),
  timeState: z.enum(HOMEWORK_TIME_STATES),
  startAt: z.string(),
  endAt: z.string(),
  fullScore: z.number().int(),
  stepCount: z.number().int(),
  visibility: z.enum(['all', 'limited']),
  /** Submissions waiting for a reviewer. */
  toEvaluate: z.number().int(),
  evaluated: z.number().int(),
  updatedAt: z.string(),
});
export type THomeworkAdminRow = z.infer<typeof ZHomeworkAdminRow>;

export const ZHomeworkStep = z.object({
  id: z.number().int(),
  /** 1, 2, ... in order. */
  sort: z.number().int(),
  title: z.string(),
  content: z.string(),
  files: z.array(ZStoredFile),
});
export type THomeworkStep = z.infer<typeof ZHomeworkStep>;

/** Names by id (JSON object keys are the ids as text). */
const zNamesById = z.record(z.number().int(), z.string());

export const ZHomeworkAdminDetail = ZHomeworkAdminRow.omit({ stepCount: true }).extend({
  description: z.string(),
  secrecyLevel: z.number().int(),
  audience: z.object({
    departmentIds: z.array(z.number().int()),
    positions: z.array(z.string()),
    userIds: z.array(z.number().int()),
  }),
  reviewerIds: z.array(z.number().int()),
  steps: z.array(ZHomeworkStep),
  /** Names of the audience's departments and people and of the reviewers, by id. */
  names: z.object({
    departments: zNamesById,
    users: zNamesById,
  }),
  /** True once a learner has handed in: the steps may be reworded but not added or removed. */
  stepsLocked: z.boolean(),
});
export type THomeworkAdminDetail = z.infer<typeof ZHomeworkAdminDetail>;

/** A submission in the admin's and the reviewer's lists. */
export const ZHomeworkSubmissionRow = z.object({
  id: z.number().int(),
  homeworkId: z.number().int(),
  homeworkTitle: z.string(),
  userId: z.number().int(),
  realName: z.string(),
  account: z.string(),
  departmentName: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  /** How many times it was handed in (2 after a resubmission). */
  round: z.number().int(),
  submittedAt: z.string().nullable(),
  score: z.number().nullable(),
  fullScore: z.number().int(),
  reviewerName: z.string(),
  reviewedAt: z.string().nullable(),
});
export type THomeworkSubmissionRow = z.infer<typeof ZHomeworkSubmissionRow>;

// ---------------------------------------------------------------- learner calls

/**
 * POST /api/study/me/homework/list (/mine/homework): 'todo' is not handed in yet (or returned),
 * 'toEvaluate' handed in and waiting, 'evaluated' scored.
 */
export const MY_HOMEWORK_TABS = ['all', 'todo', 'toEvaluate', 'evaluated'] as const;
export type MyHomeworkTab = (typeof MY_HOMEWORK_TABS)[number];
export const ZMyHomeworkQuery = z.strictObject({
  tab: z.enum(MY_HOMEWORK_TABS, { error: messageRef('common.parameterError') }).default('all'),
  ...pagingFields(50, 10),
});
export type TMyHomeworkQuery = z.input<typeof ZMyHomeworkQuery>;

export const ZMyHomeworkRow = z.object({
  id: z.number().int(),
  title: z.string(),
  timeState: z.enum(HOMEWORK_TIME_STATES),
  startAt: z.string(),
  endAt: z.string(),
  fullScore: z.number().int(),
  stepCount: z.number().int(),
  /** null: not started by the learner. */
  status: z.enum(SUBMISSION_STATUSES).nullable(),
  score: z.number().nullable(),
  submittedAt: z.string().nullable(),
});
export type TMyHomeworkRow = z.infer<typeof ZMyHomeworkRow>;

export const ZHomeworkAnswer = z.object({
  stepId: z.number().int(),
  content: z.string(),
  files: z.array(ZStoredFile),
  savedAt: z.string(),
});
export type THomeworkAnswer = z.infer<typeof ZHomeworkAnswer>;

export const ZHomeworkReview = z.object({
  action: z.enum(REVIEW_ACTIONS),
  /** The round it concerns (1 for the first hand-in). */
  round: z.number().int(),
  score: z.number().nullable(),
  comment: z.string(),
  reviewerName: z.string(),
  createdAt: z.string(),
});
export type THomeworkReview = z.infer<typeof ZHomeworkReview>;

/** A learner's submission as its owner, a reviewer or an administrator sees it. */
export const ZHomeworkSubmission = z.object({
  id: z.number().int(),
  status: z.enum(SUBMISSION_STATUSES),
  round: z.number().int(),
  submittedAt: z.string().nullable(),
  score: z.number().nullable(),
  comment: z.string(),
  reviewedAt: z.string().nullable(),
  answers: z.array(ZHomeworkAnswer),
  /** Every return and evaluation, oldest first. */
  reviews: z.array(ZHomeworkReview),
});
export type THomeworkSubmission = z.infer<typeof ZHomeworkSubmission>;

/** GET /api/study/homework/:id/detail (/questionnaire/homework?id=). */
export const ZHomeworkDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  timeState: z.enum(HOMEWORK_TIME_STATES),
  startAt: z.string(),
  endAt: z.string(),
  fullScore: z.number().int(),
  steps: z.array(ZHomeworkStep),
  /** The caller's own submission; null before the first saved step. */
  submission: ZHomeworkSubmission.nullable(),
  /** Whether the caller may save steps and hand in now. */
  canEdit: z.boolean(),
  /** Why not, as a translated message (null when canEdit). */
  refusal: z.string().nullable(),
});
export type THomeworkDetail = z.infer<typeof ZHomeworkDetail>;

/** POST /api/study/homework/step/save: the current step, saved before the next is opened. */
export const ZHomeworkStepAnswer = z
  .strictObject({
    homeworkId: zId,
    stepId: zId,
    content: zPlainText(HOMEWORK_LIMITS.answer).default(''),
    fileIds: zFileIds.default([]),
  })
  .refine(hasContentOrAttachment, {
    error: messageRef('homework.contentOrAttachment'),
    path: ['content'],
  });
export type THomeworkStepAnswer = z.input<typeof ZHomeworkStepAnswer>;

/** POST /api/study/homework/submit: hands in (first time, or again after a return). */
export const ZHomeworkSubmit = z.strictObject({ homeworkId: zId });

/** The multipart field of `POST /api/study/homework/upload/file` (before the file). */
export const ZHomeworkUploadField = z.object({ homeworkId: zId });

/** POST /api/study/homework/upload/chunk/init: a resumable upload of a large attachment. */
export const ZHomeworkChunkInit = z.strictObject({
  homeworkId: zId,
  name: z
    .string({ error: messageRef('common.parameterError') })
    .trim()
    .min(1, { error: messageRef('validation.required') })
    .max(255, { error: messageRef('validation.tooLong', { max: 255 }) })
    // eslint-disable-next-line no-control-regex
    .refine((n) => !/[\\/\u0000-\u001f]/.test(n), { error: messageRef('common.parameterError') }),
  size: z
    .number({ error: messageRef('common.parameterError') })
    .int({ error: messageRef('common.parameterError') })
    .min(0, { error: messageRef('common.parameterError') })
    .max(Number.MAX_SAFE_INTEGER, { error: messageRef('common.parameterError') }),
  chunkSize: z
    .number({ error: messageRef('common.parameterError') })
    .int({ error: messageRef('common.parameterError') })
    .min(256 * 1024, { error: messageRef('common.parameterError') })
    .max(8 * MB, { error: messageRef('common.parameterError') }),
});
export type THomeworkChunkInit = z.input<typeof ZHomeworkChunkInit>;

/** POST /api/study/homework/upload/chunk/:uploadId/complete: which homework it is for. */
export const ZHomeworkChunkComplete = z.strictObject({ homeworkId: zId });

// ---------------------------------------------------------------- reviewer calls

/** POST /api/study/me/homework/vetting/list (/mine/homework/vetting). */
export const REVIEW_TABS = ['toEvaluate', 'evaluated'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];
export const ZReviewQuery = z.strictObject({
  tab: z.enum(REVIEW_TABS, { error: messageRef('common.parameterError') }).default('toEvaluate'),
  keyword: zOptionalText(50),
  ...pagingFields(50, 10),
});
export type TReviewQuery = z.input<typeof ZReviewQuery>;

/** GET /api/study/homework/vetting/:id: one submission with its homework, for a reviewer. */
export const ZReviewDetail = z.object({
  submission: ZHomeworkSubmission,
  homework: z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    fullScore: z.number().int(),
    steps: z.array(ZHomeworkStep),
  }),
  learner: z.object({
    userId: z.number().int(),
    realName: z.string(),
    account: z.string(),
    departmentName: z.string(),
  }),
  /** True while it waits for a reviewer (the caller may score or return it). */
  canVet: z.boolean(),
});
export type TReviewDetail = z.infer<typeof ZReviewDetail>;

/** A score with at most one decimal place. */
const zScore = z
  .number({ error: messageRef('homework.scoreRequired') })
  .min(0, { error: messageRef('homework.scoreRange', { max: HOMEWORK_LIMITS.fullScore }) })
  .max(HOMEWORK_LIMITS.fullScore, {
    error: messageRef('homework.scoreRange', { max: HOMEWORK_LIMITS.fullScore }),
  })
  .refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-9, {
    error: messageRef('homework.scoreDecimals'),
  });

/**
 * POST /api/study/homework/vetting/save: 'evaluate' with a score (0 to the homework's full
 * score) and an optional comment; 'return' with the comment saying what to change.
 */
export const ZReviewSave = z
  .strictObject({
    submissionId: zId,
    action: z.enum(REVIEW_ACTIONS, { error: messageRef('common.parameterError') }),
    score: zScore.nullable().optional(),
    comment: zPlainText(HOMEWORK_LIMITS.comment).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'evaluate' && (v.score === undefined || v.score === null))
      ctx.addIssue({
        code: 'custom',
        message: messageRef('homework.scoreRequired'),
        path: ['score'],
      });
    if (v.action === 'return' && !v.comment)
      ctx.addIssue({
        code: 'custom',
        message: messageRef('homework.returnCommentRequired'),
        path: ['comment'],
      });
  });
export type TReviewSave = z.input<typeof ZReviewSave>;
