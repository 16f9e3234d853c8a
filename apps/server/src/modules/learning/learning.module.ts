import { learningRoutes } from './learning.routes.ts';
import { createLearningService, type LearningDeps } from './learning.service.ts';

export function createLearningModule(deps: LearningDeps) {
  const service = createLearningService(deps);
  return { service, routes: learningRoutes(service) };
}
