import { operationLogEndpoints } from '@ascent/shared/admin/endpoints';
import { bind } from '../../core/endpoints.ts';
import type { OperationLogService } from './oplog.service.ts';

export function operationLogRoutes(service: OperationLogService) {
  return bind(operationLogEndpoints, {
    'POST /api/manage/oplog/list': ({ actor, body }) => service.list(actor, body),
  });
}
