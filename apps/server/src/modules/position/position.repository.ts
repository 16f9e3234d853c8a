import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../core/like.ts';
import { positions } from './position.schema.ts';

export type PositionRow = typeof positions.$inferSelect;

/** The advisory-lock class of position changes (pg_advisory_xact_lock(class, company)). */
const LOCK_CLASS = 0x9051710;

export interface PositionListFilter {
  companyId: number;
  keyword?: string;
  sortField?: 'sort' | 'name' | 'code' | 'createdAt';
  descending?: boolean;
}

/** The only code that queries positions. */
export function createPositionRepository(db: DbOrTx) {
  const where = (f: PositionListFilter): SQL | undefined =>
    and(
      eq(positions.companyId, f.companyId),
      f.keyword
        ? or(
            ilike(positions.name, containsPattern(f.keyword)),
            ilike(positions.code, containsPattern(f.keyword)),
          )
        : undefined,
    );
  return {
    async lock(companyId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${companyId})`);
    },
    async list(
      f: PositionListFilter,
      offset: number,
      limit: number,
    ): Promise<{ rows: PositionRow[]; total: number }> {
      const column = positions[f.sortField ?? 'sort'];
      const order = f.descending ? desc(column) : asc(column);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(positions)
          .where(where(f))
          .orderBy(order, asc(positions.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(positions).where(where(f)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async findManyInCompany(companyId: number, ids: number[]): Promise<PositionRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(positions)
        .where(and(eq(positions.companyId, companyId), inArray(positions.id, ids)));
    },
    /** Another position of the company with this name or code (case-insensitive). */
    async findClash(
      companyId: number,
      field: 'name' | 'code',
      value: string,
      exceptId?: number,
    ): Promise<PositionRow | undefined> {
      const [row] = await db
        .select()
        .from(positions)
        .where(
          and(
            eq(positions.companyId, companyId),
            sql`lower(${positions[field]}) = lower(${value})`,
            exceptId ? ne(positions.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row;
    },
    async insert(values: typeof positions.$inferInsert): Promise<PositionRow> {
      const [row] = await db.insert(positions).values(values).returning();
      if (!row) throw new Error('insert positions returned nothing');
      return row;
    },
    async update(
      id: number,
      values: Pick<PositionRow, 'name' | 'code' | 'sort'>,
    ): Promise<PositionRow | undefined> {
      const [row] = await db
        .update(positions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(positions.id, id))
        .returning();
      return row;
    },
    async deleteMany(ids: number[]): Promise<void> {
      if (ids.length) await db.delete(positions).where(inArray(positions.id, ids));
    },
  };
}
export type PositionRepository = ReturnType<typeof createPositionRepository>;
