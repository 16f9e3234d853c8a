import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZIdList } from '@ascent/shared/admin';
import {
  ZSurveyAdminList,
  ZSurveyExport,
  ZSurveyId,
  ZSurveyResultsQuery,
  ZSurveySave,
  ZSurveyTextsQuery,
} from '@ascent/shared/survey';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { XLSX_MIME, contentDisposition } from '../../core/xlsx.ts';
import type { SurveyAdminService } from './survey-admin.service.ts';

/** The admin's survey calls: authoring, publishing, results and the xlsx export. */
export function surveyAdminRoutes(service: SurveyAdminService): FastifyPluginAsync {
  return async (app) => {
    const admin = { config: { auth: 'admin' as const } };
    app.post('/api/manage/survey/list', admin, async (req) => {
      const q = parseInput(ZSurveyAdminList, req.body);
      return ok(await service.list(requireActor(req.actor), q));
    });
    app.post('/api/manage/survey/detail', admin, async (req) => {
      const { id } = parseInput(ZSurveyId, req.body);
      return ok(await service.adminDetail(requireActor(req.actor), id));
    });
    app.post('/api/manage/survey/save', admin, async (req) => {
      const input = parseInput(ZSurveySave, req.body);
      const saved = await service.save(requireActor(req.actor), req.ip, input);
      return ok(saved, translate(input.id ? 'common.modified' : 'common.created', req.locale));
    });
    app.post('/api/manage/survey/publish', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      await service.setPublished(requireActor(req.actor), req.ip, ids, true);
      return ok(null, translate('survey.published', req.locale));
    });
    app.post('/api/manage/survey/unpublish', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      await service.setPublished(requireActor(req.actor), req.ip, ids, false);
      return ok(null, translate('survey.unpublished', req.locale));
    });
    app.post('/api/manage/survey/delete', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      await service.remove(requireActor(req.actor), req.ip, ids);
      return ok(null, translate('common.deleted', req.locale));
    });
    app.post('/api/manage/survey/results', admin, async (req) => {
      const q = parseInput(ZSurveyResultsQuery, req.body);
      return ok(await service.results(requireActor(req.actor), q));
    });
    app.post('/api/manage/survey/texts', admin, async (req) => {
      const q = parseInput(ZSurveyTextsQuery, req.body);
      return ok(await service.texts(requireActor(req.actor), q));
    });
    // The envelope's one exception: the file itself (refusals before it are envelopes).
    app.post('/api/manage/survey/export', admin, async (req, reply) => {
      const q = parseInput(ZSurveyExport, req.body);
      const { file, name } = await service.exportResults(requireActor(req.actor), q, req.locale);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', contentDisposition(name))
        .send(file);
    });
  };
}
