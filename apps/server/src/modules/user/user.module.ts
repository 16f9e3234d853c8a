import type { TDepartmentNode } from '@ascent/shared/platform';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import { createUserRepository } from './user.repository.ts';
import { createUserService, type CompanyPolicy } from './user.service.ts';
import { userRoutes } from './user.routes.ts';
import { createUserDirectory } from './user-directory.ts';
import type { SessionControl } from './user-admin.rules.ts';
import { createUserAdminService } from './user-admin.service.ts';
import { createUserBulkService } from './user-bulk.service.ts';
import { createUserImportService } from './user-import.service.ts';
import { userAdminRoutes } from './user-admin.routes.ts';
import { contactRoutes } from './contact.routes.ts';
import { createContactSearch } from './contact.service.ts';

export function createUserModule(deps: {
  db: Db;
  storage: FileStorage;
  companyPolicy: (companyId: number) => Promise<CompanyPolicy>;
  departmentPath: (
    companyId: number,
    path: string | null,
  ) => Promise<{ id: number; name: string }[]>;
  departmentTree: (companyId: number) => Promise<TDepartmentNode[]>;
  /** Ending and refreshing sessions (the auth module). */
  sessions: SessionControl;
  record: ChangeRecorder;
}) {
  const directory = createUserDirectory(deps.db);
  const service = createUserService({ ...deps, users: createUserRepository(deps.db), directory });
  const admin = createUserAdminService(deps);
  const bulk = createUserBulkService(deps);
  const imports = createUserImportService(deps);
  const routes = [
    ...userRoutes(service),
    ...userAdminRoutes(admin, bulk, imports),
    ...contactRoutes(createContactSearch(directory)),
  ];
  return { service, admin, directory, routes };
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
