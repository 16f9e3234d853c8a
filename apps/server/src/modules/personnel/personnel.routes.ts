import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZEditIsInformationRequest } from '@ascent/shared/profile';
import { ZIdParam } from '@ascent/shared/admin';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { PersonnelService } from './personnel.service.ts';

export function personnelRoutes(service: PersonnelService): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/study/me/IsInformation', async (req) =>
      ok(await service.info(requireActor(req.actor), req.locale)),
    );

    // Spec s.7 "Audit": what approvers of a personnel-information receipt open.
    app.get('/api/study/InformationDetail', async (req) => {
      const { id } = parseInput(ZIdParam, req.query);
      return ok(await service.informationDetail(requireActor(req.actor), id, req.locale));
    });

    // V1 and V2 take the same body (fields map plus built-in keys).
    for (const path of ['/api/study/me/EditIsInformation', '/api/study/me/EditIsInformationV2']) {
      app.post(path, async (req) => {
        const input = parseInput(ZEditIsInformationRequest, req.body);
        const result = await service.submit(requireActor(req.actor), req.locale, input);
        return ok(result, translate('profile.infoSubmitted', req.locale));
      });
    }
  };
}
