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
