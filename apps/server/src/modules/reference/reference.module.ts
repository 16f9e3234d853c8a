import type { Db } from '../../db/client.ts';
import { createReferenceRepository } from './reference.repository.ts';
import { createReferenceService } from './reference.service.ts';
import { referenceRoutes } from './reference.routes.ts';
import { seedReferenceData } from './reference.seed.ts';

export function createReferenceModule(deps: { db: Db }) {
  const service = createReferenceService({ reference: createReferenceRepository(deps.db) });
  return { service, routes: referenceRoutes(service), seed: () => seedReferenceData(deps.db) };
}
