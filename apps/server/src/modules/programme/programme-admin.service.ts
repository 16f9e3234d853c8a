import type { z } from 'zod';
import type { TPage } from '@ascent/shared/admin';
import type { Locale } from '@ascent/shared/i18n';
import {
  PROGRAMME_TASK_TYPES,
  type ProgrammeKind,
  type TProgrammeAdminDetail,
  type TProgrammeSaveParsed,
  type TProgrammeSummaryRow,
  type ZProgrammeAdminQuery,
  type ZProgressLearnerQuery,
} from '@ascent/shared/programme';
import { ITEM_KIND_OF_TYPE, type ItemKind, type LearningItemType } from '@ascent/shared/task';
import type { Actor } from '../../core/context.ts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import { changePublication } from '../../core/publishing.ts';
import { sanitizeRichText } from '../../core/rich-text.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { ItemSources } from '../../core/learning-items.ts';
import type { AudienceRow } from '../../core/audience.ts';
import { audienceOfRows, checkedAudienceRows } from '../user/audience-rows.ts';
import {
  createProgrammeRepository,
  type ItemInput,
  type ProgrammeRow,
  type StageInput,
} from './programme.repository.ts';
import { createProgressRepository } from './programme-progress.repository.ts';
import type { ProgressEngine } from './programme-progress.service.ts';
import type { ReportService } from './programme-report.service.ts';
import { programmeLogEntry, toSummaryPage, toSummaryRow } from './programme.mapper.ts';
import type { PeopleDirectory } from '../user/people-directory.ts';

/** What the programme module asks the people directory: departments' and people's names. */
export type ProgrammeDirectory = Pick<PeopleDirectory, 'departmentNames' | 'find'>;

/**
 * The administrator's programmes of every kind: authoring (stages and items checked against
 * their sources, participants, supervisors, the pass rule) saved in one transaction with the
 * operation log, publishing (which turns the participant rule into members), deleting,
 * members, and the progress report.
 */
