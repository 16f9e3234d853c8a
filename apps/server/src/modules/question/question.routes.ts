import type { FastifyRequest } from 'fastify';
import { formatSize } from '@ascent/shared/common';
import { QUESTION_ADMIN_LIMITS } from '@ascent/shared/question-admin';
import { questionAdminEndpoints } from '@ascent/shared/question/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import { fail } from '../../core/errors.ts';
import type { ImportService } from '../import/import.service.ts';
import { sendWorkbook } from '../../core/xlsx.ts';
import type { QuestionBankService } from './question-bank.service.ts';
import type { QuestionService } from './question.service.ts';
import type { QuestionImportService } from './question-import.service.ts';

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
  jobs: ImportService,
) {
  const saved = (id: unknown) => (id ? 'common.modified' : 'common.created');
  return bind(questionAdminEndpoints, {
    // The company tree's admin calls (as core/tree/tree-routes.ts answers them for other trees).
    'GET /api/manage/question/category/tree': ({ actor }) => banks.categoryTree(actor),
    'POST /api/manage/question/category/create': async ({ actor, ip, body }) =>
      answer(await banks.createCategory(actor, ip, body), 'common.created'),
    'POST /api/manage/question/category/rename': async ({ actor, ip, body }) =>
      answer(await banks.renameCategory(actor, ip, body), 'common.modified'),
    'POST /api/manage/question/category/move': async ({ actor, ip, body }) =>
      answer(await banks.moveCategory(actor, ip, body), 'common.modified'),
    'POST /api/manage/question/category/delete': async ({ actor, ip, body }) => {
      await banks.removeCategory(actor, ip, body.id);
      return answer(null, 'common.deleted');
    },

    // Banks.
    'POST /api/manage/question/bank/list': ({ actor, body }) => banks.list(actor, body),
    'POST /api/manage/question/bank/detail': ({ actor, body }) => banks.detail(actor, body.id),
    'POST /api/manage/question/bank/save': async ({ actor, ip, body }) =>
      answer(await banks.save(actor, ip, body), saved(body.id)),
    'POST /api/manage/question/bank/delete': async ({ actor, ip, body }) => {
      await banks.remove(actor, ip, body.ids);
      return answer(null, 'common.deleted');
    },
    'POST /api/manage/question/bank/stats': ({ actor, body }) => banks.stats(actor, body.bankIds),

    // Questions.
    'POST /api/manage/question/list': ({ actor, body }) => questions.list(actor, body),
    'POST /api/manage/question/detail': ({ actor, body }) => questions.detail(actor, body.id),
    'POST /api/manage/question/save': async ({ actor, ip, body }) =>
      answer(await questions.save(actor, ip, body), saved(body.id)),
    'POST /api/manage/question/delete': async ({ actor, ip, body }) => {
      await questions.remove(actor, ip, body.ids);
      return answer(null, 'common.deleted');
    },

    // Files (decisions: a file reply is the exception to the envelope; refusals still use it).
    'GET /api/manage/question/import-template': async ({ locale, reply }) =>
      sendWorkbook(reply, 'question-import-template.xlsx', imports.template(locale)),
    'POST /api/manage/question/export': async ({ actor, body, locale, reply }) => {
      const data = await imports.exportQuestions(actor, body, locale);
      const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
      return sendWorkbook(reply, `questions-${stamp}.xlsx`, data);
    },
    'POST /api/manage/question/import': async ({ actor, ip, query, locale, req }) => {
      await imports.requireBank(actor, query.bankId);
      const data = await readUpload(req);
      const file = { filename: 'questions.xlsx', data };
      const started = await jobs.start({ actor, ip, locale }, 'question', file, {
        bankId: query.bankId,
      });
      return answer(started, 'import.queued');
    },
  });
}
