import { certificateAdminEndpoints } from '@ascent/shared/certificate/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import { sendWorkbook } from '../../core/xlsx.ts';
import type { CertificateAdminService } from './certificate-admin.service.ts';
import { sendPdf } from './certificate.routes.ts';

/** The admin site's certificate calls (/api/manage/certificate/*). */
export function certificateAdminRoutes(service: CertificateAdminService) {
  return bind(certificateAdminEndpoints, {
    'POST /api/manage/certificate/template/list': ({ actor, body }) =>
      service.templates(actor, body),
    'POST /api/manage/certificate/template/detail': ({ actor, body }) =>
      service.template(actor, body.id),
    'POST /api/manage/certificate/template/save': async ({ actor, ip, body }) =>
      answer(
        await service.saveTemplate(actor, ip, body),
        body.id ? 'common.modified' : 'common.created',
      ),
    'POST /api/manage/certificate/template/delete': async ({ actor, ip, body }) => {
      await service.deleteTemplates(actor, ip, body.ids);
      return answer(null, 'common.deleted');
    },
    'POST /api/manage/certificate/template/sample': async ({ actor, body, locale, reply }) =>
      sendPdf(reply, await service.sample(actor, body, locale)),
    'POST /api/manage/certificate/list': ({ actor, body }) => service.list(actor, body),
    'POST /api/manage/certificate/issue': async ({ actor, ip, body }) => {
      const result = await service.issue(actor, ip, body);
      return answer(result, 'certificate.issued', {
        issued: result.issued,
        skipped: result.skipped,
      });
    },
    'POST /api/manage/certificate/revoke': async ({ actor, ip, body }) => {
      await service.revoke(actor, ip, body);
      return answer(null, 'certificate.revoked');
    },
    'POST /api/manage/certificate/pdf': async ({ actor, body, reply }) =>
      sendPdf(reply, await service.pdf(actor, body.id)),
    'POST /api/manage/certificate/export': async ({ actor, body, locale, reply }) => {
      const { file, name } = await service.export(actor, body, locale);
      return sendWorkbook(reply, name, file);
    },
  });
}
