import type { TPage } from '@ascent/shared/admin';
import { messageRef, translateRef } from '@ascent/shared/errors';
import type { Locale } from '@ascent/shared/i18n';
import {
  checkAnswers,
  normalizeAnswers,
  questionRule,
  type MyEvaluationRow,
  type MySurveyRow,
  type SurveyDetail,
  type SurveyDraftSaved,
  type SurveyKind,
  type SurveyPerson,
  type SurveyQuestion,
  type SurveyResults,
  type SurveyState,
  type TSurveyDetailQuery,
  type TSurveyDraft,
} from '@ascent/shared/survey';
import type { z } from 'zod';
import type { ZMyEvaluationList, ZMySurveyList } from '@ascent/shared/survey';
import type { Actor } from '../../core/context.ts';
import type { Db } from '../../db/client.ts';
import type { ItemEvents } from '../../core/learning-items.ts';
import { submissionsOf } from './survey.items.ts';
import { AppError, fail } from '../../core/errors.ts';
import { RET } from '@ascent/shared/errors';
import type { Access } from '../../core/access.ts';
import { createSurveyRepository, NO_TARGET, type SurveyRow } from './survey.repository.ts';
import { iso, resultsVisibilityOf, toQuestions, unknownPerson } from './survey.mapper.ts';
import { tallySurvey } from './survey-results.ts';
import type { PeopleDirectory } from '../user/people-directory.ts';

/** What surveys ask the people directory (evaluation targets, respondents of named surveys). */
export type SurveyPeople = Pick<PeopleDirectory, 'cards' | 'departmentNames'>;

/** People as surveys show them: the name (the account when empty), account and department. */
export async function surveyPeopleOf(
  people: SurveyPeople,
  companyId: number,
  ids: readonly number[],
): Promise<Map<number, SurveyPerson>> {
  const cards = await people.cards(companyId, ids);
  return new Map(
    [...cards.values()].map((c) => [
      c.userId,
      {
        id: c.userId,
        name: c.realName || c.account,
        account: c.account,
        departmentName: c.departmentName,
      },
    ]),
  );
}

/** What a survey's course precondition needs from the course and learning modules. */
export interface SurveyCourses {
  titles(companyId: number, ids: number[]): Promise<Map<number, string>>;
  /** Those of `ids` the user has completed. */
  completed(userId: number, ids: number[]): Promise<Set<number>>;
}

export interface SurveyDeps {
  db: Db;
  /** The learner's scope and the survey's visibility (audience, else a programme's grant). */
  access: Access;
  people: SurveyPeople;
  courses: SurveyCourses;
  /** Issue 6: 'survey completed' at the learner's first submission. */
  events?: ItemEvents;
  /** The clock (tests move it); the server's time by default. */
  now?: () => Date;
}

/** The survey the learner asked for and, for an evaluation, whom it is about. */
interface Resolved {
  survey: SurveyRow;
  targetId: number;
}

/**
 * The learner's side (spec s.2 /questionnaire/investigation, /questionnaire/detail,
 * /mine/evaluate, /mine/evaluate/detail): lists, a survey with its state, drafts, submission.
 */
