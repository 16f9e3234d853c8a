import type { ChangeRecorder } from '../../core/change-log.ts';
import type { Db } from '../../db/client.ts';
import type { PeopleDirectory } from '../user/people-directory.ts';
import { createUnitRepository } from './unit.repository.ts';
import { unitRoutes } from './unit.routes.ts';
import { createUnitService } from './unit.service.ts';

export function createUnitModule(deps: {
  db: Db;
  people: Pick<PeopleDirectory, 'find'>;
  record: ChangeRecorder;
  /** The user module's kept profiles (they show the person's units). */
  profilesChanged: (userIds: number[] | null) => Promise<void>;
}) {
  const service = createUnitService({ ...deps, units: createUnitRepository(deps.db) });
  return { service, routes: unitRoutes(service) };
}
