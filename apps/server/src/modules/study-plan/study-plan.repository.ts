import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../core/like.ts';
import { studyPlans, studySubPlanReviews, studySubPlans } from './study-plan.schema.ts';

export type StudyPlanRow = typeof studyPlans.$inferSelect;
export type SubPlanRow = typeof studySubPlans.$inferSelect;
export type SubPlanReviewRow = typeof studySubPlanReviews.$inferSelect;

/** Who manages sub-plans: named managers, or a unit manager of the department. */
export interface ManagerRef {
  userId: number;
  departmentId: number | null;
  unitManager: boolean;
}

/** The only code that reads and writes the study-plan tables. */
export function createStudyPlanRepository(db: DbOrTx) {
  const managedBy = (m: ManagerRef): SQL =>
    or(
      sql`${studySubPlans.managerIds} @> ${JSON.stringify([m.userId])}::jsonb`,
      m.unitManager && m.departmentId
        ? and(
            eq(studySubPlans.departmentId, m.departmentId),
            sql`${studySubPlans.managerIds} = '[]'::jsonb`,
          )
        : undefined,
    )!;

  return {
    async find(companyId: number, id: number) {
      const [row] = await db
        .select()
        .from(studyPlans)
        .where(and(eq(studyPlans.companyId, companyId), eq(studyPlans.id, id)));
      return row;
    },

    async adminPage(companyId: number, keyword: string, offset: number, limit: number) {
      const where = and(
        eq(studyPlans.companyId, companyId),
        keyword ? ilike(studyPlans.name, containsPattern(keyword)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(studyPlans)
          .where(where)
          .orderBy(desc(studyPlans.updatedAt), desc(studyPlans.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(studyPlans).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Sub-plans per plan and status. */
    async statusCounts(planIds: number[]) {
      if (!planIds.length) return [];
      return db
        .select({ planId: studySubPlans.planId, status: studySubPlans.status, n: count() })
        .from(studySubPlans)
        .where(inArray(studySubPlans.planId, planIds))
        .groupBy(studySubPlans.planId, studySubPlans.status);
    },

    async subPlansOf(planIds: number[]): Promise<SubPlanRow[]> {
      if (!planIds.length) return [];
      return db
        .select()
        .from(studySubPlans)
        .where(inArray(studySubPlans.planId, planIds))
        .orderBy(asc(studySubPlans.planId), asc(studySubPlans.id));
    },

    async findSubPlan(companyId: number, id: number, opts: { lock?: boolean } = {}) {
      const q = db
        .select()
        .from(studySubPlans)
        .where(and(eq(studySubPlans.companyId, companyId), eq(studySubPlans.id, id)));
      const [row] = opts.lock ? await q.for('update') : await q;
      return row;
    },

    async insertPlan(values: typeof studyPlans.$inferInsert) {
      const [row] = await db.insert(studyPlans).values(values).returning();
      return row!;
    },

    async updatePlan(id: number, values: Partial<typeof studyPlans.$inferInsert>) {
      const [row] = await db
        .update(studyPlans)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(studyPlans.id, id))
        .returning();
      return row!;
    },

    async deletePlans(companyId: number, ids: number[]): Promise<StudyPlanRow[]> {
      return db
        .delete(studyPlans)
        .where(and(eq(studyPlans.companyId, companyId), inArray(studyPlans.id, ids)))
        .returning();
    },

    async insertSubPlans(rows: (typeof studySubPlans.$inferInsert)[]) {
      if (rows.length) await db.insert(studySubPlans).values(rows);
    },

    async deleteSubPlans(ids: number[]) {
      if (ids.length) await db.delete(studySubPlans).where(inArray(studySubPlans.id, ids));
    },

    async updateSubPlan(id: number, values: Partial<typeof studySubPlans.$inferInsert>) {
      const [row] = await db
        .update(studySubPlans)
        .set(values)
        .where(eq(studySubPlans.id, id))
        .returning();
      return row!;
    },

    async addReview(values: typeof studySubPlanReviews.$inferInsert) {
      await db.insert(studySubPlanReviews).values(values);
    },

    async reviewsOf(subPlanIds: number[]): Promise<SubPlanReviewRow[]> {
      if (!subPlanIds.length) return [];
      return db
        .select()
        .from(studySubPlanReviews)
        .where(inArray(studySubPlanReviews.subPlanId, subPlanIds))
        .orderBy(asc(studySubPlanReviews.id));
    },

    /** A page of the sub-plans the person manages, newest plan first. */
    async managedPage(companyId: number, m: ManagerRef, offset: number, limit: number) {
      const where = and(eq(studySubPlans.companyId, companyId), managedBy(m));
      const [rows, [total]] = await Promise.all([
        db
          .select({ sub: studySubPlans, plan: studyPlans })
          .from(studySubPlans)
          .innerJoin(studyPlans, eq(studyPlans.id, studySubPlans.planId))
          .where(where)
          .orderBy(desc(studyPlans.startAt), desc(studySubPlans.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(studySubPlans).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The sub-plans of a plan the person manages. */
    async managedIn(companyId: number, planId: number, m: ManagerRef): Promise<SubPlanRow[]> {
      return db
        .select()
        .from(studySubPlans)
        .where(
          and(
            eq(studySubPlans.companyId, companyId),
            eq(studySubPlans.planId, planId),
            managedBy(m),
          ),
        )
        .orderBy(asc(studySubPlans.id));
    },

    /** A page of plans with a passed sub-plan for one of the departments. */
    async concerningPage(
      companyId: number,
      departmentIds: number[],
      offset: number,
      limit: number,
    ) {
      if (!departmentIds.length) return { rows: [] as StudyPlanRow[], total: 0 };
      const concerning = db
        .select({ planId: studySubPlans.planId })
        .from(studySubPlans)
        .where(
          and(
            eq(studySubPlans.companyId, companyId),
            inArray(studySubPlans.departmentId, departmentIds),
            eq(studySubPlans.status, 'passed'),
          ),
        );
      const where = and(eq(studyPlans.companyId, companyId), inArray(studyPlans.id, concerning));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(studyPlans)
          .where(where)
          .orderBy(desc(studyPlans.startAt), desc(studyPlans.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(studyPlans).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The passed sub-plans of plans for the departments. */
    async passedFor(planIds: number[], departmentIds: number[]): Promise<SubPlanRow[]> {
      if (!planIds.length || !departmentIds.length) return [];
      return db
        .select()
        .from(studySubPlans)
        .where(
          and(
            inArray(studySubPlans.planId, planIds),
            inArray(studySubPlans.departmentId, departmentIds),
            eq(studySubPlans.status, 'passed'),
          ),
        );
    },
  };
}
export type StudyPlanRepository = ReturnType<typeof createStudyPlanRepository>;
