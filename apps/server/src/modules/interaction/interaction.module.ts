import type { Db } from '../../db/client.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import type { Access } from '../../core/access.ts';
import type { PeopleDirectory } from '../user/people-directory.ts';
import { createInteractionRegistry } from './interaction.registry.ts';
import { createInteractionRepository } from './interaction.repository.ts';
import { createInteractionService } from './interaction.service.ts';
import { interactionRoutes } from './interaction.routes.ts';

/** Favourites, likes and comments on any item; modules register their item types' resolvers. */
export function createInteractionModule(deps: {
  db: Db;
  access: Access;
  state: SharedState;
  people: Pick<PeopleDirectory, 'cards'>;
}) {
  const registry = createInteractionRegistry();
  const service = createInteractionService({
    ...deps,
    repo: createInteractionRepository(deps.db),
    registry,
  });
  return { registry, service, routes: interactionRoutes(service) };
}
