import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { scoreNameConfigs } from './score-name.schema.ts';

export type ScoreNameRow = typeof scoreNameConfigs.$inferSelect;

/** The only code that queries score_name_configs. */
export function createScoreNameRepository(db: DbOrTx) {
  return {
    async listByCompany(companyId: number): Promise<ScoreNameRow[]> {
      return db.select().from(scoreNameConfigs).where(eq(scoreNameConfigs.companyId, companyId));
    },
    async upsert(
      values: Pick<ScoreNameRow, 'companyId' | 'configKey' | 'configValue'>,
    ): Promise<ScoreNameRow> {
      const [row] = await db
        .insert(scoreNameConfigs)
        .values(values)
        .onConflictDoUpdate({
          target: [scoreNameConfigs.companyId, scoreNameConfigs.configKey],
          set: { configValue: sql`excluded.config_value`, updatedAt: sql`now()` },
        })
        .returning();
      if (!row) throw new Error('upsert score_name_configs returned nothing');
      return row;
    },
  };
}
export type ScoreNameRepository = ReturnType<typeof createScoreNameRepository>;
