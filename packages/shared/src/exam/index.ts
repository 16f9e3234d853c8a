/**
 * Exams (spec s.2 exam/*, mine/exam, mine/cyclic, oneexam, mine/review/*; s.4 exam states,
 * auto submit, face match; s.5 exam rules; s.8 exam messages): the calls between the server,
 * the learner site and the admin site. Paths are not named by the spec (docs/decisions.md):
 * learner calls under /api/study/exam/... and /api/study/me/..., admin under /api/manage/exam/...
 */
import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { EXAM_LIMITS } from './exam-limits.ts';
import { pagingFields, zId, zOptionalText, zRequiredText } from '../validators/index.ts';
import { ZLearnerQuestion, ZRevealedQuestion, zAnswerValue } from '../question/index.ts';

export { EXAM_LIMITS };

/** Spec s.4: exam time states. */
export const EXAM_TIME_STATES = ['not_started', 'in_progress', 'ended'] as const;
export type ExamTimeState = (typeof EXAM_TIME_STATES)[number];
export const EXAM_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type ExamStatus = (typeof EXAM_STATUSES)[number];
/** 'normal' or 'cyclic' (a daily exam: a paper drawn each day, spec /mine/cyclic, /oneexam). */
export const EXAM_KINDS = ['normal', 'cyclic'] as const;
export type ExamKind = (typeof EXAM_KINDS)[number];
export const SCORE_KEPT = ['highest', 'last'] as const;
export type ScoreKept = (typeof SCORE_KEPT)[number];
/** When results (score) and answers (keys and analysis) are shown to the examinee. */
export const VISIBILITY_WHEN = ['immediately', 'after_end', 'never'] as const;
export type VisibilityWhen = (typeof VISIBILITY_WHEN)[number];
/**
 * An attempt: answering, then on hand-in 'marked' (all objective) or 'pending_marking' (Q&A
 * parts wait for a reviewer, spec s.4 "pending marking"), 'marked' once reviewed.
 */
export const ATTEMPT_STATUSES = ['in_progress', 'pending_marking', 'marked'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];
/** Why an attempt was handed in (spec s.4 auto submit). */
export const SUBMIT_REASONS = ['manual', 'timeout', 'screen_switch', 'face'] as const;
export type SubmitReason = (typeof SUBMIT_REASONS)[number];

const zIso = z.iso.datetime({ offset: true, error: messageRef('common.parameterError') });
const zCount = (max: number) =>
  z.coerce
    .number({ error: messageRef('common.parameterError') })
    .int({ error: messageRef('common.parameterError') })
    .min(0, { error: messageRef('common.parameterError') })
    .max(max, { error: messageRef('common.parameterError') });

export const ZExamAudience = z.strictObject({
  departmentIds: z.array(zId).max(EXAM_LIMITS.audience).default([]),
  positions: z.array(zRequiredText(50)).max(EXAM_LIMITS.audience).default([]),
  userIds: z.array(zId).max(EXAM_LIMITS.audience).default([]),
});
export type TExamAudience = z.infer<typeof ZExamAudience>;

// ---------------------------------------------------------------- admin calls

