import type { Db } from '../../db/client.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import { createScoreNameRepository } from './score-name.repository.ts';
import { createScoreNameService } from './score-name.service.ts';
import { scoreNameRoutes } from './score-name.routes.ts';

export function createScoreNameModule(deps: { db: Db; record: ChangeRecorder }) {
  const service = createScoreNameService({ ...deps, scoreNames: createScoreNameRepository });
  return { service, routes: scoreNameRoutes(service) };
}
