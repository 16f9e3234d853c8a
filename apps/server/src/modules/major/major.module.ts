import type { Db } from '../../db/client.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import { createMajorRepository } from './major.repository.ts';
import { createMajorService } from './major.service.ts';
import { majorRoutes } from './major.routes.ts';

export function createMajorModule(deps: { db: Db; record: ChangeRecorder }) {
  const service = createMajorService({ ...deps, majors: createMajorRepository(deps.db) });
  return { service, routes: majorRoutes(service) };
}