/** POST /api/manage/exam/save: create (no id) or update an exam's settings. */
export const ZExamSave = z
  .strictObject({
    id: zId.optional(),
    name: zRequiredText(EXAM_LIMITS.name),
    /** The rules page text (sanitised rich text). */
    intro: zOptionalText(EXAM_LIMITS.intro),
    kind: z.enum(EXAM_KINDS).default('normal'),
    paperId: zId,
    startAt: zIso,
    endAt: zIso,
    durationMinutes: zCount(EXAM_LIMITS.durationMinutes).refine((n) => n >= 1, {
      error: messageRef('common.parameterError'),
    }),
    /** 0: unlimited. For a cyclic exam: attempts per day. */
    attemptsAllowed: zCount(EXAM_LIMITS.attempts).default(1),
    scoreKept: z.enum(SCORE_KEPT).default('highest'),
    minMinutesBeforeSubmit: zCount(EXAM_LIMITS.durationMinutes).default(0),
    /** '' or absent: no password. */
    password: zOptionalText(EXAM_LIMITS.password),
    /** IPv4 addresses, CIDR blocks (10.0.0.0/8) or ranges (10.0.0.1-10.0.0.99); empty: any. */
    ipRanges: z.array(zRequiredText(EXAM_LIMITS.ipRange)).max(EXAM_LIMITS.ipRanges).default([]),
    signatureRequired: z.boolean().default(false),
    /** 0: screen switches are not limited. */
    screenSwitchLimit: zCount(EXAM_LIMITS.screenSwitches).default(0),
    fullScreen: z.boolean().default(false),
    /** Refused unless a face service is configured. */
    faceMatch: z.boolean().default(false),
    resultVisibility: z.enum(VISIBILITY_WHEN).default('immediately'),
    answerVisibility: z.enum(VISIBILITY_WHEN).default('after_end'),
    reviewerIds: z.array(zId).max(EXAM_LIMITS.reviewers).default([]),
    visibility: z.enum(['all', 'limited']).default('all'),
    audience: ZExamAudience.default({ departmentIds: [], positions: [], userIds: [] }),
  })
  .refine((e) => new Date(e.startAt) < new Date(e.endAt), {
    error: messageRef('validation.startAfterEnd'),
    path: ['endAt'],
  });
export type TExamSave = z.infer<typeof ZExamSave>;

/** POST /api/manage/exam/list */
export const ZExamAdminList = z.strictObject({
  keyword: zOptionalText(50),
  status: z.enum(EXAM_STATUSES).optional(),
  kind: z.enum(EXAM_KINDS).optional(),
  ...pagingFields(),
});

export const ZExamAdminRow = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(EXAM_KINDS),
  status: z.enum(EXAM_STATUSES),
  timeState: z.enum(EXAM_TIME_STATES),
  startAt: z.string(),
  endAt: z.string(),
  durationMinutes: z.number().int(),
  paperName: z.string(),
  examineeCount: z.number().int(),
  pendingMarking: z.number().int(),
  updatedAt: z.string(),
});
export type ExamAdminRow = z.infer<typeof ZExamAdminRow>;

const zIdName = z.object({ id: z.number().int(), name: z.string() });

/** An exam's settings as saved (ZExamSave's parsed fields but the id), then what the admin sees. */
export const ZExamAdminDetail = z.object({
  id: z.number().int(),
  status: z.enum(EXAM_STATUSES),
  name: z.string(),
  intro: z.string().optional(),
  kind: z.enum(EXAM_KINDS),
  paperId: z.number().int(),
  startAt: z.string(),
  endAt: z.string(),
  durationMinutes: z.number().int(),
  attemptsAllowed: z.number().int(),
  scoreKept: z.enum(SCORE_KEPT),
  minMinutesBeforeSubmit: z.number().int(),
  /** The password itself, for the admin to share. */
  password: z.string(),
  ipRanges: z.array(z.string()),
  signatureRequired: z.boolean(),
  screenSwitchLimit: z.number().int(),
  fullScreen: z.boolean(),
  faceMatch: z.boolean(),
  resultVisibility: z.enum(VISIBILITY_WHEN),
  answerVisibility: z.enum(VISIBILITY_WHEN),
  reviewerIds: z.array(z.number().int()),
  visibility: z.enum(['all', 'limited']),
  audience: z.object({
    departmentIds: z.array(z.number().int()),
    positions: z.array(z.string()),
    userIds: z.array(z.number().int()),
  }),
  paperName: z.string(),
  reviewerNames: z.array(zIdName),
  audienceNames: z.object({ departments: z.array(zIdName), users: z.array(zIdName) }),
});
export type ExamAdminDetail = z.infer<typeof ZExamAdminDetail>;

/** POST /api/manage/exam/attempts: the examinees' results of one exam. */
export const ZExamAttemptList = z.strictObject({
  examId: zId,
  status: z.enum(ATTEMPT_STATUSES).optional(),
  ...pagingFields(),
});

