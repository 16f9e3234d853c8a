import type { TOperationLog, TOperationLogQuery, TPage } from '@ascent/shared/admin';
import type { Actor } from '../../core/context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ChangeEntry, ChangeRecorder } from '../../core/change-log.ts';
import { createOperationLogRepository, type OperationLogRow } from './oplog.repository.ts';

/** Fields never written to the log, whatever entity they appear in. */
const SECRET_KEYS = new Set(['passwordHash', 'password', 'privatePem', 'tokenHash']);

function scrub(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(
    JSON.stringify(value ?? null, (k, v: unknown) => (SECRET_KEYS.has(k) ? undefined : v)),
  ) as unknown;
}

const isList = (e: ChangeEntry | readonly ChangeEntry[]): e is readonly ChangeEntry[] =>
  Array.isArray(e);

/**
 * Writes admin changes to the operation log in one statement (a bulk action logs each row it
 * changed), inside the transaction that makes the changes. The one ChangeRecorder: app.ts hands
 * it to the modules.
 */
export const recordChange: ChangeRecorder = async (tx, actor, ip, entries) => {
  const list = isList(entries) ? entries : [entries];
  await createOperationLogRepository(tx).insert(
    list.map((entry) => ({
      companyId: actor.companyId,
      actorId: actor.userId,
      actorAccount: actor.account,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId === undefined ? '' : String(entry.entityId),
      summary: entry.summary ?? '',
      before: scrub(entry.before),
      after: scrub(entry.after),
      ip: ip.slice(0, 64),
    })),
  );
};

function toOperationLog(r: OperationLogRow): TOperationLog {
  return {
    id: r.id,
    actorId: r.actorId,
    actorAccount: r.actorAccount,
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    summary: r.summary,
    before: r.before,
    after: r.after,
    ip: r.ip,
    createdAt: r.createdAt.toISOString(),
  };
}

export function createOperationLogService(deps: { db: DbOrTx }) {
  const repo = createOperationLogRepository(deps.db);
  return {
    async list(actor: Actor, q: TOperationLogQuery): Promise<TPage<TOperationLog>> {
      const { rows, total } = await repo.list(
        {
          companyId: actor.companyId,
          entity: q.entity || undefined,
          action: q.action || undefined,
          actorAccount: q.actor || undefined,
          from: q.from ? new Date(q.from) : undefined,
          to: q.to ? new Date(q.to) : undefined,
        },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      return { list: rows.map(toOperationLog), total, page: q.page, pageSize: q.pageSize };
    },
  };
}
export type OperationLogService = ReturnType<typeof createOperationLogService>;
