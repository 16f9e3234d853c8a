import type { Db } from '../../db/client.ts';
import { createOperationLogService } from './oplog.service.ts';
import { operationLogRoutes } from './oplog.routes.ts';

export function createOperationLogModule(deps: { db: Db }) {
  const service = createOperationLogService(deps);
  return { service, routes: operationLogRoutes(service) };
}