export const ZExamAttemptAdminRow = z.object({
  attemptId: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  account: z.string(),
  departmentName: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  submitReason: z.enum(SUBMIT_REASONS).nullable(),
  screenSwitches: z.number().int(),
});
export type ExamAttemptAdminRow = z.infer<typeof ZExamAttemptAdminRow>;

// ---------------------------------------------------------------- learner calls

/** POST /api/study/me/exam/list (/mine/exam); kind 'cyclic' for /mine/cyclic. */
export const ZMyExamList = z.strictObject({
  kind: z.enum(EXAM_KINDS).default('normal'),
  /** 'todo': not yet passed and not ended; 'done': taken or ended. */
  tab: z.enum(['all', 'todo', 'done']).default('all'),
  ...pagingFields(50, 10),
});

export const ZMyExamRow = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(EXAM_KINDS),
  timeState: z.enum(EXAM_TIME_STATES),
  startAt: z.string(),
  endAt: z.string(),
  durationMinutes: z.number().int(),
  totalScore: z.number(),
  passScore: z.number(),
  attemptsAllowed: z.number().int(),
  attemptsUsed: z.number().int(),
  /** The score kept (highest or last), when visible to the examinee. */
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
  pendingMarking: z.boolean(),
  activeAttemptId: z.number().int().nullable(),
});
export type MyExamRow = z.infer<typeof ZMyExamRow>;

/** GET /api/study/exam/:id/detail (/exam/detail and the rules page). */
export const ZExamDetail = ZMyExamRow.extend({
  intro: z.string(),
  questionCount: z.number().int(),
  scoreKept: z.enum(SCORE_KEPT),
  minMinutesBeforeSubmit: z.number().int(),
  needsPassword: z.boolean(),
  /** True when the exam has IP ranges (the examinee's address is checked at start). */
  ipRestricted: z.boolean(),
  signatureRequired: z.boolean(),
  screenSwitchLimit: z.number().int(),
  fullScreen: z.boolean(),
  faceMatch: z.boolean(),
  /** Null when the examinee may start (or resume); else the refusal message, translated. */
  refusal: z.string().nullable(),
  /** For a cyclic exam: today's cycle (YYYY-MM-DD, server time zone). */
  cycle: z.string().nullable(),
});
export type ExamDetail = z.infer<typeof ZExamDetail>;

/** POST /api/study/exam/start: starts, or resumes the attempt in progress. */
export const ZExamStart = z.strictObject({
  examId: zId,
  password: zOptionalText(EXAM_LIMITS.password),
  /** PNG data URL of the signature, when the exam asks for one. */
  signature: z
    .string()
    .max(EXAM_LIMITS.signature, { error: messageRef('common.parameterError') })
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, {
      error: messageRef('common.parameterError'),
    })
    .optional(),
});
export const ZExamStartResult = z.object({ attemptId: z.number().int(), resumed: z.boolean() });
export type ExamStartResult = z.infer<typeof ZExamStartResult>;

/**
 * GET /api/study/exam/attempt/:id (/exam/paper): the attempt as the examinee answers it, with
 * every saved answer. `deadline` is the server's; `serverNow` lets the screen correct its clock.
 */
export const ZAttemptPaper = z.object({
  attemptId: z.number().int(),
  examId: z.number().int(),
  examName: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  startedAt: z.string(),
  deadline: z.string(),
  serverNow: z.string(),
  /** Hand-in is refused before this time (minimum minutes). */
  submitOpensAt: z.string(),
  screenSwitchLimit: z.number().int(),
  screenSwitches: z.number().int(),
  fullScreen: z.boolean(),
  /**
   * Face match during the attempt (null without): when the next check is due and the failed
   * checks it may still have. A check not taken FACE_CHECK_GRACE_MINUTES after it is due
   * counts as failed.
   */
  faceCheck: z
    .object({ dueAt: z.string(), chancesLeft: z.number().int(), chances: z.number().int() })
    .nullable(),
  totalScore: z.number(),
  questions: z.array(ZLearnerQuestion),
  /** Saved answers by question id (sub-questions of a case by their own id), with their seq. */
  answers: z.record(z.string(), z.object({ value: zAnswerValue, seq: z.number().int() })),
});
export type AttemptPaper = z.infer<typeof ZAttemptPaper>;

