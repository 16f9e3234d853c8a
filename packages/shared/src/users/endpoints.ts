import { z } from 'zod';
import { XLSX_MIME, endpoint, endpoints, zPageOf } from '../api/index.ts';
import { ZIdList, ZIdParam } from '../admin/index.ts';
import { ZImportStarted } from '../import/index.ts';
import {
  ZAdminUser,
  ZBulkResult,
  ZContact,
  ZContactSearch,
  ZCreateUserRequest,
  ZCreateUserResponse,
  ZMoveUsersRequest,
  ZResetPasswordRequest,
  ZResetPasswordResponse,
  ZUpdateUserRequest,
  ZUserExportQuery,
  ZUserListQuery,
  ZUserRolesRequest,
  ZUserSecrecyRequest,
} from './index.ts';

/** The admin site's people (/api/manage/user/*): one at a time, bulk actions, xlsx in and out. */
export const userAdminEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/user/list',
    auth: 'admin',
    summary: "The company's users, paged, by keyword, department, role, status or secrecy level",
    body: ZUserListQuery,
    output: zPageOf(ZAdminUser),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/user/detail',
    auth: 'admin',
    summary: 'One user of the company',
    body: ZIdParam,
    output: ZAdminUser,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/user/create',
    auth: 'admin',
    summary:
      'Creates a user; without a password one is generated under the company policy and answered once',
    body: ZCreateUserRequest,
    output: ZCreateUserResponse,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/user/update',
    auth: 'admin',
    summary: 'Changes the given fields of a user (never the account)',
    body: ZUpdateUserRequest,
    output: ZAdminUser,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/user/disable',
    auth: 'admin',
    summary: 'Disables users and ends their sessions',
    body: ZIdList,
    output: ZBulkResult,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/user/enable',
    auth: 'admin',
    summary: 'Enables users',
    body: ZIdList,
    output: ZBulkResult,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/user/reset-password',
    auth: 'admin',
    summary:
      "Resets users' passwords to the one given or a generated one each (answered once); they must change it",
    body: ZResetPasswordRequest,
    output: ZResetPasswordResponse,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/user/move',
    auth: 'admin',
    summary: 'Moves users to a department',
    body: ZMoveUsersRequest,
    output: ZBulkResult,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/user/roles',
    auth: 'admin',
    summary: "Adds, removes or sets users' roles",
    body: ZUserRolesRequest,
    output: ZBulkResult,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/user/secrecy',
    auth: 'admin',
    summary: "Sets users' secrecy level",
    body: ZUserSecrecyRequest,
    output: ZBulkResult,
  }),
  endpoint({
    method: 'GET',
    path: '/api/manage/user/import-template',
    auth: 'admin',
    summary: "The import template (.xlsx) in the caller's language",
    raw: { contentType: XLSX_MIME, description: 'The import template workbook, as an attachment' },
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/user/export',
    auth: 'admin',
    summary: "The users the list's filters find, in the list's order, as .xlsx (re-importable)",
    body: ZUserExportQuery,
    raw: { contentType: XLSX_MIME, description: 'The exported users workbook, as an attachment' },
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/user/import',
    auth: 'admin',
    summary:
      'Starts an import of users from one .xlsx of at most 10 MB (the file only), run as a job: ' +
      'all good rows, every problem of the others (me/import/detail)',
    upload: z.object({}),
    output: ZImportStarted,
  }),
);

/** contact/search (spec s.7 "Home and search"): colleagues of the caller's company. */
export const contactEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/contact/search',
    auth: 'user',
    summary:
      "Colleagues by name, account, department or mobile number, paged (others' mobile numbers masked)",
    body: ZContactSearch,
    output: zPageOf(ZContact),
  }),
);
