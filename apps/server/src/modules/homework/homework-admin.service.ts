import type { z } from 'zod';
import type { TPage } from '@ascent/shared/admin';
import type {
  THomeworkAdminDetail,
  THomeworkAdminRow,
  THomeworkSaveParsed,
  THomeworkSubmissionRow,
  TReviewDetail,
  ZHomeworkAdminQuery,
  ZHomeworkSubmissionQuery,
} from '@ascent/shared/homework';
import type { Actor } from '../../core/context.ts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import { requireAll } from '../../core/batch.ts';
import { changePublication } from '../../core/publishing.ts';
import type { AudienceRow } from '../../core/audience.ts';
import { audienceOfRows, checkedAudienceRows } from '../user/audience-rows.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { FileCatalog } from '../files/files.catalog.ts';
import { createHomeworkRepository, type HomeworkRepository } from './homework.repository.ts';
import {
  homeworkLogEntry,
  toAdminDetail,
  toAdminRow,
  toStep,
  toSubmissionRow,
} from './homework.mapper.ts';
import type { HomeworkPeople } from './homework-people.ts';
import type { SubmissionReader } from './homework-submission.reader.ts';

/**
 * The administrator's homework: authoring (steps, window, score, audience, reviewers),
 * publishing, deleting, and reading the learners' submissions. Every change is written to the
 * operation log in its transaction.
 */
