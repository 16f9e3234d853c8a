import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { idpFiles, idpPlans, idpResources, type IdpStep } from './idp.schema.ts';

export type IdpPlanRow = typeof idpPlans.$inferSelect;
export type IdpResourceRow = typeof idpResources.$inferSelect;
export type NewIdpResource = Omit<typeof idpResources.$inferInsert, 'planId' | 'sort' | 'id'>;

/** The only code that reads and writes the IDP tables. */
export function createIdpRepository(db: DbOrTx) {
  return {
    async find(companyId: number, id: number, opts: { lock?: boolean } = {}) {
      const q = db
        .select()
        .from(idpPlans)
        .where(and(eq(idpPlans.companyId, companyId), eq(idpPlans.id, id)));
      const [row] = opts.lock ? await q.for('update') : await q;
      return row;
    },

    async findByYear(userId: number, year: number) {
      const [row] = await db
        .select({ id: idpPlans.id })
        .from(idpPlans)
        .where(and(eq(idpPlans.userId, userId), eq(idpPlans.year, year)));
      return row;
    },

    /** A page of plans owned by (tab 'mine') or waiting on (tab 'approval') the user. */
    async page(
      companyId: number,
      userId: number,
      tab: 'mine' | 'approval',
      status: number | undefined,
      offset: number,
      limit: number,
    ): Promise<{ rows: IdpPlanRow[]; total: number }> {
      const where = and(
        eq(idpPlans.companyId, companyId),
        tab === 'mine' ? eq(idpPlans.userId, userId) : eq(idpPlans.supervisorId, userId),
        // The supervisor does not see what the owner withdrew.
        tab === 'approval' && status === undefined
          ? inArray(idpPlans.status, [1, 2, 3])
          : undefined,
        status !== undefined ? eq(idpPlans.status, status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(idpPlans)
          .where(where)
          .orderBy(
            ...(tab === 'approval'
              ? [asc(sql`(${idpPlans.status} <> 1)`), desc(idpPlans.submittedAt)]
              : [desc(idpPlans.year)]),
            desc(idpPlans.id),
          )
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(idpPlans).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async resourcesOf(planIds: number[]): Promise<IdpResourceRow[]> {
      if (!planIds.length) return [];
      return db
        .select()
        .from(idpResources)
        .where(inArray(idpResources.planId, planIds))
        .orderBy(asc(idpResources.planId), asc(idpResources.sort));
    },

    async resourceCounts(planIds: number[]): Promise<Map<number, number>> {
      if (!planIds.length) return new Map();
      const rows = await db
        .select({ planId: idpResources.planId, n: count() })
        .from(idpResources)
        .where(inArray(idpResources.planId, planIds))
        .groupBy(idpResources.planId);
      return new Map(rows.map((r) => [r.planId, r.n]));
    },

    async insertPlan(values: typeof idpPlans.$inferInsert): Promise<IdpPlanRow> {
      const [row] = await db.insert(idpPlans).values(values).returning();
      return row!;
    },

    async updatePlan(id: number, values: Partial<typeof idpPlans.$inferInsert>) {
      const [row] = await db
        .update(idpPlans)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(idpPlans.id, id))
        .returning();
      return row!;
    },

    /** Replaces the plan's resources (in the order given). */
    async replaceResources(planId: number, resources: NewIdpResource[]) {
      await db.delete(idpResources).where(eq(idpResources.planId, planId));
      if (resources.length)
        await db
          .insert(idpResources)
          .values(resources.map((r, i) => ({ ...r, planId, sort: i + 1 })));
    },

    async setSteps(resourceId: number, steps: IdpStep[]) {
      await db.update(idpResources).set({ steps }).where(eq(idpResources.id, resourceId));
    },

    async lockResource(planId: number, resourceId: number) {
      const [row] = await db
        .select()
        .from(idpResources)
        .where(and(eq(idpResources.planId, planId), eq(idpResources.id, resourceId)))
        .for('update');
      return row;
    },

    async addFile(userId: number, fileId: number) {
      await db.insert(idpFiles).values({ userId, fileId }).onConflictDoNothing();
    },

    /** Which of the ids are the user's own uploads for plans. */
    async ownFiles(userId: number, fileIds: number[]): Promise<Set<number>> {
      if (!fileIds.length) return new Set();
      const rows = await db
        .select({ fileId: idpFiles.fileId })
        .from(idpFiles)
        .where(and(eq(idpFiles.userId, userId), inArray(idpFiles.fileId, fileIds)));
      return new Set(rows.map((r) => r.fileId));
    },

    /** Passed plans of the user (the to-do centre's task type 27). */
    async passedOf(companyId: number, userId: number): Promise<IdpPlanRow[]> {
      return db
        .select()
        .from(idpPlans)
        .where(
          and(
            eq(idpPlans.companyId, companyId),
            eq(idpPlans.userId, userId),
            eq(idpPlans.status, 2),
          ),
        )
        .orderBy(desc(idpPlans.year))
        .limit(50);
    },
  };
}
export type IdpRepository = ReturnType<typeof createIdpRepository>;
