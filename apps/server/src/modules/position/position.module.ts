import type { Db } from '../../db/client.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import { createPositionRepository } from './position.repository.ts';
import { createPositionService, type PositionHolders } from './position.service.ts';
import { positionRoutes } from './position.routes.ts';

export function createPositionModule(deps: {
  db: Db;
  holders: PositionHolders;
  record: ChangeRecorder;
}) {
  const service = createPositionService({ ...deps, positions: createPositionRepository(deps.db) });
  return { service, routes: positionRoutes(service) };
}
