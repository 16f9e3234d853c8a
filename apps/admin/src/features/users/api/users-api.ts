import type { TPage } from '@ascent/shared/admin';
import type { FileDownload } from '@ascent/client/api';
import type { TDepartmentNode } from '@ascent/shared/platform';
import type {
  TAdminUser,
  TBulkResult,
  TCreateUserRequest,
  TCreateUserResponse,
  TImportUsersResponse,
  TMoveUsersRequest,
  TResetPasswordRequest,
  TResetPasswordResponse,
  TUpdateUserRequest,
  TUserExportQuery,
  TUserListQuery,
  TUserRolesRequest,
  TUserSecrecyRequest,
} from '@ascent/shared/users';
import { api } from '../../../app/services.ts';

// Forms and dialogs show refusals themselves: their calls are silent.
const silent = { silent: true };

export const fetchUsers = (query: TUserListQuery) =>
  api.post<TPage<TAdminUser>>('manage/user/list', query);

export const createUser = (body: TCreateUserRequest) =>
  api.post<TCreateUserResponse>('manage/user/create', body, silent);

export const updateUser = (body: TUpdateUserRequest) =>
  api.post<TAdminUser>('manage/user/update', body, silent);

export const disableUsers = (ids: number[]) =>
  api.post<TBulkResult>('manage/user/disable', { ids });

export const enableUsers = (ids: number[]) => api.post<TBulkResult>('manage/user/enable', { ids });

export const resetPasswords = (body: TResetPasswordRequest) =>
  api.post<TResetPasswordResponse>('manage/user/reset-password', body, silent);

export const moveUsers = (body: TMoveUsersRequest) =>
  api.post<TBulkResult>('manage/user/move', body, silent);

export const changeRoles = (body: TUserRolesRequest) =>
  api.post<TBulkResult>('manage/user/roles', body, silent);

export const setSecrecy = (body: TUserSecrecyRequest) =>
  api.post<TBulkResult>('manage/user/secrecy', body, silent);

export const importUsers = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<TImportUsersResponse>('manage/user/import', form, silent);
};

export const downloadImportTemplate = (): Promise<FileDownload> =>
  api.download('manage/user/import-template');

export const exportUsers = (query: TUserExportQuery): Promise<FileDownload> =>
  api.download('manage/user/export', { method: 'POST', body: query });

export const fetchDepartmentTree = () => api.get<TDepartmentNode[]>('study/department/tree');
