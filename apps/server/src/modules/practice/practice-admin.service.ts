import type { z } from 'zod';
import type { TPage } from '@ascent/shared/admin';
import {
  PRACTICE_TYPES,
  type PracticeBankAdminRow,
  type SimulationAdminRow,
  type TPracticeSettings,
  type ZPracticeBankAdminQuery,
  type ZSimulationAdminQuery,
  type ZSimulationSave,
} from '@ascent/shared/practice';
import type { Actor } from '../../core/context.ts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import { requireAll } from '../../core/batch.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { QuestionSummaries } from '../question/question-summaries.ts';
import { createPracticeRepository } from './practice.repository.ts';
import { simulationLogEntry, toSimulationAdminRow } from './practice.mapper.ts';

/** The administrator's practice calls: practice banks, settings, simulation papers. */
export function createPracticeAdminService(deps: {
  db: Db;
  summaries: QuestionSummaries;
  record: ChangeRecorder;
}) {
  const { db, summaries } = deps;
  const repo = createPracticeRepository(db);

  async function simulationRow(actor: Actor, id: number): Promise<SimulationAdminRow> {
    const row = await repo.findSimulation(actor.companyId, id);
    if (!row) throw fail('practice.simulationNotFound');
    const papers = await summaries.papers(actor.companyId, [row.paperId]);
    return toSimulationAdminRow(row, papers.get(row.paperId));
  }

  return {
    /** The company's banks with their practice flag (optionally only open or only closed ones). */
    async banks(
      actor: Actor,
      q: z.output<typeof ZPracticeBankAdminQuery>,
    ): Promise<TPage<PracticeBankAdminRow>> {
      const enabled = await repo.enabledBankIds(actor.companyId);
      const open = new Set(enabled);
      const { rows, total } = await summaries.bankPage(actor.companyId, {
        keyword: q.keyword || undefined,
        onlyIds: q.enabled === true ? enabled : undefined,
        exceptIds: q.enabled === false ? enabled : undefined,
        types: PRACTICE_TYPES,
        offset: (q.page - 1) * q.pageSize,
        limit: q.pageSize,
      });
      return {
        list: rows.map((b) => ({
          bankId: b.id,
          name: b.name,
          categoryName: b.categoryName,
          questionCount: b.questionCount,
          enabled: open.has(b.id),
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** Opens or closes banks for practice; one bank not of the company refuses them all. */
    async saveBanks(actor: Actor, ip: string, bankIds: number[], enabled: boolean): Promise<void> {
      const ids = [...new Set(bankIds)];
      const banks = await summaries.banks(actor.companyId, ids);
      if (banks.size !== ids.length) throw fail('practice.bankNotFound');
      await db.transaction(async (tx) => {
        await createPracticeRepository(tx).setBanks(actor.companyId, ids, enabled);
        for (const id of ids)
          await deps.record(tx, actor, ip, {
            action: enabled ? 'enable' : 'disable',
            entity: 'practice-bank',
            entityId: id,
            summary: banks.get(id)!.name,
            after: { enabled },
          });
      });
    },

    settings: (actor: Actor): Promise<TPracticeSettings> => repo.settings(actor.companyId),

    async saveSettings(
      actor: Actor,
      ip: string,
      values: TPracticeSettings,
    ): Promise<TPracticeSettings> {
      await db.transaction(async (tx) => {
        const r = createPracticeRepository(tx);
        const before = await r.settings(actor.companyId);
        await r.saveSettings(actor.companyId, values);
        await deps.record(tx, actor, ip, {
          action: 'update',
          entity: 'practice-settings',
          entityId: actor.companyId,
          before,
          after: values,
        });
      });
      return repo.settings(actor.companyId);
    },

    async simulations(
      actor: Actor,
      q: z.output<typeof ZSimulationAdminQuery>,
    ): Promise<TPage<SimulationAdminRow>> {
      const { rows, total } = await repo.simulationPage(
        actor.companyId,
        { keyword: q.keyword || undefined },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const papers = await summaries.papers(
        actor.companyId,
        rows.map((r) => r.paperId),
      );
      return {
        list: rows.map((r) => toSimulationAdminRow(r, papers.get(r.paperId))),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async saveSimulation(
      actor: Actor,
      ip: string,
      input: z.output<typeof ZSimulationSave>,
    ): Promise<SimulationAdminRow> {
      if (input.id && !(await repo.findSimulation(actor.companyId, input.id)))
        throw fail('practice.simulationNotFound');
      const paper = (await summaries.papers(actor.companyId, [input.paperId])).get(input.paperId);
      if (!paper) throw fail('practice.paperNotFound');
      if (!paper.questionCount) throw fail('practice.paperEmpty');
      const values = {
        name: input.name,
        paperId: input.paperId,
        durationMinutes: input.durationMinutes,
        enabled: input.enabled,
      };
      const id = await db.transaction(async (tx) => {
        const r = createPracticeRepository(tx);
        if (input.id) {
          const before = await r.findSimulation(actor.companyId, input.id);
          if (!before) throw fail('practice.simulationNotFound');
          const after = await r.updateSimulation(before.id, values);
          await deps.record(tx, actor, ip, {
            action: 'update',
            entity: 'practice-simulation',
            entityId: after.id,
            summary: after.name,
            before: simulationLogEntry(before),
            after: simulationLogEntry(after),
          });
          return after.id;
        }
        const row = await r.insertSimulation({
          ...values,
          companyId: actor.companyId,
          createdBy: actor.userId,
        });
        await deps.record(tx, actor, ip, {
          action: 'create',
          entity: 'practice-simulation',
          entityId: row.id,
          summary: row.name,
          after: simulationLogEntry(row),
        });
        return row.id;
      });
      return simulationRow(actor, id);
    },

    /** Deletes simulation papers; one not of the company refuses them all. */
    async deleteSimulations(actor: Actor, ip: string, ids: number[]): Promise<void> {
      await db.transaction(async (tx) => {
        const r = createPracticeRepository(tx);
        const { unique, rows } = await requireAll(
          ids,
          (u) => r.findSimulations(actor.companyId, u),
          'practice.simulationNotFound',
        );
        await r.deleteSimulations(unique);
        for (const row of rows)
          await deps.record(tx, actor, ip, {
            action: 'delete',
            entity: 'practice-simulation',
            entityId: row.id,
            summary: row.name,
            before: simulationLogEntry(row),
          });
      });
    },
  };
}
export type PracticeAdminService = ReturnType<typeof createPracticeAdminService>;