export function createSurveyService(deps: SurveyDeps) {
  const repo = createSurveyRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  /**
   * The survey if the learner may answer it: a questionnaire or vote visible to them, or an
   * evaluation naming them as the target's evaluator. Anything else does not exist for them.
   */
  async function resolve(actor: Actor, q: TSurveyDetailQuery): Promise<Resolved> {
    if (q.targetId) {
      const survey = await repo.findEvaluation(
        actor.companyId,
        q.surveyId,
        actor.userId,
        q.targetId,
      );
      if (!survey) throw fail('survey.notExist');
      return { survey, targetId: q.targetId };
    }
    const scope = await deps.access.learner(actor);
    const survey = await deps.access.requireVisible(
      deps.db,
      scope,
      'survey',
      await repo.findForLearner(scope, q.surveyId),
      { notFound: 'survey.notExist' },
    );
    return { survey, targetId: NO_TARGET };
  }

  /**
   * The unmet precondition of each survey (a catalogue ref naming what to do first), or
   * nothing when met: a few queries for a whole page.
   */
  async function unmetPreconditions(actor: Actor, rows: SurveyRow[]): Promise<Map<number, string>> {
    const surveyIds = [
      ...new Set(rows.flatMap((r) => (r.preconditionSurveyId ? [r.preconditionSurveyId] : []))),
    ];
    const courseIds = [
      ...new Set(rows.flatMap((r) => (r.preconditionCourseId ? [r.preconditionCourseId] : []))),
    ];
    if (!surveyIds.length && !courseIds.length) return new Map();
    const [submitted, completed] = await Promise.all([
      repo.submittedSurveys(actor.userId, surveyIds),
      deps.courses.completed(actor.userId, courseIds),
    ]);
    const missingSurveys = surveyIds.filter((id) => !submitted.has(id));
    const missingCourses = courseIds.filter((id) => !completed.has(id));
    const [surveyTitles, courseTitles] = await Promise.all([
      repo.findManyInCompany(actor.companyId, missingSurveys),
      deps.courses.titles(actor.companyId, missingCourses),
    ]);
    const titleOf = new Map(surveyTitles.map((r) => [r.id, r.title]));
    const out = new Map<number, string>();
    for (const r of rows) {
      if (r.preconditionSurveyId && !submitted.has(r.preconditionSurveyId))
        out.set(
          r.id,
          messageRef('survey.preconditionSurvey', {
            title: titleOf.get(r.preconditionSurveyId) ?? `#${r.preconditionSurveyId}`,
          }),
        );
      else if (r.preconditionCourseId && !completed.has(r.preconditionCourseId))
        out.set(
          r.id,
          messageRef('survey.preconditionCourse', {
            title: courseTitles.get(r.preconditionCourseId) ?? `#${r.preconditionCourseId}`,
          }),
        );
    }
    return out;
  }

  /** Spec s.8 order: submitted, not begun, overdue, precondition unmet, else open. */
  function stateOf(
    r: SurveyRow,
    submittedAt: Date | null,
    unmet: string | undefined,
    at: Date,
  ): SurveyState {
    if (submittedAt) return 'submitted';
    if (r.startAt && at < r.startAt) return 'not_begun';
    if (r.endAt && at > r.endAt) return 'overdue';
    if (unmet) return 'precondition';
    return 'open';
  }

  /** The refusal of a state as a catalogue ref (null when the learner may answer). */
  function refusalOf(state: SurveyState, unmet: string | undefined): string | null {
    if (state === 'not_begun') return 'survey.notBegun';
    if (state === 'overdue') return 'survey.overdue';
    if (state === 'precondition') return unmet ?? null;
    if (state === 'submitted') return 'survey.alreadySubmitted';
    return null;
  }

  /** Whether those who answered see the tallies now (never for evaluations). */
  function showsResults(r: SurveyRow, state: SurveyState, at: Date): boolean {
    if (r.kind === 'evaluation' || state !== 'submitted') return false;
    const when = resultsVisibilityOf(r);
    return when === 'after_submit' || (when === 'after_end' && !!r.endAt && at > r.endAt);
  }

  /** Tallies for learners: choice and rating questions only (written answers stay private). */
  async function learnerResults(r: SurveyRow, questions: SurveyQuestion[]): Promise<SurveyResults> {
    const shown = questions.filter((q) => q.type !== 'text');
    return tallySurvey(repo, r, shown, { withhold: false });
  }

  async function personOf(companyId: number, id: number): Promise<SurveyPerson> {
    return (await surveyPeopleOf(deps.people, companyId, [id])).get(id) ?? unknownPerson(id);
  }

  async function detail(
    actor: Actor,
    q: TSurveyDetailQuery,
    locale: Locale,
  ): Promise<SurveyDetail> {
    const { survey, targetId } = await resolve(actor, q);
    const at = now();
    const [rows, submittedAt, unmet, target] = await Promise.all([
      repo.questionsOf(survey.id),
      repo.submittedAt(survey.id, actor.userId, targetId),
      unmetPreconditions(actor, [survey]),
      targetId ? personOf(actor.companyId, targetId) : Promise.resolve(null),
    ]);
    const questions = toQuestions(rows);
    const state = stateOf(survey, submittedAt, unmet.get(survey.id), at);
    const refusal = state === 'submitted' ? null : refusalOf(state, unmet.get(survey.id));
    const [draft, submission, results] = await Promise.all([
      state === 'submitted' ? null : repo.draftOf(survey.id, actor.userId, targetId),
      state === 'submitted' && !survey.anonymous
        ? repo.ownResponse(survey.id, actor.userId, targetId || null)
        : null,
      showsResults(survey, state, at) ? learnerResults(survey, questions) : null,
    ]);
    return {
      id: survey.id,
      kind: survey.kind as SurveyKind,
      title: survey.title,
      intro: survey.intro,
      startAt: iso(survey.startAt),
      endAt: iso(survey.endAt),
      anonymous: survey.anonymous,
      resultsVisibility: resultsVisibilityOf(survey),
      state,
      refusal: refusal ? translateRef(refusal, locale) : null,
      target,
      questions,
      draft: draft ? { answers: draft.answers, savedAt: draft.savedAt.toISOString() } : null,
      submittedAt: iso(submittedAt),
      submission,
      results,
    };
  }

  /** Refuses unless the learner may answer now; returns the questions' rules. */
  async function requireOpen(actor: Actor, r: Resolved) {
    const [rows, submittedAt, unmet] = await Promise.all([
      repo.questionsOf(r.survey.id),
      repo.submittedAt(r.survey.id, actor.userId, r.targetId),
      unmetPreconditions(actor, [r.survey]),
    ]);
    const state = stateOf(r.survey, submittedAt, unmet.get(r.survey.id), now());
    const refusal = refusalOf(state, unmet.get(r.survey.id));
    if (refusal) throw new AppError(RET.FAIL, refusal, undefined, { state });
    return toQuestions(rows).map(questionRule);
  }

  /** The answers' first problem as a refusal naming the question. */
  function refuseIssue(issue: { questionId: number; ref: string } | null): void {
    if (issue) throw new AppError(RET.FAIL, issue.ref, undefined, { questionId: issue.questionId });
  }

  return {
    detail,

    async list(actor: Actor, q: z.output<typeof ZMySurveyList>): Promise<TPage<MySurveyRow>> {
      const scope = await deps.access.learner(actor);
      const at = now();
      const { rows, total } = await repo.learnerList(
        scope,
        { kind: q.kind, tab: q.tab },
        at,
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const unmet = await unmetPreconditions(actor, rows);
      return {
        list: rows.map((r) => ({
          id: r.id,
          kind: r.kind as SurveyKind,
          title: r.title,
          startAt: iso(r.startAt),
          endAt: iso(r.endAt),
          anonymous: r.anonymous,
          questionCount: r.questionCount,
          state: stateOf(r, r.submittedAt, unmet.get(r.id), at),
          submittedAt: iso(r.submittedAt),
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async evaluations(
      actor: Actor,
      q: z.output<typeof ZMyEvaluationList>,
    ): Promise<TPage<MyEvaluationRow>> {
      const at = now();
      const { rows, total } = await repo.evaluationList(
        actor.companyId,
        actor.userId,
        q.tab,
        at,
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const [unmet, people] = await Promise.all([
        unmetPreconditions(actor, rows),
        surveyPeopleOf(deps.people, actor.companyId, [...new Set(rows.map((r) => r.targetId))]),
      ]);
      return {
        list: rows.map((r) => ({
          surveyId: r.id,
          title: r.title,
          target: people.get(r.targetId) ?? unknownPerson(r.targetId),
          startAt: iso(r.startAt),
          endAt: iso(r.endAt),
          anonymous: r.anonymous,
          state: stateOf(r, r.submittedAt, unmet.get(r.id), at),
          submittedAt: iso(r.submittedAt),
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** Keeps what is answered so far; only what is given must fit. */
    async saveDraft(actor: Actor, input: TSurveyDraft): Promise<SurveyDraftSaved> {
      const r = await resolve(actor, input);
      const rules = await requireOpen(actor, r);
      refuseIssue(checkAnswers(rules, input.answers, false));
      const savedAt = await repo.saveDraft(
        r.survey.id,
        actor.userId,
        r.targetId,
        normalizeAnswers(rules, input.answers),
      );
      return { savedAt: savedAt.toISOString() };
    },

    /**
     * Submits once per person (per target for an evaluation): the participant row's key is the
     * rule, so two submissions at once cannot both land. An anonymous survey's response keeps
     * neither the person nor the time.
     */
    async submit(actor: Actor, input: TSurveyDraft, locale: Locale): Promise<SurveyDetail> {
      const r = await resolve(actor, input);
      const rules = await requireOpen(actor, r);
      refuseIssue(checkAnswers(rules, input.answers, true));
      const answers = normalizeAnswers(rules, input.answers);
      const at = now();
      await deps.db.transaction(async (tx) => {
        const t = createSurveyRepository(tx);
        if (!(await t.addParticipant(r.survey.id, actor.userId, r.targetId, at)))
          throw fail('survey.alreadySubmitted');
        await t.insertResponse({
          surveyId: r.survey.id,
          userId: r.survey.anonymous ? null : actor.userId,
          targetId: r.targetId || null,
          submittedAt: r.survey.anonymous ? null : at,
          answers,
        });
        await t.deleteDraft(r.survey.id, actor.userId, r.targetId);
        // An evaluation is submitted per target: the item is completed at the first one.
        if (deps.events && (await submissionsOf(tx, r.survey.id, actor.userId)) === 1)
          await deps.events.emit(tx, {
            companyId: actor.companyId,
            userId: actor.userId,
            kind: 'survey',
            itemId: r.survey.id,
            outcome: 'completed',
            score: null,
            at,
          });
      });
      return detail(actor, { surveyId: r.survey.id, targetId: input.targetId }, locale);
    },
  };
}
export type SurveyService = ReturnType<typeof createSurveyService>;
