import { z } from 'zod';
import { XLSX_MIME, endpoint, endpoints, zPageOf } from '../api/index.ts';
import {
  ZExamAdminList,
  ZExamAdminRow,
  ZExamAttemptAdminRow,
  ZExamAttemptList,
  ZExamSave,
} from '../exam/index.ts';
import {
  ZExamAdminDetailView,
  ZExamAttemptExport,
  ZExamId,
  ZExamIds,
  ZReviewerCandidate,
  ZReviewerSearch,
} from './index.ts';

/** Exams in the admin site (/api/manage/exam/*). */
export const examAdminEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/exam/list',
    auth: 'admin',
    summary: 'Exams, paged, by keyword, status and kind, with examinees and pending marking',
    body: ZExamAdminList,
    output: zPageOf(ZExamAdminRow),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/exam/detail',
    auth: 'admin',
    summary: "An exam's settings as the editor loads them, with names and attempt count",
    body: ZExamId,
    output: ZExamAdminDetailView,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/exam/save',
    auth: 'admin',
    summary: "Creates an exam (no id) or changes an exam's settings",
    body: ZExamSave,
    output: ZExamAdminDetailView,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/exam/publish',
    auth: 'admin',
    summary: 'Publishes an exam to its audience',
    body: ZExamId,
    output: ZExamAdminDetailView,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/exam/unpublish',
    auth: 'admin',
    summary: 'Withdraws a published exam',
    body: ZExamId,
    output: ZExamAdminDetailView,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/exam/delete',
    auth: 'admin',
    summary: 'Deletes exams neither published nor being answered (all or none; attempts stay)',
    body: ZExamIds,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/exam/attempts',
    auth: 'admin',
    summary: "One exam's attempts with the examinees' results, paged",
    body: ZExamAttemptList,
    output: zPageOf(ZExamAttemptAdminRow),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/exam/attempts/export',
    auth: 'admin',
    summary: "Every attempt of one exam (the results page's filter) as an xlsx workbook",
    body: ZExamAttemptExport,
    raw: { contentType: XLSX_MIME, description: "The exam's attempts workbook, as an attachment" },
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/exam/reviewers',
    auth: 'admin',
    summary: 'People who may mark exams (exam reviewers and administrators), by keyword',
    body: ZReviewerSearch,
    output: z.array(ZReviewerCandidate),
  }),
);
