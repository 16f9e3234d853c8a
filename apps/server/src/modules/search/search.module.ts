import type { Db } from '../../db/client.ts';
import type { Access } from '../../core/access.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { SearchRegistry } from './search.registry.ts';
import { createSearchRepository } from './search.repository.ts';
import { createSearchService } from './search.service.ts';
import { searchRoutes } from './search.routes.ts';

/** The search calls around the registry every searchable module registers with (app.ts). */
export function createSearchModule(deps: {
  db: Db;
  registry: SearchRegistry;
  /** The learner's scope (one refusal when the account is gone). */
  access: Access;
  record: ChangeRecorder;
}) {
  const service = createSearchService({ ...deps, searches: createSearchRepository(deps.db) });
  return { service, routes: searchRoutes(service) };
}
