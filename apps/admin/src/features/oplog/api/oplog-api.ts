import type { TOperationLog, TOperationLogQuery, TPage } from '@ascent/shared/admin';
import { api } from '../../../app/services.ts';

export function fetchOperationLogs(query: TOperationLogQuery): Promise<TPage<TOperationLog>> {
  return api.call('POST /api/manage/oplog/list', query);
}
