import type { TPage } from '@ascent/shared/admin';
import type { TRecipient } from '@ascent/shared/message';
import type { TPosition } from '@ascent/shared/org';
import type { TDepartmentNode } from '@ascent/shared/platform';
import { api } from '../../app/services.ts';

/** People of the company by account or name (the message recipients search). */
export function searchPeople(keyword: string): Promise<TRecipient[]> {
  return api.call('POST /api/manage/message/recipients', { keyword }, { silent: true });
}
export function fetchPositions(): Promise<TPage<TPosition>> {
  return api.call('POST /api/manage/position/list', { page: 1, pageSize: 200 });
}
export function fetchDepartments(): Promise<TDepartmentNode[]> {
  return api.call('GET /api/study/department/tree', undefined, { cache: true });
}

/** Query keys of the audience choices (the same lists wherever an audience is picked). */
export const AUDIENCE_KEY = ['manage', 'audience'] as const;
