import type { TPage } from '@ascent/shared/admin';
import {
  POSITION_SORT_FIELDS,
  type TPosition,
  type TPositionAdminQuery,
  type TPositionItem,
  type TPositionCreate,
  type TPositionListQuery,
  type TPositionUpdate,
} from '@ascent/shared/org';
import type { Actor } from '../../core/context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import { requireAll } from '../../core/batch.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import {
  createPositionRepository,
  type PositionListFilter,
  type PositionRepository,
  type PositionRow,
} from './position.repository.ts';
import { positionLogEntry, toPosition, toPositionItem } from './position.mapper.ts';

/** What the position rules need to know about people (the user module answers). */
export interface PositionHolders {
  /** People holding each of these positions (by name). */
  countByPositions(db: DbOrTx, companyId: number, names: string[]): Promise<Map<string, number>>;
  /** Carries a renamed position over to the people holding it. */
  renamePosition(db: DbOrTx, companyId: number, from: string, to: string): Promise<void>;
}

const isSortField = (f: string | undefined): f is NonNullable<PositionListFilter['sortField']> =>
  (POSITION_SORT_FIELDS as readonly (string | undefined)[]).includes(f);

export function createPositionService(deps: {
  db: Db;
  positions: PositionRepository;
  holders: PositionHolders;
  /** The operation log's writer (app.ts: the oplog module's recordChange). */
  record: ChangeRecorder;
}) {
  const { positions, holders } = deps;

  /** Refuses a name or code another position of the company already has. */
  async function checkUnique(
    repo: PositionRepository,
    companyId: number,
    input: Pick<TPositionCreate, 'name' | 'code'>,
    selfId?: number,
  ) {
    if (await repo.findClash(companyId, 'name', input.name, selfId))
      throw fail('position.duplicateName', { name: input.name });
    if (input.code && (await repo.findClash(companyId, 'code', input.code, selfId)))
      throw fail('position.duplicateCode', { code: input.code });
  }

  return {
    async adminList(actor: Actor, q: TPositionAdminQuery): Promise<TPage<TPosition>> {
      const { rows, total } = await positions.list(
        {
          companyId: actor.companyId,
          keyword: q.keyword || undefined,
          sortField: isSortField(q.sortField) ? q.sortField : undefined,
          descending: q.sortOrder === 'descend',
        },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const people = await holders.countByPositions(
        deps.db,
        actor.companyId,
        rows.map((r) => r.name),
      );
      return {
        list: rows.map((r) => toPosition(r, people.get(r.name) ?? 0)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async list(actor: Actor, q: TPositionListQuery): Promise<TPage<TPositionItem>> {
      const { page, pageSize } = q;
      const { rows, total } = await positions.list(
        { companyId: actor.companyId, keyword: q.keyword || undefined },
        (page - 1) * pageSize,
        pageSize,
      );
      return { list: rows.map(toPositionItem), total, page, pageSize };
    },

    async create(actor: Actor, ip: string, input: TPositionCreate): Promise<TPosition> {
      return deps.db.transaction(async (tx) => {
        const repo = createPositionRepository(tx);
        await repo.lock(actor.companyId);
        await checkUnique(repo, actor.companyId, input);
        const row = await repo.insert({ companyId: actor.companyId, ...input });
        await deps.record(tx, actor, ip, {
          action: 'create',
          entity: 'position',
          entityId: row.id,
          summary: row.name,
          after: positionLogEntry(row),
        });
        return toPosition(row, 0);
      });
    },

    async update(actor: Actor, ip: string, input: TPositionUpdate): Promise<TPosition> {
      return deps.db.transaction(async (tx) => {
        const repo = createPositionRepository(tx);
        await repo.lock(actor.companyId);
        const [before] = await repo.findManyInCompany(actor.companyId, [input.id]);
        if (!before) throw fail('position.notFound');
        const values = {
          name: input.name ?? before.name,
          code: input.code ?? before.code,
          sort: input.sort ?? before.sort,
        };
        await checkUnique(repo, actor.companyId, values, before.id);
        const after = (await repo.update(before.id, values)) as PositionRow;
        // People hold the position by its name: they keep it under its new name.
        if (after.name !== before.name)
          await holders.renamePosition(tx, actor.companyId, before.name, after.name);
        await deps.record(tx, actor, ip, {
          action: 'update',
          entity: 'position',
          entityId: after.id,
          summary: after.name,
          before: positionLogEntry(before),
          after: positionLogEntry(after),
        });
        const people = await holders.countByPositions(tx, actor.companyId, [after.name]);
        return toPosition(after, people.get(after.name) ?? 0);
      });
    },

    /** Deletes positions nobody holds; one held position refuses the whole request. */
    async remove(actor: Actor, ip: string, ids: number[]): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repo = createPositionRepository(tx);
        await repo.lock(actor.companyId);
        const { unique, rows } = await requireAll(
          ids,
          (u) => repo.findManyInCompany(actor.companyId, u),
          'position.notFound',
        );
        const people = await holders.countByPositions(
          tx,
          actor.companyId,
          rows.map((r) => r.name),
        );
        const held = rows.find((r) => (people.get(r.name) ?? 0) > 0);
        if (held) throw fail('position.inUse', { name: held.name, count: people.get(held.name)! });
        await repo.deleteMany(unique);
        await deps.record(
          tx,
          actor,
          ip,
          rows.map((r) => ({
            action: 'delete',
            entity: 'position',
            entityId: r.id,
            summary: r.name,
            before: positionLogEntry(r),
          })),
        );
      });
    },
  };
}
export type PositionService = ReturnType<typeof createPositionService>;
