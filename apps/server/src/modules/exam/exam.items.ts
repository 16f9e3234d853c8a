import { coverFor, coverKey } from '@ascent/shared/home';
import { and, asc, eq, ilike, inArray, isNull } from 'drizzle-orm';
import { TASK_TYPE, timeStateOf, type TTodoTask, type TaskType } from '@ascent/shared/task';
import type { Db } from '../../db/client.ts';
import {
  stateKey,
  type ItemSource,
  type ItemState,
  type TaskSource,
} from '../../core/learning-items.ts';
import { containsPattern } from '../../core/like.ts';
import type { Access } from '../../core/access.ts';
import type { CompanyClock } from '../../core/company-clock.ts';
import { createExamRepository } from './exam.repository.ts';
import { examAttempts, exams } from './exam.schema.ts';
import { toMyExamRow } from './exam.mapper.ts';
import { cycleOf, keptScore } from './exam.rules.ts';

export const examUrl = (id: number) => `/exam/detail?id=${id}`;

/**
 * Exams as learning items (issue 6). States from every attempt of the learners at once:
 * completed once an attempt is marked, with the score kept by the exam's rule (highest or
 * last) and its pass; in progress while an attempt runs or waits for a reviewer.
 */
export const examItemSource: ItemSource = {
  kind: 'exam',
  async describe(q, companyId, ids) {
    if (!ids.length) return new Map();
    const rows = await q
      .select({ id: exams.id, title: exams.name })
      .from(exams)
      .where(and(eq(exams.companyId, companyId), inArray(exams.id, ids)));
    return new Map(rows.map((r) => [r.id, { ...r, url: examUrl(r.id) }]));
  },
  async states(q, companyId, userIds, itemIds) {
    const out = new Map<string, ItemState>();
    if (!userIds.length || !itemIds.length) return out;
    const rows = await q
      .select({
        examId: examAttempts.examId,
        userId: examAttempts.userId,
        status: examAttempts.status,
        score: examAttempts.score,
        passed: examAttempts.passed,
        startedAt: examAttempts.startedAt,
        markedAt: examAttempts.markedAt,
        scoreKept: exams.scoreKept,
      })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .where(
        and(
          eq(examAttempts.companyId, companyId),
          inArray(examAttempts.examId, itemIds),
          inArray(examAttempts.userId, userIds),
        ),
      );
    const byKey = new Map<string, typeof rows>();
    for (const r of rows) {
      const key = stateKey(r.userId, r.examId);
      const list = byKey.get(key);
      if (list) list.push(r);
      else byKey.set(key, [r]);
    }
    for (const [key, attempts] of byKey) {
      const marked = attempts.filter((a) => a.status === 'marked');
      if (!marked.length) {
        out.set(key, { state: 'inProgress', passed: null, score: null, finishedAt: null });
        continue;
      }
      // 'last' whose last attempt still waits for a reviewer keeps the best marked one meanwhile.
      const kept = keptScore(attempts, attempts[0]!.scoreKept) ?? keptScore(marked, 'highest')!;
      const finishedAt = marked
        .map((a) => a.markedAt)
        .filter((d): d is Date => !!d)
        .sort((a, b) => a.getTime() - b.getTime())[0];
      out.set(key, {
        state: 'completed',
        passed: kept.passed,
        score: kept.score,
        finishedAt: finishedAt ?? null,
      });
    }
    return out;
  },
  async search(q, companyId, keyword, limit) {
    const rows = await q
      .select({ id: exams.id, title: exams.name })
      .from(exams)
      .where(
        and(
          eq(exams.companyId, companyId),
          eq(exams.status, 'published'),
          eq(exams.kind, 'normal'),
          isNull(exams.deletedAt),
          keyword ? ilike(exams.name, containsPattern(keyword)) : undefined,
        ),
      )
      .orderBy(asc(exams.name), asc(exams.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, url: examUrl(r.id) }));
  },
};

/** The most exams of one kind a learner's to-do centre reads (newest start first). */
const TASK_LIMIT = 200;

/**
 * The to-do centre's exams (task type 10) and daily exams (2): the published exams visible to
 * the learner, completed once the kept score passed (today's, for a daily exam) and results
 * are visible.
 */
export function createExamTaskSource(deps: {
  db: Db;
  access: Access;
  clock: CompanyClock;
}): TaskSource {
  const repo = createExamRepository(deps.db);
  const kinds: { taskType: TaskType; kind: 'normal' | 'cyclic' }[] = [
    { taskType: TASK_TYPE.exam, kind: 'normal' },
    { taskType: TASK_TYPE.dailyExam, kind: 'cyclic' },
  ];
  return {
    taskTypes: [TASK_TYPE.exam, TASK_TYPE.dailyExam],
    async list(ctx, taskTypes) {
      // The to-do centre refused a missing account already; another company's person has none.
      const scope = await deps.access.personScope(ctx.companyId, ctx.userId);
      if (!scope) return [];
      const out: TTodoTask[] = [];
      for (const { taskType, kind } of kinds) {
        if (!taskTypes.includes(taskType)) continue;
        const cycle = cycleOf(kind, await deps.clock.day(ctx.companyId, ctx.now));
        const { rows } = await repo.learnerPage(scope, { kind, tab: 'all', cycle }, 0, TASK_LIMIT);
        const attempts = await repo.attemptsOf(
          ctx.userId,
          rows.map((e) => e.id),
          kind === 'cyclic' ? cycle : undefined,
        );
        for (const e of rows) {
          const row = toMyExamRow(
            e,
            attempts.filter((a) => a.examId === e.id),
            ctx.now,
          );
          const completed = row.passed === true;
          out.push({
            taskType,
            id: e.id,
            title: e.name,
            cover: coverFor('exam', '', coverKey(null, e.id)),
            startAt: row.startAt,
            endAt: row.endAt,
            timeState: timeStateOf(e.startAt, e.endAt, ctx.now),
            progress: completed ? 100 : 0,
            completed,
            url: examUrl(e.id),
          });
        }
      }
      return out;
    },
  };
}

/**
 * The exams' paper totals of a company by exam id (an IDP's pass line is a percent of it).
 * The id lists are bounded (a plan's 30 resources).
 */
export function createExamPaperTotals(db: Db) {
  const exams = createExamRepository(db);
  return async (companyId: number, examIds: number[]): Promise<Map<number, number>> => {
    const found = await Promise.all(examIds.map((id) => exams.findInCompany(companyId, id)));
    return new Map(found.flatMap((e) => (e ? [[e.id, e.paperTotal] as const] : [])));
  };
}
