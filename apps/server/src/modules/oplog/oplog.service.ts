import type { TOperationLog, TOperationLogQuery, TPage } from '@ascent/shared/admin';
import type { Actor } from '../../core/context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { createOperationLogRepository, type OperationLogRow } from './oplog.repository.ts';

export interface ChangeEntry {
  action: string;
  entity: string;
  entityId?: string | number;
  summary?: string;
  before?: unknown;
  after?: unknown;
}

/** Fields never written to the log, whatever entity they appear in. */
const SECRET_KEYS = new Set(['passwordHash', 'password', 'privatePem', 'tokenHash']);

function scrub(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(
    JSON.stringify(value ?? null, (k, v: unknown) => (SECRET_KEYS.has(k) ? undefined : v)),
  ) as unknown;
}

/**
 * Writes admin changes to the operation log in one statement (a bulk action logs each row it
 * changed). Call it inside the transaction that makes the changes, so they and their records
 * land together or not at all.
 */
export async function recordChanges(
  tx: DbOrTx,
  actor: Actor,
  ip: string,
  entries: ChangeEntry[],
): Promise<void> {
  await createOperationLogRepository(tx).insert(
    entries.map((entry) => ({
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
}

/** Writes one admin change to the operation log, inside the change's transaction. */
export function recordChange(
  tx: DbOrTx,
  actor: Actor,
  ip: string,
  entry: ChangeEntry,
): Promise<void> {
  return recordChanges(tx, actor, ip, [entry]);
}

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
