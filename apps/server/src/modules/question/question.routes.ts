import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ZIdList } from '@ascent/shared/admin';
import { formatSize } from '@ascent/shared/common';
import { translate } from '@ascent/shared/errors';
import {
  QUESTION_ADMIN_LIMITS,
  ZQuestionAdminId,
  ZQuestionBankList,
  ZQuestionBankSave,
  ZQuestionBankStats,
  ZQuestionExport,
  ZQuestionImportQuery,
  ZQuestionList,
  ZQuestionSave,
} from '@ascent/shared/question-admin';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { AppError, fail } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { registerTreeAdminRoutes } from '../../core/tree/tree-routes.ts';
import { XLSX_MIME, contentDisposition } from '../../core/xlsx.ts';
import type { QuestionBankService } from './question-bank.service.ts';
import type { QuestionService } from './question.service.ts';
import { importMessage, type QuestionImportService } from './question-import.service.ts';

const admin = { config: { auth: 'admin' as const } };

/** The upload of manage/question/import: one .xlsx of at most 10 MB. */
async function readUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw fail('question.importFileRequired');
  const file = await req.file({
    limits: { fileSize: QUESTION_ADMIN_LIMITS.importBytes, files: 1 },
  });
  if (!file) throw fail('question.importFileRequired');
  if (!file.filename.toLowerCase().endsWith('.xlsx')) {
    file.file.resume();
    throw fail('question.importFileRequired');
  }
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fail('upload.tooLarge', { max: formatSize(QUESTION_ADMIN_LIMITS.importBytes) });
    throw err;
  }
}

/** /api/manage/question/*: bank categories, banks, questions, their xlsx import and export. */
export function questionRoutes(
  banks: QuestionBankService,
  questions: QuestionService,
  imports: QuestionImportService,
): FastifyPluginAsync {
  return async (app) => {
    const saved = (req: FastifyRequest, id: unknown) =>
      translate(id ? 'common.modified' : 'common.created', req.locale);
    const deleted = (req: FastifyRequest) => translate('common.deleted', req.locale);

    registerTreeAdminRoutes(app, '/api/manage/question/category', {
      adminTree: banks.categoryTree,
      create: banks.createCategory,
      rename: banks.renameCategory,
      move: banks.moveCategory,
      remove: banks.removeCategory,
    });

    // Banks.
    app.post('/api/manage/question/bank/list', admin, async (req) => {
      const q = parseInput(ZQuestionBankList, req.body);
      return ok(await banks.list(requireActor(req.actor), q));
    });
    app.post('/api/manage/question/bank/detail', admin, async (req) => {
      const { id } = parseInput(ZQuestionAdminId, req.body);
      return ok(await banks.detail(requireActor(req.actor), id));
    });
    app.post('/api/manage/question/bank/save', admin, async (req) => {
      const input = parseInput(ZQuestionBankSave, req.body);
      return ok(await banks.save(requireActor(req.actor), req.ip, input), saved(req, input.id));
    });
    app.post('/api/manage/question/bank/delete', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      await banks.remove(requireActor(req.actor), req.ip, ids);
      return ok(null, deleted(req));
    });
    app.post('/api/manage/question/bank/stats', admin, async (req) => {
      const { bankIds } = parseInput(ZQuestionBankStats, req.body);
      return ok(await banks.stats(requireActor(req.actor), bankIds));
    });

    // Questions.
    app.post('/api/manage/question/list', admin, async (req) => {
      const q = parseInput(ZQuestionList, req.body);
      return ok(await questions.list(requireActor(req.actor), q));
    });
    app.post('/api/manage/question/detail', admin, async (req) => {
      const { id } = parseInput(ZQuestionAdminId, req.body);
      return ok(await questions.detail(requireActor(req.actor), id));
    });
    app.post('/api/manage/question/save', admin, async (req) => {
      const input = parseInput(ZQuestionSave, req.body);
      return ok(await questions.save(requireActor(req.actor), req.ip, input), saved(req, input.id));
    });
    app.post('/api/manage/question/delete', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      await questions.remove(requireActor(req.actor), req.ip, ids);
      return ok(null, deleted(req));
    });

    // Files (decisions: a file reply is the exception to the envelope; refusals still use it).
    app.get('/api/manage/question/import-template', admin, async (req, reply) =>
      reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', contentDisposition('question-import-template.xlsx'))
        .send(imports.template(req.locale)),
    );
    app.post('/api/manage/question/export', admin, async (req, reply) => {
      const q = parseInput(ZQuestionExport, req.body);
      const data = await imports.exportQuestions(requireActor(req.actor), q, req.locale);
      const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', contentDisposition(`questions-${stamp}.xlsx`))
        .send(data);
    });
    app.post('/api/manage/question/import', admin, async (req) => {
      const { bankId } = parseInput(ZQuestionImportQuery, req.query);
      const data = await readUpload(req);
      try {
        const result = await imports.importQuestions(
          requireActor(req.actor),
          req.ip,
          bankId,
          data,
          req.locale,
        );
        return ok(result, importMessage(result, req.locale));
      } catch (err) {
        if (err instanceof AppError) throw err;
        // The transaction rolled back: nothing of this file was imported.
        req.log.error({ err }, 'question import failed');
        throw fail('question.importFailed');
      }
    });
  };
}