/**
 * POST /api/study/exam/answer: saves one answer. Idempotent: `seq` grows with each change the
 * screen makes to that question, and a save whose seq is not above the stored one changes
 * nothing (a late retry never overwrites a newer answer) and still answers ok.
 */
export const ZAnswerSave = z.strictObject({
  attemptId: zId,
  questionId: zId,
  value: zAnswerValue,
  seq: z.coerce
    .number({ error: messageRef('common.parameterError') })
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER),
});
export type TAnswerSave = z.infer<typeof ZAnswerSave>;
/** POST /api/study/exam/answers: several saves at once (an offline queue flushed). */
export const ZAnswerBatch = z.strictObject({
  attemptId: zId,
  items: z
    .array(ZAnswerSave.omit({ attemptId: true }))
    .min(1, { error: messageRef('common.parameterError') })
    .max(EXAM_LIMITS.batch, { error: messageRef('common.parameterError') }),
});
export const ZAnswerSaved = z.object({
  /** The seq now stored per question id. */
  stored: z.record(z.string(), z.number().int()),
});
export type AnswerSaved = z.infer<typeof ZAnswerSaved>;

/** POST /api/study/exam/screen-switch: counted by the server; at the limit it hands in. */
export const ZScreenSwitch = z.strictObject({ attemptId: zId });
export const ZScreenSwitchResult = z.object({
  screenSwitches: z.number().int(),
  limit: z.number().int(),
  submitted: z.boolean(),
});
export type ScreenSwitchResult = z.infer<typeof ZScreenSwitchResult>;

/**
 * POST /api/study/me/facecontrast/submit: an uploaded photo (upload/facecontrast) checked
 * against the examinee's enrolled face. Before the start (no attemptId) a match lets the exam
 * start; during an attempt each failed check uses a chance and the last one hands the paper in.
 */
export const ZFaceContrastSubmit = z.strictObject({
  examId: zId,
  attemptId: zId.optional(),
  photoId: z
    .string({ error: messageRef('common.parameterError') })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: messageRef('common.parameterError') }),
});
/** Face match (spec s.4): success, or a failure with the chances left; none left: handed in. */
export const ZFaceContrastResult = z.object({
  status: z.enum(['success', 'fail', 'handedIn']),
  chancesLeft: z.number().int(),
  chances: z.number().int(),
  /** During an attempt: when the next check is due (after a success, FACE_CHECK_EVERY_MINUTES on). */
  nextCheckAt: z.string().nullable(),
});
export type FaceContrastResult = z.infer<typeof ZFaceContrastResult>;

/** POST /api/study/exam/submit: hands in (refused before the minimum minutes). */
export const ZExamSubmit = z.strictObject({ attemptId: zId });
/** What a hand-in answers: the attempt's status now (marked, or pending marking). */
export const ZExamSubmitted = z.object({
  attemptId: z.number().int(),
  status: z.enum(ATTEMPT_STATUSES),
});
export type ExamSubmitted = z.infer<typeof ZExamSubmitted>;

/** A mark on one answered question: the score (null until a reviewer gives it), the comment. */
const ZQuestionMark = z.object({
  score: z.number().nullable(),
  correct: z.boolean().nullable(),
  comment: z.string(),
});

