import { asc, count, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../core/like.ts';
import { areas, countries } from './reference.schema.ts';

export type CountryRow = typeof countries.$inferSelect;
export type AreaRow = typeof areas.$inferSelect;

/** The only code that queries countries and areas. */
export function createReferenceRepository(db: DbOrTx) {
  const countryWhere = (keyword?: string): SQL | undefined =>
    keyword
      ? or(
          ilike(countries.code, containsPattern(keyword)),
          ilike(countries.nameZhCn, containsPattern(keyword)),
          ilike(countries.nameZhTw, containsPattern(keyword)),
          ilike(countries.nameEnUs, containsPattern(keyword)),
        )
      : undefined;
  return {
    async countCountries(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(countries);
      return row?.n ?? 0;
    },
    async countAreas(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(areas);
      return row?.n ?? 0;
    },
    /**
     * Inserts the countries not there yet (by code), answering how many it added; safe to run
     * from several processes at once.
     */
    async insertCountries(rows: (typeof countries.$inferInsert)[]): Promise<number> {
      if (!rows.length) return 0;
      const added = await db
        .insert(countries)
        .values(rows)
        .onConflictDoNothing({ target: countries.code })
        .returning({ id: countries.id });
      return added.length;
    },
    /** Inserts the areas not there yet (by id), answering how many it added. */
    async insertAreas(rows: (typeof areas.$inferInsert)[]): Promise<number> {
      if (!rows.length) return 0;
      const added = await db
        .insert(areas)
        .values(rows)
        .onConflictDoNothing({ target: areas.id })
        .returning({ id: areas.id });
      return added.length;
    },
    async listCountries(): Promise<CountryRow[]> {
      return db.select().from(countries).orderBy(asc(countries.sort), asc(countries.id));
    },
    async pageCountries(
      keyword: string | undefined,
      order: { field: 'code' | 'sort'; descending: boolean },
      offset: number,
      limit: number,
    ): Promise<{ rows: CountryRow[]; total: number }> {
      const column = countries[order.field];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(countries)
          .where(countryWhere(keyword))
          .orderBy(order.descending ? desc(column) : asc(column), asc(countries.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(countries).where(countryWhere(keyword)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async listAreas(): Promise<AreaRow[]> {
      return db.select().from(areas).orderBy(asc(areas.sort), asc(areas.id));
    },
  };
}
export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
