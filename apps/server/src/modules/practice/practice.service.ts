import type { z } from 'zod';
import type { TPage } from '@ascent/shared/admin';
import {
  PRACTICE_TYPES,
  type PracticeBankRow,
  type PracticeConfig,
  type PracticeHome,
  type PracticeMode,
  type PracticeRecordRow,
  type PracticeSimulationRow,
  type WrongPage,
  type ZPracticeBankQuery,
  type ZPracticeRecords,
  type ZPracticeSimulationQuery,
  type ZWrongList,
} from '@ascent/shared/practice';
import type { Actor } from '../../core/context.ts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import type { QuestionReader } from '../question/question.reader.ts';
import type { QuestionSummaries } from '../question/question-summaries.ts';
import { createPracticeRepository } from './practice.repository.ts';
import { createWrongBookRepository } from './wrong-book.repository.ts';
import type { PracticeSessionService } from './practice-session.service.ts';
import {
  toConfig,
  toOpenSession,
  toRecordRow,
  toSimulationRow,
  toWrongRow,
} from './practice.mapper.ts';

/**
 * What the learner sees around the sessions: the practice home, the banks and knowledge points
 * to pick from, the simulation papers, the records and the wrong-question book.
 */
export function createPracticeService(deps: {
  db: Db;
  reader: QuestionReader;
  summaries: QuestionSummaries;
  sessions: PracticeSessionService;
}) {
  const { db, summaries, sessions } = deps;
  const repo = createPracticeRepository(db);
  const wrongs = createWrongBookRepository(db);
  const page = (q: { page: number; pageSize: number }) => ({
    offset: (q.page - 1) * q.pageSize,
    limit: q.pageSize,
  });

  return {
    async home(actor: Actor): Promise<PracticeHome> {
      const open = await sessions.settle(actor);
      const today = await sessions.today(actor.companyId);
      const [settings, banks, wrongCount, simulationCount, stats, last, dailyFinished] =
        await Promise.all([
          repo.settings(actor.companyId),
          repo.enabledBankIds(actor.companyId),
          wrongs.wrongCount(actor.userId),
          repo.countSimulations(actor.companyId),
          repo.stats(actor.userId),
          repo.lastConfigs(actor.userId),
          repo.dailyFinished(actor.userId, today),
        ]);
      return {
        today,
        open: open.map(toOpenSession),
        dailyCount: settings.dailyCount,
        dailyFinishedToday: dailyFinished,
        wrongCount,
        wrongRemoveAfter: settings.wrongRemoveAfter,
        bankCount: banks.length,
        simulationCount,
        stats,
        lastConfig: Object.fromEntries(last.map((r) => [r.mode, toConfig(r.config)])) as Partial<
          Record<PracticeMode, PracticeConfig>
        >,
      };
    },

    async banks(
      actor: Actor,
      q: z.output<typeof ZPracticeBankQuery>,
    ): Promise<TPage<PracticeBankRow>> {
      const enabled = await repo.enabledBankIds(actor.companyId);
      const { rows, total } = await summaries.bankPage(actor.companyId, {
        keyword: q.keyword || undefined,
        onlyIds: enabled,
        types: PRACTICE_TYPES,
        ...page(q),
      });
      return {
        list: rows.map((b) => ({
          bankId: b.id,
          name: b.name,
          description: b.description,
          questionCount: b.questionCount,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** The knowledge points of the given practice banks (every practice bank when none). */
    async points(actor: Actor, bankIds: number[]): Promise<string[]> {
      const enabled = await repo.enabledBankIds(actor.companyId);
      const open = new Set(enabled);
      if (bankIds.some((id) => !open.has(id))) throw fail('practice.bankNotOpen');
      return summaries.knowledgePoints(actor.companyId, bankIds.length ? bankIds : enabled);
    },

    async simulations(
      actor: Actor,
      q: z.output<typeof ZPracticeSimulationQuery>,
    ): Promise<TPage<PracticeSimulationRow>> {
      const { offset, limit } = page(q);
      const { rows, total } = await repo.simulationPage(
        actor.companyId,
        { enabledOnly: true },
        offset,
        limit,
      );
      const papers = await summaries.papers(
        actor.companyId,
        rows.map((r) => r.paperId),
      );
      return {
        // A simulation whose paper was deleted cannot be sat: it is left out.
        list: rows.flatMap((r) => {
          const paper = papers.get(r.paperId);
          return paper ? [toSimulationRow(r, paper)] : [];
        }),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async records(
      actor: Actor,
      q: z.output<typeof ZPracticeRecords>,
    ): Promise<TPage<PracticeRecordRow>> {
      await sessions.settle(actor);
      const { offset, limit } = page(q);
      const { rows, total } = await repo.records(actor.userId, q.mode, offset, limit);
      return { list: rows.map(toRecordRow), total, page: q.page, pageSize: q.pageSize };
    },

    async wrongList(actor: Actor, q: z.output<typeof ZWrongList>): Promise<WrongPage> {
      const { offset, limit } = page(q);
      const [{ rows, total }, settings] = await Promise.all([
        wrongs.wrongPage(actor.userId, offset, limit),
        repo.settings(actor.companyId),
      ]);
      const questions = await deps.reader.load(
        deps.db,
        rows.map((r) => r.questionId),
      );
      const parents = await deps.reader.load(
        deps.db,
        [...questions.values()].flatMap((q) => (q.parentId ? [q.parentId] : [])),
      );
      const all = new Map([...questions, ...parents]);
      return {
        list: rows.flatMap((r) => {
          const row = toWrongRow(r, all);
          return row ? [row] : [];
        }),
        total,
        page: q.page,
        pageSize: q.pageSize,
        removeAfter: settings.wrongRemoveAfter,
      };
    },

    /** Takes the caller's own units out of the book (others' ids change nothing). */
    async wrongRemove(actor: Actor, questionIds: number[]): Promise<{ removed: number }> {
      return { removed: await wrongs.clearWrong(actor.userId, [...new Set(questionIds)]) };
    },
  };
}
export type PracticeService = ReturnType<typeof createPracticeService>;
