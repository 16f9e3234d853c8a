import type { z } from 'zod';
import type { TPage } from '@ascent/shared/admin';
import type { TStoredFile } from '@ascent/shared/files';
import {
  IDP_STATUS,
  idpName,
  idpPassScore,
  type IdpPickedKind,
  type IdpStatus,
  type TIdpDetail,
  type TIdpOption,
  type TIdpPerson,
  type TIdpResource,
  type TIdpRow,
  type ZIdpDecide,
  type ZIdpItemSearch,
  type ZIdpListQuery,
  type ZIdpSave,
  type ZIdpStepDone,
} from '@ascent/shared/idp';
import type { ItemKind } from '@ascent/shared/task';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { requireRole, type Access } from '../../core/access.ts';
import { stateKey, type ItemSources, type ItemState } from '../../core/learning-items.ts';
import type { FileCatalog } from '../files/files.catalog.ts';
import type { LearnerScope } from '../user/learner-scope.ts';
import {
  createIdpRepository,
  type IdpPlanRow,
  type IdpRepository,
  type IdpResourceRow,
  type NewIdpResource,
} from './idp.repository.ts';
import { toIdpRow } from './idp.mapper.ts';
import type { PeopleDirectory } from '../user/people-directory.ts';

/** People of the company as plans show them, and the supervisor picker's search. */
export type IdpPeople = Pick<PeopleDirectory, 'find' | 'search'>;

/** The papers' total scores of exams of a company, by exam id. */
export type ExamPaperTotals = (
  companyId: number,
  examIds: number[],
) => Promise<Map<number, number>>;

const SEARCH_LIMIT = 20;
const EDITABLE: readonly number[] = [IDP_STATUS.rejected, IDP_STATUS.withdrawn];

/** The plan's progress inputs for one owner: item states and exam totals, one query per kind. */
interface ProgressInputs {
  titles: Map<string, { title: string; url: string }>;
  states: Map<string, ItemState>;
  paperTotals: Map<number, number>;
  files: Map<number, TStoredFile>;
}

const itemKey = (kind: string, id: number) => `${kind}:${id}`;

