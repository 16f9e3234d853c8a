import { and, asc, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { websites } from './company.schema.ts';
import type { WebsiteRow } from './company.repository.ts';

export type NewWebsite = typeof websites.$inferInsert;

export interface WebsiteListFilter {
  companyId: number;
  keyword?: string;
  sortField?: 'platformName' | 'domain' | 'sort' | 'id';
  descending?: boolean;
}

/** Website rows for the admin site (the learner's reads are in company.repository.ts). */
export function createWebsiteRepository(db: DbOrTx) {
  const where = (f: WebsiteListFilter): SQL | undefined =>
    and(
      eq(websites.companyId, f.companyId),
      f.keyword
        ? or(
            ilike(websites.platformName, `%${f.keyword}%`),
            ilike(websites.domain, `%${f.keyword}%`),
          )
        : undefined,
    );
  return {
    async list(
      f: WebsiteListFilter,
      offset: number,
      limit: number,
    ): Promise<{ rows: WebsiteRow[]; total: number }> {
      const column = websites[f.sortField ?? 'sort'];
      const order = f.descending ? desc(column) : asc(column);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(websites)
          .where(where(f))
          .orderBy(order, asc(websites.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(websites).where(where(f)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** Every site of the company, active or not, in display order. */
    async allOf(companyId: number): Promise<WebsiteRow[]> {
      return db
        .select()
        .from(websites)
        .where(eq(websites.companyId, companyId))
        .orderBy(asc(websites.sort), asc(websites.id));
    },
    async findInCompany(companyId: number, id: number): Promise<WebsiteRow | undefined> {
      const [row] = await db
        .select()
        .from(websites)
        .where(and(eq(websites.companyId, companyId), eq(websites.id, id)))
        .limit(1);
      return row;
    },
    /** Another site (of any company) using the host. */
    async domainTaken(domain: string, exceptId = 0): Promise<boolean> {
      const [row] = await db
        .select({ id: websites.id })
        .from(websites)
        .where(and(eq(websites.domain, domain), ne(websites.id, exceptId)))
        .limit(1);
      return Boolean(row);
    },
    async insert(values: NewWebsite): Promise<WebsiteRow> {
      const [row] = await db.insert(websites).values(values).returning();
      if (!row) throw new Error('insert websites returned nothing');
      return row;
    },
    async update(id: number, values: Partial<NewWebsite>): Promise<WebsiteRow> {
      const [row] = await db.update(websites).set(values).where(eq(websites.id, id)).returning();
      if (!row) throw new Error('update websites returned nothing');
      return row;
    },
    async delete(id: number): Promise<void> {
      await db.delete(websites).where(eq(websites.id, id));
    },
  };
}
export type WebsiteRepository = ReturnType<typeof createWebsiteRepository>;
