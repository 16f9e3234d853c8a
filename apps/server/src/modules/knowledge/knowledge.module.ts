import { ITEM_TYPE } from '@ascent/shared/course';
import type { Db } from '../../db/client.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { FileCatalog } from '../files/files.catalog.ts';
import type { Access } from '../../core/access.ts';
import type { SearchRegistry } from '../search/search.registry.ts';
import { createKnowledgeRepository } from './knowledge.repository.ts';
import { createKnowledgeService, type KnowledgeDirectory } from './knowledge.service.ts';
import { knowledgeRoutes } from './knowledge.routes.ts';

/** The knowledge base; registers its search kind 'knowledge' and its audience rule. */
export function createKnowledgeModule(deps: {
  db: Db;
  record: ChangeRecorder;
  files: FileCatalog;
  directory: KnowledgeDirectory;
  access: Access;
  search: SearchRegistry;
}) {
  deps.access.audience('knowledge', (q, scope, ids) =>
    createKnowledgeRepository(q).visibleIds(scope, ids),
  );
  const service = createKnowledgeService({
    ...deps,
    knowledge: createKnowledgeRepository(deps.db),
  });
  deps.search.register({ kind: 'knowledge', search: service.search });
  return {
    service,
    routes: knowledgeRoutes(service),
    /** How favourites, likes and comments see knowledge items (item type 1). */
    interactionResolver: {
      itemType: ITEM_TYPE.knowledge,
      kind: 'knowledge' as const,
      describe: service.describe,
    },
  };
}
