/**
 * Surveys (spec s.2 /questionnaire/detail, /questionnaire/investigation, /mine/evaluate,
 * /mine/evaluate/detail; s.4 "evaluation: to evaluate, evaluated"; s.8 survey messages):
 * questionnaires, votes and evaluations, one model with a kind. Learner calls under
 * /api/study/survey/... and /api/study/me/evaluate/..., admin calls under /api/manage/survey/...
 */
import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { ZListQuery } from '../admin/index.ts';
import { OPTION_KEYS } from '../question/index.ts';
import { pagingFields, zId, zOptionalText, zRequiredText } from '../validators/index.ts';
import {
  ZSurveyAnswerRecord,
  type SurveyQuestionRule,
  type SurveyQuestionType,
} from './answers.ts';

export * from './answers.ts';

/** A questionnaire, a vote (choice questions, tallies shown to voters when set) or an evaluation
 * (sent to named evaluators about named people: the targets). */
export const SURVEY_KINDS = ['questionnaire', 'vote', 'evaluation'] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];
export const SURVEY_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];
export const SURVEY_QUESTION_TYPES = [
  'single',
  'multiple',
  'text',
  'rating',
] as const satisfies readonly SurveyQuestionType[];
/** Votes ask only choice questions. */
export const VOTE_QUESTION_TYPES: readonly SurveyQuestionType[] = ['single', 'multiple'];
/** When the tallies of choice and rating questions are shown to those who answered. */
export const SURVEY_RESULTS_VISIBILITY = ['never', 'after_submit', 'after_end'] as const;
export type SurveyResultsVisibility = (typeof SURVEY_RESULTS_VISIBILITY)[number];
/** The admin's view of the window (spec s.4 time states). */
export const SURVEY_TIME_STATES = ['not_started', 'in_progress', 'ended'] as const;
export type SurveyTimeState = (typeof SURVEY_TIME_STATES)[number];
/**
 * The learner's state of one survey (or one evaluation target): spec s.8 not begun, overdue,
 * precondition; open to answer; submitted (s.4 evaluated).
 */
export const SURVEY_STATES = ['not_begun', 'open', 'overdue', 'precondition', 'submitted'] as const;
export type SurveyState = (typeof SURVEY_STATES)[number];

export const SURVEY_LIMITS = {
  title: 100,
  intro: 2000,
  questions: 100,
  questionTitle: 500,
  options: OPTION_KEYS.length,
  optionText: 200,
  /** Text answers: spec s.9 textarea 500. */
  text: 500,
  ratingMin: 3,
  ratingMax: 10,
  audience: 500,
  /** Evaluator-target pairs of one evaluation. */
  pairs: 5000,
  /** Responses in one export. */
  export: 100_000,
  /**
   * An anonymous survey's answers are shown to administrators only in groups of at least this
   * many responses (the survey, or one target of an evaluation): one answer alone would say
   * who gave it.
   */
  anonymousGroup: 2,
} as const;

const zIso = z.iso.datetime({ offset: true, error: messageRef('validation.datetime') });
const zInt = (min: number, max: number) =>
  z
    .number({ error: messageRef('common.parameterError') })
    .int({ error: messageRef('common.parameterError') })
    .min(min, { error: messageRef('validation.range', { min, max }) })
    .max(max, { error: messageRef('validation.range', { min, max }) });
const zBool = z.boolean({ error: messageRef('common.parameterError') });

// ---------------------------------------------------------------- admin: saving a survey

export const ZSurveyOption = z.strictObject({
  key: z.enum(OPTION_KEYS as [string, ...string[]], { error: messageRef('common.parameterError') }),
  text: zRequiredText(SURVEY_LIMITS.optionText),
});
export type TSurveyOption = z.infer<typeof ZSurveyOption>;

/**
 * One question. Choice questions have 2-26 options with unique keys; a multiple-choice
 * question's at least / at most fit its options (0 = no limit); a text question's at least /
 * at most characters fit 0-500; a rating goes from 1 to 3-10.
 */
