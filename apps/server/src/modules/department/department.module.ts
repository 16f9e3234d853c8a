import type { Db } from '../../db/client.ts';
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
