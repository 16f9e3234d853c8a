import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZIdList } from '@ascent/shared/admin';
import {
  ZCertificateAdminQuery,
  ZCertificateDesign,
  ZCertificateExport,
  ZCertificateId,
  ZCertificateIssue,
  ZCertificateRevoke,
  ZCertificateTemplateQuery,
  ZCertificateTemplateSave,
} from '@ascent/shared/certificate';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { XLSX_MIME, contentDisposition } from '../../core/xlsx.ts';
import type { CertificateAdminService } from './certificate-admin.service.ts';
import { sendPdf } from './certificate.routes.ts';

/** The admin site's certificate calls (/api/manage/certificate/*). */
export function certificateAdminRoutes(service: CertificateAdminService): FastifyPluginAsync {
  return async (app) => {
    const admin = { config: { auth: 'admin' as const } };
    app.post('/api/manage/certificate/template/list', admin, async (req) => {
      const q = parseInput(ZCertificateTemplateQuery, req.body);
      return ok(await service.templates(requireActor(req.actor), q));
    });
    app.post('/api/manage/certificate/template/detail', admin, async (req) => {
      const { id } = parseInput(ZCertificateId, req.body);
      return ok(await service.template(requireActor(req.actor), id));
    });
    app.post('/api/manage/certificate/template/save', admin, async (req) => {
      const input = parseInput(ZCertificateTemplateSave, req.body);
      const saved = await service.saveTemplate(requireActor(req.actor), req.ip, input);
      return ok(saved, translate(input.id ? 'common.modified' : 'common.created', req.locale));
    });
    app.post('/api/manage/certificate/template/delete', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      await service.deleteTemplates(requireActor(req.actor), req.ip, ids);
      return ok(null, translate('common.deleted', req.locale));
    });
    app.post('/api/manage/certificate/template/sample', admin, async (req, reply) => {
      const design = parseInput(ZCertificateDesign, req.body);
      return sendPdf(reply, await service.sample(requireActor(req.actor), design, req.locale));
    });
    app.post('/api/manage/certificate/list', admin, async (req) => {
      const q = parseInput(ZCertificateAdminQuery, req.body);
      return ok(await service.list(requireActor(req.actor), q));
    });
    app.post('/api/manage/certificate/issue', admin, async (req) => {
      const input = parseInput(ZCertificateIssue, req.body);
      const result = await service.issue(requireActor(req.actor), req.ip, input);
      return ok(
        result,
        translate('certificate.issued', req.locale, {
          issued: result.issued,
          skipped: result.skipped,
        }),
      );
    });
    app.post('/api/manage/certificate/revoke', admin, async (req) => {
      const input = parseInput(ZCertificateRevoke, req.body);
      await service.revoke(requireActor(req.actor), req.ip, input);
      return ok(null, translate('certificate.revoked', req.locale));
    });
    app.post('/api/manage/certificate/pdf', admin, async (req, reply) => {
      const { id } = parseInput(ZCertificateId, req.body);
      return sendPdf(reply, await service.pdf(requireActor(req.actor), id));
    });
    app.post('/api/manage/certificate/export', admin, async (req, reply) => {
      const q = parseInput(ZCertificateExport, req.body);
      const { file, name } = await service.export(requireActor(req.actor), q, req.locale);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', contentDisposition(name))
        .send(file);
    });
  };
}
