import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  ilike,
  inArray,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  HomeworkStatus,
  MyHomeworkTab,
  SubmissionStatus,
  ReviewTab,
} from '@ascent/shared/homework';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../core/like.ts';
import type { LearnerScope } from '../user/learner-scope.ts';
import { audienceQueries, visibleToLearner, type AudienceRow } from '../../core/audience.ts';
import {
  homeworkAnswers,
  homeworkAudience,
  homeworkFiles,
  homeworkReviewers,
  homeworkReviews,
  homeworkSteps,
  homeworkSubmissions,
  homeworks,
} from './homework.schema.ts';

export type HomeworkRow = typeof homeworks.$inferSelect;
export type StepRow = typeof homeworkSteps.$inferSelect;
export type SubmissionRow = typeof homeworkSubmissions.$inferSelect;
export type AnswerRow = typeof homeworkAnswers.$inferSelect;
export type ReviewRow = typeof homeworkReviews.$inferSelect;
export type StepValues = { id?: number; title: string; content: string; fileIds: number[] };

/** An admin list row: the homework with its step count and submission counts. */
export type HomeworkAdminListRow = HomeworkRow & {
  stepCount: number;
  toEvaluate: number;
  evaluated: number;
};
/** A learner's list row: the homework and the learner's own submission, if any. */
export type MyHomeworkRow = HomeworkRow & {
  stepCount: number;
  submission: Pick<SubmissionRow, 'status' | 'score' | 'submittedAt'> | null;
};
/** A reviewer's or admin's list row: a submission with its homework's title and full score. */
export type SubmissionListRow = SubmissionRow & { homeworkTitle: string; fullScore: number };

const h = homeworks;
const s = homeworkSubmissions;

/** "This learner may do this homework": company, published, secrecy, audience. */
export const homeworkVisibleTo = (scope: LearnerScope): SQL =>
  visibleToLearner(scope, h, homeworkAudience);

/**
 * A column always written with its table ("homeworks"."id"): Drizzle leaves the table out in
 * the select list of a one-table query, where a correlated subquery would read its own column.
 */
const qualified = (col: AnyPgColumn): SQL => sql.raw(`"${getTableName(col.table)}"."${col.name}"`);

/**
 * "This person may review the homework's submissions": named among its reviewers, or, when it
 * names none, holding the homework reviewer role.
 */
const reviewerOf = (homeworkId: AnyPgColumn, userId: number, hasRole: boolean): SQL => {
  const r = homeworkReviewers;
  const named = sql`exists (select 1 from ${r} where ${qualified(r.homeworkId)} = ${qualified(homeworkId)} and ${qualified(r.userId)} = ${userId})`;
  if (!hasRole) return named;
  return or(
    named,
    sql`not exists (select 1 from ${r} where ${qualified(r.homeworkId)} = ${qualified(homeworkId)})`,
  )!;
};

const stepCount = sql<number>`(select count(*)::int from ${homeworkSteps} where ${qualified(homeworkSteps.homeworkId)} = ${qualified(h.id)})`;
const countOf = (status: SubmissionStatus) =>
  sql<number>`(select count(*)::int from ${s} where ${qualified(s.homeworkId)} = ${qualified(h.id)} and ${qualified(s.status)} = ${status})`;

