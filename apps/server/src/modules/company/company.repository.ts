import { and, asc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, menus, websites } from './company.schema.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type WebsiteRow = typeof websites.$inferSelect;
export type MenuRow = typeof menus.$inferSelect;

export function createCompanyRepository(db: DbOrTx) {
  return {
    async findById(id: number): Promise<CompanyRow | undefined> {
      const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
      return row;
    },
    async findFirst(): Promise<CompanyRow | undefined> {
      const [row] = await db.select().from(companies).orderBy(asc(companies.id)).limit(1);
      return row;
    },
    async findWebsiteByDomain(domain: string): Promise<WebsiteRow | undefined> {
      const [row] = await db
        .select()
        .from(websites)
        .where(and(eq(websites.domain, domain.toLowerCase()), eq(websites.active, true)))
        .limit(1);
      return row;
    },
    async websitesOf(companyId: number): Promise<WebsiteRow[]> {
      return db
        .select()
        .from(websites)
        .where(and(eq(websites.companyId, companyId), eq(websites.active, true)))
        .orderBy(asc(websites.sort), asc(websites.id));
    },
    /** Checked menus of a website, or the company-wide ones (websiteId null) when it has none. */
    async menusOf(companyId: number, websiteId: number | null): Promise<MenuRow[]> {
      const siteCond =
        websiteId === null ? isNull(menus.websiteId) : eq(menus.websiteId, websiteId);
      const own = await db
        .select()
        .from(menus)
        .where(and(eq(menus.companyId, companyId), siteCond))
        .orderBy(asc(menus.sort), asc(menus.id));
      if (own.length || websiteId === null) return own;
      return this.menusOf(companyId, null);
    },
    async update(id: number, values: Partial<typeof companies.$inferInsert>): Promise<CompanyRow> {
      const [row] = await db
        .update(companies)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(companies.id, id))
        .returning();
      if (!row) throw new Error('update companies returned nothing');
      return row;
    },
    /** The companies among `ids` whose name contains `keyword` (any case), by name, at most `limit`. */
    async namedAmong(
      ids: number[],
      keyword: string,
      limit: number,
    ): Promise<{ id: number; name: string }[]> {
      if (ids.length === 0) return [];
      const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(and(inArray(companies.id, ids), ilike(companies.name, like)))
        .orderBy(asc(companies.name), asc(companies.id))
        .limit(limit);
    },
    /** Whether any website (active or not) is selected by this host. */
    async domainTaken(domain: string): Promise<boolean> {
      const [row] = await db
        .select({ id: websites.id })
        .from(websites)
        .where(eq(websites.domain, domain.toLowerCase()))
        .limit(1);
      return row !== undefined;
    },
    async countCompanies(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(companies);
      return row?.n ?? 0;
    },
  };
}
export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
