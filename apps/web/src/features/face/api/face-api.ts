import type { TPage } from '@ascent/shared/admin';
import type {
  FaceAction,
  TAttendanceCorrect,
  TAttendancePage,
  TAttendanceQuery,
  TFaceEvaluate,
  TFaceLearnerDetail,
  TFaceLeave,
  TFaceQr,
  TFaceRow,
  TFaceSign,
  TFaceSignResult,
  TLeaveDecide,
  TLeaveRow,
  TMyFaceQuery,
  TMyFaceRow,
} from '@ascent/shared/face';
import { api } from '../../../app/services.ts';

/** The learner's face-to-face calls, and the attendance managers' tab (/api/study/face/manage). */
export const fetchMyFace = (q: TMyFaceQuery) => api.post<TPage<TMyFaceRow>>('study/face/list', q);
export const fetchFaceDetail = (id: number) =>
  api.get<TFaceLearnerDetail>(`study/face/${id}/detail`);
// The sign page shows the refusal itself.
export const signFace = (body: TFaceSign) =>
  api.post<TFaceSignResult>('study/face/sign', body, { silent: true });
export const requestLeave = (sessionId: number, reason: string) =>
  api.post<TFaceLeave>('study/face/leave/request', { sessionId, reason }, { silent: true });
export const cancelLeave = (leaveId: number) =>
  api.post<TFaceLeave>('study/face/leave/cancel', { leaveId });
export const evaluateFace = (body: TFaceEvaluate) =>
  api.post<null>('study/face/evaluate', body, { silent: true });

export const fetchManaged = (page: number) =>
  api.post<TPage<TFaceRow>>('study/face/manage/list', { page, pageSize: 10 });
export const fetchQr = (sessionId: number, action: FaceAction) =>
  api.get<TFaceQr>('study/face/manage/qr', { query: { sessionId, action } });
export const fetchAttendance = (q: TAttendanceQuery) =>
  api.post<TAttendancePage>('study/face/manage/attendance/list', q);
export const correctAttendance = (body: TAttendanceCorrect) =>
  api.post<null>('study/face/manage/attendance/correct', body, { silent: true });
export const fetchLeaves = (sessionId: number, page: number) =>
  api.post<TPage<TLeaveRow>>('study/face/manage/leave/list', {
    sessionId,
    status: 'pending',
    page,
    pageSize: 20,
  });
export const decideLeave = (body: TLeaveDecide) =>
  api.post<TFaceLeave>('study/face/manage/leave/decide', body);