/** The only code that queries the homework tables. */
export function createHomeworkRepository(db: DbOrTx) {
  const audience = audienceQueries(db, homeworkAudience);
  async function submissionOf(
    homeworkId: number,
    userId: number,
    opts: { lock?: boolean } = {},
  ): Promise<SubmissionRow | undefined> {
    const q = db
      .select()
      .from(s)
      .where(and(eq(s.homeworkId, homeworkId), eq(s.userId, userId)))
      .limit(1);
    const [row] = opts.lock ? await q.for('update') : await q;
    return row;
  }

  return {
    // ---- homework ------------------------------------------------------------------
    async adminList(
      f: { companyId: number; id?: number; keyword?: string; status?: HomeworkStatus },
      offset: number,
      limit: number,
    ): Promise<{ rows: HomeworkAdminListRow[]; total: number }> {
      const where = and(
        eq(h.companyId, f.companyId),
        f.id ? eq(h.id, f.id) : undefined,
        f.keyword ? ilike(h.title, containsPattern(f.keyword)) : undefined,
        f.status ? eq(h.status, f.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            homework: h,
            stepCount,
            toEvaluate: countOf('submitted'),
            evaluated: countOf('evaluated'),
          })
          .from(h)
          .where(where)
          .orderBy(desc(h.updatedAt), desc(h.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(h).where(where),
      ]);
      return {
        rows: rows.map((r) => ({
          ...r.homework,
          stepCount: r.stepCount,
          toEvaluate: r.toEvaluate,
          evaluated: r.evaluated,
        })),
        total: total?.n ?? 0,
      };
    },

    async findInCompany(companyId: number, id: number): Promise<HomeworkRow | undefined> {
      const [row] = await db
        .select()
        .from(h)
        .where(and(eq(h.companyId, companyId), eq(h.id, id)))
        .limit(1);
      return row;
    },
    async findManyInCompany(companyId: number, ids: number[]): Promise<HomeworkRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(h)
        .where(and(eq(h.companyId, companyId), inArray(h.id, ids)));
    },
    /** The homework when the learner may do it. */
    /**
     * A homework of the learner's company, with whether its own audience rule lets the learner
     * do it (the access module adds a programme's grant).
     */
    async findForLearner(
      scope: LearnerScope,
      id: number,
    ): Promise<(HomeworkRow & { visible: boolean; published: boolean }) | undefined> {
      const [row] = await db
        .select({ homework: h, visible: sql<boolean>`(${homeworkVisibleTo(scope)})` })
        .from(h)
        .where(and(eq(h.id, id), eq(h.companyId, scope.companyId)))
        .limit(1);
      return row
        ? {
            ...row.homework,
            visible: !!row.visible,
            published: row.homework.status === 'published',
          }
        : undefined;
    },
    /** Those of `ids` the learner may do by the homework's own rule (published, audience). */
    async visibleIds(scope: LearnerScope, ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: h.id })
        .from(h)
        .where(and(inArray(h.id, ids), homeworkVisibleTo(scope)));
      return new Set(rows.map((r) => r.id));
    },
    async findById(id: number): Promise<HomeworkRow | undefined> {
      const [row] = await db.select().from(h).where(eq(h.id, id)).limit(1);
      return row;
    },

    async insert(values: typeof h.$inferInsert): Promise<HomeworkRow> {
      const [row] = await db.insert(h).values(values).returning();
      if (!row) throw new Error('insert homeworks returned nothing');
      return row;
    },
    async update(id: number, values: Partial<typeof h.$inferInsert>): Promise<HomeworkRow> {
      const [row] = await db
        .update(h)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(h.id, id))
        .returning();
      if (!row) throw new Error('update homeworks returned nothing');
      return row;
    },
    async setStatus(ids: number[], status: HomeworkStatus): Promise<void> {
      if (!ids.length) return;
      await db
        .update(h)
        .set({
          status,
          updatedAt: new Date(),
          ...(status === 'published'
            ? { publishedAt: sql`coalesce(${h.publishedAt}, now())` }
            : {}),
        })
        .where(inArray(h.id, ids));
    },
    async deleteMany(ids: number[]): Promise<void> {
      if (!ids.length) return;
      await db.delete(h).where(inArray(h.id, ids));
    },

    // ---- steps, audience, reviewers ------------------------------------------------
    async stepsOf(homeworkId: number): Promise<StepRow[]> {
      return db
        .select()
        .from(homeworkSteps)
        .where(eq(homeworkSteps.homeworkId, homeworkId))
        .orderBy(asc(homeworkSteps.sort), asc(homeworkSteps.id));
    },
    /**
     * Writes the steps in order: given ids keep their rows (and learners' answers to them),
     * steps left out are deleted, new ones inserted. Ids must be the homework's (checked).
     */
    async saveSteps(homeworkId: number, steps: StepValues[]): Promise<void> {
      const keep = steps.flatMap((st) => (st.id ? [st.id] : []));
      await db
        .delete(homeworkSteps)
        .where(
          and(
            eq(homeworkSteps.homeworkId, homeworkId),
            keep.length ? notInArray(homeworkSteps.id, keep) : undefined,
          ),
        );
      for (const [i, st] of steps.entries()) {
        const values = { sort: i + 1, title: st.title, content: st.content, fileIds: st.fileIds };
        if (st.id)
          await db
            .update(homeworkSteps)
            .set(values)
            .where(and(eq(homeworkSteps.id, st.id), eq(homeworkSteps.homeworkId, homeworkId)));
        else await db.insert(homeworkSteps).values({ ...values, homeworkId });
      }
    },

    async audienceOf(homeworkId: number): Promise<AudienceRow[]> {
      return audience.of(homeworkId);
    },
    async replaceAudience(homeworkId: number, rows: readonly AudienceRow[]): Promise<void> {
      await audience.replace(homeworkId, rows);
    },
    async reviewersOf(homeworkId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: homeworkReviewers.userId })
        .from(homeworkReviewers)
        .where(eq(homeworkReviewers.homeworkId, homeworkId))
        .orderBy(asc(homeworkReviewers.userId));
      return rows.map((r) => r.userId);
    },
    async replaceReviewers(homeworkId: number, userIds: number[]): Promise<void> {
      await db.delete(homeworkReviewers).where(eq(homeworkReviewers.homeworkId, homeworkId));
      if (userIds.length)
        await db
          .insert(homeworkReviewers)
          .values(userIds.map((userId) => ({ homeworkId, userId })));
    },
    /** Whether the person may review the homework's submissions (see reviewerOf). */
    async isReviewer(homeworkId: number, userId: number, hasRole: boolean): Promise<boolean> {
      const [row] = await db
        .select({ id: h.id })
        .from(h)
        .where(and(eq(h.id, homeworkId), reviewerOf(h.id, userId, hasRole)))
        .limit(1);
      return !!row;
    },

    /** Those of `ids` that some learner has handed in (at least once). */
    async handedIn(ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db
        .selectDistinct({ id: s.homeworkId })
        .from(s)
        .where(and(inArray(s.homeworkId, ids), sql`${s.round} > 0`));
      return new Set(rows.map((r) => r.id));
    },

    // ---- the learner ---------------------------------------------------------------
    /** The homework the learner may do, with the learner's own submission, by tab. */
    async myList(
      scope: LearnerScope,
      tab: MyHomeworkTab,
      offset: number,
      limit: number,
    ): Promise<{ rows: MyHomeworkRow[]; total: number }> {
      const joined = and(eq(s.homeworkId, h.id), eq(s.userId, scope.userId));
      const byTab: Record<MyHomeworkTab, SQL | undefined> = {
        all: undefined,
        todo: or(sql`${s.id} is null`, inArray(s.status, ['draft', 'returned'])),
        toEvaluate: eq(s.status, 'submitted'),
        evaluated: eq(s.status, 'evaluated'),
      };
      const where = and(homeworkVisibleTo(scope), byTab[tab]);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            homework: h,
            stepCount,
            status: s.status,
            score: s.score,
            submittedAt: s.submittedAt,
          })
          .from(h)
          .leftJoin(s, joined)
          .where(where)
          .orderBy(desc(h.startAt), desc(h.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(h).leftJoin(s, joined).where(where),
      ]);
      return {
        rows: rows.map((r) => ({
          ...r.homework,
          stepCount: r.stepCount,
          submission: r.status
            ? { status: r.status, score: r.score, submittedAt: r.submittedAt }
            : null,
        })),
        total: total?.n ?? 0,
      };
    },

    submissionOf,
    async submissionById(
      id: number,
      opts: { lock?: boolean } = {},
    ): Promise<SubmissionRow | undefined> {
      const q = db.select().from(s).where(eq(s.id, id)).limit(1);
      const [row] = opts.lock ? await q.for('update') : await q;
      return row;
    },
    /** The learner's submission, created as a draft when there is none yet. */
    async ensureSubmission(
      companyId: number,
      homeworkId: number,
      userId: number,
    ): Promise<SubmissionRow> {
      await db
        .insert(s)
        .values({ companyId, homeworkId, userId })
        .onConflictDoNothing({ target: [s.homeworkId, s.userId] });
      const row = await submissionOf(homeworkId, userId, { lock: true });
      if (!row) throw new Error('homework submission missing after insert');
      return row;
    },
    async answersOf(submissionId: number): Promise<AnswerRow[]> {
      return db
        .select()
        .from(homeworkAnswers)
        .where(eq(homeworkAnswers.submissionId, submissionId));
    },
    async answersOfMany(submissionIds: number[]): Promise<AnswerRow[]> {
      if (!submissionIds.length) return [];
      return db
        .select()
        .from(homeworkAnswers)
        .where(inArray(homeworkAnswers.submissionId, submissionIds));
    },
    async saveAnswer(
      submissionId: number,
      stepId: number,
      values: { content: string; fileIds: number[] },
    ): Promise<AnswerRow> {
      const now = new Date();
      const [row] = await db
        .insert(homeworkAnswers)
        .values({ submissionId, stepId, ...values, savedAt: now })
        .onConflictDoUpdate({
          target: [homeworkAnswers.submissionId, homeworkAnswers.stepId],
          set: { ...values, savedAt: now },
        })
        .returning();
      if (!row) throw new Error('homework answer upsert returned nothing');
      return row;
    },
    async touchSubmission(id: number): Promise<void> {
      await db.update(s).set({ updatedAt: new Date() }).where(eq(s.id, id));
    },
    /** Hands in: 'submitted', one more round. */
    async markSubmitted(id: number): Promise<SubmissionRow> {
      const now = new Date();
      const [row] = await db
        .update(s)
        .set({ status: 'submitted', round: sql`${s.round} + 1`, submittedAt: now, updatedAt: now })
        .where(eq(s.id, id))
        .returning();
      if (!row) throw new Error('homework submit returned nothing');
      return row;
    },

    /** Those of `fileIds` the learner uploaded for this homework. */
    async ownFiles(homeworkId: number, userId: number, fileIds: number[]): Promise<Set<number>> {
      if (!fileIds.length) return new Set();
      const rows = await db
        .select({ fileId: homeworkFiles.fileId })
        .from(homeworkFiles)
        .where(
          and(
            eq(homeworkFiles.homeworkId, homeworkId),
            eq(homeworkFiles.userId, userId),
            inArray(homeworkFiles.fileId, fileIds),
          ),
        );
      return new Set(rows.map((r) => r.fileId));
    },
    async addFile(homeworkId: number, userId: number, fileId: number): Promise<void> {
      await db.insert(homeworkFiles).values({ homeworkId, userId, fileId }).onConflictDoNothing();
    },

    // ---- reviewers and the admin's submissions -------------------------------------
    /** The submissions a reviewer may review: waiting ('toEvaluate') or reviewed ('evaluated'). */
    async reviewList(
      f: {
        companyId: number;
        userId: number;
        hasRole: boolean;
        tab: ReviewTab;
        keyword?: string;
      },
      offset: number,
      limit: number,
    ): Promise<{ rows: SubmissionListRow[]; total: number }> {
      const where = and(
        eq(s.companyId, f.companyId),
        f.tab === 'toEvaluate'
          ? eq(s.status, 'submitted')
          : inArray(s.status, ['evaluated', 'returned']),
        reviewerOf(s.homeworkId, f.userId, f.hasRole),
        f.keyword ? ilike(h.title, containsPattern(f.keyword)) : undefined,
      );
      const order =
        f.tab === 'toEvaluate' ? [asc(s.submittedAt), asc(s.id)] : [desc(s.reviewedAt), desc(s.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select({ submission: s, homeworkTitle: h.title, fullScore: h.fullScore })
          .from(s)
          .innerJoin(h, eq(h.id, s.homeworkId))
          .where(where)
          .orderBy(...order)
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(s).innerJoin(h, eq(h.id, s.homeworkId)).where(where),
      ]);
      return {
        rows: rows.map((r) => ({
          ...r.submission,
          homeworkTitle: r.homeworkTitle,
          fullScore: r.fullScore,
        })),
        total: total?.n ?? 0,
      };
    },

    /** The submissions of one homework (drafts too, for the admin), by status. */
    async submissionsOf(
      homework: HomeworkRow,
      status: SubmissionStatus | undefined,
      offset: number,
      limit: number,
    ): Promise<{ rows: SubmissionListRow[]; total: number }> {
      const where = and(eq(s.homeworkId, homework.id), status ? eq(s.status, status) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(s)
          .where(where)
          .orderBy(desc(s.submittedAt), desc(s.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(s).where(where),
      ]);
      return {
        rows: rows.map((r) => ({
          ...r,
          homeworkTitle: homework.title,
          fullScore: homework.fullScore,
        })),
        total: total?.n ?? 0,
      };
    },

    async reviewsOf(submissionId: number): Promise<ReviewRow[]> {
      return db
        .select()
        .from(homeworkReviews)
        .where(eq(homeworkReviews.submissionId, submissionId))
        .orderBy(asc(homeworkReviews.id));
    },
    /**
     * Scores or returns a submission still waiting for a reviewer (one statement, so two
     * reviewers at once cannot both review it); undefined when it no longer waits.
     */
    async review(
      id: number,
      v: {
        status: 'evaluated' | 'returned';
        score: number | null;
        comment: string;
        reviewerId: number;
      },
    ): Promise<SubmissionRow | undefined> {
      const now = new Date();
      const [row] = await db
        .update(s)
        .set({ ...v, reviewedAt: now, updatedAt: now })
        .where(and(eq(s.id, id), eq(s.status, 'submitted')))
        .returning();
      return row;
    },
    async addReview(values: typeof homeworkReviews.$inferInsert): Promise<void> {
      await db.insert(homeworkReviews).values(values);
    },
  };
}
export type HomeworkRepository = ReturnType<typeof createHomeworkRepository>;
