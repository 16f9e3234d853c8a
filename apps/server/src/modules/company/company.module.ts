import { DEFAULT_TIME_ZONE } from '@ascent/shared/time';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import type { PeopleQueries } from '../user/user.module.ts';
import type { SharedCaches } from '../../core/shared-cache.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { SuiteAppIds } from './company.mapper.ts';
import { createCompanyRepository } from './company.repository.ts';
import { createCompanyService } from './company.service.ts';
import { companyRoutes } from './company.routes.ts';
import { createCompanyConfigService } from './company-config.service.ts';
import { companyConfigRoutes } from './company-config.routes.ts';
import { createMenuRepository } from './menu.repository.ts';
import { createMenuService } from './menu.service.ts';
import { menuRoutes } from './menu.routes.ts';
import { createWebsiteRepository } from './website.repository.ts';
import { createWebsiteService } from './website.service.ts';
import { websiteRoutes } from './website.routes.ts';

/** Company settings, websites and menus: the learner's reads and the admin site's changes. */
export function createCompanyModule(deps: {
  db: Db;
  storage: FileStorage;
  lastWebsiteOf: (userId: number) => Promise<number | null>;
  setLastWebsite: (userId: number, websiteId: number) => Promise<void>;
  /** The public ids of the company's app at the suite its platform code names (sso module). */
  suiteAppOf: (companyId: number, platform: string) => Promise<SuiteAppIds>;
  /** How many users chose each website, and moving a deleted website's users (user module). */
  websiteUsers: Pick<PeopleQueries, 'countByWebsite' | 'moveLastWebsite'>;
  record: ChangeRecorder;
  /** The caches every process drops when a company's settings change. */
  caches: SharedCaches;
}) {
  const { db } = deps;
  const service = createCompanyService({ ...deps, companies: createCompanyRepository(db) });
  const config = createCompanyConfigService({
    db,
    companies: createCompanyRepository,
    storage: deps.storage,
    forget: service.forget,
    record: deps.record,
  });
  const websites = createWebsiteService({
    db,
    websites: createWebsiteRepository,
    menus: createMenuRepository,
    usersOnWebsites: (companyId, ids) => deps.websiteUsers.countByWebsite(db, companyId, ids),
    moveWebsiteUsers: (tx, from, to) => deps.websiteUsers.moveLastWebsite(tx, from, to),
    record: deps.record,
  });
  const menus = createMenuService({
    db,
    menus: createMenuRepository,
    websites: createWebsiteRepository,
    record: deps.record,
  });
  const routes = [
    ...companyRoutes(service),
    ...companyConfigRoutes(config),
    ...websiteRoutes(websites),
    ...menuRoutes(menus),
  ];
  /**
   * The company's time zone read through `q`: inside a transaction, where the cached read (a
   * query of its own) would wait for that very transaction on PGlite.
   */
  const timeZoneIn = async (q: DbOrTx, companyId: number): Promise<string> =>
    (await createCompanyRepository(q).findById(companyId))?.timeZone ?? DEFAULT_TIME_ZONE;
  return { service, routes, timeZoneIn };
}
