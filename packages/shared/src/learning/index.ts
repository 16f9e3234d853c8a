/**
 * The learning record (spec s.4 learning states, s.7 "Learning"): heartbeats, progress,
 * the ledger of study hours, credits and points. Shared by the learning module and both sites.
 */
import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import type { LearningState } from '../course/index.ts';

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
});
export type TLearningReport = z.infer<typeof ZLearningReport>;

/** Progress of one resource for the signed-in learner. */
export interface TResourceProgress {
  resourceId: number;
  state: LearningState;
  /** Seconds credited so far. */
  studiedSeconds: number;
  /** Media: the position to resume from and the furthest point reached (seconds). */
  position: number;
  furthest: number;
}

/** Progress of a course: every resource, every chapter, the course, and what is locked. */
export interface TCourseProgress {
  courseId: number;
  state: LearningState;
  /** 0-100 */
  percent: number;
  resources: TResourceProgress[];
  chapters: { chapterId: number; state: LearningState; locked: boolean }[];
}

/** The reply to a heartbeat. */
export interface TLearningReportResult {
  creditedSeconds: number;
  /** false when another play of the same user is the active one (this one gets no time). */
  active: boolean;
  resource: TResourceProgress;
  courseState: LearningState;
}

/** Ledger kinds: study hours, credits, points (integral). */
export const LEDGER_KINDS = ['hours', 'credits', 'points'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
