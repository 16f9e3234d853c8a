import crypto from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { SurveyKind, SurveyStatus, TSurveyAnswers } from '@ascent/shared/survey';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../core/like.ts';
import { audienceQueries, type AudienceRow } from '../../core/audience.ts';
import type { LearnerScope } from '../user/learner-scope.ts';
import {
  surveyAnswers,
  surveyAudience,
  surveyDrafts,
  surveyPairs,
  surveyParticipants,
  surveyQuestions,
  surveyResponses,
  surveys,
} from './survey.schema.ts';
import { AUDIENCE_KINDS, surveyVisibleTo } from './survey-audience.ts';
import type { QuestionValues } from './survey.mapper.ts';

export type SurveyRow = typeof surveys.$inferSelect;
export type SurveyQuestionRow = typeof surveyQuestions.$inferSelect;
export type PairRow = { evaluatorId: number; targetId: number };
/** A survey with the learner's submission time (null when not submitted). */
export type LearnerSurveyRow = SurveyRow & { submittedAt: Date | null };
export type EvaluationTaskRow = SurveyRow & { targetId: number; submittedAt: Date | null };
export type ResponseRow = typeof surveyResponses.$inferSelect;

/** Target id of a questionnaire's or vote's rows in drafts and participants. */
export const NO_TARGET = 0;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface SurveyAdminFilter {
  companyId: number;
  kind?: SurveyKind;
  status?: SurveyStatus;
  keyword?: string;
}

/** Learner tabs: todo (not submitted, not over), done (submitted), all. */
export type LearnerTab = 'all' | 'todo' | 'done';

