import type {
  TAdminScoreName,
  TCustomerConfig,
  TCustomerConfigListRequest,
  TScoreNameUpdate,
} from '@ascent/shared/config';
import type { Actor } from '../../core/context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { ScoreNameRepository } from './score-name.repository.ts';
import { toScoreNames } from './score-name.mapper.ts';

export function createScoreNameService(deps: {
  db: Db;
  scoreNames: (db: DbOrTx) => ScoreNameRepository;
  /** The operation log's writer (app.ts: the oplog module's recordChange). */
  record: ChangeRecorder;
}) {
  const repo = deps.scoreNames(deps.db);
  return {
    /** manage/score-names/list: the four keys, each with the company's names or the default. */
    async list(actor: Actor): Promise<TAdminScoreName[]> {
      return toScoreNames(await repo.listByCompany(actor.companyId));
    },

    /** manage/score-names/update: one key's three names, logged with before and after. */
    async update(actor: Actor, ip: string, input: TScoreNameUpdate): Promise<TAdminScoreName> {
      return deps.db.transaction(async (tx) => {
        const txRepo = deps.scoreNames(tx);
        const before = toScoreNames(await txRepo.listByCompany(actor.companyId)).find(
          (s) => s.configKey === input.configKey,
        );
        await txRepo.upsert({
          companyId: actor.companyId,
          configKey: input.configKey,
          configValue: input.configValue,
        });
        const after = { configKey: input.configKey, configValue: input.configValue, custom: true };
        await deps.record(tx, actor, ip, {
          action: 'update',
          entity: 'scoreName',
          entityId: input.configKey,
          summary: input.configValue.en_US,
          before: before?.configValue,
          after: after.configValue,
        });
        return after;
      });
    },

    /** study/me/customer/config/list: the learner's company configs (all keys or those asked). */
    async customerConfigs(
      actor: Actor,
      input: TCustomerConfigListRequest,
    ): Promise<TCustomerConfig[]> {
      const all = toScoreNames(await repo.listByCompany(actor.companyId));
      return all
        .filter((s) => !input.configKeys || input.configKeys.includes(s.configKey))
        .map(({ configKey, configValue }) => ({ configKey, configValue }));
    },
  };
}
export type ScoreNameService = ReturnType<typeof createScoreNameService>;
