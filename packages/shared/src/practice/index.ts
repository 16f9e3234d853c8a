/**
 * Practice (spec s.2 /mine/practice/*, /exam/practice/*; s.4 "Practice can continue or
 * restart"): the modes daily, interest, wrong (the wrong-question book), simulation and self,
 * the learner's sessions with their answers and results, and the admin's practice banks and
 * settings. Learner calls under /api/study/practice/..., admin calls under
 * /api/manage/practice/... (paths not named by the spec, docs/decisions.md).
 */
import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { ZListQuery } from '../admin/index.ts';
import { pagingFields, zId, zOptionalText, zRequiredText } from '../validators/index.ts';
import { zPageOf } from '../api/index.ts';
import {
  QUESTION_LIMITS,
  QUESTION_TYPES,
  ZLearnerQuestion,
  ZQuestionKey,
  ZRevealedQuestion,
  zAnswerValue,
  type QuestionType,
} from '../question/index.ts';

/**
 * daily: a set drawn for the day from every practice bank; interest: the banks and knowledge
 * points the learner picks; wrong: the learner's wrong-question book; simulation: a paper under
 * exam conditions (a timer, hand-in, not counted as an exam); self: banks, types and a count.
 */
export const PRACTICE_MODES = ['daily', 'interest', 'wrong', 'simulation', 'self'] as const;
export type PracticeMode = (typeof PRACTICE_MODES)[number];
/** Every mode but simulation shows whether an answer is right as soon as it is given. */
export const FEEDBACK_MODES: readonly PracticeMode[] = ['daily', 'interest', 'wrong', 'self'];
export const isFeedbackMode = (mode: PracticeMode): boolean => FEEDBACK_MODES.includes(mode);

/** The types drawn for practice: Q&A has nobody to mark it, so it is left out. */
export const PRACTICE_TYPES = [1, 2, 3, 4, 8] as const satisfies readonly QuestionType[];
export type PracticeType = (typeof PRACTICE_TYPES)[number];

/**
 * in_progress: being answered (at most one per learner and mode); finished: handed in, ended
 * by a restart, by the end of its day (daily) or by its timer (simulation).
 */
export const PRACTICE_STATUSES = ['in_progress', 'finished'] as const;
export type PracticeStatus = (typeof PRACTICE_STATUSES)[number];
export const PRACTICE_END_REASONS = ['submit', 'restart', 'timeout', 'day_over'] as const;
export type PracticeEndReason = (typeof PRACTICE_END_REASONS)[number];

export const PRACTICE_LIMITS = {
  /** Questions in one session (interest, wrong, self). */
  count: 100,
  defaultCount: 10,
  bankIds: 50,
  knowledgePoints: 20,
  /** A question leaves the wrong-question book after 1 to 10 right answers in a row. */
  wrongRemoveAfter: { min: 1, max: 10, default: 2 },
  /** Questions of the daily set. */
  dailyCount: { min: 1, max: 100, default: 10 },
  simulationName: 100,
  durationMinutes: { min: 1, max: 600 },
} as const;

const zInt = (min: number, max: number) =>
  z.coerce
    .number({ error: messageRef('validation.range', { min, max }) })
    .int({ error: messageRef('validation.range', { min, max }) })
    .min(min, { error: messageRef('validation.range', { min, max }) })
    .max(max, { error: messageRef('validation.range', { min, max }) });

const zBankIds = z
  .array(zId, { error: messageRef('common.parameterError') })
  .max(PRACTICE_LIMITS.bankIds, {
    error: messageRef('practice.tooManyBanks', { max: PRACTICE_LIMITS.bankIds }),
  });

const zKnowledgePoint = zRequiredText(QUESTION_LIMITS.knowledgePoint);

// ---------------------------------------------------------------- learner calls

/**
 * POST /api/study/practice/start: continues the learner's open session of the mode, or with
 * `restart` ends it and starts a new one. Interest needs banks or knowledge points, self needs
 * banks, simulation a simulation paper; daily and wrong need nothing.
 */
