import type { TPage } from '@ascent/shared/admin';
import type { Locale } from '@ascent/shared/i18n';
import type {
  ExamAdminRow,
  ExamAttemptAdminRow,
  ExamKind,
  ScoreKept,
  TExamAudience,
  TExamSave,
  VisibilityWhen,
} from '@ascent/shared/exam';
import type { ZExamAdminList, ZExamAttemptList } from '@ascent/shared/exam';
import {
  EXAM_EXPORT_MAX_ROWS,
  REVIEWER_SEARCH_LIMIT,
  isIpRange,
  type ExamAdminDetailView,
  type ReviewerCandidate,
  type TExamAttemptExport,
} from '@ascent/shared/exam-admin';
import type { z } from 'zod';
import type { Actor } from '../../core/context.ts';
import type { Db } from '../../db/client.ts';
import { changePublication } from '../../core/publishing.ts';
import { fail } from '../../core/errors.ts';
import { sanitizeRichText } from '../../core/rich-text.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import {
  createExamAdminRepository,
  type ExamAdminRepository,
  type ExamRow,
} from './exam-admin.repository.ts';
import {
  audienceRows,
  examLogEntry,
  toAttemptAdminRow,
  toExamAdminRow,
} from './exam-admin.mapper.ts';
import {
  examPeopleOf,
  reviewersIn,
  searchReviewers,
  type ExamPeople,
} from './exam-admin.people.ts';
import type { ExamPapers } from './exam-admin.papers.ts';
import type { CompanyClock } from '../../core/company-clock.ts';
import { buildAttemptsWorkbook } from './exam-admin.export.ts';
import { audienceOfRows } from '../user/audience-rows.ts';

export interface ExamAdminDeps {
  db: Db;
  /** People and departments (the user module's directory). */
  people: ExamPeople;
  papers: ExamPapers;
  record: ChangeRecorder;
  /** The company's time zone: the export's times are on its wall clock. */
  clock: CompanyClock;
  /** True when a face service is configured (config); face match is refused otherwise. */
  faceServiceConfigured: boolean;
}

const EMPTY_AUDIENCE: TExamAudience = { departmentIds: [], positions: [], userIds: [] };
const unique = <T>(items: readonly T[]) => [...new Set(items)];