export function createProgrammeAdminService(deps: {
  db: Db;
  record: ChangeRecorder;
  itemSources: ItemSources;
  directory: ProgrammeDirectory;
  engine: ProgressEngine;
  reports: ReportService;
}) {
  const repo = createProgrammeRepository(deps.db);
  const progress = createProgressRepository(deps.db);

  async function requireProgramme(actor: Actor, id: number): Promise<ProgrammeRow> {
    const row = await repo.findInCompany(actor.companyId, id);
    if (!row) throw fail('programme.notFound');
    return row;
  }

  function taskTypeOf(kind: ProgrammeKind, given: number | undefined): number {
    const allowed = PROGRAMME_TASK_TYPES[kind];
    const taskType = given ?? allowed[0]!;
    if (!allowed.includes(taskType)) throw fail('programme.taskTypeInvalid');
    return taskType;
  }

  /** Stages and items checked: each item's kind has a source and the item is the company's. */
  async function checkedStructure(
    actor: Actor,
    input: TProgrammeSaveParsed,
  ): Promise<{ stages: StageInput[]; packageItems: ItemInput[] }> {
    if (input.kind === 'package') {
      const ids = [...new Set(input.programmeIds)];
      if (!ids.length) throw fail('programme.packageEmpty');
      if (ids.length !== input.programmeIds.length) throw fail('programme.itemDuplicate');
      const rows = await repo.findManyInCompany(actor.companyId, ids);
      if (rows.length !== ids.length || rows.some((r) => r.kind === 'package' || r.id === input.id))
        throw fail('programme.packageProgrammeInvalid');
      return {
        stages: [],
        packageItems: ids.map((refId) => ({
          itemType: 35,
          kind: 'programme',
          refId,
          compulsory: true,
        })),
      };
    }
    if (!input.stages.length) throw fail('programme.stageRequired');
    const seen = new Set<string>();
    const byKind = new Map<ItemKind, number[]>();
    const stages: StageInput[] = input.stages.map((s) => ({
      id: s.id,
      name: s.name,
      items: s.items.map((i) => {
        const kind = ITEM_KIND_OF_TYPE[i.itemType as LearningItemType];
        if (!kind || !deps.itemSources.get(kind)) throw fail('programme.itemTypeInvalid');
        const key = `${kind}:${i.refId}`;
        if (seen.has(key)) throw fail('programme.itemDuplicate');
        seen.add(key);
        byKind.set(kind, [...(byKind.get(kind) ?? []), i.refId]);
        return { id: i.id, itemType: i.itemType, kind, refId: i.refId, compulsory: i.compulsory };
      }),
    }));
    for (const [kind, ids] of byKind) {
      const found = await deps.itemSources.get(kind)!.describe(deps.db, actor.companyId, ids);
      const missing = ids.find((id) => !found.has(id));
      if (missing !== undefined)
        throw fail('programme.itemNotFound', { title: `${kind} ${missing}` });
    }
    const electives = stages.flatMap((s) => s.items).filter((i) => !i.compulsory).length;
    if (input.minElectives > electives) throw fail('programme.electivesTooMany');
    return { stages, packageItems: [] };
  }

  /** The participant rule's rows: departments and people of the company. */
  async function checkedAudience(
    actor: Actor,
    input: TProgrammeSaveParsed,
  ): Promise<AudienceRow[]> {
    return checkedAudienceRows(
      input.audience,
      async (departmentIds, userIds) => {
        const [departments, people] = await Promise.all([
          deps.directory.departmentNames(actor.companyId, departmentIds),
          deps.directory.find(actor.companyId, userIds),
        ]);
        return [departments.size, people.length];
      },
      { notFound: 'programme.audienceNotFound' },
    );
  }

  async function detail(actor: Actor, id: number): Promise<TProgrammeAdminDetail> {
    const row = await requireProgramme(actor, id);
    const [stages, items, audienceRows, supervisorIds, summaries] = await Promise.all([
      repo.stagesOf(id),
      repo.itemsOf([id]),
      repo.audienceOf(id),
      repo.supervisorsOf(id),
      progress.summaries([id]),
    ]);
    const audience = audienceOfRows(audienceRows);
    const [departments, people] = await Promise.all([
      deps.directory.departmentNames(actor.companyId, audience.departmentIds),
      deps.directory.find(actor.companyId, [...new Set([...audience.userIds, ...supervisorIds])]),
    ]);
    const personOf = new Map(people.map((p) => [p.id, p]));
    const titles = new Map<string, string>();
    const byKind = new Map<string, number[]>();
    for (const i of items) byKind.set(i.kind, [...(byKind.get(i.kind) ?? []), i.refId]);
    for (const [kind, ids] of byKind) {
      const source = deps.itemSources.get(kind as ItemKind);
      if (!source) continue;
      for (const [refId, s] of await source.describe(deps.db, actor.companyId, ids))
        titles.set(`${kind}:${refId}`, s.title);
    }
    const bundled =
      row.kind === 'package'
        ? await repo.findManyInCompany(
            actor.companyId,
            items.map((i) => i.refId),
          )
        : [];
    const bundledById = new Map(bundled.map((b) => [b.id, b]));
    return {
      ...toSummaryRow(row, summaries.get(id), new Date()),
      cover: row.cover,
      intro: row.intro,
      orderMode: row.orderMode as TProgrammeAdminDetail['orderMode'],
      bySignup: row.bySignup,
      minElectives: row.minElectives,
      audience: {
        departments: audience.departmentIds.map((d) => ({
          id: d,
          name: departments.get(d) ?? '',
        })),
        positions: audience.positions,
        users: audience.userIds.flatMap((u) => {
          const p = personOf.get(u);
          return p ? [{ id: p.id, realName: p.realName, account: p.account }] : [];
        }),
      },
      supervisors: supervisorIds.flatMap((u) => {
        const p = personOf.get(u);
        return p ? [{ id: p.id, realName: p.realName, account: p.account }] : [];
      }),
      stages: stages.map((s) => ({
        id: s.id,
        sort: s.sort,
        name: s.name,
        items: items
          .filter((i) => i.stageId === s.id)
          .map((i) => ({
            id: i.id,
            itemType: i.itemType,
            kind: i.kind as ItemKind,
            refId: i.refId,
            title: titles.get(`${i.kind}:${i.refId}`) ?? '',
            compulsory: i.compulsory,
          })),
      })),
      programmes: items.flatMap((i) => {
        const b = i.kind === 'programme' ? bundledById.get(i.refId) : undefined;
        return b
          ? [
              {
                id: b.id,
                kind: b.kind as ProgrammeKind,
                name: b.name,
                status: b.status as TProgrammeAdminDetail['status'],
              },
            ]
          : [];
      }),
    };
  }

  return {
    requireProgramme,
    detail,

    async list(
      actor: Actor,
      q: z.output<typeof ZProgrammeAdminQuery>,
    ): Promise<TPage<TProgrammeSummaryRow>> {
      const found = await repo.adminList(
        {
          companyId: actor.companyId,
          kind: q.kind,
          status: q.status,
          keyword: q.keyword || undefined,
        },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      return toSummaryPage(found, await progress.summaries(found.rows.map((r) => r.id)), q);
    },

    async save(
      actor: Actor,
      ip: string,
      input: TProgrammeSaveParsed,
    ): Promise<TProgrammeAdminDetail> {
      const taskType = taskTypeOf(input.kind, input.taskType);
      const { stages, packageItems } = await checkedStructure(actor, input);
      const audience = await checkedAudience(actor, input);
      const supervisorIds = [...new Set(input.supervisorIds)];
      const supervisors = await deps.directory.find(actor.companyId, supervisorIds, {
        activeOnly: true,
      });
      if (supervisors.length !== supervisorIds.length) throw fail('programme.supervisorNotFound');
      const values = {
        taskType,
        name: input.name,
        cover: input.cover,
        intro: sanitizeRichText(input.intro),
        startAt: input.startAt ? new Date(input.startAt) : null,
        endAt: input.endAt ? new Date(input.endAt) : null,
        orderMode: input.orderMode,
        bySignup: input.bySignup,
        minElectives: input.kind === 'package' ? 0 : input.minElectives,
      };
      const logItems = [...stages.flatMap((s) => s.items), ...packageItems].map((i) => ({
        itemType: i.itemType,
        refId: i.refId,
        compulsory: i.compulsory,
      }));

      const id = await deps.db.transaction(async (tx) => {
        const r = createProgrammeRepository(tx);
        if (input.id) {
          const before = await r.findInCompany(actor.companyId, input.id);
          if (!before) throw fail('programme.notFound');
          if (before.kind !== input.kind) throw fail('programme.kindChanged');
          const [existingStages, existingItems, beforeAudience, beforeSupervisors] =
            await Promise.all([
              r.stagesOf(before.id),
              r.itemsOf([before.id]),
              r.audienceOf(before.id),
              r.supervisorsOf(before.id),
            ]);
          const stageIds = new Set(existingStages.map((s) => s.id));
          const itemById = new Map(existingItems.map((i) => [i.id, i]));
          const givenItems = [...stages.flatMap((s) => s.items), ...packageItems];
          if (
            stages.some((s) => s.id && !stageIds.has(s.id)) ||
            givenItems.some((i) => i.id && !itemById.has(i.id))
          )
            throw fail('common.parameterError');
          // An item now pointing elsewhere loses the progress made on the old one.
          await createProgressRepository(tx).forgetItems(
            givenItems.flatMap((i) => {
              const old = i.id ? itemById.get(i.id) : undefined;
              return old && (old.kind !== i.kind || old.refId !== i.refId) ? [old.id] : [];
            }),
          );
          const after = await r.update(before.id, values);
          deps.reports.programmeChanged(tx, after.id);
          await r.saveStructure(after.id, stages, packageItems);
          await r.replaceAudience(after.id, audience);
          await r.replaceSupervisors(after.id, supervisorIds);
          if (after.status === 'published') {
            await deps.engine.syncAudience(tx, after);
            await deps.engine.recomputeAll(tx, after);
          }
          await deps.record(tx, actor, ip, {
            action: 'update',
            entity: 'programme',
            entityId: after.id,
            summary: after.name,
            before: programmeLogEntry(before, {
              audience: beforeAudience,
              supervisorIds: beforeSupervisors,
              items: existingItems.map((i) => ({
                itemType: i.itemType,
                refId: i.refId,
                compulsory: i.compulsory,
              })),
            }),
            after: programmeLogEntry(after, { audience, supervisorIds, items: logItems }),
          });
          return after.id;
        }
        const row = await r.insert({
          ...values,
          kind: input.kind,
          companyId: actor.companyId,
          status: 'draft',
          createdBy: actor.userId,
        });
        await r.saveStructure(row.id, stages, packageItems);
        await r.replaceAudience(row.id, audience);
        await r.replaceSupervisors(row.id, supervisorIds);
        await deps.record(tx, actor, ip, {
          action: 'create',
          entity: 'programme',
          entityId: row.id,
          summary: row.name,
          after: programmeLogEntry(row, { audience, supervisorIds, items: logItems }),
        });
        return row.id;
      });
      return detail(actor, id);
    },

    /** Publishing turns the participant rule into members and reads where they stand. */
    async setPublished(actor: Actor, ip: string, id: number, published: boolean): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const r = createProgrammeRepository(tx);
        await changePublication(
          tx,
          { actor, ip, record: deps.record },
          {
            entity: 'programme',
            notFound: 'programme.notFound',
            find: (companyId, ids) => r.findManyInCompany(companyId, ids),
            title: (p) => p.name,
            async check(rows, status) {
              if (status !== 'published') return;
              for (const p of rows)
                if (!(await r.itemsOf([p.id])).length) throw fail('programme.publishEmpty');
            },
            async setStatus(ids, status) {
              await r.setStatus(ids, status);
              for (const changed of ids) deps.reports.programmeChanged(tx, changed);
            },
            async after(rows, status) {
              if (status !== 'published') return;
              for (const p of rows) {
                const after = (await r.findInCompany(p.companyId, p.id))!;
                await deps.engine.syncAudience(tx, after);
                await deps.engine.recomputeAll(tx, after);
              }
            },
          },
          [id],
          published ? 'published' : 'unpublished',
        );
      });
    },

    /**
     * Deletes a programme nobody has records in (progress or a completion) and no package
     * bundles; members without records go with it.
     */
    async remove(actor: Actor, ip: string, id: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const r = createProgrammeRepository(tx);
        const row = await r.findInCompany(actor.companyId, id);
        if (!row) throw fail('programme.notFound');
        if (await createProgressRepository(tx).hasRecords(id)) throw fail('programme.hasMembers');
        if ((await r.packagesHolding([id])).length) throw fail('programme.inPackage');
        await r.remove(id);
        deps.reports.programmeChanged(tx, id);
        await deps.record(tx, actor, ip, {
          action: 'delete',
          entity: 'programme',
          entityId: id,
          summary: row.name,
          before: programmeLogEntry(row),
        });
      });
    },

    async addMembers(actor: Actor, ip: string, programmeId: number, userIds: number[]) {
      const unique = [...new Set(userIds)];
      const found = await deps.directory.find(actor.companyId, unique, { activeOnly: true });
      if (found.length !== unique.length) throw fail('programme.userNotFound');
      return deps.db.transaction(async (tx) => {
        const row = await createProgrammeRepository(tx).findInCompany(actor.companyId, programmeId);
        if (!row) throw fail('programme.notFound');
        const added = await deps.engine.enrol(tx, row, unique, 'admin');
        await deps.record(tx, actor, ip, {
          action: 'addMembers',
          entity: 'programme',
          entityId: row.id,
          summary: row.name,
          after: { userIds: added },
        });
        return added.length;
      });
    },

    async removeMembers(actor: Actor, ip: string, programmeId: number, userIds: number[]) {
      return deps.db.transaction(async (tx) => {
        const row = await createProgrammeRepository(tx).findInCompany(actor.companyId, programmeId);
        if (!row) throw fail('programme.notFound');
        const removed = await deps.engine.removeMembers(tx, row.id, [...new Set(userIds)]);
        await deps.record(tx, actor, ip, {
          action: 'removeMembers',
          entity: 'programme',
          entityId: row.id,
          summary: row.name,
          before: { userIds },
        });
        return removed;
      });
    },

    // The report's pages are hot: who may read them is the programme's kept company
    // (ReportService.programmeOf), not a read of the programme on every call.
    async reportLearners(actor: Actor, q: z.output<typeof ZProgressLearnerQuery>) {
      return deps.reports.learners(
        await deps.reports.programmeOf(actor.companyId, q.programmeId),
        q,
      );
    },

    async reportDepartments(actor: Actor, programmeId: number) {
      return deps.reports.departments(await deps.reports.programmeOf(actor.companyId, programmeId));
    },

    async exportReport(actor: Actor, programmeId: number, locale: Locale) {
      return deps.reports.exportWorkbook(await requireProgramme(actor, programmeId), locale);
    },
  };
}
export type ProgrammeAdminService = ReturnType<typeof createProgrammeAdminService>;
