import type { Db } from '../../db/client.ts';
import { createCompanyRepository } from './company.repository.ts';
import { createCompanyService } from './company.service.ts';
import { companyRoutes } from './company.routes.ts';

export function createCompanyModule(deps: {
  db: Db;
  lastWebsiteOf: (userId: number) => Promise<number | null>;
  setLastWebsite: (userId: number, websiteId: number) => Promise<void>;
}) {
  const service = createCompanyService({ ...deps, companies: createCompanyRepository(deps.db) });
  return { service, routes: companyRoutes(service) };
}
