import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { personnelFields, personnelSubmissions, personnelValues } from './personnel.schema.ts';

export type PersonnelFieldRow = typeof personnelFields.$inferSelect;
export type PersonnelSubmissionRow = typeof personnelSubmissions.$inferSelect;

export function createPersonnelRepository(db: DbOrTx) {
  return {
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
    async insertField(values: typeof personnelFields.$inferInsert): Promise<void> {
      await db.insert(personnelFields).values(values);
    },
  };
}
export type PersonnelRepository = ReturnType<typeof createPersonnelRepository>;
