import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZExamAdminList, ZExamAttemptList, ZExamSave } from '@ascent/shared/exam';
import { ZExamAttemptExport, ZExamId, ZExamIds, ZReviewerSearch } from '@ascent/shared/exam-admin';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { XLSX_MIME, contentDisposition } from '../../core/xlsx.ts';
import type { ExamAdminService } from './exam-admin.service.ts';

/** Exams in the admin site (/api/manage/exam/*). */
export function examAdminRoutes(service: ExamAdminService): FastifyPluginAsync {
  return async (app) => {
    const admin = { config: { auth: 'admin' as const } };
    app.post('/api/manage/exam/list', admin, async (req) => {
      const q = parseInput(ZExamAdminList, req.body);
      return ok(await service.list(requireActor(req.actor), q));
    });
    app.post('/api/manage/exam/detail', admin, async (req) => {
      const { id } = parseInput(ZExamId, req.body);
      return ok(await service.detail(requireActor(req.actor), id));
    });
    app.post('/api/manage/exam/save', admin, async (req) => {
      const input = parseInput(ZExamSave, req.body);
      const exam = await service.save(requireActor(req.actor), req.ip, input);
      return ok(exam, translate(input.id ? 'common.modified' : 'common.created', req.locale));
    });
    app.post('/api/manage/exam/publish', admin, async (req) => {
      const { id } = parseInput(ZExamId, req.body);
      const exam = await service.publish(requireActor(req.actor), req.ip, id);
      return ok(exam, translate('examAdmin.published', req.locale));
    });
    app.post('/api/manage/exam/unpublish', admin, async (req) => {
      const { id } = parseInput(ZExamId, req.body);
      const exam = await service.unpublish(requireActor(req.actor), req.ip, id);
      return ok(exam, translate('examAdmin.unpublished', req.locale));
    });
    app.post('/api/manage/exam/delete', admin, async (req) => {
      const { ids } = parseInput(ZExamIds, req.body);
      await service.remove(requireActor(req.actor), req.ip, ids);
      return ok(null, translate('common.deleted', req.locale));
    });
    app.post('/api/manage/exam/attempts', admin, async (req) => {
      const q = parseInput(ZExamAttemptList, req.body);
      return ok(await service.attempts(requireActor(req.actor), q));
    });
    // A file reply (decisions: the envelope's one exception; refusals still use it).
    app.post('/api/manage/exam/attempts/export', admin, async (req, reply) => {
      const q = parseInput(ZExamAttemptExport, req.body);
      const file = await service.exportAttempts(requireActor(req.actor), q, req.locale);
      const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', contentDisposition(`${file.name}-${stamp}.xlsx`))
        .send(file.data);
    });
    app.post('/api/manage/exam/reviewers', admin, async (req) => {
      const { keyword } = parseInput(ZReviewerSearch, req.body);
      return ok(await service.reviewerCandidates(requireActor(req.actor), keyword ?? ''));
    });
  };
}
