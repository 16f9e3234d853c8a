import { and, asc, count, eq, gt, ilike, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../core/like.ts';
import { banners } from './home.schema.ts';

export type BannerRow = typeof banners.$inferSelect;

/** The only code that queries banners. */
export function createHomeRepository(db: DbOrTx) {
  return {
    /** Enabled banners inside their window at `now`, by sort. */
    async activeBanners(companyId: number, now: Date, limit: number): Promise<BannerRow[]> {
      return db
        .select()
        .from(banners)
        .where(
          and(
            eq(banners.companyId, companyId),
            eq(banners.enabled, true),
            or(isNull(banners.startAt), lte(banners.startAt, now)),
            or(isNull(banners.endAt), gt(banners.endAt, now)),
          ),
        )
        .orderBy(asc(banners.sort), asc(banners.id))
        .limit(limit);
    },
    async list(
      companyId: number,
      keyword: string | undefined,
      offset: number,
      limit: number,
    ): Promise<{ rows: BannerRow[]; total: number }> {
      const where = and(
        eq(banners.companyId, companyId),
        keyword ? ilike(banners.title, containsPattern(keyword)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(banners)
          .where(where)
          .orderBy(asc(banners.sort), asc(banners.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(banners).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async findManyInCompany(companyId: number, ids: number[]): Promise<BannerRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(banners)
        .where(and(eq(banners.companyId, companyId), inArray(banners.id, ids)));
    },
    async insert(values: typeof banners.$inferInsert): Promise<BannerRow> {
      const [row] = await db.insert(banners).values(values).returning();
      if (!row) throw new Error('insert banners returned nothing');
      return row;
    },
    async update(id: number, values: Partial<typeof banners.$inferInsert>): Promise<BannerRow> {
      const [row] = await db
        .update(banners)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(banners.id, id))
        .returning();
      if (!row) throw new Error('update banners returned nothing');
      return row;
    },
    async deleteMany(ids: number[]): Promise<void> {
      if (ids.length) await db.delete(banners).where(inArray(banners.id, ids));
    },
  };
}
export type HomeRepository = ReturnType<typeof createHomeRepository>;
