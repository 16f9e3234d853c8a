import type { Db, DbOrTx } from '../../db/client.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import { createDepartmentRepository } from './department.repository.ts';
import { createDepartmentService, type DepartmentPeople } from './department.service.ts';
import { departmentRoutes } from './department.routes.ts';

export function createDepartmentModule(deps: {
  db: Db;
  people: DepartmentPeople;
  record: ChangeRecorder;
}) {
  const service = createDepartmentService({
    ...deps,
    departments: createDepartmentRepository(deps.db),
  });
  return { service, routes: departmentRoutes(service) };
}

/** What other modules may ask about departments inside their own transactions (`db` is theirs). */
export const departmentQueries = {
  /** True when the department exists in the company (ids outside int4 never do). */
  async existsInCompany(db: DbOrTx, companyId: number, departmentId: number): Promise<boolean> {
    if (!Number.isInteger(departmentId) || departmentId < 1 || departmentId > 2_147_483_647)
      return false;
    const rows = await createDepartmentRepository(db).findManyInCompany(companyId, [departmentId]);
    return rows.length === 1;
  },
};
export type DepartmentQueries = typeof departmentQueries;

/**
 * What directory sync (modules/directory) writes about departments inside its own transactions
 * (`db` is theirs): the tree lock, a new department, and a department renamed, re-sorted or
 * moved under another parent (its subtree's paths follow).
 */
export const syncedDepartments = {
  lock: (db: DbOrTx, companyId: number) => createDepartmentRepository(db).tree.lock(companyId),
  /** The department's id if it exists in the company. */
  exists: (db: DbOrTx, companyId: number, id: number) =>
    departmentQueries.existsInCompany(db, companyId, id),
  /** The id of the sibling already named so (case-insensitive), if any. */
  async siblingNamed(db: DbOrTx, companyId: number, parentId: number | null, name: string) {
    const siblings = await createDepartmentRepository(db).tree.children(companyId, parentId);
    return siblings.find((d) => d.name.toLowerCase() === name.toLowerCase())?.id;
  },
  async insert(db: DbOrTx, companyId: number, name: string, parentId: number | null, sort: number) {
    return (await createDepartmentRepository(db).tree.insert(companyId, name, parentId, sort)).id;
  },
  async update(
    db: DbOrTx,
    companyId: number,
    id: number,
    values: { name: string; parentId: number | null; sort: number },
  ) {
    const tree = createDepartmentRepository(db).tree;
    const row = await tree.findInCompany(companyId, id, true);
    if (!row) return;
    if (row.name !== values.name) await tree.rename(id, values.name);
    if (row.sort !== values.sort) await tree.setSorts([{ id, sort: values.sort }]);
    if (row.parentId !== values.parentId) {
      const parent =
        values.parentId === null ? undefined : await tree.findInCompany(companyId, values.parentId);
      // Never under itself or its own subtree.
      if (parent && parent.path.startsWith(row.path)) return;
      await tree.setParent(id, values.parentId);
      await tree.rewritePaths(companyId, row.path, `${parent?.path ?? '/'}${id}/`);
    }
  },
};
export type SyncedDepartments = typeof syncedDepartments;
