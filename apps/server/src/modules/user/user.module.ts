import type { Db, DbOrTx } from '../../db/client.ts';
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

/**
 * What the organisation modules may ask about people, inside their own transactions: counts per
 * department and position, and renaming a position on its holders.
 */
export const peopleQueries = {
  countByDepartment: (db: DbOrTx, companyId: number) =>
    createUserRepository(db).countByDepartment(companyId),
  countInDepartment: (db: DbOrTx, companyId: number, departmentId: number) =>
    createUserRepository(db).countInDepartment(companyId, departmentId),
  countByPositions: (db: DbOrTx, companyId: number, names: string[]) =>
    createUserRepository(db).countByPositions(companyId, names),
  renamePosition: (db: DbOrTx, companyId: number, from: string, to: string) =>
    createUserRepository(db).renamePosition(companyId, from, to),
};
