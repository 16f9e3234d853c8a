import { z } from 'zod';
import { XLSX_MIME, endpoint, endpoints, zPageOf } from '../api/index.ts';
import { ZIdList } from '../admin/index.ts';
import { ZImportStarted } from '../import/index.ts';
import { ZTreeCreate, ZTreeDelete, ZTreeMove, ZTreeNodeSaved, ZTreeRename } from '../org/index.ts';
import {
  ZPaperDetail,
  ZPaperList,
  ZPaperPreview,
  ZPaperPreviewView,
  ZPaperRow,
  ZPaperSave,
  ZQuestionAdminId,
  ZQuestionBankList,
  ZQuestionBankRow,
  ZQuestionBankSave,
  ZQuestionBankStat,
  ZQuestionBankStats,
  ZQuestionCategoryNode,
  ZQuestionDetail,
  ZQuestionExport,
  ZQuestionImportQuery,
  ZQuestionList,
  ZQuestionRow,
  ZQuestionSave,
} from './admin.ts';

/**
 * The question banks area of the admin site (`@ascent/shared/question-admin`). The definitions
 * live here, beside `admin.ts`: `@ascent/shared/question/endpoints`.
 */

/** Bank categories (a company tree), banks, questions and their xlsx import and export. */
export const questionAdminEndpoints = endpoints(
  // The company tree's admin calls (as core/tree/tree-routes.ts answers them for other trees).
  endpoint({
    method: 'GET',
    path: '/api/manage/question/category/tree',
    auth: 'admin',
    summary: 'The question bank category tree',
    output: z.array(ZQuestionCategoryNode),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/question/category/create',
    auth: 'admin',
    summary: 'Creates a bank category under a parent (or at the top)',
    body: ZTreeCreate,
    output: ZTreeNodeSaved,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/question/category/rename',
    auth: 'admin',
    summary: 'Renames a bank category',
    body: ZTreeRename,
    output: ZTreeNodeSaved,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/question/category/move',
    auth: 'admin',
    summary:
      'Moves a bank category and its subtree under another parent, at a place among its siblings',
    body: ZTreeMove,
    output: ZTreeNodeSaved,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/question/category/delete',
    auth: 'admin',
    summary: 'Deletes a bank category without children or banks',
    body: ZTreeDelete,
  }),

  endpoint({
    method: 'POST',
    path: '/api/manage/question/bank/list',
    auth: 'admin',
    summary: 'Question banks, paged, by keyword and category, with their question counts',
    body: ZQuestionBankList,
    output: zPageOf(ZQuestionBankRow),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/question/bank/detail',
    auth: 'admin',
    summary: 'One question bank',
    body: ZQuestionAdminId,
    output: ZQuestionBankRow,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/question/bank/save',
    auth: 'admin',
    summary: 'Creates a question bank (no id) or changes one',
    body: ZQuestionBankSave,
    output: ZQuestionBankRow,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/question/bank/delete',
    auth: 'admin',
    summary: 'Deletes question banks with their questions, unless a paper uses them (all or none)',
    body: ZIdList,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/question/bank/stats',
    auth: 'admin',
    summary: 'Live questions per bank, type and difficulty (what paper rules can draw)',
    body: ZQuestionBankStats,
    output: z.array(ZQuestionBankStat),
  }),

  endpoint({
    method: 'POST',
    path: '/api/manage/question/list',
    auth: 'admin',
    summary: 'Questions, paged, by bank, keyword, type and difficulty',
    body: ZQuestionList,
    output: zPageOf(ZQuestionRow),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/question/detail',
    auth: 'admin',
    summary: "A question as the editor loads it, with a case question's sub-questions",
    body: ZQuestionAdminId,
    output: ZQuestionDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/question/save',
    auth: 'admin',
    summary: 'Creates a question (no id) or changes one, by the rules of its type',
    body: ZQuestionSave,
    output: ZQuestionDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/question/delete',
    auth: 'admin',
    summary: 'Deletes questions no paper holds (all or none)',
    body: ZIdList,
  }),

  // Files (decisions: a file reply is the exception to the envelope; refusals still use it).
  endpoint({
    method: 'GET',
    path: '/api/manage/question/import-template',
    auth: 'admin',
    summary: "The question import template, in the caller's language",
    raw: { contentType: XLSX_MIME, description: 'The import template workbook, as an attachment' },
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/question/export',
    auth: 'admin',
    summary: "The questions the list's filters find, as an xlsx workbook",
    body: ZQuestionExport,
    raw: { contentType: XLSX_MIME, description: 'The questions workbook, as an attachment' },
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/question/import',
    auth: 'admin',
    summary:
      'Starts an import of the questions of an xlsx sheet (at most 10 MB) into a bank, run as ' +
      'a job: every row or none (me/import/detail)',
    query: ZQuestionImportQuery,
    // Multipart: the .xlsx file is the only part (the bank is in the query).
    upload: z.object({}),
    output: ZImportStarted,
  }),
);

/** Papers: fixed or drawn by rules (the exam admin's paper picker lists them too). */
export const paperEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/paper/list',
    auth: 'admin',
    summary: 'Papers, paged, by keyword and mode',
    body: ZPaperList,
    output: zPageOf(ZPaperRow),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/paper/detail',
    auth: 'admin',
    summary: 'A paper with its questions (fixed) or its rules and what they can draw (random)',
    body: ZQuestionAdminId,
    output: ZPaperDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/paper/save',
    auth: 'admin',
    summary: 'Creates a paper (no id) or changes one; the total is kept in step',
    body: ZPaperSave,
    output: ZPaperDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/paper/delete',
    auth: 'admin',
    summary: 'Deletes papers no exam or simulation sits on (all or none)',
    body: ZIdList,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/paper/preview',
    auth: 'admin',
    summary: "One examinee's paper, drawn with a seed (a new one if absent), with keys",
    body: ZPaperPreview,
    output: ZPaperPreviewView,
  }),
);