/** The only code that queries the survey tables. */
export function createSurveyRepository(db: DbOrTx) {
  const audience = audienceQueries(db, surveyAudience);
  const s = surveys;
  const p = surveyParticipants;

  async function questionsOf(surveyId: number): Promise<SurveyQuestionRow[]> {
    return db
      .select()
      .from(surveyQuestions)
      .where(eq(surveyQuestions.surveyId, surveyId))
      .orderBy(asc(surveyQuestions.sort), asc(surveyQuestions.id));
  }

  /** Not submitted and not over (open, not begun or waiting for a precondition). */
  const todoCondition = (now: Date): SQL =>
    and(isNull(p.userId), or(isNull(s.endAt), gt(s.endAt, now)))!;
  const tabCondition = (tab: LearnerTab, now: Date): SQL | undefined =>
    tab === 'todo' ? todoCondition(now) : tab === 'done' ? isNotNull(p.userId) : undefined;

  const targetCond = (column: AnyPgColumn, targetId?: number) =>
    targetId ? eq(column, targetId) : undefined;

  return {
    // ---- admin ------------------------------------------------------------------------
    async adminList(
      f: SurveyAdminFilter,
      offset: number,
      limit: number,
    ): Promise<{ rows: SurveyRow[]; total: number }> {
      const where = and(
        eq(s.companyId, f.companyId),
        f.kind ? eq(s.kind, f.kind) : undefined,
        f.status ? eq(s.status, f.status) : undefined,
        f.keyword ? ilike(s.title, containsPattern(f.keyword)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(s)
          .where(where)
          .orderBy(desc(s.updatedAt), desc(s.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(s).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Submissions per survey (one grouped query for a page). */
    async responseCounts(ids: number[]): Promise<Map<number, number>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: p.surveyId, n: count() })
        .from(p)
        .where(inArray(p.surveyId, ids))
        .groupBy(p.surveyId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },
    /** Evaluator-target pairs per survey (one grouped query for a page). */
    async pairCounts(ids: number[]): Promise<Map<number, number>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: surveyPairs.surveyId, n: count() })
        .from(surveyPairs)
        .where(inArray(surveyPairs.surveyId, ids))
        .groupBy(surveyPairs.surveyId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    async findInCompany(companyId: number, id: number): Promise<SurveyRow | undefined> {
      const [row] = await db
        .select()
        .from(s)
        .where(and(eq(s.companyId, companyId), eq(s.id, id)));
      return row;
    },
    async findManyInCompany(companyId: number, ids: number[]): Promise<SurveyRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(s)
        .where(and(eq(s.companyId, companyId), inArray(s.id, ids)));
    },
    /** Locks a survey's row for the rest of the transaction (saves of one survey queue up). */
    async lock(id: number): Promise<void> {
      await db.execute(sql`select 1 from ${s} where ${s.id} = ${id} for update`);
    },

    async insert(values: typeof surveys.$inferInsert): Promise<SurveyRow> {
      const [row] = await db.insert(s).values(values).returning();
      if (!row) throw new Error('insert surveys returned nothing');
      return row;
    },
    async update(id: number, values: Partial<typeof surveys.$inferInsert>): Promise<SurveyRow> {
      const [row] = await db
        .update(s)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(s.id, id))
        .returning();
      if (!row) throw new Error('update surveys returned nothing');
      return row;
    },
    async setStatus(ids: number[], status: SurveyStatus): Promise<void> {
      if (!ids.length) return;
      await db
        .update(s)
        .set({
          status,
          updatedAt: new Date(),
          ...(status === 'published'
            ? { publishedAt: sql`coalesce(${s.publishedAt}, now())` }
            : {}),
        })
        .where(inArray(s.id, ids));
    },
    async deleteMany(ids: number[]): Promise<void> {
      if (!ids.length) return;
      // Answers reference responses (cascade); responses, drafts, pairs... reference the survey.
      await db.delete(surveyAnswers).where(inArray(surveyAnswers.surveyId, ids));
      await db.delete(s).where(inArray(s.id, ids));
    },
    /** Other surveys naming these as their precondition lose it. */
    async dropPreconditionOn(ids: number[]): Promise<void> {
      if (!ids.length) return;
      await db
        .update(s)
        .set({ preconditionSurveyId: null })
        .where(inArray(s.preconditionSurveyId, ids));
    },

    questionsOf,
    /**
     * Writes the questions in order: given ids (of this survey) are updated, others deleted,
     * new ones inserted. Returns false when an id is not the survey's (a stale editor).
     */
    async replaceQuestions(surveyId: number, questions: QuestionValues[]): Promise<boolean> {
      const existing = new Set((await questionsOf(surveyId)).map((q) => q.id));
      const kept = questions.flatMap((q) => (q.id ? [q.id] : []));
      if (kept.some((id) => !existing.has(id)) || new Set(kept).size !== kept.length) return false;
      const gone = [...existing].filter((id) => !kept.includes(id));
      if (gone.length) await db.delete(surveyQuestions).where(inArray(surveyQuestions.id, gone));
      for (const [sort, q] of questions.entries()) {
        const { id, ...values } = q;
        if (id)
          await db
            .update(surveyQuestions)
            .set({ ...values, sort })
            .where(eq(surveyQuestions.id, id));
        else await db.insert(surveyQuestions).values({ ...values, surveyId, sort });
      }
      return true;
    },

    async audienceOf(surveyId: number): Promise<AudienceRow[]> {
      return audience.of(surveyId);
    },
    async replaceAudience(surveyId: number, rows: readonly AudienceRow[]): Promise<void> {
      await audience.replace(surveyId, rows);
    },

    async pairsOf(surveyId: number): Promise<(PairRow & { answered: boolean })[]> {
      const rows = await db
        .select({
          evaluatorId: surveyPairs.evaluatorId,
          targetId: surveyPairs.targetId,
          answeredBy: p.userId,
        })
        .from(surveyPairs)
        .leftJoin(
          p,
          and(
            eq(p.surveyId, surveyPairs.surveyId),
            eq(p.userId, surveyPairs.evaluatorId),
            eq(p.targetId, surveyPairs.targetId),
          ),
        )
        .where(eq(surveyPairs.surveyId, surveyId))
        .orderBy(asc(surveyPairs.targetId), asc(surveyPairs.evaluatorId));
      return rows.map((r) => ({
        evaluatorId: r.evaluatorId,
        targetId: r.targetId,
        answered: r.answeredBy !== null,
      }));
    },
    async replacePairs(surveyId: number, pairs: PairRow[]): Promise<void> {
      await db.delete(surveyPairs).where(eq(surveyPairs.surveyId, surveyId));
      for (let i = 0; i < pairs.length; i += 1000)
        await db
          .insert(surveyPairs)
          .values(pairs.slice(i, i + 1000).map((r) => ({ surveyId, ...r })));
    },
    /** The (evaluator, target) pairs that have been submitted. */
    async submittedPairs(surveyId: number): Promise<PairRow[]> {
      return db
        .select({ evaluatorId: p.userId, targetId: p.targetId })
        .from(p)
        .where(eq(p.surveyId, surveyId));
    },
    async hasResponses(surveyId: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(p)
        .where(eq(p.surveyId, surveyId))
        .limit(1);
      return !!row;
    },

    // ---- results ----------------------------------------------------------------------
    async responseCount(surveyId: number, targetId?: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(surveyResponses)
        .where(
          and(
            eq(surveyResponses.surveyId, surveyId),
            targetCond(surveyResponses.targetId, targetId),
          ),
        );
      return row?.n ?? 0;
    },
    async pairCount(surveyId: number, targetId?: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(surveyPairs)
        .where(
          and(
            eq(surveyPairs.surveyId, surveyId),
            targetId ? eq(surveyPairs.targetId, targetId) : undefined,
          ),
        );
      return row?.n ?? 0;
    },
    /** How many answered each question. */
    async answeredCounts(surveyId: number, targetId?: number): Promise<Map<number, number>> {
      const a = surveyAnswers;
      const rows = await db
        .select({ q: a.questionId, n: count() })
        .from(a)
        .where(and(eq(a.surveyId, surveyId), targetCond(a.targetId, targetId)))
        .groupBy(a.questionId);
      return new Map(rows.map((r) => [r.q, r.n]));
    },
    /** How often each option of each choice question was chosen. */
    async choiceTallies(
      surveyId: number,
      targetId?: number,
    ): Promise<{ q: number; key: string; n: number }[]> {
      const target = targetId ? sql`and a.target_id = ${targetId}` : sql``;
      const result = await db.execute(sql`
        select a.question_id as q, k.key as key, count(*)::int as n
        from ${surveyAnswers} a cross join lateral unnest(a.choices) as k(key)
        where a.survey_id = ${surveyId} and a.choices is not null ${target}
        group by a.question_id, k.key`);
      return rowsOf<{ q: number; key: string; n: number }>(result).map((r) => ({
        q: Number(r.q),
        key: r.key,
        n: Number(r.n),
      }));
    },
    /** How often each score of each rating question was given. */
    async ratingTallies(
      surveyId: number,
      targetId?: number,
    ): Promise<{ q: number; score: number; n: number }[]> {
      const a = surveyAnswers;
      const rows = await db
        .select({ q: a.questionId, score: a.rating, n: count() })
        .from(a)
        .where(and(eq(a.surveyId, surveyId), isNotNull(a.rating), targetCond(a.targetId, targetId)))
        .groupBy(a.questionId, a.rating);
      return rows.map((r) => ({ q: r.q, score: r.score ?? 0, n: r.n }));
    },
    /**
     * One text question's answers, a page: newest first in a named survey; in an anonymous one
     * by the responses' random ids (no order of arrival, no person, no time).
     */
    async texts(
      surveyId: number,
      questionId: number,
      targets: { targetId?: number; only?: number[] },
      anonymous: boolean,
      offset: number,
      limit: number,
    ): Promise<{
      rows: {
        text: string;
        userId: number | null;
        targetId: number | null;
        submittedAt: Date | null;
      }[];
      total: number;
    }> {
      const a = surveyAnswers;
      const r = surveyResponses;
      const where = and(
        eq(a.surveyId, surveyId),
        eq(a.questionId, questionId),
        isNotNull(a.text),
        targetCond(a.targetId, targets.targetId),
        targets.only ? inArray(a.targetId, targets.only.length ? targets.only : [0]) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            text: a.text,
            userId: r.userId,
            targetId: r.targetId,
            submittedAt: r.submittedAt,
          })
          .from(a)
          .innerJoin(r, eq(r.id, a.responseId))
          .where(where)
          .orderBy(...(anonymous ? [asc(a.responseId)] : [desc(r.submittedAt), asc(a.responseId)]))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(a).where(where),
      ]);
      return {
        rows: rows.map((x) => ({
          text: x.text ?? '',
          userId: anonymous ? null : x.userId,
          targetId: x.targetId,
          submittedAt: anonymous ? null : x.submittedAt,
        })),
        total: total?.n ?? 0,
      };
    },
    /** The targets of an evaluation with at least `min` submissions. */
    async targetsWithAtLeast(surveyId: number, min: number): Promise<number[]> {
      const rows = await db
        .select({ t: p.targetId })
        .from(p)
        .where(eq(p.surveyId, surveyId))
        .groupBy(p.targetId)
        .having(sql`count(*) >= ${min}`);
      return rows.map((r) => r.t);
    },
    /** An evaluation's targets: how many evaluate each and how many have answered. */
    async targetCounts(
      surveyId: number,
    ): Promise<{ targetId: number; evaluators: number; answered: number }[]> {
      const [pairs, answered] = await Promise.all([
        db
          .select({ t: surveyPairs.targetId, n: count() })
          .from(surveyPairs)
          .where(eq(surveyPairs.surveyId, surveyId))
          .groupBy(surveyPairs.targetId)
          .orderBy(asc(surveyPairs.targetId)),
        db
          .select({ t: p.targetId, n: count() })
          .from(p)
          .where(eq(p.surveyId, surveyId))
          .groupBy(p.targetId),
      ]);
      const done = new Map(answered.map((r) => [r.t, r.n]));
      return pairs.map((r) => ({ targetId: r.t, evaluators: r.n, answered: done.get(r.t) ?? 0 }));
    },
    /** Responses for the export (anonymous: in random-id order, without person or time). */
    async responsesFor(
      surveyId: number,
      targets: { targetId?: number; only?: number[] },
      limit: number,
    ): Promise<ResponseRow[]> {
      const r = surveyResponses;
      return db
        .select()
        .from(r)
        .where(
          and(
            eq(r.surveyId, surveyId),
            targets.targetId ? eq(r.targetId, targets.targetId) : undefined,
            targets.only
              ? inArray(r.targetId, targets.only.length ? targets.only : [0])
              : undefined,
          ),
        )
        .orderBy(asc(r.targetId), asc(r.submittedAt), asc(r.id))
        .limit(limit);
    },

    // ---- learner ----------------------------------------------------------------------
    /** Questionnaires and votes the learner may answer, with their submission, newest first. */
    async learnerList(
      scope: LearnerScope,
      f: { kind?: SurveyKind; tab: LearnerTab },
      now: Date,
      offset: number,
      limit: number,
    ): Promise<{ rows: LearnerSurveyRow[]; total: number }> {
      const join = and(eq(p.surveyId, s.id), eq(p.userId, scope.userId), eq(p.targetId, NO_TARGET));
      const where = and(
        surveyVisibleTo(scope),
        f.kind ? eq(s.kind, f.kind) : undefined,
        tabCondition(f.tab, now),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ survey: s, submittedAt: p.submittedAt })
          .from(s)
          .leftJoin(p, join)
          .where(where)
          .orderBy(desc(s.publishedAt), desc(s.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(s).leftJoin(p, join).where(where),
      ]);
      return {
        rows: rows.map((r) => ({ ...r.survey, submittedAt: r.submittedAt })),
        total: total?.n ?? 0,
      };
    },
    /**
     * A questionnaire or vote of the learner's company, with whether its own audience rule lets
     * the learner answer it (the access module adds a programme's grant). Evaluations go to
     * their evaluators only: never found here.
     */
    async findForLearner(
      scope: LearnerScope,
      id: number,
    ): Promise<(SurveyRow & { visible: boolean; published: boolean }) | undefined> {
      const [row] = await db
        .select({ survey: s, visible: sql<boolean>`(${surveyVisibleTo(scope)})` })
        .from(s)
        .where(
          and(eq(s.id, id), eq(s.companyId, scope.companyId), inArray(s.kind, [...AUDIENCE_KINDS])),
        );
      return row
        ? { ...row.survey, visible: !!row.visible, published: row.survey.status === 'published' }
        : undefined;
    },
    /** Those of `ids` the learner may answer by the survey's own rule (published, audience). */
    async visibleIds(scope: LearnerScope, ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: s.id })
        .from(s)
        .where(and(inArray(s.id, ids), surveyVisibleTo(scope)));
      return new Set(rows.map((r) => r.id));
    },
    /** A published evaluation of the company in which the user evaluates the target. */
    async findEvaluation(
      companyId: number,
      surveyId: number,
      evaluatorId: number,
      targetId: number,
    ): Promise<SurveyRow | undefined> {
      const [row] = await db
        .select({ survey: s })
        .from(s)
        .innerJoin(
          surveyPairs,
          and(
            eq(surveyPairs.surveyId, s.id),
            eq(surveyPairs.evaluatorId, evaluatorId),
            eq(surveyPairs.targetId, targetId),
          ),
        )
        .where(
          and(
            eq(s.id, surveyId),
            eq(s.companyId, companyId),
            eq(s.kind, 'evaluation'),
            eq(s.status, 'published'),
          ),
        );
      return row?.survey;
    },
    /** The evaluator's tasks (one per target of each published evaluation). */
    async evaluationList(
      companyId: number,
      userId: number,
      tab: 'todo' | 'done',
      now: Date,
      offset: number,
      limit: number,
    ): Promise<{ rows: EvaluationTaskRow[]; total: number }> {
      const join = and(
        eq(p.surveyId, surveyPairs.surveyId),
        eq(p.userId, surveyPairs.evaluatorId),
        eq(p.targetId, surveyPairs.targetId),
      );
      const where = and(
        eq(surveyPairs.evaluatorId, userId),
        eq(s.companyId, companyId),
        eq(s.status, 'published'),
        eq(s.kind, 'evaluation'),
        tabCondition(tab, now),
      );
      const base = () =>
        db
          .select({ survey: s, targetId: surveyPairs.targetId, submittedAt: p.submittedAt })
          .from(surveyPairs)
          .innerJoin(s, eq(s.id, surveyPairs.surveyId))
          .leftJoin(p, join);
      const [rows, [total]] = await Promise.all([
        base()
          .where(where)
          .orderBy(desc(s.publishedAt), desc(s.id), asc(surveyPairs.targetId))
          .offset(offset)
          .limit(limit),
        db
          .select({ n: count() })
          .from(surveyPairs)
          .innerJoin(s, eq(s.id, surveyPairs.surveyId))
          .leftJoin(p, join)
          .where(where),
      ]);
      return {
        rows: rows.map((r) => ({ ...r.survey, targetId: r.targetId, submittedAt: r.submittedAt })),
        total: total?.n ?? 0,
      };
    },

    async submittedAt(surveyId: number, userId: number, targetId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: p.submittedAt })
        .from(p)
        .where(and(eq(p.surveyId, surveyId), eq(p.userId, userId), eq(p.targetId, targetId)));
      return row?.at ?? null;
    },
    /** Which of these surveys the user has submitted (as a questionnaire, or for any target). */
    async submittedSurveys(userId: number, surveyIds: number[]): Promise<Set<number>> {
      if (!surveyIds.length) return new Set();
      const rows = await db
        .selectDistinct({ id: p.surveyId })
        .from(p)
        .where(and(eq(p.userId, userId), inArray(p.surveyId, surveyIds)));
      return new Set(rows.map((r) => r.id));
    },

    async draftOf(surveyId: number, userId: number, targetId: number) {
      const [row] = await db
        .select({ answers: surveyDrafts.answers, savedAt: surveyDrafts.savedAt })
        .from(surveyDrafts)
        .where(
          and(
            eq(surveyDrafts.surveyId, surveyId),
            eq(surveyDrafts.userId, userId),
            eq(surveyDrafts.targetId, targetId),
          ),
        );
      return row ?? null;
    },
    async saveDraft(
      surveyId: number,
      userId: number,
      targetId: number,
      answers: TSurveyAnswers,
    ): Promise<Date> {
      const savedAt = new Date();
      await db
        .insert(surveyDrafts)
        .values({ surveyId, userId, targetId, answers, savedAt })
        .onConflictDoUpdate({
          target: [surveyDrafts.surveyId, surveyDrafts.userId, surveyDrafts.targetId],
          set: { answers, savedAt },
        });
      return savedAt;
    },
    async deleteDraft(surveyId: number, userId: number, targetId: number): Promise<void> {
      await db
        .delete(surveyDrafts)
        .where(
          and(
            eq(surveyDrafts.surveyId, surveyId),
            eq(surveyDrafts.userId, userId),
            eq(surveyDrafts.targetId, targetId),
          ),
        );
    },

    /** Records the submission; false when the person had already submitted (the key says so). */
    async addParticipant(
      surveyId: number,
      userId: number,
      targetId: number,
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .insert(p)
        .values({ surveyId, userId, targetId, submittedAt: at })
        .onConflictDoNothing()
        .returning({ userId: p.userId });
      return rows.length === 1;
    },
    /**
     * Stores one response and its answers per question. `userId` and `submittedAt` are null in
     * an anonymous survey.
     */
    async insertResponse(values: {
      surveyId: number;
      userId: number | null;
      targetId: number | null;
      submittedAt: Date | null;
      answers: TSurveyAnswers;
    }): Promise<void> {
      const id = crypto.randomUUID();
      await db.insert(surveyResponses).values({ id, ...values });
      const rows = Object.entries(values.answers).map(([questionId, a]) => ({
        responseId: id,
        surveyId: values.surveyId,
        questionId: Number(questionId),
        targetId: values.targetId,
        choices: a.keys ?? null,
        text: a.text ?? null,
        rating: a.rating ?? null,
      }));
      if (rows.length) await db.insert(surveyAnswers).values(rows);
    },
    /** The user's own response in a named survey. */
    async ownResponse(
      surveyId: number,
      userId: number,
      targetId: number | null,
    ): Promise<TSurveyAnswers | null> {
      const r = surveyResponses;
      const [row] = await db
        .select({ answers: r.answers })
        .from(r)
        .where(
          and(
            eq(r.surveyId, surveyId),
            eq(r.userId, userId),
            targetId ? eq(r.targetId, targetId) : isNull(r.targetId),
          ),
        );
      return row?.answers ?? null;
    },
  };
}
export type SurveyRepository = ReturnType<typeof createSurveyRepository>;