export const ZSurveyQuestionSave = z
  .strictObject({
    /** Kept on update (answers refer to it); absent for a new question. */
    id: zId.optional(),
    type: z.enum(SURVEY_QUESTION_TYPES, { error: messageRef('common.parameterError') }),
    title: zRequiredText(SURVEY_LIMITS.questionTitle),
    required: zBool.default(true),
    options: z
      .array(ZSurveyOption, { error: messageRef('common.parameterError') })
      .max(SURVEY_LIMITS.options, { error: messageRef('survey.optionsRange') })
      .default([]),
    minChoices: zInt(0, SURVEY_LIMITS.options).default(0),
    maxChoices: zInt(0, SURVEY_LIMITS.options).default(0),
    minLength: zInt(0, SURVEY_LIMITS.text).default(0),
    maxLength: zInt(1, SURVEY_LIMITS.text).default(SURVEY_LIMITS.text),
    ratingMax: zInt(SURVEY_LIMITS.ratingMin, SURVEY_LIMITS.ratingMax).default(5),
  })
  .superRefine((q, ctx) => {
    const choice = q.type === 'single' || q.type === 'multiple';
    if (choice && q.options.length < 2)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: messageRef('survey.optionsRange'),
      });
    if (!choice && q.options.length)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: messageRef('common.parameterError'),
      });
    if (new Set(q.options.map((o) => o.key)).size !== q.options.length)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: messageRef('survey.optionKeyDuplicate'),
      });
    if (q.type === 'multiple') {
      const n = q.options.length;
      const max = q.maxChoices || n;
      if (q.minChoices > max || max > n || (q.required && max < 1))
        ctx.addIssue({
          code: 'custom',
          path: ['maxChoices'],
          message: messageRef('survey.choiceLimits', { n }),
        });
    }
    if (q.type === 'text' && q.minLength > q.maxLength)
      ctx.addIssue({
        code: 'custom',
        path: ['minLength'],
        message: messageRef('survey.lengthLimits'),
      });
  });
export type TSurveyQuestionSave = z.input<typeof ZSurveyQuestionSave>;
export type TSurveyQuestionSaved = z.output<typeof ZSurveyQuestionSave>;

export const ZSurveyAudience = z.strictObject({
  departmentIds: z.array(zId).max(SURVEY_LIMITS.audience).default([]),
  positions: z
    .array(zRequiredText(50))
    .max(SURVEY_LIMITS.audience, { error: messageRef('common.parameterError') })
    .default([]),
  userIds: z.array(zId).max(SURVEY_LIMITS.audience).default([]),
});
export type TSurveyAudience = z.infer<typeof ZSurveyAudience>;

/** An evaluation's assignment: this evaluator evaluates this target (both people). */
export const ZEvaluationPair = z.strictObject({ evaluatorId: zId, targetId: zId });
export type TEvaluationPair = z.infer<typeof ZEvaluationPair>;

/**
 * POST /api/manage/survey/save: create (no id) or update. The window is optional at either end
 * (no start: open once published; no end: never overdue). Questionnaires and votes go to
 * everyone or an audience; evaluations to their pairs.
 */
export const ZSurveySave = z
  .strictObject({
    id: zId.optional(),
    kind: z.enum(SURVEY_KINDS, { error: messageRef('common.parameterError') }),
    title: zRequiredText(SURVEY_LIMITS.title),
    /** Plain text shown above the questions. */
    intro: zOptionalText(SURVEY_LIMITS.intro).default(''),
    startAt: zIso.nullable().default(null),
    endAt: zIso.nullable().default(null),
    /** Answers are kept without the person: results and exports never say who answered. */
    anonymous: zBool.default(false),
    resultsVisibility: z
      .enum(SURVEY_RESULTS_VISIBILITY, { error: messageRef('common.parameterError') })
      .default('never'),
    /** Precondition: another survey the learner must have submitted first. */
    preconditionSurveyId: zId.nullable().default(null),
    /** Precondition: a course the learner must have completed first. */
    preconditionCourseId: zId.nullable().default(null),
    visibility: z
      .enum(['all', 'limited'], { error: messageRef('common.parameterError') })
      .default('all'),
    audience: ZSurveyAudience.default({ departmentIds: [], positions: [], userIds: [] }),
    pairs: z
      .array(ZEvaluationPair, { error: messageRef('common.parameterError') })
      .max(SURVEY_LIMITS.pairs, {
        error: messageRef('survey.tooManyPairs', { max: SURVEY_LIMITS.pairs }),
      })
      .default([]),
    questions: z
      .array(ZSurveyQuestionSave, { error: messageRef('common.parameterError') })
      .min(1, { error: messageRef('survey.questionsRequired') })
      .max(SURVEY_LIMITS.questions, {
        error: messageRef('survey.tooManyQuestions', { max: SURVEY_LIMITS.questions }),
      }),
  })
  .superRefine((s, ctx) => {
    if (s.startAt && s.endAt && new Date(s.startAt) >= new Date(s.endAt))
      ctx.addIssue({
        code: 'custom',
        path: ['endAt'],
        message: messageRef('validation.startAfterEnd'),
      });
    if (s.resultsVisibility === 'after_end' && !s.endAt)
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: messageRef('survey.endRequired') });
    if (s.kind === 'vote') {
      const i = s.questions.findIndex((q) => !VOTE_QUESTION_TYPES.includes(q.type));
      if (i >= 0)
        ctx.addIssue({
          code: 'custom',
          path: ['questions', i, 'type'],
          message: messageRef('survey.voteChoiceOnly'),
        });
    }
    if (s.kind !== 'evaluation' && s.pairs.length)
      ctx.addIssue({
        code: 'custom',
        path: ['pairs'],
        message: messageRef('common.parameterError'),
      });
    if (s.preconditionSurveyId && s.preconditionSurveyId === s.id)
      ctx.addIssue({
        code: 'custom',
        path: ['preconditionSurveyId'],
        message: messageRef('survey.preconditionInvalid'),
      });
  });
