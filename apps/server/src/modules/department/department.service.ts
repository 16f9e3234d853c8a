import type { TDepartmentNode } from '@ascent/shared/platform';
import type {
  TDepartmentAdminNode,
  TTreeCreate,
  TTreeMove,
  TTreeNodeSaved,
  TTreeRename,
} from '@ascent/shared/org';
import type { Actor } from '../../core/context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import { createTreeAdmin } from '../../core/tree/tree-admin.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import { createDepartmentRepository, type DepartmentRepository } from './department.repository.ts';
import { toDepartmentAdminTree, toDepartmentTree } from './department.mapper.ts';
import { createTtlCache, SETTINGS_CACHE_MS } from '../../core/ttl-cache.ts';
import type { PeopleQueries } from '../user/user.module.ts';

/**
 * What the department rules need to know about people (the user module's `peopleQueries`):
 * people per department in one grouped query, and people whose department is this one.
 */
export type DepartmentPeople = Pick<PeopleQueries, 'countByDepartment' | 'countInDepartment'>;

export function createDepartmentService(deps: {
  db: Db;
  departments: DepartmentRepository;
  people: DepartmentPeople;
  record: ChangeRecorder;
}) {
  const { departments } = deps;
  // Department names on a path are read by every profile; they change rarely.
  const names = createTtlCache<string, { id: number; name: string }[]>(SETTINGS_CACHE_MS);
  const admin = createTreeAdmin({
    db: deps.db,
    store: (tx) => createDepartmentRepository(tx).tree,
    entity: 'department',
    messages: {
      notFound: 'department.notFound',
      parentNotFound: 'department.parentNotFound',
      duplicateName: 'department.duplicateName',
      hasChildren: 'department.hasChildren',
      moveIntoSelf: 'department.moveIntoSelf',
    },
    record: deps.record,
    async beforeDelete(tx, row) {
      const count = await deps.people.countInDepartment(tx, row.companyId, row.id);
      if (count > 0) throw fail('department.hasPeople', { count });
    },
    afterChange: () => names.clear(),
  });
  return {
    async tree(companyId: number): Promise<TDepartmentNode[]> {
      return toDepartmentTree(await departments.listByCompany(companyId));
    },
    /** The admin tree: every department with its people and its subtree's. */
    async adminTree(actor: Actor): Promise<TDepartmentAdminNode[]> {
      const [rows, people] = await Promise.all([
        departments.listByCompany(actor.companyId),
        deps.people.countByDepartment(deps.db, actor.companyId),
      ]);
      return toDepartmentAdminTree(rows, people);
    },
    create: (actor: Actor, ip: string, input: TTreeCreate): Promise<TTreeNodeSaved> =>
      admin.create(actor, ip, input),
    rename: (actor: Actor, ip: string, input: TTreeRename): Promise<TTreeNodeSaved> =>
      admin.rename(actor, ip, input),
    move: (actor: Actor, ip: string, input: TTreeMove): Promise<TTreeNodeSaved> =>
      admin.move(actor, ip, input),
    remove: (actor: Actor, ip: string, id: number): Promise<void> => admin.remove(actor, ip, id),
    /** The chain of departments named by a materialized path ("/1/4/9/"), root first. */
    async namesOnPath(
      companyId: number,
      path: string | null,
    ): Promise<{ id: number; name: string }[]> {
      if (!path) return [];
      return names.get(`${companyId}:${path}`, async () => {
        const ids = path.split('/').filter(Boolean).map(Number);
        const rows = await departments.findManyInCompany(companyId, ids);
        const byId = new Map(rows.map((r) => [r.id, r]));
        return ids.flatMap((id) => {
          const r = byId.get(id);
          return r ? [{ id: r.id, name: r.name }] : [];
        });
      });
    },
    /** Names of the company's departments among `ids` (others are left out). */
    async namesInCompany(companyId: number, ids: number[]): Promise<Map<number, string>> {
      const valid = ids.filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
      const rows = await departments.findManyInCompany(companyId, [...new Set(valid)]);
      return new Map(rows.map((r) => [r.id, r.name]));
    },
    /** True when the department exists in the company. */
    /** A new company's first department (an enterprise's registration), in the caller's transaction. */
    async createRootIn(tx: DbOrTx, companyId: number, name: string): Promise<number> {
      return (await createDepartmentRepository(tx).insert(companyId, name, null, 0)).id;
    },
    async existsInCompany(companyId: number, departmentId: number): Promise<boolean> {
      // Ids are int4: anything outside that range cannot exist (and would make PostgreSQL throw).
      if (!Number.isInteger(departmentId) || departmentId < 1 || departmentId > 2_147_483_647)
        return false;
      return (await departments.findManyInCompany(companyId, [departmentId])).length === 1;
    },
  };
}
export type DepartmentService = ReturnType<typeof createDepartmentService>;
