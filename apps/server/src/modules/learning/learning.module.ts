import type { DbOrTx } from '../../db/client.ts';
import { createLearningRepository } from './learning.repository.ts';
import { learningRoutes } from './learning.routes.ts';
import { createLearningService, type LearningDeps } from './learning.service.ts';

export function createLearningModule(deps: LearningDeps) {
  const service = createLearningService(deps);
  return { service, routes: learningRoutes(service) };
}

/**
 * The dashboard's activity (issue 14) as other modules write it in their own transaction: an
 * exam start marks the examinee active on the company's day, as a study beat does.
 */
export const learningActivity = {
  async mark(q: DbOrTx, companyId: number, userId: number, day: string): Promise<void> {
    await createLearningRepository(q).markActive(companyId, day, userId);
  },
};

/**
 * The ledger's earning calls (issue 17): the earning module is the ledger's one writer, through
 * these, inside the transaction that made the action so.
 */
export function ledgerEarnings(q: DbOrTx) {
  const { lockEarnings, earn, earnedBetween, earnedKeys } = createLearningRepository(q);
  return { lockEarnings, earn, earnedBetween, earnedKeys };
}
export type LedgerEarnings = ReturnType<typeof ledgerEarnings>;
