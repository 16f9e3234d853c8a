import { auditTemplateEndpoints } from '@ascent/shared/audit/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { AuditTemplateService } from './audit-template.service.ts';

/** Approval templates on the admin site. */
export function auditTemplateRoutes(service: AuditTemplateService) {
  return bind(auditTemplateEndpoints, {
    'GET /api/manage/audit-template/types': async ({ locale }) => service.types(locale),
    'POST /api/manage/audit-template/list': ({ actor, body, locale }) =>
      service.list(actor, body, locale),
    'POST /api/manage/audit-template/create': async ({ actor, ip, body, locale }) =>
      answer(await service.create(actor, ip, body, locale), 'common.success'),
    'POST /api/manage/audit-template/update': async ({ actor, ip, body, locale }) =>
      answer(await service.update(actor, ip, body, locale), 'common.modified'),
    'POST /api/manage/audit-template/delete': async ({ actor, ip, body }) => {
      const removed = await service.remove(actor, ip, body.ids);
      return answer({ removed }, 'common.success');
    },
    'POST /api/manage/audit-template/candidates': ({ actor, body }) =>
      service.candidates(actor, body),
  });
}
