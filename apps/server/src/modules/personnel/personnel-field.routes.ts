import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZIdParam, ZListQuery } from '@ascent/shared/admin';
import {
  ZPersonnelFieldCreate,
  ZPersonnelFieldReorder,
  ZPersonnelFieldUpdate,
  ZPersonnelInfoRequest,
} from '@ascent/shared/config';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { PersonnelFieldService } from './personnel-field.service.ts';

/** The admin site's personnel field editor and the "complete your information" request. */
export function personnelFieldRoutes(service: PersonnelFieldService): FastifyPluginAsync {
  return async (app) => {
    const admin = { config: { auth: 'admin' as const } };

    app.post('/api/manage/personnel-field/list', admin, async (req) => {
      const q = parseInput(ZListQuery.strict(), req.body);
      return ok(await service.list(requireActor(req.actor), q));
    });

    app.post('/api/manage/personnel-field/create', admin, async (req) => {
      const input = parseInput(ZPersonnelFieldCreate, req.body);
      const field = await service.create(requireActor(req.actor), req.ip, input);
      return ok(field, translate('common.success', req.locale));
    });

    app.post('/api/manage/personnel-field/update', admin, async (req) => {
      const input = parseInput(ZPersonnelFieldUpdate, req.body);
      const field = await service.update(requireActor(req.actor), req.ip, input);
      return ok(field, translate('common.modified', req.locale));
    });

    app.post('/api/manage/personnel-field/delete', admin, async (req) => {
      const { id } = parseInput(ZIdParam.strict(), req.body);
      await service.remove(requireActor(req.actor), req.ip, id);
      return ok(null, translate('common.success', req.locale));
    });

    app.post('/api/manage/personnel-field/reorder', admin, async (req) => {
      const { ids } = parseInput(ZPersonnelFieldReorder, req.body);
      await service.reorder(requireActor(req.actor), req.ip, ids);
      return ok(null, translate('common.modified', req.locale));
    });

    app.post('/api/manage/personnel-field/request', admin, async (req) => {
      const input = parseInput(ZPersonnelInfoRequest, req.body);
      const result = await service.requestInformation(requireActor(req.actor), req.ip, input);
      return ok(result, translate('common.success', req.locale));
    });
  };
}
