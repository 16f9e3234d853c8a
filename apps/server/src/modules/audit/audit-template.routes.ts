import type { FastifyPluginAsync } from 'fastify';
import { ZIdList } from '@ascent/shared/admin';
import {
  ZAuditCandidateQuery,
  ZAuditTemplateCreate,
  ZAuditTemplateQuery,
  ZAuditTemplateUpdate,
} from '@ascent/shared/audit';
import { translate } from '@ascent/shared/errors';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { AuditTemplateService } from './audit-template.service.ts';

/** Approval templates on the admin site. */
export function auditTemplateRoutes(service: AuditTemplateService): FastifyPluginAsync {
  return async (app) => {
    const admin = { config: { auth: 'admin' as const } };

    app.get('/api/manage/audit-template/types', admin, async (req) =>
      ok(service.types(req.locale)),
    );

    app.post('/api/manage/audit-template/list', admin, async (req) => {
      const q = parseInput(ZAuditTemplateQuery, req.body);
      return ok(await service.list(requireActor(req.actor), q, req.locale));
    });

    app.post('/api/manage/audit-template/create', admin, async (req) => {
      const input = parseInput(ZAuditTemplateCreate, req.body);
      const created = await service.create(requireActor(req.actor), req.ip, input, req.locale);
      return ok(created, translate('common.success', req.locale));
    });

    app.post('/api/manage/audit-template/update', admin, async (req) => {
      const input = parseInput(ZAuditTemplateUpdate, req.body);
      const updated = await service.update(requireActor(req.actor), req.ip, input, req.locale);
      return ok(updated, translate('common.modified', req.locale));
    });

    app.post('/api/manage/audit-template/delete', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      const removed = await service.remove(requireActor(req.actor), req.ip, ids);
      return ok({ removed }, translate('common.success', req.locale));
    });

    app.post('/api/manage/audit-template/candidates', admin, async (req) => {
      const q = parseInput(ZAuditCandidateQuery, req.body);
      return ok(await service.candidates(requireActor(req.actor), q));
    });
  };
}
