import { endpoint, endpoints, zPageOf } from '../api/index.ts';
import { ZJob, ZJobQuery, ZJobRetry } from './index.ts';

/** The job queue as the admin sees it: the company's jobs, and retrying a failed one. */
export const jobEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/job/list',
    auth: 'admin',
    summary: "The company's background jobs, newest first, by queue and state, paged",
    body: ZJobQuery,
    output: zPageOf(ZJob),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/job/retry',
    auth: 'admin',
    summary: 'Runs a failed (dead-lettered) job of the company again, with one more attempt',
    body: ZJobRetry,
    output: ZJob,
  }),
);
