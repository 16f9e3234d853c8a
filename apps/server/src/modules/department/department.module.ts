import type { Db } from '../../db/client.ts';
import { createDepartmentRepository } from './department.repository.ts';
import { createDepartmentService } from './department.service.ts';
import { departmentRoutes } from './department.routes.ts';

export function createDepartmentModule(deps: { db: Db }) {
  const service = createDepartmentService({ departments: createDepartmentRepository(deps.db) });
  return { service, routes: departmentRoutes(service) };
}
