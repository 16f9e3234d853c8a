import { programmeEndpoints } from '@ascent/shared/programme/endpoints';
import { bind } from '../../core/endpoints.ts';
import type { ProgrammeService } from './programme.service.ts';
import type { SupervisorService } from './programme-supervisor.service.ts';

/** The learner site's programme calls (/api/study/programme/*), signed in. */
export function programmeRoutes(deps: {
  learner: ProgrammeService;
  supervisor: SupervisorService;
}) {
  const { learner, supervisor } = deps;
  return bind(programmeEndpoints, {
    'POST /api/study/programme/list': ({ actor, body }) => learner.list(actor, body),
    'GET /api/study/programme/:id/detail': ({ actor, params }) => learner.detail(actor, params.id),
    'POST /api/study/programme/item/open': ({ actor, body }) =>
      learner.openItem(actor, body.programmeId, body.itemId),
    'POST /api/study/programme/supervised/list': ({ actor, body }) => supervisor.list(actor, body),
    'POST /api/study/programme/supervised/learners': ({ actor, body }) =>
      supervisor.learners(actor, body),
    'POST /api/study/programme/supervised/departments': ({ actor, body }) =>
      supervisor.departments(actor, body.programmeId),
  });
}
