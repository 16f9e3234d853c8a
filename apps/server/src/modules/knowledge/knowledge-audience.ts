import type { SQL } from 'drizzle-orm';
import type { LearnerScope } from '../user/learner-scope.ts';
import { visibleToLearner } from '../../core/audience.ts';
import { knowledgeAudience, knowledgeItems } from './knowledge.schema.ts';

/**
 * "This learner may see this knowledge item" as a SQL condition on `knowledge_items` (the
 * shared audience rule of core/audience.ts, as for courses). The list, the detail,
 * search, the home and downloads all use it.
 */
export function knowledgeVisibleTo(scope: LearnerScope): SQL {
  return visibleToLearner(scope, knowledgeItems, knowledgeAudience);
}
