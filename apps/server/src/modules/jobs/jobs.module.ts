import type { JobQueue } from '../../infra/jobs/job-queue.ts';
import { createJobsService } from './jobs.service.ts';
import { jobRoutes } from './jobs.routes.ts';

/** The admin's Jobs page: the company's background jobs and retrying a failed one. */
export function createJobsModule(deps: { jobs: JobQueue }) {
  const service = createJobsService(deps);
  return { service, routes: jobRoutes(service) };
}