export function createIdpService(deps: {
  db: Db;
  items: ItemSources;
  /**
   * The learner's scope, and what a learner may put into a plan: what the access module lets
   * the learner see of each kind (the owning module's audience, else a programme's grant).
   */
  access: Access;
  paperTotals: ExamPaperTotals;
  files: FileCatalog;
  people: IdpPeople;
}) {
  const plans = createIdpRepository(deps.db);

  /** The plan when the caller owns or supervises it; not found otherwise. */
  async function readable(actor: Actor, id: number): Promise<IdpPlanRow> {
    const plan = await plans.find(actor.companyId, id);
    if (!plan || (plan.userId !== actor.userId && plan.supervisorId !== actor.userId))
      throw fail('idp.notFound');
    return plan;
  }

  async function peopleOf(companyId: number, ids: number[]): Promise<Map<number, TIdpPerson>> {
    const found = await deps.people.find(companyId, [...new Set(ids)]);
    return new Map(found.map((p) => [p.id, p]));
  }

  /** Items of a kind among ids that exist in the company and the learner may open. */
  async function openItems(
    scope: LearnerScope,
    kind: IdpPickedKind,
    ids: number[],
  ): Promise<Map<number, { title: string; url: string }>> {
    const source = deps.items.get(kind);
    if (!source || !ids.length) return new Map();
    const described = await source.describe(deps.db, scope.companyId, ids);
    const visible = await deps.access.visibleIds(deps.db, scope, kind, [...described.keys()]);
    return new Map([...described].filter(([id]) => visible.has(id)));
  }

  /** Everything the plans of one owner need to show progress: batched per kind. */
  async function progressInputs(
    companyId: number,
    userId: number,
    resources: IdpResourceRow[],
  ): Promise<ProgressInputs> {
    const idsByKind = new Map<ItemKind, number[]>();
    for (const r of resources)
      if (r.kind !== 'homework' && r.itemId !== null) {
        const list = idsByKind.get(r.kind as ItemKind) ?? [];
        list.push(r.itemId);
        idsByKind.set(r.kind as ItemKind, list);
      }
    const titles = new Map<string, { title: string; url: string }>();
    const states = new Map<string, ItemState>();
    await Promise.all(
      [...idsByKind].map(async ([kind, ids]) => {
        const source = deps.items.get(kind);
        if (!source) return;
        const unique = [...new Set(ids)];
        const [described, read] = await Promise.all([
          source.describe(deps.db, companyId, unique),
          source.states(deps.db, companyId, [userId], unique),
        ]);
        for (const [id, s] of described) titles.set(itemKey(kind, id), s);
        for (const id of unique) {
          const state = read.get(stateKey(userId, id));
          if (state) states.set(itemKey(kind, id), state);
        }
      }),
    );
    const [paperTotals, files] = await Promise.all([
      deps.paperTotals(companyId, [...new Set(idsByKind.get('exam') ?? [])]),
      deps.files.describe(
        companyId,
        resources.flatMap((r) => r.fileIds),
      ),
    ]);
    return { titles, states, paperTotals, files };
  }

  function toResource(r: IdpResourceRow, inputs: ProgressInputs): TIdpResource {
    const base = {
      id: r.id,
      kind: r.kind as TIdpResource['kind'],
      itemId: r.itemId,
      passPercent: r.passPercent,
      paperTotal: null,
      passScore: null,
      steps: r.steps.map((s) => ({ title: s.title, content: s.content, done: s.done })),
      files: r.fileIds.flatMap((id) => {
        const f = inputs.files.get(id);
        return f ? [f] : [];
      }),
    };
    if (r.kind === 'homework') {
      const done = r.steps.filter((s) => s.done).length;
      return {
        ...base,
        title: r.title,
        url: '',
        available: true,
        state: done === 0 ? 'notStarted' : done === r.steps.length ? 'completed' : 'inProgress',
        passed: null,
        score: null,
      };
    }
    const key = itemKey(r.kind, r.itemId!);
    const summary = inputs.titles.get(key);
    const read = inputs.states.get(key);
    if (r.kind === 'exam') {
      const total = inputs.paperTotals.get(r.itemId!) ?? null;
      const passScore = total !== null && r.passPercent ? idpPassScore(total, r.passPercent) : null;
      const finished = read?.state === 'completed' || (read?.score ?? null) !== null;
      const passed =
        finished && read?.score !== null && read?.score !== undefined && passScore !== null
          ? read.score >= passScore
          : finished
            ? false
            : null;
      return {
        ...base,
        paperTotal: total,
        passScore,
        title: summary?.title ?? '',
        url: summary?.url ?? '',
        available: !!summary,
        // The plan's pass line decides, not the exam's own: a failed attempt stays in progress.
        state: passed ? 'completed' : read ? 'inProgress' : 'notStarted',
        passed,
        score: read?.score ?? null,
      };
    }
    return {
      ...base,
      title: summary?.title ?? '',
      url: summary?.url ?? '',
      available: !!summary,
      state: read?.state ?? 'notStarted',
      passed: read?.passed ?? null,
      score: read?.score ?? null,
    };
  }

  function progressOf(resources: TIdpResource[]) {
    const completed = resources.filter((r) => r.state === 'completed').length;
    return {
      completedCount: completed,
      progress: resources.length ? Math.round((completed / resources.length) * 100) : 0,
    };
  }

  async function detail(actor: Actor, id: number): Promise<TIdpDetail> {
    const plan = await readable(actor, id);
    const [resources, people] = await Promise.all([
      plans.resourcesOf([plan.id]),
      peopleOf(actor.companyId, [plan.userId, plan.supervisorId]),
    ]);
    const inputs = await progressInputs(actor.companyId, plan.userId, resources);
    const shown = resources.map((r) => toResource(r, inputs));
    const mine = plan.userId === actor.userId;
    return {
      ...toIdpRow(plan, people, resources.length),
      remark: plan.remark,
      resources: shown,
      ...progressOf(shown),
      mine,
      canEdit: mine && EDITABLE.includes(plan.status),
      canWithdraw: mine && plan.status === IDP_STATUS.reviewing,
      canDecide: plan.supervisorId === actor.userId && plan.status === IDP_STATUS.reviewing,
      canWork: mine && plan.status === IDP_STATUS.passed,
    };
  }

  /** Checks the resources of a save and turns them into rows. */
  async function resourceRows(
    actor: Actor,
    scope: LearnerScope,
    input: z.output<typeof ZIdpSave>,
    previous: IdpResourceRow[],
  ): Promise<NewIdpResource[]> {
    const picked = new Map<IdpPickedKind, number[]>();
    for (const r of input.resources)
      if (r.kind !== 'homework') picked.set(r.kind, [...(picked.get(r.kind) ?? []), r.itemId]);
    for (const [kind, ids] of picked) {
      const open = await openItems(scope, kind, [...new Set(ids)]);
      if (ids.some((id) => !open.has(id))) throw fail('idp.itemNotFound');
    }
    const fileIds = input.resources.flatMap((r) => (r.kind === 'homework' ? r.fileIds : []));
    const own = await plans.ownFiles(actor.userId, fileIds);
    if (fileIds.some((id) => !own.has(id))) throw fail('idp.attachmentNotFound');
    // A homework kept with the same title keeps the steps its owner already ticked.
    const ticked = new Map(
      previous.filter((p) => p.kind === 'homework').map((p) => [p.title, p.steps]),
    );
    return input.resources.map((r) => {
      if (r.kind !== 'homework')
        return {
          kind: r.kind,
          itemId: r.itemId,
          passPercent: r.kind === 'exam' ? r.passPercent : null,
        };
      const before = ticked.get(r.title) ?? [];
      return {
        kind: 'homework',
        itemId: null,
        title: r.title,
        steps: r.steps.map((s) => ({
          title: s.title,
          content: s.content,
          done: before.some((b) => b.title === s.title && b.done),
        })),
        fileIds: r.fileIds,
      };
    });
  }

  return {
    async list(actor: Actor, q: z.output<typeof ZIdpListQuery>): Promise<TPage<TIdpRow>> {
      const { rows, total } = await plans.page(
        actor.companyId,
        actor.userId,
        q.tab,
        q.status,
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const ids = rows.map((r) => r.id);
      const [people, counts] = await Promise.all([
        peopleOf(
          actor.companyId,
          rows.flatMap((r) => [r.userId, r.supervisorId]),
        ),
        plans.resourceCounts(ids),
      ]);
      return {
        list: rows.map((r) => toIdpRow(r, people, counts.get(r.id) ?? 0)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    detail,

    /** Creates a plan, or changes a withdrawn or rejected one; either way it goes for review. */
    async save(actor: Actor, input: z.output<typeof ZIdpSave>): Promise<TIdpDetail> {
      const scope = await deps.access.learner(actor);
      if (input.supervisorId === actor.userId) throw fail('idp.selfSupervisor');
      const [supervisor] = await deps.people.find(actor.companyId, [input.supervisorId], {
        activeOnly: true,
      });
      if (!supervisor) throw fail('idp.supervisorNotFound');
      const existing = input.id ? await plans.find(actor.companyId, input.id) : undefined;
      if (input.id) {
        if (
          !existing ||
          (existing.userId !== actor.userId && existing.supervisorId !== actor.userId)
        )
          throw fail('idp.notFound');
        requireRole(existing.userId === actor.userId, 'idp.notOwner');
      }
      const previous = existing ? await plans.resourcesOf([existing.id]) : [];
      const rows = await resourceRows(actor, scope, input, previous);
      const id = await deps.db.transaction(async (tx) => {
        const repo = createIdpRepository(tx);
        const taken = await repo.findByYear(actor.userId, input.year);
        if (taken && taken.id !== existing?.id) throw fail('idp.yearTaken', { year: input.year });
        const fields = {
          year: input.year,
          name: idpName(input.year),
          startDate: input.startDate,
          endDate: input.endDate,
          supervisorId: input.supervisorId,
          status: IDP_STATUS.reviewing as number,
          remark: '',
          submittedAt: new Date(),
          decidedAt: null,
        };
        let planId: number;
        if (existing) {
          const locked = await repo.find(actor.companyId, existing.id, { lock: true });
          if (!locked || !EDITABLE.includes(locked.status)) throw fail('idp.notEditable');
          planId = (await repo.updatePlan(existing.id, fields)).id;
        } else {
          planId = (
            await repo.insertPlan({ ...fields, companyId: actor.companyId, userId: actor.userId })
          ).id;
        }
        await repo.replaceResources(planId, rows);
        return planId;
      });
      return detail(actor, id);
    },

    /** The owner takes a plan under review back (it may then be changed and submitted again). */
    async withdraw(actor: Actor, id: number): Promise<TIdpDetail> {
      await readable(actor, id);
      await deps.db.transaction(async (tx) => {
        const repo = createIdpRepository(tx);
        const plan = (await repo.find(actor.companyId, id, { lock: true }))!;
        requireRole(plan.userId === actor.userId, 'idp.notOwner');
        if (plan.status !== IDP_STATUS.reviewing) throw fail('idp.notReviewing');
        await repo.updatePlan(id, { status: IDP_STATUS.withdrawn, decidedAt: new Date() });
      });
      return detail(actor, id);
    },

    /** The plan's supervisor, and only they, passes or rejects a plan under review. */
    async decide(actor: Actor, input: z.output<typeof ZIdpDecide>): Promise<TIdpDetail> {
      await readable(actor, input.id);
      await deps.db.transaction(async (tx) => {
        const repo = createIdpRepository(tx);
        const plan = (await repo.find(actor.companyId, input.id, { lock: true }))!;
        requireRole(plan.supervisorId === actor.userId, 'idp.notSupervisor');
        if (plan.status !== IDP_STATUS.reviewing) throw fail('idp.notReviewing');
        const status: IdpStatus =
          input.decision === 'pass' ? IDP_STATUS.passed : IDP_STATUS.rejected;
        await repo.updatePlan(plan.id, { status, remark: input.remark, decidedAt: new Date() });
      });
      return detail(actor, input.id);
    },

    /** The owner ticks a step of the plan's own homework (once the plan passed). */
    async markStep(actor: Actor, input: z.output<typeof ZIdpStepDone>): Promise<TIdpDetail> {
      await readable(actor, input.id);
      await deps.db.transaction(async (tx) => {
        const repo: IdpRepository = createIdpRepository(tx);
        const plan = (await repo.find(actor.companyId, input.id, { lock: true }))!;
        requireRole(plan.userId === actor.userId, 'idp.notOwner');
        if (plan.status !== IDP_STATUS.passed) throw fail('idp.notPassed');
        const resource = await repo.lockResource(plan.id, input.resourceId);
        if (!resource || resource.kind !== 'homework' || !resource.steps[input.step])
          throw fail('idp.stepNotFound');
        await repo.setSteps(
          resource.id,
          resource.steps.map((s, i) => (i === input.step ? { ...s, done: input.done } : s)),
        );
      });
      return detail(actor, input.id);
    },

    /** What the learner may put into a plan: the kind's items the learner may open. */
    async searchItems(actor: Actor, input: z.output<typeof ZIdpItemSearch>): Promise<TIdpOption[]> {
      const source = deps.items.get(input.kind);
      if (!source) return [];
      const scope = await deps.access.learner(actor);
      // The source's search is the admin's (all of the company): read more, keep what is open.
      const found = await source.search(deps.db, actor.companyId, input.keyword, SEARCH_LIMIT * 3);
      const visible = await deps.access.visibleIds(
        deps.db,
        scope,
        input.kind,
        found.map((f) => f.id),
      );
      return found
        .filter((f) => visible.has(f.id))
        .slice(0, SEARCH_LIMIT)
        .map((f) => ({ id: f.id, title: f.title, url: f.url }));
    },

    /** People of the company to choose as the supervisor (never oneself). */
    async searchPeople(actor: Actor, keyword: string): Promise<TIdpPerson[]> {
      const found = await deps.people.search(actor.companyId, keyword, SEARCH_LIMIT + 1);
      return found.filter((p) => p.id !== actor.userId).slice(0, SEARCH_LIMIT);
    },

    /** Remembers an uploaded attachment as the uploader's, for their plans' homework. */
    async rememberFile(actor: Actor, fileId: number): Promise<void> {
      await plans.addFile(actor.userId, fileId);
    },

    /** The to-do centre's task type 27: my approved plans with their progress. */
    async tasksOf(companyId: number, userId: number) {
      const passed = await plans.passedOf(companyId, userId);
      const resources = await plans.resourcesOf(passed.map((p) => p.id));
      const inputs = await progressInputs(companyId, userId, resources);
      return passed.map((plan) => {
        const shown = resources
          .filter((r) => r.planId === plan.id)
          .map((r) => toResource(r, inputs));
        return { plan, ...progressOf(shown), total: shown.length };
      });
    },
  };
}
export type IdpService = ReturnType<typeof createIdpService>;
