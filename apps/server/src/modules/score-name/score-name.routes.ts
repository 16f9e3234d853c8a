import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZCustomerConfigListRequest, ZEmptyRequest, ZScoreNameUpdate } from '@ascent/shared/config';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { ScoreNameService } from './score-name.service.ts';

export function scoreNameRoutes(service: ScoreNameService): FastifyPluginAsync {
  return async (app) => {
    const admin = { config: { auth: 'admin' as const } };

    app.post('/api/manage/score-names/list', admin, async (req) => {
      parseInput(ZEmptyRequest, req.body);
      return ok(await service.list(requireActor(req.actor)));
    });

    app.post('/api/manage/score-names/update', admin, async (req) => {
      const input = parseInput(ZScoreNameUpdate, req.body);
      const saved = await service.update(requireActor(req.actor), req.ip, input);
      return ok(saved, translate('common.modified', req.locale));
    });

    // Spec s.7 "Learning": the company's custom score names for the learner site.
    app.post('/api/study/me/customer/config/list', async (req) => {
      const input = parseInput(ZCustomerConfigListRequest, req.body);
      return ok(await service.customerConfigs(requireActor(req.actor), input));
    });
  };
}
