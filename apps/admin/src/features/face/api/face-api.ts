import type { FileDownload } from '@ascent/client/api';
import type { TListQuery, TPage } from '@ascent/shared/admin';
import type {
  FaceAction,
  FaceTimeState,
  TAttendanceCorrect,
  TAttendanceGrade,
  TAttendanceImportResult,
  TAttendancePage,
  TAttendanceQuery,
  TEvaluationPage,
  TFaceDetail,
  TFaceLeave,
  TFaceQr,
  TFaceRow,
  TFaceSave,
  TLeaveDecide,
  TLeaveQuery,
  TLeaveRow,
} from '@ascent/shared/face';
import { api } from '../../../app/services.ts';

/** The admin's face-to-face calls (/api/manage/face/*). */
export const fetchFacePage = (q: TListQuery & { timeState?: FaceTimeState }) =>
  api.post<TPage<TFaceRow>>('manage/face/list', q);
export const fetchFace = (id: number) => api.post<TFaceDetail>('manage/face/detail', { id });
// The form shows the server's refusal itself.
export const saveFace = (body: TFaceSave) =>
  api.post<TFaceDetail>('manage/face/save', body, { silent: true });
export const deleteFaces = (ids: number[]) => api.post<null>('manage/face/delete', { ids });

export const fetchQr = (sessionId: number, action: FaceAction) =>
  api.get<TFaceQr>('manage/face/qr', { query: { sessionId, action } });
export const fetchAttendance = (q: TAttendanceQuery) =>
  api.post<TAttendancePage>('manage/face/attendance/list', q);
export const correctAttendance = (body: TAttendanceCorrect) =>
  api.post<null>('manage/face/attendance/correct', body, { silent: true });
export const gradeAttendance = (body: TAttendanceGrade) =>
  api.post<null>('manage/face/attendance/grade', body, { silent: true });
export const utcOffset = () => -new Date().getTimezoneOffset();
export const exportAttendance = (sessionId: number): Promise<FileDownload> =>
  api.download('manage/face/attendance/export', {
    method: 'POST',
    body: { sessionId, utcOffset: utcOffset() },
  });
export const importAttendance = (sessionId: number, file: File) => {
  const form = new FormData();
  form.append('sessionId', String(sessionId));
  form.append('utcOffset', String(utcOffset()));
  form.append('file', file, file.name);
  return api.post<TAttendanceImportResult>('manage/face/attendance/import', form, {
    silent: true,
  });
};
export const fetchLeaves = (q: TLeaveQuery) =>
  api.post<TPage<TLeaveRow>>('manage/face/leave/list', q);
export const decideLeave = (body: TLeaveDecide) =>
  api.post<TFaceLeave>('manage/face/leave/decide', body);
export const fetchEvaluations = (sessionId: number, page: number) =>
  api.post<TEvaluationPage>('manage/face/evaluation/list', { sessionId, page, pageSize: 20 });
