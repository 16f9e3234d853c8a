import { AUDIT_DECISION } from '@ascent/shared/audit';
import { auditEndpoints } from '@ascent/shared/audit/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { AuditReceiptService } from './audit-receipt.service.ts';

/** The learner's audit centre (spec s.7 "Audit"). */
export function auditRoutes(service: AuditReceiptService) {
  return bind(auditEndpoints, {
    'POST /api/study/audittmpl/auditreceiptbyinitlist': ({ actor, body, locale }) =>
      service.listMine(actor, body, locale),
    'POST /api/study/audittmpl/auditreceiptbytodolist': ({ actor, body, locale }) =>
      service.listTodo(actor, body, locale),
    'GET /api/study/audittmpl/:id/auditreceiptdetail': ({ actor, params, locale }) =>
      service.detail(actor, params.id, locale),
    'POST /api/study/audittmpl/auditreceiptnodesubmit': async ({ actor, body, locale }) => {
      const result = await service.decide(actor, body, locale);
      return answer(
        result,
        body.decision === AUDIT_DECISION.pass ? 'audit.approved' : 'audit.rejected',
      );
    },
    'POST /api/study/audittmpl/withdraw': async ({ actor, body }) =>
      answer(await service.withdraw(actor, body), 'audit.withdrawn'),
    'POST /api/study/me/AuditReceiptSubmit': async ({ actor, body, locale }) =>
      answer(await service.submitFirstNode(actor, body, locale), 'audit.approved'),
  });
}
