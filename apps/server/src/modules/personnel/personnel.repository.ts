import { and, asc, count, desc, eq, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { peopleRows } from '../user/people.sql.ts';
import { personnelFields, personnelSubmissions, personnelValues } from './personnel.schema.ts';

export type PersonnelFieldRow = typeof personnelFields.$inferSelect;
export type NewPersonnelField = typeof personnelFields.$inferInsert;
export type PersonnelSubmissionRow = typeof personnelSubmissions.$inferSelect;

/** Who people are (the user module's people subquery): company and status. */
const people = peopleRows();

export function createPersonnelRepository(db: DbOrTx) {
  return {
    /**
     * The company's active people whose value of a field is exactly `value` (an employee
     * number for sign-on's link rule), at most `limit`: the caller tells none, one and several
     * apart. Found by personnel_values' (field_key, value) index.
     */
    async activeHolders(
      companyId: number,
      fieldKey: string,
      value: string,
      limit = 2,
    ): Promise<number[]> {
      const rows = await db
        .select({ id: people.id })
        .from(personnelValues)
        .innerJoin(people, eq(people.id, personnelValues.userId))
        .where(
          and(
            eq(personnelValues.fieldKey, fieldKey),
            eq(personnelValues.value, value),
            eq(people.companyId, companyId),
            eq(people.status, 'active'),
          ),
        )
        .orderBy(asc(people.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    async fieldsOf(companyId: number): Promise<PersonnelFieldRow[]> {
      return db
        .select()
        .from(personnelFields)
        .where(and(eq(personnelFields.companyId, companyId), eq(personnelFields.enabled, true)))
        .orderBy(asc(personnelFields.sort), asc(personnelFields.id));
    },
    async valuesOf(userId: number): Promise<Record<string, string>> {
      const rows = await db
        .select()
        .from(personnelValues)
        .where(eq(personnelValues.userId, userId));
      return Object.fromEntries(rows.map((r) => [r.fieldKey, r.value]));
    },
    async latestSubmission(userId: number): Promise<PersonnelSubmissionRow | undefined> {
      const [row] = await db
        .select()
        .from(personnelSubmissions)
        .where(eq(personnelSubmissions.userId, userId))
        .orderBy(desc(personnelSubmissions.createdAt), desc(personnelSubmissions.id))
        .limit(1);
      return row;
    },
    async insertSubmission(
      values: typeof personnelSubmissions.$inferInsert,
    ): Promise<PersonnelSubmissionRow> {
      const [row] = await db.insert(personnelSubmissions).values(values).returning();
      if (!row) throw new Error('insert personnel_submissions returned nothing');
      return row;
    },
    async findSubmission(id: number): Promise<PersonnelSubmissionRow | undefined> {
      const [row] = await db
        .select()
        .from(personnelSubmissions)
        .where(eq(personnelSubmissions.id, id))
        .limit(1);
      return row;
    },
    async decideSubmission(
      id: number,
      values: { status: number; rejectReason?: string; decidedBy: number | null },
    ): Promise<void> {
      await db
        .update(personnelSubmissions)
        .set({ ...values, decidedAt: new Date() })
        .where(eq(personnelSubmissions.id, id));
    },
    async upsertValues(userId: number, values: Record<string, string>): Promise<void> {
      const rows = Object.entries(values).map(([fieldKey, value]) => ({ userId, fieldKey, value }));
      if (!rows.length) return;
      await db
        .insert(personnelValues)
        .values(rows)
        .onConflictDoUpdate({
          target: [personnelValues.userId, personnelValues.fieldKey],
          set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        });
    },
    async insertField(values: NewPersonnelField): Promise<PersonnelFieldRow> {
      const [row] = await db.insert(personnelFields).values(values).returning();
      if (!row) throw new Error('insert personnel_fields returned nothing');
      return row;
    },
    /** The admin list: every field, listed or not, in form order; keyword on key and name. */
    async listFields(
      companyId: number,
      keyword: string | undefined,
      offset: number,
      limit: number,
    ): Promise<{ rows: PersonnelFieldRow[]; total: number }> {
      const where: SQL | undefined = and(
        eq(personnelFields.companyId, companyId),
        keyword
          ? or(
              ilike(personnelFields.key, `%${keyword}%`),
              ilike(personnelFields.name, `%${keyword}%`),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(personnelFields)
          .where(where)
          .orderBy(asc(personnelFields.sort), asc(personnelFields.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(personnelFields).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async allFieldIds(companyId: number): Promise<number[]> {
      const rows = await db
        .select({ id: personnelFields.id })
        .from(personnelFields)
        .where(eq(personnelFields.companyId, companyId));
      return rows.map((r) => r.id);
    },
    async findField(companyId: number, id: number): Promise<PersonnelFieldRow | undefined> {
      const [row] = await db
        .select()
        .from(personnelFields)
        .where(and(eq(personnelFields.companyId, companyId), eq(personnelFields.id, id)))
        .limit(1);
      return row;
    },
    async fieldKeyTaken(companyId: number, key: string): Promise<boolean> {
      const [row] = await db
        .select({ id: personnelFields.id })
        .from(personnelFields)
        .where(
          and(
            eq(personnelFields.companyId, companyId),
            sql`lower(${personnelFields.key}) = ${key.toLowerCase()}`,
          ),
        )
        .limit(1);
      return Boolean(row);
    },
    async maxFieldSort(companyId: number): Promise<number> {
      const [row] = await db
        .select({ n: max(personnelFields.sort) })
        .from(personnelFields)
        .where(eq(personnelFields.companyId, companyId));
      return row?.n ?? 0;
    },
    async updateField(id: number, values: Partial<NewPersonnelField>): Promise<PersonnelFieldRow> {
      const [row] = await db
        .update(personnelFields)
        .set(values)
        .where(eq(personnelFields.id, id))
        .returning();
      if (!row) throw new Error('update personnel_fields returned nothing');
      return row;
    },
    async deleteField(id: number): Promise<void> {
      await db.delete(personnelFields).where(eq(personnelFields.id, id));
    },
    /** Sort values 10, 20, ... in the order of `ids` (one statement). */
    async setFieldOrder(ids: number[]): Promise<void> {
      if (!ids.length) return;
      // Integers only (validated ids and computed positions), so they are inlined.
      const cases = sql.join(
        ids.map((id, i) => sql.raw(`when ${Math.trunc(id)} then ${(i + 1) * 10}`)),
        sql` `,
      );
      await db
        .update(personnelFields)
        .set({ sort: sql`case ${personnelFields.id} ${cases} end` })
        .where(inArray(personnelFields.id, ids));
    },
  };
}
export type PersonnelRepository = ReturnType<typeof createPersonnelRepository>;
