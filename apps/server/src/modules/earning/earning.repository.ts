import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { earningRules } from './earning.schema.ts';

export type EarningRuleRow = typeof earningRules.$inferSelect;

/** The only code that queries earning_rules. */
export function createEarningRepository(db: DbOrTx) {
  return {
    async listByCompany(companyId: number): Promise<EarningRuleRow[]> {
      return db.select().from(earningRules).where(eq(earningRules.companyId, companyId));
    },
    async upsert(values: Omit<EarningRuleRow, 'updatedAt'>): Promise<void> {
      const { companyId: _c, action: _a, kind: _k, ...settings } = values;
      await db
        .insert(earningRules)
        .values(values)
        .onConflictDoUpdate({
          target: [earningRules.companyId, earningRules.action, earningRules.kind],
          set: { ...settings, updatedAt: sql`now()` },
        });
    },
  };
}
export type EarningRepository = ReturnType<typeof createEarningRepository>;
