import type { Db } from '../../db/client.ts';
import type { Access } from '../../core/access.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import { createHomeRepository } from './home.repository.ts';
import { createHomeService, type HomeSources } from './home.service.ts';
import { homeRoutes } from './home.routes.ts';

/** The learner's home (banners, default covers, home/detail) and the admin's banners. */
export function createHomeModule(deps: {
  db: Db;
  record: ChangeRecorder;
  /** The learner's scope (one refusal when the account is gone). */
  access: Access;
  sources: HomeSources;
}) {
  const service = createHomeService({ ...deps, home: createHomeRepository(deps.db) });
  return { service, routes: homeRoutes(service) };
}
