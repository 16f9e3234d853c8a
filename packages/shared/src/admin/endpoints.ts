import { endpoint, endpoints, zPageOf } from '../api/index.ts';
import { ZOperationLog, ZOperationLogQuery } from './index.ts';

/** The operation log: every admin change of the company, filterable. */
export const operationLogEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/oplog/list',
    auth: 'admin',
    summary: "The company's admin changes, newest first, by entity, action, actor and time, paged",
    body: ZOperationLogQuery,
    output: zPageOf(ZOperationLog),
  }),
);
