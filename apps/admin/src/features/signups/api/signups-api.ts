import type { FileDownload } from '@ascent/client/api';
import type { TListQuery, TPage } from '@ascent/shared/admin';
import type { TDepartmentNode } from '@ascent/shared/platform';
import type {
  SignupKind,
  SignupRecordState,
  SignupStatus,
  TRoom,
  TRoomSave,
  TSignupAdminDetail,
  TSignupAdminRow,
  TSignupPerson,
  TSignupSave,
} from '@ascent/shared/signup';
import type { TItemOption } from '@ascent/shared/task';
import { api } from '../../../app/services.ts';

/** The admin's sign-up calls (/api/manage/signup/*) and the lists the editor picks from. */
export function fetchSignupPage(
  query: TListQuery & { kind?: SignupKind; status?: SignupStatus },
): Promise<TPage<TSignupAdminRow>> {
  return api.call('POST /api/manage/signup/list', query);
}

export function fetchSignup(id: number): Promise<TSignupAdminDetail> {
  return api.call('POST /api/manage/signup/detail', { id });
}

// The form shows the server's refusal itself.
export function saveSignup(body: TSignupSave): Promise<TSignupAdminDetail> {
  return api.call('POST /api/manage/signup/save', body, { silent: true });
}

export function setSignupStatus(ids: number[], status: 'published' | 'closed'): Promise<null> {
  return api.call('POST /api/manage/signup/status', { ids, status });
}

export function deleteSignups(ids: number[]): Promise<null> {
  return api.call('POST /api/manage/signup/delete', { ids });
}

export interface PeopleQuery {
  signupId: number;
  state?: SignupRecordState;
  keyword?: string;
  page: number;
  pageSize: number;
}

export function fetchPeople(q: PeopleQuery): Promise<TPage<TSignupPerson>> {
  return api.call('POST /api/manage/signup/people', q);
}

export function exportPeople(q: Omit<PeopleQuery, 'page' | 'pageSize'>): Promise<FileDownload> {
  return api.download('POST /api/manage/signup/people/export', q);
}

export function fetchRoomPage(query: TListQuery): Promise<TPage<TRoom>> {
  return api.call('POST /api/manage/signup/room/list', query);
}

export function saveRoom(body: TRoomSave): Promise<TRoom> {
  return api.call('POST /api/manage/signup/room/save', body, { silent: true });
}

export function deleteRooms(ids: number[]): Promise<null> {
  return api.call('POST /api/manage/signup/room/delete', { ids });
}

/** Programmes or courses for the target picker (the items search of the programme issue). */
export function searchTargets(
  kind: 'programme' | 'course',
  keyword: string,
): Promise<TItemOption[]> {
  return api.call('POST /api/manage/items/search', { kind, keyword });
}

export function fetchDepartments(): Promise<TDepartmentNode[]> {
  return api.call('GET /api/study/department/tree', undefined, { cache: true });
}
