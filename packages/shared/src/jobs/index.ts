import { z } from 'zod';
import { ZListQuery } from '../admin/index.ts';
import { messageRef } from '../errors/index.ts';
import { zIsoDate } from '../api/index.ts';

/** The states of a job on the job queue, in the order a job moves through them. */
export const JOB_STATES = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
] as const;
export type TJobState = (typeof JOB_STATES)[number];

/** The queues whose jobs belong to a company (the admin's Jobs page lists these). */
export const COMPANY_JOB_QUEUES = [
  'document-conversion',
  'certificate-pdf',
  'directory-sync',
  'message-fanout',
  'import',
] as const;
export type TCompanyJobQueue = (typeof COMPANY_JOB_QUEUES)[number];

/** The Jobs page's query: a page, optionally one queue and one state. */
export const ZJobQuery = ZListQuery.extend({
  queue: z.enum(COMPANY_JOB_QUEUES).optional(),
  state: z.enum(JOB_STATES).optional(),
});
export type TJobQuery = z.infer<typeof ZJobQuery>;

/** One job as the admin sees it. */
export const ZJob = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(JOB_STATES),
  /** Attempts started so far, and how many the queue allows. */
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  createdAt: zIsoDate,
  finishedAt: zIsoDate.nullable(),
  /** The last failed attempt's reason. */
  lastError: z.string().nullable(),
  /** Failed for good (its copy waits in the queue's dead-letter queue). */
  deadLettered: z.boolean(),
});
export type TJob = z.infer<typeof ZJob>;

/** Retrying one failed job. */
export const ZJobRetry = z.object({
  id: z.uuid({ error: messageRef('jobs.notFound') }),
});
export type TJobRetry = z.infer<typeof ZJobRetry>;
