import type { TListQuery } from '@ascent/shared/admin';
import type { Role } from '@ascent/shared/common';
import {
  USER_SORT_FIELDS,
  type TUserExportQuery,
  type TUserListQuery,
  type UserStatus,
} from '@ascent/shared/users';

export interface UserFilterValues {
  departmentId?: number;
  role?: Role;
  status?: UserStatus;
  secrecyLevel?: number;
}

type SortField = (typeof USER_SORT_FIELDS)[number];
const isSortField = (f: string | undefined): f is SortField =>
  (USER_SORT_FIELDS as readonly string[]).includes(f ?? '');

/** The table's paging, sorting and keyword plus the filters, as manage/user/list takes them. */
export function userListQuery(q: TListQuery, filters: UserFilterValues): TUserListQuery {
  return { ...q, ...filters, sortField: isSortField(q.sortField) ? q.sortField : undefined };
}

/** The same users, all pages: manage/user/export. */
export function userExportQuery(q: TListQuery, filters: UserFilterValues): TUserExportQuery {
  const { page: _page, pageSize: _pageSize, ...rest } = userListQuery(q, filters);
  return rest;
}
