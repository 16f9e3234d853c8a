import { jobEndpoints } from '@ascent/shared/jobs/endpoints';
import { bind } from '../../core/endpoints.ts';
import type { JobsService } from './jobs.service.ts';

export function jobRoutes(service: JobsService) {
  return bind(jobEndpoints, {
    'POST /api/manage/job/list': ({ actor, body, locale }) => service.list(actor, body, locale),
    'POST /api/manage/job/retry': ({ actor, body, locale }) =>
      service.retry(actor, body.id, locale),
  });
}
