import type { FastifyPluginAsync } from 'fastify';
import { ZIdParam } from '@ascent/shared/admin';
import {
  ZProgrammeItemOpen,
  ZProgrammeListQuery,
  ZProgressDepartmentQuery,
  ZProgressLearnerQuery,
  ZSupervisedListQuery,
} from '@ascent/shared/programme';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { ProgrammeService } from './programme.service.ts';
import type { SupervisorService } from './programme-supervisor.service.ts';

/** The learner site's programme calls (/api/study/programme/*), signed in. */
export function programmeRoutes(deps: {
  learner: ProgrammeService;
  supervisor: SupervisorService;
}): FastifyPluginAsync {
  const { learner, supervisor } = deps;
  return async (app) => {
    app.post('/api/study/programme/list', async (req) => {
      const q = parseInput(ZProgrammeListQuery, req.body);
      return ok(await learner.list(requireActor(req.actor), q));
    });
    app.get('/api/study/programme/:id/detail', async (req) => {
      const { id } = parseInput(ZIdParam, req.params);
      return ok(await learner.detail(requireActor(req.actor), id));
    });
    app.post('/api/study/programme/item/open', async (req) => {
      const { programmeId, itemId } = parseInput(ZProgrammeItemOpen, req.body);
      return ok(await learner.openItem(requireActor(req.actor), programmeId, itemId));
    });
    app.post('/api/study/programme/supervised/list', async (req) => {
      const q = parseInput(ZSupervisedListQuery, req.body);
      return ok(await supervisor.list(requireActor(req.actor), q));
    });
    app.post('/api/study/programme/supervised/learners', async (req) => {
      const q = parseInput(ZProgressLearnerQuery, req.body);
      return ok(await supervisor.learners(requireActor(req.actor), q));
    });
    app.post('/api/study/programme/supervised/departments', async (req) => {
      const { programmeId } = parseInput(ZProgressDepartmentQuery, req.body);
      return ok(await supervisor.departments(requireActor(req.actor), programmeId));
    });
  };
}
