import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { operationLogs } from './oplog.schema.ts';

export type OperationLogRow = typeof operationLogs.$inferSelect;
export type NewOperationLog = typeof operationLogs.$inferInsert;

export interface OperationLogFilter {
  companyId: number;
  entity?: string;
  action?: string;
  actorAccount?: string;
  from?: Date;
  to?: Date;
}

export function createOperationLogRepository(db: DbOrTx) {
  const where = (f: OperationLogFilter): SQL | undefined =>
    and(
      eq(operationLogs.companyId, f.companyId),
      f.entity ? eq(operationLogs.entity, f.entity) : undefined,
      f.action ? eq(operationLogs.action, f.action) : undefined,
      f.actorAccount ? eq(operationLogs.actorAccount, f.actorAccount) : undefined,
      f.from ? gte(operationLogs.createdAt, f.from) : undefined,
      f.to ? lte(operationLogs.createdAt, f.to) : undefined,
    );
  return {
    /** Appends entries in one statement (none: nothing to write). */
    async insert(values: NewOperationLog[]): Promise<void> {
      if (!values.length) return;
      await db.insert(operationLogs).values(values);
    },
    async list(
      f: OperationLogFilter,
      offset: number,
      limit: number,
    ): Promise<{ rows: OperationLogRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(operationLogs)
          .where(where(f))
          .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(operationLogs).where(where(f)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type OperationLogRepository = ReturnType<typeof createOperationLogRepository>;
