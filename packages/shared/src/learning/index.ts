/**
 * The learning record (spec s.4 learning states, s.7 "Learning"): heartbeats, progress,
 * the ledger of study hours, credits and points. Shared by the learning module and both sites.
 */
import { z } from 'zod';
import { EARNING_CYCLES } from '../earning/cycles.ts';
import { messageRef } from '../errors/index.ts';
import { LEARNING_STATES } from '../course/index.ts';
import { RANK_PERIODS } from './rank-period.ts';

const zState = z.enum(LEARNING_STATES);

const zId = z.coerce
  .number({ error: messageRef('common.parameterError') })
  .int()
  .positive()
  .max(2_147_483_647);

/**
 * `study/me/learning/log/report`: one heartbeat of an open player. `playId` names one play
 * (a player instance in one tab); the server credits at most the wall-clock time since the
 * previous beat of the same play, and only one play per user at a time.
 */
export const ZLearningReport = z.object({
  courseId: zId,
  resourceId: zId,
  playId: z.string().trim().min(8).max(64),
  /** Media: the current position in seconds. */
  position: z.number().min(0).max(1_000_000).default(0),
  /** The player reached the end (media), the last page (documents) or the package said completed. */
  ended: z.boolean().default(false),
  /**
   * The player is closing (the tab goes away, the learner opens another resource): the play
   * ends with this beat, so a new play may take over at once instead of after the silence.
   */
  closing: z.boolean().default(false),
});
export type TLearningReport = z.infer<typeof ZLearningReport>;

/** Progress of one resource for the signed-in learner. */
export const ZResourceProgress = z.object({
  resourceId: z.number().int(),
  state: zState,
  /** Seconds credited so far. */
  studiedSeconds: z.number().int(),
  /** Media: the position to resume from and the furthest point reached (seconds). */
  position: z.number(),
  furthest: z.number(),
});
export type TResourceProgress = z.infer<typeof ZResourceProgress>;

/** Progress of a course: every resource, every chapter, the course, and what is locked. */
export const ZCourseProgress = z.object({
  courseId: z.number().int(),
  state: zState,
  /** 0-100 */
  percent: z.number().int(),
  resources: z.array(ZResourceProgress),
  chapters: z.array(z.object({ chapterId: z.number().int(), state: zState, locked: z.boolean() })),
});
export type TCourseProgress = z.infer<typeof ZCourseProgress>;

/** The reply to a heartbeat. */
export const ZLearningReportResult = z.object({
  creditedSeconds: z.number().int(),
  /** false when another play of the same user is the active one (this one gets no time). */
  active: z.boolean(),
  resource: ZResourceProgress,
  courseState: zState,
});
export type TLearningReportResult = z.infer<typeof ZLearningReportResult>;

/** Ledger kinds: study hours, credits, points (integral). */
export const LEDGER_KINDS = ['hours', 'credits', 'points'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

// The calls of the learning module (spec s.7 "Learning", "Home and search").

/** Calls that name one course. */
export const ZCourseRef = z.object({ courseId: zId }).strict();
export type TCourseRef = z.infer<typeof ZCourseRef>;

/** SCORM: the cmi data of one resource. */
export const ZScormRef = z.object({ courseId: zId, resourceId: zId }).strict();
export type TScormRef = z.infer<typeof ZScormRef>;
/** The cmi tree a SCORM runtime saves: at most 64 KiB as JSON (the server checks the size). */
export const SCORM_CMI_MAX_BYTES = 64 * 1024;
export const ZScormSave = ZScormRef.extend({
  cmi: z.record(z.string(), z.unknown(), { error: messageRef('common.parameterError') }),
}).strict();
export type TScormSave = z.infer<typeof ZScormSave>;

const zPage = z.coerce.number().int().min(1).max(100_000).default(1);
const zPageSize = z.coerce.number().int().min(1).max(100).default(10);

/** A paged list of the learner's own records. */
export const ZMinePage = z.object({ page: zPage, pageSize: zPageSize }).strict();
export type TMinePage = z.infer<typeof ZMinePage>;

/** `me/study/score` (credits), `me/study/time` (hours), `me/study/integral` (points). */
export const ZLedgerQuery = ZMinePage;

/** One ledger row as the learner sees it (spec s.3 "Records of credits, hours and integral"). */
export const ZLedgerEntry = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.number(),
  /** The rule that gave it, e.g. 'course.completed'. */
  rule: z.string(),
  itemType: z.number().int(),
  itemId: z.number().int(),
  /** The item's title when it still exists. */
  itemTitle: z.string(),
  createdAt: z.string(),
  /**
   * The rule that gave it as the company has it now (spec s.3: cycle, daily limit, bonus,
   * remark); cycle null when its action is no longer a rule.
   */
  cycle: z.enum(EARNING_CYCLES).nullable(),
  dailyLimit: z.number().nullable(),
  bonus: z.number(),
  remark: z.string(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

/** A ledger page with the learner's total of that kind. */
export const ZLedgerPage = z.object({
  list: z.array(ZLedgerEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sum: z.number(),
});
export type TLedgerPage = z.infer<typeof ZLedgerPage>;

/** The learner's totals of the three kinds. */
export const ZLedgerTotals = z.object({
  hours: z.number(),
  credits: z.number(),
  points: z.number(),
});
export type TLedgerTotals = z.infer<typeof ZLedgerTotals>;

/** `me/course/list`, `me/learn/history`, the archive and the to-do lists: one course of the learner. */
export const ZMyCourse = z.object({
  courseId: z.number().int(),
  title: z.string(),
  cover: z.string(),
  state: zState,
  percent: z.number().int(),
  credits: z.number(),
  studyHours: z.number(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  lastStudiedAt: z.string().nullable(),
});
export type TMyCourse = z.infer<typeof ZMyCourse>;

export const MY_COURSE_FILTERS = ['all', 'studying', 'completed'] as const;
export const ZMyCourseQuery = ZMinePage.extend({
  state: z.enum(MY_COURSE_FILTERS).default('all'),
}).strict();
export type TMyCourseQuery = z.infer<typeof ZMyCourseQuery>;

export * from './rank-period.ts';
export const ZRankQuery = z
  .object({
    period: z.enum(RANK_PERIODS, { error: messageRef('common.parameterError') }).default('week'),
    page: zPage,
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type TRankQuery = z.infer<typeof ZRankQuery>;

export const ZRankEntry = z.object({
  rank: z.number().int(),
  userId: z.number().int(),
  realName: z.string(),
  portrait: z.string(),
  departmentName: z.string(),
  hours: z.number(),
});
export type TRankEntry = z.infer<typeof ZRankEntry>;
export const ZRankPage = z.object({
  list: z.array(ZRankEntry),
  mine: z.object({ rank: z.number().int(), hours: z.number() }).nullable(),
});
export type TRankPage = z.infer<typeof ZRankPage>;

/** `me/check/learning/permission`: ok, or ret 1 with the reason's message. */
export const ZLearningPermission = z.object({ allowed: z.literal(true) });
export type TLearningPermission = z.infer<typeof ZLearningPermission>;
