import type { TPage } from '@ascent/shared/admin';
import type { TJob, TJobQuery } from '@ascent/shared/jobs';
import { api } from '../../../app/services.ts';

export function fetchJobs(query: TJobQuery): Promise<TPage<TJob>> {
  return api.call('POST /api/manage/job/list', query);
}

export function retryJob(id: string): Promise<TJob> {
  return api.call('POST /api/manage/job/retry', { id });
}
