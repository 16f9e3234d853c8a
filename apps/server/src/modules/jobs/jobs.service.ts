import type { TPage } from '@ascent/shared/admin';
import { isMessageKey, translateRef } from '@ascent/shared/errors';
import type { Locale } from '@ascent/shared/i18n';
import { COMPANY_JOB_QUEUES, type TJob, type TJobQuery } from '@ascent/shared/jobs';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import type { JobQueue, JobRow } from '../../infra/jobs/job-queue.ts';

/**
 * A failure's reason in the caller's language: the reason's message reference (JobReason: a
 * key, with its values when it has some) as text, with the handler's detail after it; a
 * failure without one as its message.
 */
function reasonIn(row: JobRow, locale: Locale): string | null {
  const reason = row.lastReason;
  if (!reason || !isMessageKey(reason.key.split('|')[0])) return row.lastError;
  const text = translateRef(reason.key, locale);
  return reason.detail ? `${text} (${reason.detail})` : text;
}

function toJob(row: JobRow, locale: Locale): TJob {
  const { lastReason: _reason, ...rest } = row;
  return {
    ...rest,
    lastError: reasonIn(row, locale),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The admin's view of the job queue: the jobs of the admin's own company (a job's data names
 * its company) on the company queues, and retrying a failed one. Platform jobs (the sweeps)
 * name no company and are not listed.
 */
export function createJobsService(deps: { jobs: Pick<JobQueue, 'list' | 'find' | 'retry'> }) {
  return {
    async list(actor: Actor, q: TJobQuery, locale: Locale): Promise<TPage<TJob>> {
      const { total, items } = await deps.jobs.list({
        companyId: actor.companyId,
        queues: q.queue ? [q.queue] : [...COMPANY_JOB_QUEUES],
        state: q.state,
        page: q.page,
        pageSize: q.pageSize,
      });
      return {
        list: items.map((row) => toJob(row, locale)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async retry(actor: Actor, id: string, locale: Locale): Promise<TJob> {
      const job = await deps.jobs.find(id, actor.companyId);
      if (!job) throw fail('jobs.notFound');
      if (job.state !== 'failed' || !(await deps.jobs.retry(id, actor.companyId)))
        throw fail('jobs.notFailed');
      return toJob((await deps.jobs.find(id, actor.companyId))!, locale);
    },
  };
}
export type JobsService = ReturnType<typeof createJobsService>;
