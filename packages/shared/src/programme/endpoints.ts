import { z } from 'zod';
import { XLSX_MIME, endpoint, endpoints, zPageOf } from '../api/index.ts';
import { ZIdParam } from '../admin/index.ts';
import {
  ZProgrammeAdminDetail,
  ZProgrammeAdminQuery,
  ZProgrammeCard,
  ZProgrammeDetail,
  ZProgrammeId,
  ZProgrammeItemOpen,
  ZProgrammeItemOpened,
  ZProgrammeListQuery,
  ZProgrammeMembersChange,
  ZProgrammeSave,
  ZProgrammeSummaryRow,
  ZProgressDepartmentQuery,
  ZProgressDepartmentRow,
  ZProgressLearnerQuery,
  ZProgressLearnerRow,
  ZSupervisedListQuery,
} from './index.ts';

/** How many members a members/add or members/remove call changed. */
const ZMembersChanged = z.object({ count: z.number().int() });

/** Programmes, the learner site's calls (/api/study/programme/*): lists, detail, supervision. */
export const programmeEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/programme/list',
    auth: 'user',
    summary: 'The programmes of a kind the learner may see (member of, or open by sign-up), paged',
    body: ZProgrammeListQuery,
    output: zPageOf(ZProgrammeCard),
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/programme/:id/detail',
    auth: 'user',
    summary: "A programme's stages and items with the learner's progress, locks and sign-up",
    params: ZIdParam,
    output: ZProgrammeDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/programme/item/open',
    auth: 'user',
    summary: "Opens a programme item (refused while locked) and answers the item's page",
    body: ZProgrammeItemOpen,
    output: ZProgrammeItemOpened,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/programme/supervised/list',
    auth: 'user',
    summary: 'The programmes the caller supervises with their member summaries, paged',
    body: ZSupervisedListQuery,
    output: zPageOf(ZProgrammeSummaryRow),
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/programme/supervised/learners',
    auth: 'user',
    summary: "A supervised programme's members with their progress, paged",
    body: ZProgressLearnerQuery,
    output: zPageOf(ZProgressLearnerRow),
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/programme/supervised/departments',
    auth: 'user',
    summary: "A supervised programme's members and completions per department",
    body: ZProgressDepartmentQuery,
    output: z.array(ZProgressDepartmentRow),
  }),
);

/** Programmes, the admin site's calls (/api/manage/programme/*). */
export const programmeAdminEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/programme/list',
    auth: 'admin',
    summary: 'Programmes of a kind with their member summaries, paged',
    body: ZProgrammeAdminQuery,
    output: zPageOf(ZProgrammeSummaryRow),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/programme/detail',
    auth: 'admin',
    summary: "A programme's settings, audience, supervisors, stages and items",
    body: ZProgrammeId,
    output: ZProgrammeAdminDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/programme/save',
    auth: 'admin',
    summary: 'Creates (no id) or updates a programme of any kind with its stages and items',
    body: ZProgrammeSave,
    output: ZProgrammeAdminDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/programme/publish',
    auth: 'admin',
    summary: 'Publishes a programme',
    body: ZProgrammeId,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/programme/unpublish',
    auth: 'admin',
    summary: 'Takes a programme back from the learners',
    body: ZProgrammeId,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/programme/delete',
    auth: 'admin',
    summary: 'Deletes a programme',
    body: ZProgrammeId,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/programme/members/add',
    auth: 'admin',
    summary: 'Enrols people in a programme; answers how many were added',
    body: ZProgrammeMembersChange,
    output: ZMembersChanged,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/programme/members/remove',
    auth: 'admin',
    summary: 'Removes members from a programme; answers how many were removed',
    body: ZProgrammeMembersChange,
    output: ZMembersChanged,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/programme/report/learners',
    auth: 'admin',
    summary: "A programme's members with their progress, paged",
    body: ZProgressLearnerQuery,
    output: zPageOf(ZProgressLearnerRow),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/programme/report/departments',
    auth: 'admin',
    summary: "A programme's members and completions per department",
    body: ZProgressDepartmentQuery,
    output: z.array(ZProgressDepartmentRow),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/programme/report/export',
    auth: 'admin',
    summary: "A programme's progress report as an xlsx workbook",
    body: ZProgressDepartmentQuery,
    raw: { contentType: XLSX_MIME, description: 'The progress report (xlsx)' },
  }),
);
