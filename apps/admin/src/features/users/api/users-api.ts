import type { FileDownload } from '@ascent/client/api';
import type {
  TCreateUserRequest,
  TMoveUsersRequest,
  TResetPasswordRequest,
  TUpdateUserRequest,
  TUserExportQuery,
  TUserListQuery,
  TUserRolesRequest,
  TUserSecrecyRequest,
} from '@ascent/shared/users';
import { api } from '../../../app/services.ts';

// Forms and dialogs show refusals themselves: their calls are silent.
const silent = { silent: true };

export const fetchUsers = (query: TUserListQuery) => api.call('POST /api/manage/user/list', query);

export const createUser = (body: TCreateUserRequest) =>
  api.call('POST /api/manage/user/create', body, silent);

export const updateUser = (body: TUpdateUserRequest) =>
  api.call('POST /api/manage/user/update', body, silent);

export const disableUsers = (ids: number[]) => api.call('POST /api/manage/user/disable', { ids });

export const enableUsers = (ids: number[]) => api.call('POST /api/manage/user/enable', { ids });

export const resetPasswords = (body: TResetPasswordRequest) =>
  api.call('POST /api/manage/user/reset-password', body, silent);

export const moveUsers = (body: TMoveUsersRequest) =>
  api.call('POST /api/manage/user/move', body, silent);

export const changeRoles = (body: TUserRolesRequest) =>
  api.call('POST /api/manage/user/roles', body, silent);

export const setSecrecy = (body: TUserSecrecyRequest) =>
  api.call('POST /api/manage/user/secrecy', body, silent);

export const importUsers = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.call('POST /api/manage/user/import', form, silent);
};

export const downloadImportTemplate = (): Promise<FileDownload> =>
  api.download('GET /api/manage/user/import-template');

export const exportUsers = (query: TUserExportQuery): Promise<FileDownload> =>
  api.download('POST /api/manage/user/export', query);

export const fetchDepartmentTree = () => api.call('GET /api/study/department/tree');