export const ZPracticeStart = z
  .strictObject({
    mode: z.enum(PRACTICE_MODES, { error: messageRef('common.parameterError') }),
    restart: z.boolean({ error: messageRef('common.parameterError') }).default(false),
    bankIds: zBankIds.default([]),
    knowledgePoints: z
      .array(zKnowledgePoint, { error: messageRef('common.parameterError') })
      .max(PRACTICE_LIMITS.knowledgePoints, {
        error: messageRef('practice.tooManyPoints', { max: PRACTICE_LIMITS.knowledgePoints }),
      })
      .default([]),
    /** Self: the types to draw (empty: every practice type). */
    types: z
      .array(z.literal(PRACTICE_TYPES, { error: messageRef('common.parameterError') }), {
        error: messageRef('common.parameterError'),
      })
      .max(PRACTICE_TYPES.length, { error: messageRef('common.parameterError') })
      .default([]),
    count: zInt(1, PRACTICE_LIMITS.count).default(PRACTICE_LIMITS.defaultCount),
    simulationId: zId.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'self' && !v.bankIds.length)
      ctx.addIssue({
        code: 'custom',
        message: messageRef('practice.banksRequired'),
        path: ['bankIds'],
      });
    if (v.mode === 'interest' && !v.bankIds.length && !v.knowledgePoints.length)
      ctx.addIssue({
        code: 'custom',
        message: messageRef('practice.interestRequired'),
        path: ['bankIds'],
      });
    if (v.mode === 'simulation' && !v.simulationId)
      ctx.addIssue({
        code: 'custom',
        message: messageRef('practice.simulationRequired'),
        path: ['simulationId'],
      });
  });
export type TPracticeStart = z.input<typeof ZPracticeStart>;
export type TPracticeStartParsed = z.output<typeof ZPracticeStart>;

export const ZPracticeStartResult = z.object({
  sessionId: z.number().int(),
  mode: z.enum(PRACTICE_MODES),
  /** True when the open session was continued rather than a new one drawn. */
  resumed: z.boolean(),
});
export type PracticeStartResult = z.infer<typeof ZPracticeStartResult>;

/** A session in progress, as the practice home shows it (continue or restart). */
export const ZPracticeOpenSession = z.object({
  sessionId: z.number().int(),
  mode: z.enum(PRACTICE_MODES),
  /** A simulation paper's name; '' for the other modes (the screen names them by mode). */
  title: z.string(),
  /** Daily: the day (YYYY-MM-DD, server time zone); '' otherwise. */
  day: z.string(),
  answeredCount: z.number().int(),
  questionCount: z.number().int(),
  startedAt: z.string(),
  /** Simulation: when the server hands it in. */
  deadline: z.string().nullable(),
});
export type PracticeOpenSession = z.infer<typeof ZPracticeOpenSession>;

/** What the last session of a mode was drawn from (the form starts from it). */
export const ZPracticeConfig = z.object({
  bankIds: z.array(z.number().int()),
  knowledgePoints: z.array(z.string()),
  types: z.array(z.literal(PRACTICE_TYPES)),
  count: z.number().int(),
  simulationId: z.number().int().nullable(),
});
export type PracticeConfig = z.infer<typeof ZPracticeConfig>;

/** GET /api/study/practice/home (/mine/practice). */
export const ZPracticeHome = z.object({
  /** Today in the server's time zone (YYYY-MM-DD). */
  today: z.string(),
  /** The learner's sessions in progress, one per mode at most. */
  open: z.array(ZPracticeOpenSession),
  /** Questions in the daily set, and how many daily sets were finished today. */
  dailyCount: z.number().int(),
  dailyFinishedToday: z.number().int(),
  /** Questions in the wrong-question book, and the right answers in a row that take one out. */
  wrongCount: z.number().int(),
  wrongRemoveAfter: z.number().int(),
  bankCount: z.number().int(),
  simulationCount: z.number().int(),
  /** Over every finished session: how many sessions, answered and right units. */
  stats: z.object({
    sessions: z.number().int(),
    answered: z.number().int(),
    correct: z.number().int(),
  }),
  /** By mode, for the modes the learner has practised (absent keys: never). */
  lastConfig: z.partialRecord(z.enum(PRACTICE_MODES), ZPracticeConfig),
});
export type PracticeHome = z.infer<typeof ZPracticeHome>;

/** POST /api/study/practice/banks: the banks open for practice (pickers of interest and self). */
export const ZPracticeBankQuery = z.strictObject({
  keyword: zOptionalText(50),
  ...pagingFields(100, 20),
});
export type TPracticeBankQuery = z.input<typeof ZPracticeBankQuery>;
export const ZPracticeBankRow = z.object({
  bankId: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Questions that can be drawn (every type but Q&A). */
  questionCount: z.number().int(),
});
export type PracticeBankRow = z.infer<typeof ZPracticeBankRow>;

/** POST /api/study/practice/points: the knowledge points of practice banks (interest mode). */
export const ZPracticePoints = z.strictObject({ bankIds: zBankIds.default([]) });
export type TPracticePoints = z.input<typeof ZPracticePoints>;

