import type { FastifyPluginAsync } from 'fastify';
import { ZOperationLogQuery } from '@ascent/shared/admin';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { OperationLogService } from './oplog.service.ts';

export function operationLogRoutes(service: OperationLogService): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/manage/oplog/list', { config: { auth: 'admin' } }, async (req) => {
      const q = parseInput(ZOperationLogQuery, req.body);
      return ok(await service.list(requireActor(req.actor), q));
    });
  };
}