export type TSurveySave = z.input<typeof ZSurveySave>;
export type TSurveySaveParsed = z.output<typeof ZSurveySave>;

/** POST /api/manage/survey/list */
export const ZSurveyAdminList = ZListQuery.extend({
  kind: z.enum(SURVEY_KINDS, { error: messageRef('common.parameterError') }).optional(),
  status: z.enum(SURVEY_STATUSES, { error: messageRef('common.parameterError') }).optional(),
}).strict();
export type TSurveyAdminList = z.input<typeof ZSurveyAdminList>;

/** POST /api/manage/survey/detail */
export const ZSurveyId = z.strictObject({ id: zId });

/** POST /api/manage/survey/results (evaluations: one target, or all). */
export const ZSurveyResultsQuery = z.strictObject({ id: zId, targetId: zId.optional() });
export type TSurveyResultsQuery = z.infer<typeof ZSurveyResultsQuery>;
/** POST /api/manage/survey/export: the xlsx of the results and every response. */
export const ZSurveyExport = ZSurveyResultsQuery;

/** POST /api/manage/survey/texts: one text question's answers, a page at a time. */
export const ZSurveyTextsQuery = z.strictObject({
  id: zId,
  questionId: zId,
  targetId: zId.optional(),
  ...pagingFields(100, 20),
});
export type TSurveyTextsQuery = z.input<typeof ZSurveyTextsQuery>;