/** POST /api/study/practice/simulation/list: the simulation papers a learner may sit. */
export const ZPracticeSimulationQuery = z.strictObject({ ...pagingFields(50, 10) });
export const ZPracticeSimulationRow = z.object({
  id: z.number().int(),
  name: z.string(),
  durationMinutes: z.number().int(),
  totalScore: z.number(),
  passScore: z.number(),
  questionCount: z.number().int(),
});
export type PracticeSimulationRow = z.infer<typeof ZPracticeSimulationRow>;

/** A mark of one answered unit, with the key and analysis (feedback modes, results). */
export const ZPracticeMark = z.object({
  /** Null for a Q&A part of a case (nobody marks it in practice). */
  correct: z.boolean().nullable(),
  score: z.number(),
  key: ZQuestionKey,
  analysis: z.string(),
});
export type PracticeMark = z.infer<typeof ZPracticeMark>;

/**
 * GET /api/study/practice/session/:id (/mine/practice/paper, /exam/practice/paper): the session
 * as the learner answers it. In feedback modes an answered unit carries its mark.
 */
export const ZPracticePaper = z.object({
  sessionId: z.number().int(),
  mode: z.enum(PRACTICE_MODES),
  title: z.string(),
  day: z.string(),
  status: z.enum(PRACTICE_STATUSES),
  feedback: z.boolean(),
  startedAt: z.string(),
  deadline: z.string().nullable(),
  serverNow: z.string(),
  totalScore: z.number(),
  /** Simulation: the paper's pass line. */
  passScore: z.number().nullable(),
  questions: z.array(ZLearnerQuestion),
  answers: z.record(
    z.string(),
    z.object({ value: zAnswerValue, seq: z.number().int(), mark: ZPracticeMark.nullable() }),
  ),
});
export type PracticePaper = z.infer<typeof ZPracticePaper>;

/**
 * POST /api/study/practice/answer. Feedback modes mark the answer at once and answer with the
 * mark (an answered unit cannot be answered again); simulation saves it (a save whose seq is not
 * above the stored one changes nothing) and marks everything at hand-in.
 */
export const ZPracticeAnswer = z.strictObject({
  sessionId: zId,
  questionId: zId,
  value: zAnswerValue,
  seq: z.coerce
    .number({ error: messageRef('common.parameterError') })
    .int({ error: messageRef('common.parameterError') })
    .min(1, { error: messageRef('common.parameterError') })
    .max(Number.MAX_SAFE_INTEGER, { error: messageRef('common.parameterError') }),
});
export type TPracticeAnswer = z.input<typeof ZPracticeAnswer>;
export const ZPracticeAnswerResult = z.object({
  questionId: z.number().int(),
  /** The seq now stored for the unit. */
  seq: z.number().int(),
  mark: ZPracticeMark.nullable(),
});
export type PracticeAnswerResult = z.infer<typeof ZPracticeAnswerResult>;

/** POST /api/study/practice/submit: hands the session in (or ends a feedback session). */
export const ZPracticeSession = z.strictObject({ sessionId: zId });

