import type { TPage } from '@ascent/shared/admin';
import type { Locale } from '@ascent/shared/i18n';
import type {
  SurveyAdminDetail,
  SurveyAdminResults,
  SurveyAdminRow,
  SurveyKind,
  SurveyPerson,
  SurveyStatus,
  SurveyTextAnswer,
  TSurveyResultsQuery,
  TSurveySaveParsed,
} from '@ascent/shared/survey';
import { SURVEY_LIMITS } from '@ascent/shared/survey';
import type { z } from 'zod';
import type { ZSurveyAdminList, ZSurveyTextsQuery } from '@ascent/shared/survey';
import type { Actor } from '../../core/context.ts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import { requireAll } from '../../core/batch.ts';
import { changePublication } from '../../core/publishing.ts';
import { sanitizeRichText } from '../../core/rich-text.ts';
import type { AudienceRow } from '../../core/audience.ts';
import { audienceOfRows, checkedAudienceRows } from '../user/audience-rows.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import {
  createSurveyRepository,
  type PairRow,
  type SurveyRepository,
  type SurveyRow,
} from './survey.repository.ts';
import {
  iso,
  questionShape,
  resultsVisibilityOf,
  surveyLogEntry,
  timeStateOf,
  toAdminRow,
  toQuestionValues,
  toQuestions,
  unknownPerson,
} from './survey.mapper.ts';
import { tallySurvey, tooFewForAnonymity } from './survey-results.ts';
import { buildSurveyWorkbook } from './survey-xlsx.ts';
import { surveyPeopleOf, type SurveyCourses, type SurveyPeople } from './survey.service.ts';

export interface SurveyAdminDeps {
  db: Db;
  record: ChangeRecorder;
  people: SurveyPeople;
  courses: SurveyCourses;
  now?: () => Date;
}

/** How deep a chain of survey preconditions is followed when looking for a cycle. */
const PRECONDITION_DEPTH = 50;

/**
 * The admin's side (/api/manage/survey/*): authoring questionnaires, votes and evaluations,
 * publishing, results with tallies, text answers and the xlsx export. Every call is limited to
 * the caller's company; another company's survey does not exist.
 */
