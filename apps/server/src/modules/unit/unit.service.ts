import type { TPage } from '@ascent/shared/admin';
import {
  UNIT_SORT_FIELDS,
  type TMyUnit,
  type TUnit,
  type TUnitAdminQuery,
  type TUnitCreate,
  type TUnitManagerChange,
  type TUnitMember,
  type TUnitMemberQuery,
  type TUnitMembersChange,
  type TUnitRename,
} from '@ascent/shared/unit';
import { inCompany, requireAdmin } from '../../core/access.ts';
import { requireAll } from '../../core/batch.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import type { PeopleDirectory } from '../user/people-directory.ts';
import {
  createUnitRepository,
  type UnitListFilter,
  type UnitRepository,
} from './unit.repository.ts';
import { toMyUnits, toUnit, toUnitMember, unitLogEntry } from './unit.mapper.ts';

const isSortField = (f: string | undefined): f is NonNullable<UnitListFilter['sortField']> =>
  (UNIT_SORT_FIELDS as readonly (string | undefined)[]).includes(f);

/** Who is signed in, as the learner's unit calls need it. */
type Someone = Pick<Actor, 'userId' | 'companyId' | 'sessionId'>;

export function createUnitService(deps: {
  db: Db;
  units: UnitRepository;
  people: Pick<PeopleDirectory, 'find'>;
  /** The operation log's writer (app.ts: the oplog module's recordChange). */
  record: ChangeRecorder;
  /** After a commit: these people's kept profiles (their units) go; null: everyone's. */
  profilesChanged: (userIds: number[] | null) => Promise<void>;
}) {
  const { units, people } = deps;

  /** The unit of the caller's company, locked against concurrent changes; unit.notFound else. */
  async function lockedUnit(repo: UnitRepository, actor: Actor, id: number) {
    await repo.lock(actor.companyId);
    const [row] = await repo.findCounted(actor.companyId, [id]);
    return inCompany(actor.companyId, row, 'unit.notFound');
  }

  /** The unit (locked) and the distinct `userIds`, every one a member; unit.notMembers else. */
  async function lockedMembers(repo: UnitRepository, actor: Actor, input: TUnitMembersChange) {
    const unit = await lockedUnit(repo, actor, input.unitId);
    const ids = [...new Set(input.userIds)];
    const members = await repo.memberIds(unit.id, ids);
    if (members.size !== ids.length) throw fail('unit.notMembers');
    return { unit, ids };
  }

  /** The people among `userIds`, all of the caller's company; unit.peopleNotFound else. */
  async function requirePeople(actor: Actor, userIds: number[]) {
    return requireAll(userIds, (u) => people.find(actor.companyId, u), 'unit.peopleNotFound');
  }

  /** The person's units with the session's current one marked (userInfo `units`). */
  async function unitsOf(someone: Someone): Promise<TMyUnit[]> {
    const [rows, switchedTo] = await Promise.all([
      units.unitsOf(someone.companyId, someone.userId),
      units.sessionUnit(someone.sessionId),
    ]);
    return toMyUnits(rows, switchedTo);
  }

  return {
    unitsOf,

    /**
     * study/me/switchunit: the session's current unit becomes `id`, one of the caller's units.
     * Unknown or another company's: unit.notFound; of the company but not theirs: unit.notYours.
     */
    async switchUnit(actor: Actor, id: number): Promise<TMyUnit[]> {
      const rows = await units.unitsOf(actor.companyId, actor.userId);
      if (!rows.some((r) => r.id === id)) {
        const [unit] = await units.findCounted(actor.companyId, [id]);
        throw fail(unit ? 'unit.notYours' : 'unit.notFound');
      }
      await units.setSessionUnit(actor.sessionId, actor.userId, id);
      await deps.profilesChanged([actor.userId]);
      return toMyUnits(rows, id);
    },

    async list(actor: Actor, q: TUnitAdminQuery): Promise<TPage<TUnit>> {
      requireAdmin(actor);
      const { rows, total } = await units.list(
        {
          companyId: actor.companyId,
          keyword: q.keyword || undefined,
          sortField: isSortField(q.sortField) ? q.sortField : undefined,
          descending: q.sortField ? q.sortOrder === 'descend' : true,
        },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      return { list: rows.map(toUnit), total, page: q.page, pageSize: q.pageSize };
    },

    async create(actor: Actor, ip: string, input: TUnitCreate): Promise<TUnit> {
      requireAdmin(actor);
      return deps.db.transaction(async (tx) => {
        const repo = createUnitRepository(tx);
        await repo.lock(actor.companyId);
        if (await repo.findClash(actor.companyId, input.name))
          throw fail('unit.duplicateName', { name: input.name });
        const row = await repo.insert(actor.companyId, input.name);
        await deps.record(tx, actor, ip, {
          action: 'create',
          entity: 'unit',
          entityId: row.id,
          summary: row.name,
          after: unitLogEntry(row),
        });
        return toUnit({ ...row, members: 0, managers: 0 });
      });
    },

    async rename(actor: Actor, ip: string, input: TUnitRename): Promise<TUnit> {
      requireAdmin(actor);
      const renamed = await deps.db.transaction(async (tx) => {
        const repo = createUnitRepository(tx);
        const before = await lockedUnit(repo, actor, input.id);
        if (await repo.findClash(actor.companyId, input.name, before.id))
          throw fail('unit.duplicateName', { name: input.name });
        await repo.rename(before.id, input.name);
        await deps.record(tx, actor, ip, {
          action: 'rename',
          entity: 'unit',
          entityId: before.id,
          summary: input.name,
          before: unitLogEntry(before),
          after: unitLogEntry(input),
        });
        return toUnit({ ...before, name: input.name });
      });
      await deps.profilesChanged(null);
      return renamed;
    },

    /** Deletes units without members; one with members refuses the whole request. */
    async remove(actor: Actor, ip: string, ids: number[]): Promise<void> {
      requireAdmin(actor);
      await deps.db.transaction(async (tx) => {
        const repo = createUnitRepository(tx);
        await repo.lock(actor.companyId);
        const { unique, rows } = await requireAll(
          ids,
          (u) => repo.findCounted(actor.companyId, u),
          'unit.notFound',
        );
        const held = rows.find((r) => r.members > 0);
        if (held) throw fail('unit.hasMembers', { name: held.name, count: held.members });
        await repo.deleteMany(unique);
        await deps.record(
          tx,
          actor,
          ip,
          rows.map((r) => ({
            action: 'delete' as const,
            entity: 'unit' as const,
            entityId: r.id,
            summary: r.name,
            before: unitLogEntry(r),
          })),
        );
      });
    },

    async members(actor: Actor, q: TUnitMemberQuery): Promise<TPage<TUnitMember>> {
      requireAdmin(actor);
      const [unit] = await units.findCounted(actor.companyId, [q.unitId]);
      inCompany(actor.companyId, unit, 'unit.notFound');
      const { rows, total } = await units.members(
        q.unitId,
        q.keyword || undefined,
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      return {
        list: rows.map(toUnitMember),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async addMembers(actor: Actor, ip: string, input: TUnitMembersChange): Promise<void> {
      requireAdmin(actor);
      // Asked before the transaction: the directory reads through its own connection.
      const { rows: found } = await requirePeople(actor, input.userIds);
      await deps.db.transaction(async (tx) => {
        const repo = createUnitRepository(tx);
        const unit = await lockedUnit(repo, actor, input.unitId);
        const added = await repo.addMembers(
          unit.id,
          found.map((p) => p.id),
        );
        if (!added.length) return;
        await deps.record(tx, actor, ip, {
          action: 'addMembers',
          entity: 'unit',
          entityId: unit.id,
          summary: unit.name,
          after: { userIds: added },
        });
      });
      await deps.profilesChanged(input.userIds);
    },

    async removeMembers(actor: Actor, ip: string, input: TUnitMembersChange): Promise<void> {
      requireAdmin(actor);
      await deps.db.transaction(async (tx) => {
        const repo = createUnitRepository(tx);
        const { unit, ids } = await lockedMembers(repo, actor, input);
        await repo.removeMembers(unit.id, ids);
        await deps.record(tx, actor, ip, {
          action: 'removeMembers',
          entity: 'unit',
          entityId: unit.id,
          summary: unit.name,
          before: { userIds: ids },
        });
      });
      await deps.profilesChanged(input.userIds);
    },

    async setManager(actor: Actor, ip: string, input: TUnitManagerChange): Promise<void> {
      requireAdmin(actor);
      await deps.db.transaction(async (tx) => {
        const repo = createUnitRepository(tx);
        const { unit, ids } = await lockedMembers(repo, actor, input);
        const changed = await repo.setManager(unit.id, ids, input.manager);
        if (!changed.length) return;
        await deps.record(tx, actor, ip, {
          action: input.manager ? 'addManagers' : 'removeManagers',
          entity: 'unit',
          entityId: unit.id,
          summary: unit.name,
          after: { userIds: changed, manager: input.manager },
        });
      });
      await deps.profilesChanged(input.userIds);
    },
  };
}
export type UnitService = ReturnType<typeof createUnitService>;