/** A session's numbers, in records and at the top of a result. */
export const ZPracticeRecordRow = z.object({
  sessionId: z.number().int(),
  mode: z.enum(PRACTICE_MODES),
  title: z.string(),
  day: z.string(),
  status: z.enum(PRACTICE_STATUSES),
  endReason: z.enum(PRACTICE_END_REASONS).nullable(),
  totalScore: z.number(),
  score: z.number(),
  passScore: z.number().nullable(),
  passed: z.boolean().nullable(),
  questionCount: z.number().int(),
  answeredCount: z.number().int(),
  correctCount: z.number().int(),
  wrongCount: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type PracticeRecordRow = z.infer<typeof ZPracticeRecordRow>;

/** A question with its key, the learner's answer and its mark (a case's parts in `children`). */
export const ZPracticeResultQuestion = ZRevealedQuestion.omit({ children: true }).extend({
  /** Null when not answered (and for a case itself: its parts carry the answers). */
  answer: zAnswerValue.nullable(),
  mark: z.object({ score: z.number(), correct: z.boolean().nullable() }).nullable(),
  get children() {
    return z.array(ZPracticeResultQuestion);
  },
});
export type PracticeResultQuestion = z.infer<typeof ZPracticeResultQuestion>;

/** GET /api/study/practice/session/:id/result (/mine/practice/result, /exam/practice/result). */
export const ZPracticeResult = ZPracticeRecordRow.extend({
  questions: z.array(ZPracticeResultQuestion),
});
export type PracticeResult = z.infer<typeof ZPracticeResult>;

/** POST /api/study/practice/records (/mine/practice/record). */
export const ZPracticeRecords = z.strictObject({
  mode: z.enum(PRACTICE_MODES, { error: messageRef('common.parameterError') }).optional(),
  ...pagingFields(50, 10),
});
export type TPracticeRecords = z.input<typeof ZPracticeRecords>;

/** POST /api/study/practice/wrong/list: the wrong-question book. */
export const ZWrongList = z.strictObject({ ...pagingFields(50, 10) });
export type TWrongList = z.input<typeof ZWrongList>;
export const WRONG_SOURCES = ['exam', 'practice'] as const;
export type WrongSource = (typeof WRONG_SOURCES)[number];
export const ZWrongQuestionRow = z.object({
  questionId: z.number().int(),
  type: z.literal(QUESTION_TYPES),
  stem: z.string(),
  /** A case's part: the case's stem. */
  caseStem: z.string().nullable(),
  wrongCount: z.number().int(),
  /** Right answers in a row since the last wrong one. */
  rightStreak: z.number().int(),
  lastSource: z.enum(WRONG_SOURCES),
  lastWrongAt: z.string(),
});
export type WrongQuestionRow = z.infer<typeof ZWrongQuestionRow>;
export const ZWrongPage = zPageOf(ZWrongQuestionRow).extend({ removeAfter: z.number().int() });
export type WrongPage = z.infer<typeof ZWrongPage>;

/** POST /api/study/practice/wrong/remove: takes questions out of the book by hand. */
export const ZWrongRemove = z.strictObject({
  questionIds: z
    .array(zId, { error: messageRef('common.parameterError') })
    .min(1, { error: messageRef('validation.required') })
    .max(500, { error: messageRef('common.parameterError') }),
});

// ---------------------------------------------------------------- admin calls

/** POST /api/manage/practice/banks: the company's banks with their practice flag. */
export const ZPracticeBankAdminQuery = ZListQuery.extend({
  enabled: z.boolean({ error: messageRef('common.parameterError') }).optional(),
});
export type TPracticeBankAdminQuery = z.input<typeof ZPracticeBankAdminQuery>;
export const ZPracticeBankAdminRow = z.object({
  bankId: z.number().int(),
  name: z.string(),
  categoryName: z.string(),
  questionCount: z.number().int(),
  enabled: z.boolean(),
});
export type PracticeBankAdminRow = z.infer<typeof ZPracticeBankAdminRow>;

/** POST /api/manage/practice/banks/save: opens or closes banks for practice. */
export const ZPracticeBankSave = z.strictObject({
  bankIds: z
    .array(zId, { error: messageRef('common.parameterError') })
    .min(1, { error: messageRef('validation.required') })
    .max(500, { error: messageRef('common.parameterError') }),
  enabled: z.boolean({ error: messageRef('common.parameterError') }),
});
export type TPracticeBankSave = z.input<typeof ZPracticeBankSave>;

/** GET /api/manage/practice/settings and POST .../settings/save. */
export const ZPracticeSettings = z.strictObject({
  wrongRemoveAfter: zInt(
    PRACTICE_LIMITS.wrongRemoveAfter.min,
    PRACTICE_LIMITS.wrongRemoveAfter.max,
  ),
  dailyCount: zInt(PRACTICE_LIMITS.dailyCount.min, PRACTICE_LIMITS.dailyCount.max),
});
export type TPracticeSettings = z.output<typeof ZPracticeSettings>;

/** POST /api/manage/practice/simulation/list */
export const ZSimulationAdminQuery = ZListQuery;
export const ZSimulationAdminRow = z.object({
  id: z.number().int(),
  name: z.string(),
  paperId: z.number().int(),
  /** '' when the paper was deleted (learners no longer see the simulation). */
  paperName: z.string(),
  totalScore: z.number(),
  questionCount: z.number().int(),
  durationMinutes: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type SimulationAdminRow = z.infer<typeof ZSimulationAdminRow>;

/** POST /api/manage/practice/simulation/save: create (no id) or update a simulation paper. */
export const ZSimulationSave = z.strictObject({
  id: zId.optional(),
  name: zRequiredText(PRACTICE_LIMITS.simulationName),
  paperId: zId,
  durationMinutes: zInt(PRACTICE_LIMITS.durationMinutes.min, PRACTICE_LIMITS.durationMinutes.max),
  enabled: z.boolean({ error: messageRef('common.parameterError') }).default(true),
});
export type TSimulationSave = z.input<typeof ZSimulationSave>;