/** GET /api/study/exam/attempt/:id/result (/exam/result). */
export const ZAttemptResult = z.object({
  attemptId: z.number().int(),
  examId: z.number().int(),
  examName: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  submitReason: z.enum(SUBMIT_REASONS).nullable(),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  totalScore: z.number(),
  passScore: z.number(),
  /** Null while hidden by the exam's result visibility or while marking is pending. */
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
  /** Null while answers are hidden; else every question with its key, analysis and the mark. */
  questions: z
    .array(
      ZRevealedQuestion.extend({
        answer: zAnswerValue.nullable(),
        mark: ZQuestionMark.nullable(),
      }),
    )
    .nullable(),
  /** Per question id: the examinee's mark, when answers are hidden but results are not. */
  answeredCount: z.number().int(),
  questionCount: z.number().int(),
});
export type AttemptResult = z.infer<typeof ZAttemptResult>;

/** POST /api/study/exam/records (/exam/record): the examinee's attempts at one exam. */
export const ZExamRecords = z.strictObject({ examId: zId, ...pagingFields(50, 10) });
export const ZExamRecordRow = z.object({
  attemptId: z.number().int(),
  /** Cyclic exams: the day (YYYY-MM-DD). */
  cycle: z.string().nullable(),
  status: z.enum(ATTEMPT_STATUSES),
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  submitReason: z.enum(SUBMIT_REASONS).nullable(),
});
export type ExamRecordRow = z.infer<typeof ZExamRecordRow>;

// ---------------------------------------------------------------- reviewers

/** POST /api/study/me/review/list (/mine/review/index): exams the caller marks. */
export const ZReviewExamList = z.strictObject({
  tab: z.enum(['pending', 'done']).default('pending'),
  ...pagingFields(50, 10),
});
export const ZReviewExamRow = z.object({
  examId: z.number().int(),
  name: z.string(),
  endAt: z.string(),
  pending: z.number().int(),
  marked: z.number().int(),
});
export type ReviewExamRow = z.infer<typeof ZReviewExamRow>;

/** POST /api/study/me/review/members (/mine/review/member): one exam's attempts to mark. */
export const ZReviewMembers = z.strictObject({
  examId: zId,
  tab: z.enum(['pending', 'done']).default('pending'),
  ...pagingFields(50, 10),
});
export const ZReviewMemberRow = z.object({
  attemptId: z.number().int(),
  name: z.string(),
  account: z.string(),
  departmentName: z.string(),
  submittedAt: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  score: z.number().nullable(),
});
export type ReviewMemberRow = z.infer<typeof ZReviewMemberRow>;

/** A question on the reviewer's sheet; a case's sub-questions carry their own answers and marks. */
export const ZReviewQuestion = ZRevealedQuestion.omit({ children: true }).extend({
  answer: zAnswerValue.nullable(),
  /** Set for objective parts; reviewers mark the parts where `needsMarking`. */
  mark: ZQuestionMark.nullable(),
  /** A Q&A part the examinee answered: the reviewer gives it 0 to `score`. */
  needsMarking: z.boolean(),
  get children() {
    return z.array(ZReviewQuestion);
  },
});

/** GET /api/study/exam/review/:attemptId (/exam/review/edit): the paper with the answers. */
export const ZReviewSheet = z.object({
  attemptId: z.number().int(),
  examId: z.number().int(),
  examName: z.string(),
  examinee: z.object({ name: z.string(), account: z.string() }),
  status: z.enum(ATTEMPT_STATUSES),
  objectiveScore: z.number(),
  questions: z.array(ZReviewQuestion),
});
export type ReviewSheet = z.infer<typeof ZReviewSheet>;

/**
 * POST /api/study/exam/review/save: marks Q&A parts (score 0 to the part's score). With
 * finish, every pending part must be marked; the attempt becomes 'marked' (/exam/review/end).
 */
export const ZReviewSave = z.strictObject({
  attemptId: zId,
  marks: z
    .array(
      z.strictObject({
        questionId: zId,
        score: z.coerce
          .number({ error: messageRef('common.parameterError') })
          .min(0, { error: messageRef('common.parameterError') })
          .max(10_000),
        comment: zOptionalText(EXAM_LIMITS.comment),
      }),
    )
    .max(500),
  finish: z.boolean().default(false),
});
export type TReviewSave = z.infer<typeof ZReviewSave>;
