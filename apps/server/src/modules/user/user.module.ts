import type { TDepartmentNode } from '@ascent/shared/platform';
import type { TMyUnit } from '@ascent/shared/unit';
import type { Actor } from '../../core/context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import { createUserRepository, type NewUser } from './user.repository.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import { createProfileCache, createUserService, type CompanyPolicy } from './user.service.ts';
import type { SharedCaches } from '../../core/shared-cache.ts';
import { userRoutes } from './user.routes.ts';
import { createContactRepository } from './contact.repository.ts';
import type { SessionControl } from './user-admin.rules.ts';
import { createUserAdminService } from './user-admin.service.ts';
import { createUserAdminRepository } from './user-admin.repository.ts';
import { createUserBulkService } from './user-bulk.service.ts';
import { createUserImportService } from './user-import.service.ts';
import { userAdminRoutes } from './user-admin.routes.ts';
import type { ImportService } from '../import/import.service.ts';
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
  /** The person's units (the unit module). */
  unitsOf: (someone: Pick<Actor, 'userId' | 'companyId' | 'sessionId'>) => Promise<TMyUnit[]>;
  /** Ending and refreshing sessions (the auth module). */
  sessions: SessionControl;
  record: ChangeRecorder;
  caches: SharedCaches;
  /** Sheet imports (the import module): users' run as jobs. */
  imports: ImportService;
}) {
  const profiles = createProfileCache(deps.caches);
  const service = createUserService({ ...deps, profiles, users: createUserRepository(deps.db) });
  // An admin's change to people (roles, department, level, fields) refreshes their sessions:
  // their kept profiles go with them.
  const sessions: SessionControl = {
    ...deps.sessions,
    async refresh(userIds) {
      await deps.sessions.refresh(userIds);
      await profiles.forget(userIds);
    },
  };
  const admin = createUserAdminService({ ...deps, sessions });
  const bulk = createUserBulkService({ ...deps, sessions });
  const imports = createUserImportService(deps);
  deps.imports.register('user', imports.importUsers);
  const routes = [
    ...userRoutes(service),
    ...userAdminRoutes(admin, bulk, imports, deps.imports),
    ...contactRoutes(createContactSearch(createContactRepository(deps.db))),
  ];
  return { service, admin, routes };
}

/** The user fields personnel information fills in (its built-in fields, the flag it clears). */
export type InformationFields = Partial<
  Pick<
    NewUser,
    | 'realName'
    | 'mobile'
    | 'email'
    | 'sex'
    | 'position'
    | 'birthday'
    | 'departmentId'
    | 'needsInformation'
  >
>;

/**
 * What other modules may ask or change about people inside their own transactions (`db` is
 * theirs): counts per department, position and website, renaming a position on its holders,
 * moving a deleted website's users, and personnel information's reads and writes of the
 * account. Lookups by ids and searches are the people directory's (people-directory.ts).
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
  countByWebsite: (db: DbOrTx, companyId: number, websiteIds: number[]) =>
    createUserRepository(db).countByWebsite(companyId, websiteIds),
  moveLastWebsite: (db: DbOrTx, from: number, to: number) =>
    createUserRepository(db).moveLastWebsite(from, to),
  findById: (db: DbOrTx, id: number) => createUserRepository(db).findById(id),
  updateInformation: async (db: DbOrTx, userId: number, values: InformationFields) => {
    await createUserRepository(db).update(userId, values);
  },
  flagNeedsInformation: (db: DbOrTx, companyId: number, departmentId: number | null) =>
    createUserRepository(db).flagNeedsInformation(companyId, departmentId),
};
export type PeopleQueries = typeof peopleQueries;

/**
 * What directory sync (modules/directory) writes about people inside its own transactions
 * (`db` is theirs): who holds these accounts, many accounts at once (learner role), changes of
 * one account, and disabling or enabling many.
 */
export const syncedPeople = {
  /** The accounts (lower case) held, in any company, with their holder. */
  holders: (db: DbOrTx, lowerAccounts: string[]) =>
    createUserAdminRepository(db).holdersOf(lowerAccounts),
  insertMany: async (db: DbOrTx, rows: NewUser[]) =>
    (
      await createUserAdminRepository(db).insertMany(rows.map((values) => ({ values, roles: [] })))
    ).map((u) => ({ id: u.id, account: u.account })),
  update: (db: DbOrTx, id: number, values: SyncedFields) =>
    createUserAdminRepository(db).update(id, values),
  setStatus: (db: DbOrTx, ids: number[], status: 'active' | 'disabled') =>
    createUserAdminRepository(db).updateMany(ids, { status }),
  /** The ids among these that are active. */
  activeAmong: (db: DbOrTx, ids: number[]) => createUserAdminRepository(db).activeAmong(ids),
};
export type SyncedPeople = typeof syncedPeople;
/** The account fields a suite's directory fills in. */
export type SyncedFields = Partial<
  Pick<NewUser, 'realName' | 'mobile' | 'email' | 'position' | 'departmentId' | 'status'>
>;