export function createHomeworkAdminService(deps: {
  db: Db;
  homework: HomeworkRepository;
  record: ChangeRecorder;
  files: FileCatalog;
  people: HomeworkPeople;
  submissions: SubmissionReader;
}) {
  const { homework, files, people } = deps;

  /** Checks the audience names departments and people of the company; returns its rows. */
  async function audienceRows(actor: Actor, input: THomeworkSaveParsed): Promise<AudienceRow[]> {
    if (input.visibility === 'all') return [];
    return checkedAudienceRows(
      input.audience,
      async (departmentIds, userIds) => {
        const [departments, found] = await Promise.all([
          people.departmentNames(actor.companyId, departmentIds),
          people.find(actor.companyId, userIds),
        ]);
        return [departments.size, found.length];
      },
      { required: 'homework.audienceRequired', notFound: 'homework.audienceNotFound' },
    );
  }

  async function adminDetail(actor: Actor, id: number): Promise<THomeworkAdminDetail> {
    const {
      rows: [row],
    } = await homework.adminList({ companyId: actor.companyId, id }, 0, 1);
    if (!row) throw fail('homework.notFound');
    const [steps, audienceRowsOf, reviewerIds, locked] = await Promise.all([
      homework.stepsOf(id),
      homework.audienceOf(id),
      homework.reviewersOf(id),
      homework.handedIn([id]),
    ]);
    const audience = audienceOfRows(audienceRowsOf);
    const [fileMap, departments, named] = await Promise.all([
      files.describe(
        actor.companyId,
        steps.flatMap((s) => s.fileIds),
      ),
      people.departmentNames(actor.companyId, audience.departmentIds),
      people.find(actor.companyId, [...new Set([...audience.userIds, ...reviewerIds])]),
    ]);
    return toAdminDetail(row, {
      steps: steps.map((s) => toStep(s, fileMap)),
      audience,
      reviewerIds,
      names: {
        departments: Object.fromEntries(departments),
        users: Object.fromEntries(named.map((p) => [p.id, `${p.realName} (${p.account})`])),
      },
      stepsLocked: locked.has(id),
    });
  }

  return {
    async list(
      actor: Actor,
      q: z.output<typeof ZHomeworkAdminQuery>,
    ): Promise<TPage<THomeworkAdminRow>> {
      const { rows, total } = await homework.adminList(
        { companyId: actor.companyId, keyword: q.keyword || undefined, status: q.status },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const now = Date.now();
      return {
        list: rows.map((r) => toAdminRow(r, now)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    detail: adminDetail,

    async save(
      actor: Actor,
      ip: string,
      input: THomeworkSaveParsed,
    ): Promise<THomeworkAdminDetail> {
      // Reference files of the steps: stored files of the company.
      const fileIds = [...new Set(input.steps.flatMap((s) => s.fileIds))];
      const known = await files.describe(actor.companyId, fileIds);
      if (known.size !== fileIds.length) throw fail('homework.fileNotFound');
      const audience = await audienceRows(actor, input);
      const reviewerIds = [...new Set(input.reviewerIds)];
      const reviewers = await people.find(actor.companyId, reviewerIds, { activeOnly: true });
      if (reviewers.length !== reviewerIds.length) throw fail('homework.reviewerNotFound');
      const values = {
        title: input.title,
        description: input.description,
        startAt: new Date(input.startAt),
        endAt: new Date(input.endAt),
        fullScore: input.fullScore,
        secrecyLevel: input.secrecyLevel,
        visibility: input.visibility,
      };
      const steps = input.steps.map((s) => ({
        id: s.id,
        title: s.title,
        content: s.content,
        fileIds: s.fileIds,
      }));

      const id = await deps.db.transaction(async (tx) => {
        const repo = createHomeworkRepository(tx);
        if (input.id) {
          const before = await repo.findInCompany(actor.companyId, input.id);
          if (!before) throw fail('homework.notFound');
          const existing = await repo.stepsOf(before.id);
          const existingIds = new Set(existing.map((s) => s.id));
          const givenIds = steps.flatMap((s) => (s.id ? [s.id] : []));
          if (
            givenIds.some((sid) => !existingIds.has(sid)) ||
            new Set(givenIds).size !== givenIds.length
          )
            throw fail('homework.staleStep');
          const handedIn = (await repo.handedIn([before.id])).has(before.id);
          if (handedIn && (givenIds.length !== steps.length || givenIds.length !== existing.length))
            throw fail('homework.stepsLocked');
          const [beforeAudience, beforeReviewers] = await Promise.all([
            repo.audienceOf(before.id),
            repo.reviewersOf(before.id),
          ]);
          const after = await repo.update(before.id, values);
          await repo.saveSteps(after.id, steps);
          await repo.replaceAudience(after.id, audience);
          await repo.replaceReviewers(after.id, reviewerIds);
          await deps.record(tx, actor, ip, {
            action: 'update',
            entity: 'homework',
            entityId: after.id,
            summary: after.title,
            before: homeworkLogEntry(before, {
              audience: beforeAudience,
              reviewerIds: beforeReviewers,
              steps: existing,
            }),
            after: homeworkLogEntry(after, { audience, reviewerIds, steps }),
          });
          return after.id;
        }
        const row = await repo.insert({
          ...values,
          companyId: actor.companyId,
          status: 'draft',
          createdBy: actor.userId,
        });
        await repo.saveSteps(row.id, steps);
        await repo.replaceAudience(row.id, audience);
        await repo.replaceReviewers(row.id, reviewerIds);
        await deps.record(tx, actor, ip, {
          action: 'create',
          entity: 'homework',
          entityId: row.id,
          summary: row.title,
          after: homeworkLogEntry(row, { audience, reviewerIds, steps }),
        });
        return row.id;
      });
      return adminDetail(actor, id);
    },

    /** Publishes or takes down homework; one unknown id refuses the whole request. */
    async setPublished(actor: Actor, ip: string, ids: number[], published: boolean): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repo = createHomeworkRepository(tx);
        await changePublication(
          tx,
          { actor, ip, record: deps.record },
          {
            entity: 'homework',
            notFound: 'homework.notFound',
            find: (companyId, u) => repo.findManyInCompany(companyId, u),
            title: (r) => r.title,
            setStatus: (u, status) => repo.setStatus(u, status),
          },
          ids,
          published ? 'published' : 'unpublished',
        );
      });
    },

    /** Deletes homework nobody has handed in (drafts of learners go with it). */
    async remove(actor: Actor, ip: string, ids: number[]): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repo = createHomeworkRepository(tx);
        const { unique, rows } = await requireAll(
          ids,
          (u) => repo.findManyInCompany(actor.companyId, u),
          'homework.notFound',
        );
        if ((await repo.handedIn(unique)).size) throw fail('homework.hasSubmissions');
        await repo.deleteMany(unique);
        for (const r of rows)
          await deps.record(tx, actor, ip, {
            action: 'delete',
            entity: 'homework',
            entityId: r.id,
            summary: r.title,
            before: homeworkLogEntry(r),
          });
      });
    },

    /** The submissions of one homework of the company (drafts included), newest hand-in first. */
    async submissions(
      actor: Actor,
      q: z.output<typeof ZHomeworkSubmissionQuery>,
    ): Promise<TPage<THomeworkSubmissionRow>> {
      const row = await homework.findInCompany(actor.companyId, q.homeworkId);
      if (!row) throw fail('homework.notFound');
      const { rows, total } = await homework.submissionsOf(
        row,
        q.status,
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const cards = await people.cards(
        actor.companyId,
        rows.flatMap((r) => (r.reviewerId ? [r.userId, r.reviewerId] : [r.userId])),
      );
      return {
        list: rows.map((r) => toSubmissionRow(r, cards)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** One submission of the company, read-only. */
    async submission(actor: Actor, id: number): Promise<TReviewDetail> {
      const sub = await homework.submissionById(id);
      if (!sub || sub.companyId !== actor.companyId) throw fail('homework.submissionNotFound');
      return deps.submissions.read(actor.companyId, sub, false);
    },
  };
}
export type HomeworkAdminService = ReturnType<typeof createHomeworkAdminService>;
