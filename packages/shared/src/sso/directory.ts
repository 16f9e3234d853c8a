import { z } from 'zod';
import { zIsoDate, zPageOf } from '../api/index.ts';
import { messageRef } from '../errors/index.ts';
import { pagingFields, zId } from '../validators/index.ts';

/**
 * Directory sync from the workplace suites (issue 15; docs/decisions.md "Directory sync from
 * the workplace suites"): the company's departments and members read from WeCom, DingTalk or
 * Feishu into departments and accounts, as a background run with its report.
 */
export const DIRECTORY_SUITES = ['wxwork', 'dingtalk', 'feishu'] as const;
export type TDirectorySuite = (typeof DIRECTORY_SUITES)[number];

/**
 * A run's states: waiting for a worker, being worked, finished, stopped by a failure, stopped
 * by an administrator's cancel (what it applied before is kept).
 */
export const DIRECTORY_RUN_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type TDirectoryRunState = (typeof DIRECTORY_RUN_STATES)[number];

/** A run's phases, in order: departments read and applied, members read page by page, leavers disabled. */
export const DIRECTORY_PHASES = ['departments', 'users', 'leavers', 'finished'] as const;
export type TDirectoryPhase = (typeof DIRECTORY_PHASES)[number];

/** The most rows a page of runs or failed rows holds. */
export const DIRECTORY_MAX_PAGE_SIZE = 100;

const zSuite = z.enum(DIRECTORY_SUITES, { error: messageRef('sso.directorySuite') });

/** Start a sync run (or resume the suite's interrupted one). */
export const ZDirectoryRunRequest = z.strictObject({ suite: zSuite });
export type TDirectoryRunRequest = z.input<typeof ZDirectoryRunRequest>;

/** The company's runs, newest first, optionally of one suite. */
export const ZDirectoryRunsRequest = z.strictObject({
  suite: zSuite.optional(),
  ...pagingFields(DIRECTORY_MAX_PAGE_SIZE),
});
export type TDirectoryRunsRequest = z.input<typeof ZDirectoryRunsRequest>;

/** One run with its failed rows, paged. */
export const ZDirectoryRunDetailRequest = z.strictObject({
  id: zId,
  ...pagingFields(DIRECTORY_MAX_PAGE_SIZE),
});
export type TDirectoryRunDetailRequest = z.input<typeof ZDirectoryRunDetailRequest>;

/** Cancel a queued or running run: it stops before its next page, keeping what it applied. */
export const ZDirectoryRunCancelRequest = z.strictObject({ id: zId });
export type TDirectoryRunCancelRequest = z.input<typeof ZDirectoryRunCancelRequest>;

/** A run as the report shows it: its counts of created, updated, disabled and failed rows. */
export const ZDirectoryRun = z.object({
  id: z.number().int(),
  suite: z.enum(DIRECTORY_SUITES),
  state: z.enum(DIRECTORY_RUN_STATES),
  phase: z.enum(DIRECTORY_PHASES),
  /** The run this one resumed (its cursor taken over), or null. */
  resumedFrom: z.number().int().nullable(),
  departmentsCreated: z.number().int(),
  departmentsUpdated: z.number().int(),
  usersCreated: z.number().int(),
  usersUpdated: z.number().int(),
  usersDisabled: z.number().int(),
  failed: z.number().int(),
  /**
   * Why the run stopped (state failed or cancelled) in the reader's language: the suite's
   * refusal, our own, or who cancelled it; '' otherwise.
   */
  error: z.string(),
  /** A cancel was asked for and the worker has not stopped yet (the run is still running). */
  cancelRequested: z.boolean(),
  createdAt: zIsoDate,
  startedAt: zIsoDate.nullable(),
  finishedAt: zIsoDate.nullable(),
});
export type TDirectoryRun = z.infer<typeof ZDirectoryRun>;

/** A row the run could not apply, and why. */
export const ZDirectoryFailure = z.object({
  kind: z.enum(['department', 'user']),
  externalId: z.string(),
  name: z.string(),
  reason: z.string(),
});
export type TDirectoryFailure = z.infer<typeof ZDirectoryFailure>;

export const ZDirectoryRunPage = zPageOf(ZDirectoryRun);
export type TDirectoryRunPage = z.infer<typeof ZDirectoryRunPage>;

export const ZDirectoryRunDetail = z.object({
  run: ZDirectoryRun,
  failures: zPageOf(ZDirectoryFailure),
});
export type TDirectoryRunDetail = z.infer<typeof ZDirectoryRunDetail>;
