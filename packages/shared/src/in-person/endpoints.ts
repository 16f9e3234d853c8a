import { XLSX_MIME, endpoint, endpoints, zPageOf } from '../api/index.ts';
import { ZIdList, ZIdParam } from '../admin/index.ts';
import { ZImportStarted } from '../import/index.ts';
import {
  ZAttendanceCorrect,
  ZAttendanceExport,
  ZAttendanceGrade,
  ZAttendanceImportFields,
  ZAttendancePage,
  ZAttendanceQuery,
  ZEvaluationPage,
  ZEvaluationQuery,
  ZInPersonAdminQuery,
  ZInPersonDetail,
  ZInPersonEvaluate,
  ZInPersonId,
  ZInPersonLeave,
  ZInPersonLeaveCancel,
  ZInPersonLeaveRequest,
  ZInPersonLearnerDetail,
  ZInPersonQr,
  ZInPersonQrQuery,
  ZInPersonRow,
  ZInPersonSave,
  ZInPersonSign,
  ZInPersonSignResult,
  ZLeaveDecide,
  ZLeaveQuery,
  ZLeaveRow,
  ZManagedInPersonQuery,
  ZMyInPersonQuery,
  ZMyInPersonRow,
} from './index.ts';

/**
 * The attendance managers' calls under a prefix: the admin site's (`/api/manage/face`, admins)
 * or the learner site's tab (`/api/study/face/manage`, any signed-in manager of the session).
 * The method and path stay literal types, so each prefix's group has its own names.
 */
function managerEndpoints<const P extends string, const A extends 'user' | 'admin'>(
  prefix: P,
  auth: A,
) {
  return endpoints(
    endpoint({
      method: 'GET',
      path: `${prefix}/qr`,
      auth,
      summary: "A session's current sign-in (or sign-out) QR address and when it rotates",
      query: ZInPersonQrQuery,
      output: ZInPersonQr,
    }),
    endpoint({
      method: 'POST',
      path: `${prefix}/attendance/list`,
      auth,
      summary: "A session's expected learners with their attendance, paged, and counts per state",
      body: ZAttendanceQuery,
      output: ZAttendancePage,
    }),
    endpoint({
      method: 'POST',
      path: `${prefix}/attendance/correct`,
      auth,
      summary: "Sets a learner's sign-in and sign-out times, with a reason (logged)",
      body: ZAttendanceCorrect,
    }),
    endpoint({
      method: 'POST',
      path: `${prefix}/attendance/grade`,
      auth,
      summary: "Grades a learner's attendance of a graded session",
      body: ZAttendanceGrade,
    }),
    endpoint({
      method: 'POST',
      path: `${prefix}/attendance/import`,
      auth,
      summary:
        'Starts an import of sign-in times and grades from an xls or xlsx sheet with the ' +
        'columns of the export, run as a job (me/import/detail); sessionId and utcOffset may ' +
        'also come in the query string',
      upload: ZAttendanceImportFields,
      output: ZImportStarted,
    }),
    endpoint({
      method: 'POST',
      path: `${prefix}/attendance/export`,
      auth,
      summary: "A session's attendance as an xlsx workbook, times in the caller's offset",
      body: ZAttendanceExport,
      raw: { contentType: XLSX_MIME, description: "The session's attendance (xlsx)" },
    }),
    endpoint({
      method: 'POST',
      path: `${prefix}/leave/list`,
      auth,
      summary: "A session's leave requests, paged",
      body: ZLeaveQuery,
      output: zPageOf(ZLeaveRow),
    }),
    endpoint({
      method: 'POST',
      path: `${prefix}/leave/decide`,
      auth,
      summary: 'Approves or rejects a pending leave request',
      body: ZLeaveDecide,
      output: ZInPersonLeave,
    }),
    endpoint({
      method: 'POST',
      path: `${prefix}/evaluation/list`,
      auth,
      summary: "A session's evaluations, paged, with the average and the distribution",
      body: ZEvaluationQuery,
      output: ZEvaluationPage,
    }),
  );
}

/** Face-to-face sessions, the learners' calls (/train/*, /mine/face). */
export const inPersonEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/face/list',
    auth: 'user',
    summary: "The learner's sessions with their attendance state, paged",
    body: ZMyInPersonQuery,
    output: zPageOf(ZMyInPersonRow),
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/face/:id/detail',
    auth: 'user',
    summary: "A session with its windows and the learner's attendance, leave and evaluation",
    params: ZIdParam,
    output: ZInPersonLearnerDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/face/sign',
    auth: 'user',
    summary: "Signs in or out with the session's current QR token",
    body: ZInPersonSign,
    output: ZInPersonSignResult,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/face/leave/request',
    auth: 'user',
    summary: 'Asks for leave from a session (decided by its managers or an approval)',
    body: ZInPersonLeaveRequest,
    output: ZInPersonLeave,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/face/leave/cancel',
    auth: 'user',
    summary: "Cancels the learner's undecided leave request",
    body: ZInPersonLeaveCancel,
    output: ZInPersonLeave,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/face/evaluate',
    auth: 'user',
    summary: 'Evaluates an attended session, once',
    body: ZInPersonEvaluate,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/face/manage/list',
    auth: 'user',
    summary: 'The sessions the caller is an attendance manager of, paged',
    body: ZManagedInPersonQuery,
    output: zPageOf(ZInPersonRow),
  }),
);

/** The attendance managers' calls on the learner site's tab (/api/study/face/manage/*). */
export const inPersonManagerEndpoints = managerEndpoints('/api/study/face/manage', 'user');

/** Face-to-face sessions, the admin site's calls (/api/manage/face/*). */
export const inPersonAdminEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/face/list',
    auth: 'admin',
    summary: 'Sessions with their time state and sign-ins, paged',
    body: ZInPersonAdminQuery,
    output: zPageOf(ZInPersonRow),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/face/detail',
    auth: 'admin',
    summary: "A session's settings, materials, audience, managers and windows",
    body: ZInPersonId,
    output: ZInPersonDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/face/save',
    auth: 'admin',
    summary: 'Creates (no id) or updates a session',
    body: ZInPersonSave,
    output: ZInPersonDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/face/delete',
    auth: 'admin',
    summary: 'Deletes sessions',
    body: ZIdList,
  }),
);

/** The attendance managers' calls on the admin site (/api/manage/face/*), admins only. */
export const inPersonAdminManagerEndpoints = managerEndpoints('/api/manage/face', 'admin');