export const ZSurveyAdminRow = z.object({
  id: z.number().int(),
  kind: z.enum(SURVEY_KINDS),
  title: z.string(),
  status: z.enum(SURVEY_STATUSES),
  timeState: z.enum(SURVEY_TIME_STATES),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  anonymous: z.boolean(),
  questionCount: z.number().int(),
  /** Submissions so far. */
  responseCount: z.number().int(),
  /** Evaluations: how many evaluator-target pairs (the submissions expected); else null. */
  expectedCount: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type SurveyAdminRow = z.infer<typeof ZSurveyAdminRow>;

/** A question as stored (admin editor and results). */
export const ZSurveyQuestion = z.object({
  id: z.number().int(),
  no: z.number().int(),
  type: z.enum(SURVEY_QUESTION_TYPES),
  title: z.string(),
  required: z.boolean(),
  options: z.array(z.object({ key: z.string(), text: z.string() })),
  minChoices: z.number().int(),
  maxChoices: z.number().int(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
  ratingMax: z.number().int(),
});
export type SurveyQuestion = z.infer<typeof ZSurveyQuestion>;

export const ZSurveyPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  account: z.string(),
  departmentName: z.string(),
});
export type SurveyPerson = z.infer<typeof ZSurveyPerson>;

const zIdName = z.object({ id: z.number().int(), name: z.string() });

export const ZSurveyAdminDetail = z.object({
  id: z.number().int(),
  kind: z.enum(SURVEY_KINDS),
  title: z.string(),
  intro: z.string(),
  status: z.enum(SURVEY_STATUSES),
  timeState: z.enum(SURVEY_TIME_STATES),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  anonymous: z.boolean(),
  resultsVisibility: z.enum(SURVEY_RESULTS_VISIBILITY),
  preconditionSurveyId: z.number().int().nullable(),
  preconditionSurveyTitle: z.string(),
  preconditionCourseId: z.number().int().nullable(),
  preconditionCourseTitle: z.string(),
  visibility: z.enum(['all', 'limited']),
  audience: z.object({
    departmentIds: z.array(z.number().int()),
    positions: z.array(z.string()),
    userIds: z.array(z.number().int()),
  }),
  audienceNames: z.object({
    departments: z.array(zIdName),
    users: z.array(zIdName),
  }),
  questions: z.array(ZSurveyQuestion),
  /**
   * Evaluations: every pair with the people's names and whether it was answered (null in an
   * anonymous evaluation: who has answered is not told).
   */
  pairs: z.array(
    z.object({ evaluator: ZSurveyPerson, target: ZSurveyPerson, answered: z.boolean().nullable() }),
  ),
  responseCount: z.number().int(),
  updatedAt: z.string(),
});
export type SurveyAdminDetail = z.infer<typeof ZSurveyAdminDetail>;

// ---------------------------------------------------------------- results

export const ZSurveyOptionTally = z.object({
  key: z.string(),
  text: z.string(),
  count: z.number().int(),
  /** Of the people who answered the question, 0-100 with one decimal. */
  percent: z.number(),
});
export type SurveyOptionTally = z.infer<typeof ZSurveyOptionTally>;

export const ZSurveyQuestionResult = z.object({
  questionId: z.number().int(),
  no: z.number().int(),
  type: z.enum(SURVEY_QUESTION_TYPES),
  title: z.string(),
  /** How many answered this question. */
  answered: z.number().int(),
  /** Choice questions: every option with its count (options never chosen included). */
  options: z.array(ZSurveyOptionTally),
  /** Rating questions: every score 1..ratingMax with its count, and the average. */
  ratings: z.array(z.object({ score: z.number().int(), count: z.number().int() })),
  average: z.number().nullable(),
});
export type SurveyQuestionResult = z.infer<typeof ZSurveyQuestionResult>;

/** The tallies of a survey (admin: everything; learner: choice and rating questions). */
export const ZSurveyResults = z.object({
  surveyId: z.number().int(),
  kind: z.enum(SURVEY_KINDS),
  title: z.string(),
  anonymous: z.boolean(),
  responseCount: z.number().int(),
  /** Evaluations: the pairs (of the target, when one is chosen); else null. */
  expectedCount: z.number().int().nullable(),
  /**
   * An anonymous survey with fewer responses than SURVEY_LIMITS.anonymousGroup (in the survey,
   * or for the chosen target): the tallies are withheld (all zero).
   */
  withheld: z.boolean(),
  questions: z.array(ZSurveyQuestionResult),
});
export type SurveyResults = z.infer<typeof ZSurveyResults>;

/** An evaluation's targets in the admin's results: pairs and answers per target. */
export const ZEvaluationTargetRow = ZSurveyPerson.extend({
  evaluators: z.number().int(),
  answered: z.number().int(),
});
export type EvaluationTargetRow = z.infer<typeof ZEvaluationTargetRow>;

export const ZSurveyAdminResults = ZSurveyResults.extend({
  /** Evaluations (all targets): one row per target; else []. */
  targets: z.array(ZEvaluationTargetRow),
  /** The chosen target (evaluations). */
  target: ZSurveyPerson.nullable(),
});
export type SurveyAdminResults = z.infer<typeof ZSurveyAdminResults>;

/** A text answer in the admin's results; who wrote it only for a named survey. */
export const ZSurveyTextAnswer = z.object({
  text: z.string(),
  respondent: ZSurveyPerson.nullable(),
  target: ZSurveyPerson.nullable(),
  submittedAt: z.string().nullable(),
});
export type SurveyTextAnswer = z.infer<typeof ZSurveyTextAnswer>;

// ---------------------------------------------------------------- learner calls

/** POST /api/study/survey/list (/questionnaire/investigation): questionnaires and votes. */
export const ZMySurveyList = z.strictObject({
  kind: z
    .enum(['questionnaire', 'vote'], { error: messageRef('common.parameterError') })
    .optional(),
  /** todo: not submitted and not over; done: submitted. */
  tab: z
    .enum(['all', 'todo', 'done'], { error: messageRef('common.parameterError') })
    .default('all'),
  ...pagingFields(50, 10),
});
export type TMySurveyList = z.input<typeof ZMySurveyList>;
export const MY_SURVEY_TABS = ['todo', 'done', 'all'] as const;

export const ZMySurveyRow = z.object({
  id: z.number().int(),
  kind: z.enum(SURVEY_KINDS),
  title: z.string(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  anonymous: z.boolean(),
  questionCount: z.number().int(),
  state: z.enum(SURVEY_STATES),
  submittedAt: z.string().nullable(),
});
export type MySurveyRow = z.infer<typeof ZMySurveyRow>;

/** POST /api/study/me/evaluate/list (/mine/evaluate): tab to evaluate / evaluated. */
export const ZMyEvaluationList = z.strictObject({
  tab: z.enum(['todo', 'done'], { error: messageRef('common.parameterError') }).default('todo'),
  ...pagingFields(50, 10),
});
export type TMyEvaluationList = z.input<typeof ZMyEvaluationList>;
export const MY_EVALUATION_TABS = ['todo', 'done'] as const;

export const ZMyEvaluationRow = z.object({
  surveyId: z.number().int(),
  title: z.string(),
  target: ZSurveyPerson,
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  anonymous: z.boolean(),
  state: z.enum(SURVEY_STATES),
  submittedAt: z.string().nullable(),
});
export type MyEvaluationRow = z.infer<typeof ZMyEvaluationRow>;

/** The body of detail, draft and submit: the survey, and for an evaluation its target. */
const surveyRef = { surveyId: zId, targetId: zId.optional() };
/** POST /api/study/survey/detail (/questionnaire/detail, /mine/evaluate/detail). */
export const ZSurveyDetailQuery = z.strictObject(surveyRef);
export type TSurveyDetailQuery = z.infer<typeof ZSurveyDetailQuery>;

const zAnswer = z.strictObject({
  keys: z
    .array(z.string({ error: messageRef('common.parameterError') }).max(1), {
      error: messageRef('common.parameterError'),
    })
    .max(SURVEY_LIMITS.options, { error: messageRef('common.parameterError') })
    .optional(),
  text: z
    .string({ error: messageRef('common.parameterError') })
    .max(SURVEY_LIMITS.text * 4, {
      error: messageRef('validation.tooLong', { max: SURVEY_LIMITS.text }),
    })
    .optional(),
  rating: z
    .number({ error: messageRef('common.parameterError') })
    .int({ error: messageRef('common.parameterError') })
    .min(0, { error: messageRef('common.parameterError') })
    .max(SURVEY_LIMITS.ratingMax, { error: messageRef('common.parameterError') })
    .optional(),
});
export const ZSurveyAnswers = z
  .record(
    z.string().regex(/^[1-9]\d{0,9}$/, { error: messageRef('common.parameterError') }),
    zAnswer,
    { error: messageRef('common.parameterError') },
  )
  .refine((a) => Object.keys(a).length <= SURVEY_LIMITS.questions, {
    error: messageRef('common.parameterError'),
  });

/** POST /api/study/survey/draft: keeps what is answered so far (only upper limits apply). */
export const ZSurveyDraft = z.strictObject({ ...surveyRef, answers: ZSurveyAnswers });
export type TSurveyDraft = z.infer<typeof ZSurveyDraft>;
/** POST /api/study/survey/submit: once per person (per target for an evaluation). */
export const ZSurveySubmit = ZSurveyDraft;
export type TSurveySubmit = TSurveyDraft;

/** A question as the learner answers it. */
export type SurveyLearnerQuestion = SurveyQuestion;

export const ZSurveyDetail = z.object({
  id: z.number().int(),
  kind: z.enum(SURVEY_KINDS),
  title: z.string(),
  intro: z.string(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  anonymous: z.boolean(),
  resultsVisibility: z.enum(SURVEY_RESULTS_VISIBILITY),
  state: z.enum(SURVEY_STATES),
  /** Why the learner may not answer now (translated), or null when open or submitted. */
  refusal: z.string().nullable(),
  /** The evaluation's target. */
  target: ZSurveyPerson.nullable(),
  /** The questions as the learner answers them (SurveyLearnerQuestion). */
  questions: z.array(ZSurveyQuestion),
  /** The saved draft, while not submitted. */
  draft: z.object({ answers: ZSurveyAnswerRecord, savedAt: z.string() }).nullable(),
  submittedAt: z.string().nullable(),
  /** The learner's own answers after submitting a named survey (anonymous ones keep none). */
  submission: ZSurveyAnswerRecord.nullable(),
  /** The tallies, when the survey shows them to those who answered. */
  results: ZSurveyResults.nullable(),
});
export type SurveyDetail = z.infer<typeof ZSurveyDetail>;

export const ZSurveyDraftSaved = z.object({ savedAt: z.string() });
export type SurveyDraftSaved = z.infer<typeof ZSurveyDraftSaved>;

/** The rules of a stored question (for checkAnswers). */
export function questionRule(q: SurveyQuestion): SurveyQuestionRule {
  return {
    id: q.id,
    no: q.no,
    type: q.type,
    required: q.required,
    optionKeys: q.options.map((o) => o.key),
    minChoices: q.minChoices,
    maxChoices: q.maxChoices,
    minLength: q.minLength,
    maxLength: q.maxLength,
    ratingMax: q.ratingMax,
  };
}

/** A stored question as the save call takes it back (the editor's starting point). */
export function toQuestionSave(q: SurveyQuestion): TSurveyQuestionSave {
  const { no: _no, ...rest } = q;
  return rest;
}
