import type {
  InPersonAction,
  TAttendanceCorrect,
  TAttendanceQuery,
  TInPersonEvaluate,
  TInPersonSign,
  TLeaveDecide,
  TMyInPersonQuery,
} from '@ascent/shared/in-person';
import { api } from '../../../app/services.ts';

/** The learner's face-to-face calls, and the attendance managers' tab (/api/study/face/manage). */
export const fetchMyInPerson = (q: TMyInPersonQuery) => api.call('POST /api/study/face/list', q);
export const fetchInPersonDetail = (id: number) =>
  api.call('GET /api/study/face/:id/detail', { id });
// The sign page shows the refusal itself.
export const signInPerson = (body: TInPersonSign) =>
  api.call('POST /api/study/face/sign', body, { silent: true });
export const requestLeave = (sessionId: number, reason: string) =>
  api.call('POST /api/study/face/leave/request', { sessionId, reason }, { silent: true });
export const cancelLeave = (leaveId: number) =>
  api.call('POST /api/study/face/leave/cancel', { leaveId });
export const evaluateInPerson = (body: TInPersonEvaluate) =>
  api.call('POST /api/study/face/evaluate', body, { silent: true });

export const fetchManaged = (page: number) =>
  api.call('POST /api/study/face/manage/list', { page, pageSize: 10 });
export const fetchQr = (sessionId: number, action: InPersonAction) =>
  api.call('GET /api/study/face/manage/qr', { sessionId, action });
export const fetchAttendance = (q: TAttendanceQuery) =>
  api.call('POST /api/study/face/manage/attendance/list', q);
export const correctAttendance = (body: TAttendanceCorrect) =>
  api.call('POST /api/study/face/manage/attendance/correct', body, { silent: true });
export const fetchLeaves = (sessionId: number, page: number) =>
  api.call('POST /api/study/face/manage/leave/list', {
    sessionId,
    status: 'pending',
    page,
    pageSize: 20,
  });
export const decideLeave = (body: TLeaveDecide) =>
  api.call('POST /api/study/face/manage/leave/decide', body);
