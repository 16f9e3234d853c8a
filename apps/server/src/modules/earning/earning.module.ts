import { LEARNING_ITEM_TYPE } from '@ascent/shared/task';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { ItemEvents } from '../../core/learning-items.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ledgerEarnings } from '../learning/learning.module.ts';
import { earningRoutes } from './earning.routes.ts';
import { createEarningService, type EarningService } from './earning.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Earnings (issue 17), for tests that send an action straight to `earn`. */
    earning: EarningService;
  }
}

/**
 * Earning rules and earnings (issue 17). Completions and passes reach it as item events, in
 * the transaction that made them; the areas built later (sign-in, comments) call `earn`.
 */
export function createEarningModule(deps: {
  db: Db;
  record: ChangeRecorder;
  events: ItemEvents;
  timeZoneIn: (q: DbOrTx, companyId: number) => Promise<string>;
}) {
  const service = createEarningService({ ...deps, ledger: ledgerEarnings });
  deps.events.on(async (tx, e) => {
    const base = { companyId: e.companyId, userId: e.userId, itemId: e.itemId, at: e.at };
    if (e.kind === 'course' && e.outcome === 'completed')
      await service.earn(tx, {
        ...base,
        action: 'course.completed',
        itemType: LEARNING_ITEM_TYPE.course,
        worth: e.worth,
      });
    else if (e.kind === 'exam' && e.outcome === 'passed')
      await service.earn(tx, { ...base, action: 'exam.passed', itemType: LEARNING_ITEM_TYPE.exam });
  });
  return { service, routes: earningRoutes(service) };
}
