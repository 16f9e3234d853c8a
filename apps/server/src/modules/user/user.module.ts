import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import { createUserRepository } from './user.repository.ts';
import { createUserService, type CompanyPolicy } from './user.service.ts';
import { userRoutes } from './user.routes.ts';

export function createUserModule(deps: {
  db: Db;
  storage: FileStorage;
  companyPolicy: (companyId: number) => Promise<CompanyPolicy>;
  departmentPath: (
    companyId: number,
    path: string | null,
  ) => Promise<{ id: number; name: string }[]>;
}) {
  const service = createUserService({ ...deps, users: createUserRepository(deps.db) });
  return { service, routes: userRoutes(service) };
}