/** Exams in the admin site: list, editor, publication, deletion, results and their export. */
export function createExamAdminService(deps: ExamAdminDeps) {
  const exams = createExamAdminRepository(deps.db);

  async function requireExam(repo: ExamAdminRepository, actor: Actor, id: number) {
    const row = await repo.findInCompany(actor.companyId, id);
    if (!row) throw fail('examAdmin.notExist');
    return row;
  }

  /** The references of a save checked against the company: paper, reviewers, audience. */
  async function checkReferences(actor: Actor, input: TExamSave, before?: ExamRow) {
    for (const range of input.ipRanges)
      if (!isIpRange(range)) throw fail('examAdmin.ipRangeInvalid', { range });
    if (input.faceMatch && !deps.faceServiceConfigured) throw fail('examAdmin.faceUnavailable');
    const paper = await deps.papers.info(actor.companyId, input.paperId);
    // An exam keeps a paper deleted after it was chosen; choosing one needs a live paper.
    if (!paper && before?.paperId !== input.paperId) throw fail('examAdmin.paperNotExist');
    const reviewerIds = unique(input.reviewerIds);
    const reviewers = await reviewersIn(deps.people, actor.companyId, reviewerIds);
    if (reviewers.length !== reviewerIds.length) throw fail('examAdmin.reviewerInvalid');
    const audience =
      input.visibility === 'limited'
        ? {
            departmentIds: unique(input.audience.departmentIds),
            positions: unique(input.audience.positions),
            userIds: unique(input.audience.userIds),
          }
        : EMPTY_AUDIENCE;
    if (
      input.visibility === 'limited' &&
      !audience.departmentIds.length &&
      !audience.positions.length &&
      !audience.userIds.length
    )
      throw fail('examAdmin.audienceEmpty');
    const [departments, people] = await Promise.all([
      deps.people.departmentNames(actor.companyId, audience.departmentIds),
      examPeopleOf(deps.people, actor.companyId, audience.userIds),
    ]);
    if (
      departments.size !== audience.departmentIds.length ||
      people.size !== audience.userIds.length
    )
      throw fail('examAdmin.audienceInvalid');
    return { paperQuestions: paper?.questionCount ?? 0, reviewerIds, audience };
  }

  async function detailOf(actor: Actor, id: number): Promise<ExamAdminDetailView> {
    const row = await requireExam(exams, actor, id);
    const [audienceNow, reviewerIds, counts] = await Promise.all([
      exams.audience(id),
      exams.reviewerIds(id),
      exams.attemptCounts(id),
    ]);
    const audience = audienceOfRows(audienceNow);
    const [departments, people, reviewers, papers] = await Promise.all([
      deps.people.departmentNames(actor.companyId, audience.departmentIds),
      examPeopleOf(deps.people, actor.companyId, audience.userIds),
      examPeopleOf(deps.people, actor.companyId, reviewerIds),
      deps.papers.names(actor.companyId, [row.paperId]),
    ]);
    const named = (map: Map<number, { name: string; account: string }>, ids: number[]) =>
      ids.flatMap((i) => {
        const p = map.get(i);
        return p ? [{ id: i, name: p.name || p.account }] : [];
      });
    return {
      id: row.id,
      status: row.status as ExamAdminDetailView['status'],
      name: row.name,
      intro: row.intro,
      kind: row.kind as ExamKind,
      paperId: row.paperId,
      paperName: papers.get(row.paperId) ?? '',
      startAt: row.startAt.toISOString(),
      endAt: row.endAt.toISOString(),
      durationMinutes: row.durationMinutes,
      attemptsAllowed: row.attemptsAllowed,
      scoreKept: row.scoreKept as ScoreKept,
      minMinutesBeforeSubmit: row.minMinutesBeforeSubmit,
      password: row.password,
      ipRanges: row.ipRanges,
      signatureRequired: row.signatureRequired,
      screenSwitchLimit: row.screenSwitchLimit,
      fullScreen: row.fullScreen,
      faceMatch: row.faceMatch,
      resultVisibility: row.resultVisibility as VisibilityWhen,
      answerVisibility: row.answerVisibility as VisibilityWhen,
      reviewerIds,
      reviewerNames: named(reviewers, reviewerIds),
      visibility: row.visibility === 'limited' ? 'limited' : 'all',
      audience,
      audienceNames: {
        departments: audience.departmentIds.flatMap((d) => {
          const name = departments.get(d);
          return name === undefined ? [] : [{ id: d, name }];
        }),
        users: named(people, audience.userIds),
      },
      attemptCount: counts.all,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function setPublished(actor: Actor, ip: string, id: number, publish: boolean) {
    // The paper is the question module's: read before the transaction (PGlite: one connection).
    const current = await requireExam(exams, actor, id);
    const paper = publish ? await deps.papers.info(actor.companyId, current.paperId) : null;
    await deps.db.transaction(async (tx) => {
      const repo = createExamAdminRepository(tx);
      await changePublication(
        tx,
        { actor, ip, record: deps.record },
        {
          entity: 'exam',
          notFound: 'examAdmin.notExist',
          async find(companyId, ids) {
            for (const examId of ids) await repo.lock(examId);
            return repo.findManyInCompany(companyId, ids);
          },
          title: (e) => e.name,
          sameStatus: {
            published: 'examAdmin.alreadyPublished',
            notPublished: 'examAdmin.notPublished',
          },
          // A paper with questions (the one read above), and someone to take a limited exam.
          async check([exam], to) {
            if (to !== 'published' || !exam) return;
            if (exam.paperId !== current.paperId || !paper) throw fail('examAdmin.paperNotExist');
            if (paper.questionCount === 0) throw fail('examAdmin.paperEmpty');
            if (exam.visibility === 'limited' && !(await repo.audience(id)).length)
              throw fail('examAdmin.audienceEmpty');
          },
          setStatus: (ids, to) => repo.setStatus(ids, to),
        },
        [id],
        publish ? 'published' : 'unpublished',
      );
    });
    return detailOf(actor, id);
  }

  return {
    async list(actor: Actor, q: z.output<typeof ZExamAdminList>): Promise<TPage<ExamAdminRow>> {
      const { rows, total } = await exams.list(
        {
          companyId: actor.companyId,
          keyword: q.keyword || undefined,
          status: q.status,
          kind: q.kind,
        },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const [counts, papers] = await Promise.all([
        exams.countsOf(rows.map((r) => r.id)),
        deps.papers.names(
          actor.companyId,
          rows.map((r) => r.paperId),
        ),
      ]);
      return {
        list: rows.map((r) => toExamAdminRow(r, papers.get(r.paperId) ?? '', counts.get(r.id))),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    detail: detailOf,

    /**
     * Creates (no id) or saves an exam's settings, audience and reviewers. Once anyone has
     * started it, its paper stays (every attempt and its marks belong to that paper).
     */
    async save(actor: Actor, ip: string, input: TExamSave): Promise<ExamAdminDetailView> {
      const before = input.id ? await requireExam(exams, actor, input.id) : undefined;
      const refs = await checkReferences(actor, input, before);
      const id = await deps.db.transaction(async (tx) => {
        const repo = createExamAdminRepository(tx);
        if (before) await repo.lock(before.id);
        const current = before ? await requireExam(repo, actor, before.id) : undefined;
        if (current && current.paperId !== input.paperId) {
          if ((await repo.attemptCounts(current.id)).all > 0) throw fail('examAdmin.paperLocked');
        }
        if (current?.status === 'published' && refs.paperQuestions === 0)
          throw fail('examAdmin.paperEmpty');
        const values = {
          name: input.name,
          intro: sanitizeRichText(input.intro ?? ''),
          kind: input.kind,
          paperId: input.paperId,
          startAt: new Date(input.startAt),
          endAt: new Date(input.endAt),
          durationMinutes: input.durationMinutes,
          attemptsAllowed: input.attemptsAllowed,
          scoreKept: input.scoreKept,
          minMinutesBeforeSubmit: input.minMinutesBeforeSubmit,
          password: input.password ?? '',
          ipRanges: unique(input.ipRanges.map((r) => r.trim())),
          signatureRequired: input.signatureRequired,
          screenSwitchLimit: input.screenSwitchLimit,
          fullScreen: input.fullScreen,
          faceMatch: input.faceMatch,
          resultVisibility: input.resultVisibility,
          answerVisibility: input.answerVisibility,
          visibility: input.visibility,
        };
        const row = current
          ? await repo.update(current.id, values)
          : await repo.insert({
              ...values,
              companyId: actor.companyId,
              status: 'draft',
              createdBy: actor.userId,
            });
        await repo.replaceAudience(row.id, audienceRows(refs.audience));
        await repo.replaceReviewers(row.id, refs.reviewerIds);
        await deps.record(tx, actor, ip, {
          action: current ? 'update' : 'create',
          entity: 'exam',
          entityId: row.id,
          summary: row.name,
          before: current ? examLogEntry(current) : undefined,
          after: { ...examLogEntry(row), audience: refs.audience, reviewerIds: refs.reviewerIds },
        });
        return row.id;
      });
      return detailOf(actor, id);
    },

    publish: (actor: Actor, ip: string, id: number) => setPublished(actor, ip, id, true),
    unpublish: (actor: Actor, ip: string, id: number) => setPublished(actor, ip, id, false),

    /**
     * Deletes exams that are not published and that nobody is answering; one refused exam
     * refuses the request. Attempts stay with the (hidden) exam: results are records.
     */
    async remove(actor: Actor, ip: string, ids: number[]): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repo = createExamAdminRepository(tx);
        const wanted = unique(ids);
        for (const id of wanted) await repo.lock(id);
        const rows = await repo.findManyInCompany(actor.companyId, wanted);
        if (rows.length !== wanted.length) throw fail('examAdmin.notExist');
        for (const r of rows) {
          if (r.status === 'published') throw fail('examAdmin.deletePublished');
          if ((await repo.attemptCounts(r.id)).inProgress > 0)
            throw fail('examAdmin.deleteInProgress', { name: r.name });
        }
        await repo.softDelete(wanted);
        for (const r of rows)
          await deps.record(tx, actor, ip, {
            action: 'delete',
            entity: 'exam',
            entityId: r.id,
            summary: r.name,
            before: examLogEntry(r),
          });
      });
    },

    /** One exam's attempts with the examinees' names, newest first. */
    async attempts(
      actor: Actor,
      q: z.output<typeof ZExamAttemptList>,
    ): Promise<TPage<ExamAttemptAdminRow>> {
      await requireExam(exams, actor, q.examId);
      const { rows, total } = await exams.attempts(
        q.examId,
        q.status,
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const people = await examPeopleOf(
        deps.people,
        actor.companyId,
        rows.map((r) => r.userId),
      );
      return {
        list: rows.map((r) => toAttemptAdminRow(r, people.get(r.userId))),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** Every attempt of one exam as an .xlsx (at most EXAM_EXPORT_MAX_ROWS). */
    async exportAttempts(
      actor: Actor,
      q: TExamAttemptExport,
      locale: Locale,
    ): Promise<{ data: Buffer; name: string }> {
      const exam = await requireExam(exams, actor, q.examId);
      if ((await exams.countAttempts(q.examId, q.status)) > EXAM_EXPORT_MAX_ROWS)
        throw fail('examAdmin.exportTooMany', { max: EXAM_EXPORT_MAX_ROWS });
      const rows = await exams.allAttempts(q.examId, q.status);
      const people = await examPeopleOf(
        deps.people,
        actor.companyId,
        rows.map((r) => r.userId),
      );
      const data = buildAttemptsWorkbook(
        rows.map((r) => ({
          ...toAttemptAdminRow(r, people.get(r.userId)),
          attemptNo: r.attemptNo,
          cycle: r.cycle,
        })),
        {
          cyclic: exam.kind === 'cyclic',
          locale,
          timeZone: await deps.clock.timeZone(actor.companyId),
        },
      );
      return { data, name: exam.name };
    },

    /** People who may be named reviewers: role exam_reviewer or administrators. */
    reviewerCandidates(actor: Actor, keyword: string): Promise<ReviewerCandidate[]> {
      return searchReviewers(deps.people, actor.companyId, keyword, REVIEWER_SEARCH_LIMIT);
    },
  };
}
export type ExamAdminService = ReturnType<typeof createExamAdminService>;
