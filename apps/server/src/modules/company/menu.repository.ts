import { and, asc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { menus } from './company.schema.ts';
import type { MenuRow } from './company.repository.ts';

export type NewMenu = typeof menus.$inferInsert;

/** Menu rows for the admin site: a scope is the company-wide rows (websiteId null) or a site's. */
export function createMenuRepository(db: DbOrTx) {
  const scope = (companyId: number, websiteId: number | null) =>
    and(
      eq(menus.companyId, companyId),
      websiteId === null ? isNull(menus.websiteId) : eq(menus.websiteId, websiteId),
    );
  return {
    async listScope(companyId: number, websiteId: number | null): Promise<MenuRow[]> {
      return db
        .select()
        .from(menus)
        .where(scope(companyId, websiteId))
        .orderBy(asc(menus.sort), asc(menus.id));
    },
    async findInCompany(companyId: number, id: number): Promise<MenuRow | undefined> {
      const [row] = await db
        .select()
        .from(menus)
        .where(and(eq(menus.companyId, companyId), eq(menus.id, id)))
        .limit(1);
      return row;
    },
    async findByCode(
      companyId: number,
      websiteId: number | null,
      menuCode: string,
    ): Promise<MenuRow | undefined> {
      const [row] = await db
        .select()
        .from(menus)
        .where(and(scope(companyId, websiteId), eq(menus.menuCode, menuCode)))
        .limit(1);
      return row;
    },
    async maxSort(companyId: number, websiteId: number | null): Promise<number> {
      const [row] = await db
        .select({ n: max(menus.sort) })
        .from(menus)
        .where(scope(companyId, websiteId));
      return row?.n ?? 0;
    },
    /** The sites of the company that have menu rows of their own. */
    async sitesWithOwnMenus(companyId: number): Promise<Set<number>> {
      const rows = await db
        .selectDistinct({ websiteId: menus.websiteId })
        .from(menus)
        .where(and(eq(menus.companyId, companyId), isNotNull(menus.websiteId)));
      return new Set(rows.flatMap((r) => (r.websiteId === null ? [] : [r.websiteId])));
    },
    async insert(values: NewMenu[]): Promise<MenuRow[]> {
      if (!values.length) return [];
      return db.insert(menus).values(values).returning();
    },
    async update(id: number, values: Partial<NewMenu>): Promise<MenuRow> {
      const [row] = await db.update(menus).set(values).where(eq(menus.id, id)).returning();
      if (!row) throw new Error('update menus returned nothing');
      return row;
    },
    async delete(id: number): Promise<void> {
      await db.delete(menus).where(eq(menus.id, id));
    },
    async deleteScope(companyId: number, websiteId: number): Promise<number> {
      const rows = await db
        .delete(menus)
        .where(scope(companyId, websiteId))
        .returning({ id: menus.id });
      return rows.length;
    },
    /** Sort values 10, 20, ... in the order of `ids` (one statement). */
    async setOrder(ids: number[]): Promise<void> {
      if (!ids.length) return;
      const cases = sql.join(
        // Integers only (validated ids and computed positions), so they are inlined.
        ids.map((id, i) => sql.raw(`when ${Math.trunc(id)} then ${(i + 1) * 10}`)),
        sql` `,
      );
      await db
        .update(menus)
        .set({ sort: sql`case ${menus.id} ${cases} end` })
        .where(inArray(menus.id, ids));
    },
  };
}
export type MenuRepository = ReturnType<typeof createMenuRepository>;
