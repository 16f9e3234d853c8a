import type { FileDownload } from '@ascent/client/api';
import type { TListQuery } from '@ascent/shared/admin';
import type {
  InPersonAction,
  InPersonTimeState,
  TAttendanceCorrect,
  TAttendanceGrade,
  TAttendanceQuery,
  TInPersonSave,
  TLeaveDecide,
  TLeaveQuery,
} from '@ascent/shared/in-person';
import { api } from '../../../app/services.ts';

/** The admin's face-to-face calls (/api/manage/face/*). */
export const fetchInPersonPage = (q: TListQuery & { timeState?: InPersonTimeState }) =>
  api.call('POST /api/manage/face/list', q);
export const fetchInPerson = (id: number) => api.call('POST /api/manage/face/detail', { id });
// The form shows the server's refusal itself.
export const saveInPerson = (body: TInPersonSave) =>
  api.call('POST /api/manage/face/save', body, { silent: true });
export const deleteInPersonSessions = (ids: number[]) =>
  api.call('POST /api/manage/face/delete', { ids });

export const fetchQr = (sessionId: number, action: InPersonAction) =>
  api.call('GET /api/manage/face/qr', { sessionId, action });
export const fetchAttendance = (q: TAttendanceQuery) =>
  api.call('POST /api/manage/face/attendance/list', q);
export const correctAttendance = (body: TAttendanceCorrect) =>
  api.call('POST /api/manage/face/attendance/correct', body, { silent: true });
export const gradeAttendance = (body: TAttendanceGrade) =>
  api.call('POST /api/manage/face/attendance/grade', body, { silent: true });
export const utcOffset = () => -new Date().getTimezoneOffset();
export const exportAttendance = (sessionId: number): Promise<FileDownload> =>
  api.download('POST /api/manage/face/attendance/export', { sessionId, utcOffset: utcOffset() });
export const importAttendance = (sessionId: number, file: File) => {
  const form = new FormData();
  form.append('sessionId', String(sessionId));
  form.append('utcOffset', String(utcOffset()));
  form.append('file', file, file.name);
  return api.call('POST /api/manage/face/attendance/import', form, {
    silent: true,
  });
};
export const fetchLeaves = (q: TLeaveQuery) => api.call('POST /api/manage/face/leave/list', q);
export const decideLeave = (body: TLeaveDecide) =>
  api.call('POST /api/manage/face/leave/decide', body);
export const fetchEvaluations = (sessionId: number, page: number) =>
  api.call('POST /api/manage/face/evaluation/list', { sessionId, page, pageSize: 20 });
