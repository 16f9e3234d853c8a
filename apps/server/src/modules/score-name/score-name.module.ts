import type { Db } from '../../db/client.ts';
import { createScoreNameRepository } from './score-name.repository.ts';
import { createScoreNameService } from './score-name.service.ts';
import { scoreNameRoutes } from './score-name.routes.ts';

export function createScoreNameModule(deps: { db: Db }) {
  const service = createScoreNameService({ db: deps.db, scoreNames: createScoreNameRepository });
  return { service, routes: scoreNameRoutes(service) };
}
