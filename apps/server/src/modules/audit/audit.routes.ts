import type { FastifyPluginAsync } from 'fastify';
import { ZIdParam } from '@ascent/shared/admin';
import {
  AUDIT_DECISION,
  ZAuditNodeSubmit,
  ZAuditReceiptListQuery,
  ZAuditReceiptSubmit,
  ZAuditWithdraw,
} from '@ascent/shared/audit';
import { translate } from '@ascent/shared/errors';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { AuditReceiptService } from './audit-receipt.service.ts';

/** The learner's audit centre (spec s.7 "Audit"). */
export function auditRoutes(service: AuditReceiptService): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/study/audittmpl/auditreceiptbyinitlist', async (req) => {
      const q = parseInput(ZAuditReceiptListQuery, req.body);
      return ok(await service.listMine(requireActor(req.actor), q, req.locale));
    });

    app.post('/api/study/audittmpl/auditreceiptbytodolist', async (req) => {
      const q = parseInput(ZAuditReceiptListQuery, req.body);
      return ok(await service.listTodo(requireActor(req.actor), q, req.locale));
    });

    app.get('/api/study/audittmpl/:id/auditreceiptdetail', async (req) => {
      const { id } = parseInput(ZIdParam, req.params);
      return ok(await service.detail(requireActor(req.actor), id, req.locale));
    });

    app.post('/api/study/audittmpl/auditreceiptnodesubmit', async (req) => {
      const input = parseInput(ZAuditNodeSubmit, req.body);
      const result = await service.decide(requireActor(req.actor), input);
      const done = input.decision === AUDIT_DECISION.pass ? 'audit.approved' : 'audit.rejected';
      return ok(result, translate(done, req.locale));
    });

    app.post('/api/study/audittmpl/withdraw', async (req) => {
      const input = parseInput(ZAuditWithdraw, req.body);
      const result = await service.withdraw(requireActor(req.actor), input);
      return ok(result, translate('audit.withdrawn', req.locale));
    });

    app.post('/api/study/me/AuditReceiptSubmit', async (req) => {
      const input = parseInput(ZAuditReceiptSubmit, req.body);
      const result = await service.submitFirstNode(requireActor(req.actor), input);
      return ok(result, translate('audit.approved', req.locale));
    });
  };
}
