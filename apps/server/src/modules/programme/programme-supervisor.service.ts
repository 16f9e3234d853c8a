import type { z } from 'zod';
import type { TPage } from '@ascent/shared/admin';
import type {
  TProgrammeSummaryRow,
  TProgressDepartmentRow,
  TProgressLearnerRow,
  ZProgressLearnerQuery,
  ZSupervisedListQuery,
} from '@ascent/shared/programme';
import type { Actor } from '../../core/context.ts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import { requireRole } from '../../core/access.ts';
import { createProgrammeRepository, type ProgrammeRow } from './programme.repository.ts';
import { createProgressRepository } from './programme-progress.repository.ts';
import type { ReportService } from './programme-report.service.ts';
import { toSummaryPage } from './programme.mapper.ts';

/** A supervisor's views of the programmes they supervise (learner site). */
export function createSupervisorService(deps: { db: Db; reports: ReportService }) {
  const repo = createProgrammeRepository(deps.db);
  const progress = createProgressRepository(deps.db);

  /** Only the programme's supervisors (not drafts); others are refused with ret 7. */
  async function requireSupervised(actor: Actor, id: number): Promise<ProgrammeRow> {
    const row = await repo.findInCompany(actor.companyId, id);
    if (!row || row.status === 'draft') throw fail('programme.notFound');
    requireRole(await repo.isSupervisor(id, actor.userId), 'programme.notSupervisor');
    return row;
  }

  return {
    async list(
      actor: Actor,
      q: z.output<typeof ZSupervisedListQuery>,
    ): Promise<TPage<TProgrammeSummaryRow>> {
      const found = await repo.supervisedBy(
        actor.companyId,
        actor.userId,
        { kind: q.kind, keyword: q.keyword || undefined },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      return toSummaryPage(found, await progress.summaries(found.rows.map((r) => r.id)), q);
    },

    async learners(
      actor: Actor,
      q: z.output<typeof ZProgressLearnerQuery>,
    ): Promise<TPage<TProgressLearnerRow>> {
      return deps.reports.learners(await requireSupervised(actor, q.programmeId), q);
    },

    async departments(actor: Actor, programmeId: number): Promise<TProgressDepartmentRow[]> {
      return deps.reports.departments(await requireSupervised(actor, programmeId));
    },
  };
}
export type SupervisorService = ReturnType<typeof createSupervisorService>;
