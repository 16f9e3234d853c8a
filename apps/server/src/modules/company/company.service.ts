import type {
  TCompanyInfo,
  TMenuListResponse,
  TPlatformConfig,
  TPortal,
} from '@ascent/shared/platform';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import type { SharedCaches } from '../../core/shared-cache.ts';
import { SETTINGS_CACHE_MS } from '../../core/ttl-cache.ts';
import type { CompanyRepository, CompanyRow } from './company.repository.ts';
import {
  toCompanyInfo,
  toMenuItem,
  toPlatformConfig,
  toPortal,
  type SuiteAppIds,
} from './company.mapper.ts';

export function createCompanyService(deps: {
  companies: CompanyRepository;
  /** The website a user last chose, and how to remember a new choice. */
  lastWebsiteOf: (userId: number) => Promise<number | null>;
  setLastWebsite: (userId: number, websiteId: number) => Promise<void>;
  /** The public ids of the company's app at the suite its platform code names (sso module). */
  suiteAppOf: (companyId: number, platform: string) => Promise<SuiteAppIds>;
  /** The company's row is kept in the shared cache 'company'. */
  caches: SharedCaches;
}) {
  const { companies } = deps;
  // Company settings are read on every session check and profile; they change rarely, so each
  // process keeps them for a few seconds, and every process drops them when an admin changes
  // them (forget).
  const cache = deps.caches.cache<number, CompanyRow>('company', SETTINGS_CACHE_MS);

  /** A company that is not there is not kept (a refused load leaves no entry). */
  function requireCompany(id: number): Promise<CompanyRow> {
    return cache.get(id, async () => {
      const c = await companies.findById(id);
      if (!c) throw fail('platform.configError');
      return c;
    });
  }

  async function currentWebsite(companyId: number, userId: number): Promise<number | null> {
    const sites = await companies.websitesOf(companyId);
    const last = await deps.lastWebsiteOf(userId);
    return sites.find((s) => s.id === last)?.id ?? sites[0]?.id ?? null;
  }

  /** The company a public page's site (its host) belongs to: the first company without one. */
  async function companyOfSite(site: string | undefined): Promise<CompanyRow | undefined> {
    const bySite = site ? await companies.findWebsiteByDomain(site) : undefined;
    return bySite ? companies.findById(bySite.companyId) : companies.findFirst();
  }

  return {
    requireCompany,

    /** The company's time zone (core/company-clock.ts counts its days in it). */
    async timeZoneOf(companyId: number): Promise<string> {
      return (await requireCompany(companyId)).timeZone;
    },

    /** After an admin's change has committed: every process reads the company anew. */
    forget: (companyId: number): Promise<void> => cache.forget(companyId),

    companyOfSite,

    /** The companies among `ids` whose name contains `keyword` (enterprise search). */
    namedAmong: (ids: number[], keyword: string, limit: number) =>
      companies.namedAmong(ids, keyword, limit),

    /** Whether a website of any company is selected by this host (an enterprise's domain). */
    domainTaken: (domain: string) => companies.domainTaken(domain),

    /** study/platform/config: public; the company is found by the site's host. */
    async platformConfig(site: string | undefined): Promise<TPlatformConfig> {
      const bySite = site ? await companies.findWebsiteByDomain(site) : undefined;
      const company = bySite
        ? await companies.findById(bySite.companyId)
        : await companies.findFirst();
      if (!company) throw fail('platform.configError');
      const [sites, suiteApp] = await Promise.all([
        companies.websitesOf(company.id),
        deps.suiteAppOf(company.id, company.platform),
      ]);
      return toPlatformConfig(company, sites, bySite?.id ?? sites[0]?.id ?? 0, suiteApp);
    },

    /** study/platform/portal: public; the portal page of the site's company. */
    async portal(site: string | undefined): Promise<TPortal> {
      const company = await companyOfSite(site);
      if (!company) throw fail('platform.configError');
      return toPortal(company);
    },

    async companyInfo(actor: Actor): Promise<TCompanyInfo> {
      const company = await requireCompany(actor.companyId);
      const site = await currentWebsite(company.id, actor.userId);
      return toCompanyInfo(company, await companies.menusOf(company.id, site));
    },

    /** study/home/menu/pc: the checked menu items of the user's current website, in order. */
    async menuList(actor: Actor): Promise<TMenuListResponse> {
      const site = await currentWebsite(actor.companyId, actor.userId);
      const rows = await companies.menusOf(actor.companyId, site);
      return { dataList: { MenuList: rows.filter((m) => m.checked).map(toMenuItem) } };
    },

    async changeWebsite(actor: Actor, websiteId: number): Promise<void> {
      const sites = await companies.websitesOf(actor.companyId);
      if (!sites.some((s) => s.id === websiteId)) throw fail('website.notFound');
      await deps.setLastWebsite(actor.userId, websiteId);
    },
  };
}
export type CompanyService = ReturnType<typeof createCompanyService>;