export function createSurveyAdminService(deps: SurveyAdminDeps) {
  const repo = createSurveyRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  async function requireSurvey(
    actor: Actor,
    id: number,
    r: SurveyRepository = repo,
  ): Promise<SurveyRow> {
    const row = await r.findInCompany(actor.companyId, id);
    if (!row) throw fail('survey.notExist');
    return row;
  }

  /** Audience rows of a questionnaire or vote, checked against the company. */
  async function audienceRows(actor: Actor, input: TSurveySaveParsed): Promise<AudienceRow[]> {
    if (input.kind === 'evaluation' || input.visibility === 'all') return [];
    return checkedAudienceRows(
      input.audience,
      async (departmentIds, userIds) => {
        const [departments, people] = await Promise.all([
          deps.people.departmentNames(actor.companyId, departmentIds),
          surveyPeopleOf(deps.people, actor.companyId, userIds),
        ]);
        return [departments.size, people.size];
      },
      { required: 'survey.audienceRequired', notFound: 'survey.audienceNotFound' },
    );
  }

  /** An evaluation's pairs, without repeats, every person of the company. */
  async function pairRows(actor: Actor, input: TSurveySaveParsed): Promise<PairRow[]> {
    if (input.kind !== 'evaluation') return [];
    const seen = new Set<string>();
    const pairs = input.pairs.filter((p) => {
      const k = `${p.evaluatorId}:${p.targetId}`;
      return seen.has(k) ? false : (seen.add(k), true);
    });
    const ids = [...new Set(pairs.flatMap((p) => [p.evaluatorId, p.targetId]))];
    if ((await surveyPeopleOf(deps.people, actor.companyId, ids)).size !== ids.length)
      throw fail('survey.peopleNotFound');
    return pairs;
  }

  /** The precondition exists in the company and does not lead back to this survey. */
  async function checkPrecondition(actor: Actor, input: TSurveySaveParsed): Promise<void> {
    if (input.preconditionCourseId) {
      const titles = await deps.courses.titles(actor.companyId, [input.preconditionCourseId]);
      if (!titles.has(input.preconditionCourseId)) throw fail('survey.preconditionInvalid');
    }
    let next = input.preconditionSurveyId;
    for (let depth = 0; next && depth < PRECONDITION_DEPTH; depth += 1) {
      if (next === input.id) throw fail('survey.preconditionInvalid');
      const row = await repo.findInCompany(actor.companyId, next);
      if (!row) throw fail('survey.preconditionInvalid');
      next = row.preconditionSurveyId;
    }
  }

  async function peopleMap(
    actor: Actor,
    ids: Iterable<number>,
  ): Promise<Map<number, SurveyPerson>> {
    return surveyPeopleOf(deps.people, actor.companyId, [...new Set(ids)]);
  }

  async function adminDetail(actor: Actor, id: number): Promise<SurveyAdminDetail> {
    const row = await requireSurvey(actor, id);
    const [questions, audienceRowsOf, pairs, responses] = await Promise.all([
      repo.questionsOf(id),
      repo.audienceOf(id),
      row.kind === 'evaluation' ? repo.pairsOf(id) : Promise.resolve([]),
      repo.responseCounts([id]),
    ]);
    const audience = audienceOfRows(audienceRowsOf);
    const [departments, people, preSurvey, courseTitles] = await Promise.all([
      deps.people.departmentNames(actor.companyId, audience.departmentIds),
      peopleMap(actor, [...audience.userIds, ...pairs.flatMap((p) => [p.evaluatorId, p.targetId])]),
      row.preconditionSurveyId
        ? repo.findInCompany(actor.companyId, row.preconditionSurveyId)
        : undefined,
      deps.courses.titles(
        actor.companyId,
        row.preconditionCourseId ? [row.preconditionCourseId] : [],
      ),
    ]);
    const person = (pid: number) => people.get(pid) ?? unknownPerson(pid);
    return {
      id: row.id,
      kind: row.kind as SurveyKind,
      title: row.title,
      intro: row.intro,
      status: row.status as SurveyStatus,
      timeState: timeStateOf(row, now()),
      startAt: iso(row.startAt),
      endAt: iso(row.endAt),
      anonymous: row.anonymous,
      resultsVisibility: resultsVisibilityOf(row),
      preconditionSurveyId: row.preconditionSurveyId,
      preconditionSurveyTitle: preSurvey?.title ?? '',
      preconditionCourseId: row.preconditionCourseId,
      preconditionCourseTitle: row.preconditionCourseId
        ? (courseTitles.get(row.preconditionCourseId) ?? '')
        : '',
      visibility: row.visibility === 'limited' ? 'limited' : 'all',
      audience,
      audienceNames: {
        departments: audience.departmentIds.map((d) => ({
          id: d,
          name: departments.get(d) ?? `#${d}`,
        })),
        users: audience.userIds.map((u) => ({ id: u, name: person(u).name })),
      },
      questions: toQuestions(questions),
      pairs: pairs.map((p) => ({
        evaluator: person(p.evaluatorId),
        target: person(p.targetId),
        answered: row.anonymous ? null : p.answered,
      })),
      responseCount: responses.get(id) ?? 0,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** The survey's results for the admin (one target's when given; evaluations list targets). */
  async function resultsOf(
    actor: Actor,
    q: TSurveyResultsQuery,
  ): Promise<{ survey: SurveyRow; results: SurveyAdminResults }> {
    const survey = await requireSurvey(actor, q.id);
    if (
      q.targetId &&
      (survey.kind !== 'evaluation' || !(await repo.pairCount(survey.id, q.targetId)))
    )
      throw fail('survey.targetNotFound');
    const questions = toQuestions(await repo.questionsOf(survey.id));
    const [tally, targetRows] = await Promise.all([
      tallySurvey(repo, survey, questions, { targetId: q.targetId, withhold: true }),
      survey.kind === 'evaluation' && !q.targetId
        ? repo.targetCounts(survey.id)
        : Promise.resolve([]),
    ]);
    const people = await peopleMap(actor, [
      ...targetRows.map((t) => t.targetId),
      ...(q.targetId ? [q.targetId] : []),
    ]);
    const person = (pid: number) => people.get(pid) ?? unknownPerson(pid);
    return {
      survey,
      results: {
        ...tally,
        targets: targetRows.map((t) => ({
          ...person(t.targetId),
          evaluators: t.evaluators,
          answered: t.answered,
        })),
        target: q.targetId ? person(q.targetId) : null,
      },
    };
  }

  /**
   * Whose answers may be listed one by one (texts, the export's rows): everything in a named
   * survey; in an anonymous one only groups of at least SURVEY_LIMITS.anonymousGroup responses
   * (the survey, or each target of an evaluation). Null: nothing may be listed.
   */
  async function shownTargets(
    survey: SurveyRow,
    targetId: number | undefined,
  ): Promise<{ targetId?: number; only?: number[] } | null> {
    if (!survey.anonymous) return { targetId };
    const min = SURVEY_LIMITS.anonymousGroup;
    if (survey.kind !== 'evaluation')
      return tooFewForAnonymity(survey, await repo.responseCount(survey.id)) ? null : {};
    const open = await repo.targetsWithAtLeast(survey.id, min);
    if (targetId) return open.includes(targetId) ? { targetId } : null;
    return { only: open };
  }

  return {
    adminDetail,

    async list(actor: Actor, q: z.output<typeof ZSurveyAdminList>): Promise<TPage<SurveyAdminRow>> {
      const { rows, total } = await repo.adminList(
        {
          companyId: actor.companyId,
          kind: q.kind,
          status: q.status,
          keyword: q.keyword || undefined,
        },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const ids = rows.map((r) => r.id);
      const evaluations = rows.filter((r) => r.kind === 'evaluation').map((r) => r.id);
      const [responses, pairs] = await Promise.all([
        repo.responseCounts(ids),
        repo.pairCounts(evaluations),
      ]);
      const at = now();
      return {
        list: rows.map((r) => toAdminRow(r, responses.get(r.id) ?? 0, pairs.get(r.id) ?? 0, at)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /**
     * Creates or updates a survey with its questions, audience or pairs, in one transaction.
     * Once answers exist the questions keep their number, order, types, option letters and
     * rules (texts may change), anonymity stays, and answered pairs stay.
     */
    async save(actor: Actor, ip: string, input: TSurveySaveParsed): Promise<SurveyAdminDetail> {
      const [audience, pairs] = await Promise.all([
        audienceRows(actor, input),
        pairRows(actor, input),
        checkPrecondition(actor, input),
      ]);
      const questions = input.questions.map(toQuestionValues);
      const values = {
        title: input.title,
        // Rich text, shown in the learner's page: only the one sanitiser's subset is stored.
        intro: sanitizeRichText(input.intro),
        startAt: input.startAt ? new Date(input.startAt) : null,
        endAt: input.endAt ? new Date(input.endAt) : null,
        anonymous: input.anonymous,
        resultsVisibility: input.kind === 'evaluation' ? 'never' : input.resultsVisibility,
        preconditionSurveyId: input.preconditionSurveyId,
        preconditionCourseId: input.preconditionCourseId,
        visibility: input.kind === 'evaluation' ? 'all' : input.visibility,
        questionCount: questions.length,
      };
      const id = await deps.db.transaction(async (tx) => {
        const t = createSurveyRepository(tx);
        if (!input.id) {
          const row = await t.insert({
            ...values,
            companyId: actor.companyId,
            kind: input.kind,
            status: 'draft',
            createdBy: actor.userId,
          });
          if (!(await t.replaceQuestions(row.id, questions))) throw fail('survey.editorStale');
          await t.replaceAudience(row.id, audience);
          await t.replacePairs(row.id, pairs);
          await deps.record(tx, actor, ip, {
            action: 'create',
            entity: 'survey',
            entityId: row.id,
            summary: row.title,
            after: surveyLogEntry(row, {
              questions: questions.length,
              audience,
              pairs: pairs.length,
            }),
          });
          return row.id;
        }
        const before = await requireSurvey(actor, input.id, t);
        await t.lock(before.id);
        if (before.kind !== input.kind) throw fail('survey.kindFixed');
        if (await t.hasResponses(before.id)) {
          const existing = await t.questionsOf(before.id);
          const same =
            existing.length === questions.length &&
            existing.every(
              (q, i) =>
                questions[i]!.id === q.id && questionShape(q) === questionShape(questions[i]!),
            );
          if (!same) throw fail('survey.questionsLocked');
          if (before.anonymous !== input.anonymous) throw fail('survey.anonymityLocked');
          // In an anonymous evaluation this refusal would tell who answered: pairs may go.
          const keep = new Set(pairs.map((p) => `${p.evaluatorId}:${p.targetId}`));
          if (
            !before.anonymous &&
            (await t.submittedPairs(before.id)).some(
              (p) => p.targetId && !keep.has(`${p.evaluatorId}:${p.targetId}`),
            )
          )
            throw fail('survey.pairAnswered');
        }
        if (before.status === 'published' && input.kind === 'evaluation' && !pairs.length)
          throw fail('survey.pairsRequired');
        const beforeAudience = await t.audienceOf(before.id);
        const after = await t.update(before.id, values);
        if (!(await t.replaceQuestions(after.id, questions))) throw fail('survey.editorStale');
        await t.replaceAudience(after.id, audience);
        if (input.kind === 'evaluation') await t.replacePairs(after.id, pairs);
        await deps.record(tx, actor, ip, {
          action: 'update',
          entity: 'survey',
          entityId: after.id,
          summary: after.title,
          before: surveyLogEntry(before, {
            questions: before.questionCount,
            audience: beforeAudience,
          }),
          after: surveyLogEntry(after, {
            questions: questions.length,
            audience,
            pairs: pairs.length,
          }),
        });
        return after.id;
      });
      return adminDetail(actor, id);
    },

    /** Publishes or takes down surveys; one unknown id refuses the whole request. */
    async setPublished(actor: Actor, ip: string, ids: number[], published: boolean): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const t = createSurveyRepository(tx);
        await changePublication(
          tx,
          { actor, ip, record: deps.record },
          {
            entity: 'survey',
            notFound: 'survey.notExist',
            find: (companyId, u) => t.findManyInCompany(companyId, u),
            title: (r) => r.title,
            // An evaluation goes out only with its evaluator-target pairs.
            async check(rows, status) {
              if (status !== 'published') return;
              const evaluations = rows.filter((r) => r.kind === 'evaluation').map((r) => r.id);
              const pairs = await t.pairCounts(evaluations);
              if (evaluations.some((id) => !pairs.get(id))) throw fail('survey.pairsRequired');
            },
            setStatus: (u, status) => t.setStatus(u, status),
          },
          ids,
          published ? 'published' : 'unpublished',
        );
      });
    },

    /** Deletes surveys that are not published, with their answers. */
    async remove(actor: Actor, ip: string, ids: number[]): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const t = createSurveyRepository(tx);
        const { unique, rows } = await requireAll(
          ids,
          (u) => t.findManyInCompany(actor.companyId, u),
          'survey.notExist',
        );
        if (rows.some((r) => r.status === 'published')) throw fail('survey.deletePublished');
        const responses = await t.responseCounts(unique);
        await t.dropPreconditionOn(unique);
        await t.deleteMany(unique);
        for (const r of rows)
          await deps.record(tx, actor, ip, {
            action: 'delete',
            entity: 'survey',
            entityId: r.id,
            summary: r.title,
            before: { ...surveyLogEntry(r), responses: responses.get(r.id) ?? 0 },
          });
      });
    },

    async results(actor: Actor, q: TSurveyResultsQuery): Promise<SurveyAdminResults> {
      return (await resultsOf(actor, q)).results;
    },

    /** A text question's answers, a page; who wrote them only in a named survey. */
    async texts(
      actor: Actor,
      q: z.output<typeof ZSurveyTextsQuery>,
    ): Promise<TPage<SurveyTextAnswer>> {
      const survey = await requireSurvey(actor, q.id);
      const question = (await repo.questionsOf(survey.id)).find((x) => x.id === q.questionId);
      if (!question || question.type !== 'text') throw fail('survey.questionNotFound');
      const targets = await shownTargets(survey, q.targetId);
      if (!targets) return { list: [], total: 0, page: q.page, pageSize: q.pageSize };
      const { rows, total } = await repo.texts(
        survey.id,
        question.id,
        targets,
        survey.anonymous,
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const people = await peopleMap(
        actor,
        rows.flatMap((r) => [r.userId, r.targetId].filter((x): x is number => !!x)),
      );
      const person = (pid: number | null) => (pid ? (people.get(pid) ?? unknownPerson(pid)) : null);
      return {
        list: rows.map((r) => ({
          text: r.text,
          respondent: survey.anonymous ? null : person(r.userId),
          target: person(r.targetId),
          submittedAt: survey.anonymous ? null : iso(r.submittedAt),
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** The xlsx of the results: a summary sheet and one row per response. */
    async exportResults(
      actor: Actor,
      q: TSurveyResultsQuery,
      locale: Locale,
    ): Promise<{ file: Buffer; name: string }> {
      const { survey, results: r } = await resultsOf(actor, q);
      if (r.responseCount > SURVEY_LIMITS.export)
        throw fail('survey.exportTooLarge', { max: SURVEY_LIMITS.export });
      const targets = r.withheld ? null : await shownTargets(survey, q.targetId);
      if (!targets) throw fail('survey.anonymousWithheld', { min: SURVEY_LIMITS.anonymousGroup });
      const [questions, responses] = await Promise.all([
        repo.questionsOf(survey.id),
        repo.responsesFor(survey.id, targets, SURVEY_LIMITS.export),
      ]);
      const people = await peopleMap(
        actor,
        responses.flatMap((x) => [x.userId, x.targetId].filter((v): v is number => !!v)),
      );
      const file = buildSurveyWorkbook({
        locale,
        survey,
        results: r,
        questions: toQuestions(questions),
        responses,
        people,
      });
      const stamp = now().toISOString().slice(0, 10).replace(/-/g, '');
      return { file, name: `survey-${survey.id}-${stamp}.xlsx` };
    },
  };
}
export type SurveyAdminService = ReturnType<typeof createSurveyAdminService>;
