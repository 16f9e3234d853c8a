import type { z } from 'zod';
import type { TPage, ZListQuery } from '@ascent/shared/admin';
import {
  SUBPLAN_STATUSES,
  planFieldError,
  type PlanItemKind,
  type SubPlanStatus,
  type TManagedSubPlanRow,
  type TMyStudyPlanRow,
  type TPlanItem,
  type TPlanItemProgress,
  type TStudyPlanAdminDetail,
  type TStudyPlanDetail,
  type TStudyPlanRow,
  type TSubPlan,
  type TSubPlanReviewEntry,
  type ZStudyPlanSave,
  type ZSubPlanReview,
  type ZSubPlanSubmit,
} from '@ascent/shared/study-plan';
import { timeStateOf } from '@ascent/shared/task';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import { stateKey, type ItemSources, type ItemState } from '../../core/learning-items.ts';
import type { Db } from '../../db/client.ts';
import { requireAdmin, requireRole, type Access } from '../../core/access.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import {
  createStudyPlanRepository,
  type ManagerRef,
  type StudyPlanRow,
  type SubPlanRow,
} from './study-plan.repository.ts';
import type { SubPlanItem } from './study-plan.schema.ts';
import type { PeopleDirectory } from '../user/people-directory.ts';

/** What study plans ask the people directory (managers' names, departments' names). */
export type StudyPlanDirectory = Pick<PeopleDirectory, 'find' | 'departmentNames'>;

const managerOf = (actor: Actor): ManagerRef => ({
  userId: actor.userId,
  departmentId: actor.departmentId,
  unitManager: actor.roles.includes('unit_manager'),
});

/** Named managers, or (none named) the department's unit managers. */
export function manages(actor: Actor, sub: SubPlanRow): boolean {
  if (sub.managerIds.length) return sub.managerIds.includes(actor.userId);
  return actor.roles.includes('unit_manager') && actor.departmentId === sub.departmentId;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
const itemKey = (kind: string, id: number) => `${kind}:${id}`;

export function createStudyPlanService(deps: {
  db: Db;
  items: ItemSources;
  /** The learner's scope (one refusal when the account is gone). */
  access: Access;
  directory: StudyPlanDirectory;
  record: ChangeRecorder;
}) {
  const repo = createStudyPlanRepository(deps.db);

  /** Titles (and states for one learner) of items, one call per kind. */
  async function readItems(
    companyId: number,
    items: SubPlanItem[],
    userId: number | null,
  ): Promise<{
    titles: Map<string, { title: string; url: string }>;
    states: Map<string, ItemState>;
  }> {
    const byKind = new Map<PlanItemKind, number[]>();
    for (const i of items) byKind.set(i.kind, [...(byKind.get(i.kind) ?? []), i.itemId]);
    const titles = new Map<string, { title: string; url: string }>();
    const states = new Map<string, ItemState>();
    await Promise.all(
      [...byKind].map(async ([kind, ids]) => {
        const source = deps.items.get(kind);
        if (!source) return;
        const unique = [...new Set(ids)];
        const [described, read] = await Promise.all([
          source.describe(deps.db, companyId, unique),
          userId
            ? source.states(deps.db, companyId, [userId], unique)
            : new Map<string, ItemState>(),
        ]);
        for (const [id, s] of described) titles.set(itemKey(kind, id), s);
        if (userId)
          for (const id of unique) {
            const st = read.get(stateKey(userId, id));
            if (st) states.set(itemKey(kind, id), st);
          }
      }),
    );
    return { titles, states };
  }

  const toItem = (
    i: SubPlanItem,
    titles: Map<string, { title: string; url: string }>,
  ): TPlanItem => {
    const t = titles.get(itemKey(i.kind, i.itemId));
    return {
      kind: i.kind,
      itemId: i.itemId,
      note: i.note,
      title: t?.title ?? '',
      url: t?.url ?? '',
      available: !!t,
    };
  };

  /** Sub-plans with their departments, managers, people and items: a few queries for all. */
  async function presentSubPlans(companyId: number, subs: SubPlanRow[]): Promise<TSubPlan[]> {
    const personIds = subs.flatMap((s) => [
      ...s.managerIds,
      ...(s.submittedBy ? [s.submittedBy] : []),
      ...(s.reviewedBy ? [s.reviewedBy] : []),
    ]);
    const [names, people, { titles }] = await Promise.all([
      deps.directory.departmentNames(
        companyId,
        subs.map((s) => s.departmentId),
      ),
      deps.directory.find(companyId, [...new Set(personIds)]),
      readItems(
        companyId,
        subs.flatMap((s) => s.items),
        null,
      ),
    ]);
    const byId = new Map(people.map((p) => [p.id, p]));
    const person = (id: number | null) => (id ? (byId.get(id) ?? null) : null);
    return subs.map((s) => ({
      id: s.id,
      planId: s.planId,
      departmentId: s.departmentId,
      departmentName: names.get(s.departmentId) ?? '',
      managers: s.managerIds.flatMap((id) => {
        const p = byId.get(id);
        return p ? [p] : [];
      }),
      byRole: s.managerIds.length === 0,
      status: s.status as SubPlanStatus,
      values: s.values,
      items: s.items.map((i) => toItem(i, titles)),
      remark: s.remark,
      submittedBy: person(s.submittedBy),
      submittedAt: iso(s.submittedAt),
      reviewedBy: person(s.reviewedBy),
      reviewedAt: iso(s.reviewedAt),
    }));
  }

  async function rowsOf(plans: StudyPlanRow[]): Promise<TStudyPlanRow[]> {
    const counts = await repo.statusCounts(plans.map((p) => p.id));
    return plans.map((p) => {
      const c = Object.fromEntries(SUBPLAN_STATUSES.map((s) => [s, 0])) as Record<
        SubPlanStatus,
        number
      >;
      for (const r of counts)
        if (r.planId === p.id && r.status in c) c[r.status as SubPlanStatus] = r.n;
      return {
        id: p.id,
        name: p.name,
        startAt: p.startAt.toISOString(),
        endAt: p.endAt.toISOString(),
        timeState: timeStateOf(p.startAt, p.endAt),
        counts: c,
        updatedAt: p.updatedAt.toISOString(),
      };
    });
  }

  async function adminDetail(actor: Actor, id: number): Promise<TStudyPlanAdminDetail> {
    const plan = await repo.find(actor.companyId, id);
    if (!plan) throw fail('studyplan.notFound');
    const [[row], subs] = await Promise.all([rowsOf([plan]), repo.subPlansOf([plan.id])]);
    return {
      ...row!,
      description: plan.description,
      fields: plan.fields,
      subPlans: await presentSubPlans(actor.companyId, subs),
    };
  }

  /** The plan when the caller manages one of its sub-plans or it concerns them. */
  async function learnerView(actor: Actor, planId: number) {
    const plan = await repo.find(actor.companyId, planId);
    if (!plan) throw fail('studyplan.notFound');
    const { departmentIds } = await deps.access.learner(actor);
    const [managed, mine] = await Promise.all([
      repo.managedIn(actor.companyId, plan.id, managerOf(actor)),
      repo.passedFor([plan.id], departmentIds),
    ]);
    if (!managed.length && !mine.length && !actor.isAdmin) throw fail('studyplan.notFound');
    return { plan, managed, mine };
  }

  const service = {
    // ------------------------------------------------------------------ admin site
    async adminList(actor: Actor, q: z.output<typeof ZListQuery>): Promise<TPage<TStudyPlanRow>> {
      const { rows, total } = await repo.adminPage(
        actor.companyId,
        q.keyword ?? '',
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      return { list: await rowsOf(rows), total, page: q.page, pageSize: q.pageSize };
    },

    adminDetail,

    async save(
      actor: Actor,
      ip: string,
      input: z.output<typeof ZStudyPlanSave>,
    ): Promise<TStudyPlanAdminDetail> {
      const departmentIds = input.departments.map((d) => d.departmentId);
      const names = await deps.directory.departmentNames(actor.companyId, departmentIds);
      if (departmentIds.some((id) => !names.has(id))) throw fail('studyplan.departmentNotFound');
      const managerIds = [...new Set(input.departments.flatMap((d) => d.managerIds))];
      const managers = await deps.directory.find(actor.companyId, managerIds, {
        activeOnly: true,
      });
      if (managers.length !== managerIds.length) throw fail('studyplan.managerNotFound');
      const id = await deps.db.transaction(async (tx) => {
        const r = createStudyPlanRepository(tx);
        const fields = {
          name: input.name,
          description: input.description,
          startAt: new Date(input.startAt),
          endAt: new Date(input.endAt),
          fields: input.fields,
        };
        const before = input.id ? await r.find(actor.companyId, input.id) : undefined;
        if (input.id && !before) throw fail('studyplan.notFound');
        const plan = before
          ? await r.updatePlan(before.id, fields)
          : await r.insertPlan({ ...fields, companyId: actor.companyId, createdBy: actor.userId });
        const existing = await r.subPlansOf([plan.id]);
        const wanted = new Map(input.departments.map((d) => [d.departmentId, d.managerIds]));
        const removed = existing.filter((s) => !wanted.has(s.departmentId));
        if (removed.some((s) => s.status !== 'draft')) throw fail('studyplan.departmentsLocked');
        await r.deleteSubPlans(removed.map((s) => s.id));
        for (const s of existing)
          if (wanted.has(s.departmentId))
            await r.updateSubPlan(s.id, { managerIds: wanted.get(s.departmentId)! });
        const known = new Set(existing.map((s) => s.departmentId));
        await r.insertSubPlans(
          input.departments
            .filter((d) => !known.has(d.departmentId))
            .map((d) => ({
              companyId: actor.companyId,
              planId: plan.id,
              departmentId: d.departmentId,
              managerIds: d.managerIds,
            })),
        );
        await deps.record(tx, actor, ip, {
          action: before ? 'update' : 'create',
          entity: 'studyPlan',
          entityId: plan.id,
          summary: plan.name,
          before: before ?? null,
          after: { ...plan, departments: input.departments },
        });
        return plan.id;
      });
      return adminDetail(actor, id);
    },

    async remove(actor: Actor, ip: string, ids: number[]): Promise<number> {
      return deps.db.transaction(async (tx) => {
        const gone = await createStudyPlanRepository(tx).deletePlans(actor.companyId, ids);
        for (const p of gone)
          await deps.record(tx, actor, ip, {
            action: 'delete',
            entity: 'studyPlan',
            entityId: p.id,
            summary: p.name,
            before: p,
          });
        return gone.length;
      });
    },

    /** subplan/audit/remark: an administrator passes or rejects a submitted sub-plan. */
    async review(
      actor: Actor,
      ip: string,
      input: z.output<typeof ZSubPlanReview>,
    ): Promise<TStudyPlanAdminDetail> {
      requireAdmin(actor);
      const planId = await deps.db.transaction(async (tx) => {
        const r = createStudyPlanRepository(tx);
        const sub = await r.findSubPlan(actor.companyId, input.subPlanId, { lock: true });
        if (!sub) throw fail('studyplan.subPlanNotFound');
        if (sub.status !== 'reviewing') throw fail('studyplan.notReviewing');
        const action = input.decision === 'pass' ? 'pass' : 'reject';
        const after = await r.updateSubPlan(sub.id, {
          status: input.decision === 'pass' ? 'passed' : 'rejected',
          remark: input.remark,
          reviewedBy: actor.userId,
          reviewedAt: new Date(),
        });
        await r.addReview({
          subPlanId: sub.id,
          action,
          remark: input.remark,
          userId: actor.userId,
        });
        await deps.record(tx, actor, ip, {
          action: `review.${action}`,
          entity: 'studySubPlan',
          entityId: sub.id,
          summary: input.remark,
          before: { status: sub.status },
          after: { status: after.status, remark: after.remark },
        });
        return sub.planId;
      });
      return adminDetail(actor, planId);
    },

    // ------------------------------------------------------------------ learner site
    /** planfield/list: the plan's fields, for its managers, its learners and administrators. */
    async fields(actor: Actor, planId: number) {
      const { plan } = await learnerView(actor, planId);
      return plan.fields;
    },

    /** managerlist: the sub-plans I manage. */
    async managerList(
      actor: Actor,
      q: { page: number; pageSize: number },
    ): Promise<TPage<TManagedSubPlanRow>> {
      const { rows, total } = await repo.managedPage(
        actor.companyId,
        managerOf(actor),
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const names = await deps.directory.departmentNames(
        actor.companyId,
        rows.map((r) => r.sub.departmentId),
      );
      return {
        list: rows.map(({ sub, plan }) => ({
          subPlanId: sub.id,
          planId: plan.id,
          planName: plan.name,
          departmentName: names.get(sub.departmentId) ?? '',
          startAt: plan.startAt.toISOString(),
          endAt: plan.endAt.toISOString(),
          timeState: timeStateOf(plan.startAt, plan.endAt),
          status: sub.status as SubPlanStatus,
          remark: sub.remark,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** plan/{id}/detail: what I manage of the plan, and what it plans for me with my progress. */
    async detail(actor: Actor, planId: number): Promise<TStudyPlanDetail> {
      const { plan, managed, mine } = await learnerView(actor, planId);
      const timeState = timeStateOf(plan.startAt, plan.endAt);
      const planned = mine.flatMap((s) => s.items);
      const unique = [...new Map(planned.map((i) => [itemKey(i.kind, i.itemId), i])).values()];
      const [subs, { titles, states }] = await Promise.all([
        presentSubPlans(actor.companyId, managed),
        readItems(actor.companyId, unique, actor.userId),
      ]);
      const items: TPlanItemProgress[] = unique.map((i) => {
        const st = states.get(itemKey(i.kind, i.itemId));
        return {
          ...toItem(i, titles),
          state: st?.state ?? 'notStarted',
          passed: st?.passed ?? null,
        };
      });
      const done = items.filter((i) => i.state === 'completed').length;
      return {
        id: plan.id,
        name: plan.name,
        description: plan.description,
        startAt: plan.startAt.toISOString(),
        endAt: plan.endAt.toISOString(),
        timeState,
        fields: plan.fields,
        managed: subs.map((s) => ({
          ...s,
          canSubmit: timeState !== 'ended' && (s.status === 'draft' || s.status === 'rejected'),
        })),
        items,
        progress: items.length ? Math.round((done / items.length) * 100) : 0,
      };
    },

    /** managersubmit: a manager submits the department's sub-plan for review. */
    async submit(actor: Actor, input: z.output<typeof ZSubPlanSubmit>): Promise<TStudyPlanDetail> {
      const sub = await repo.findSubPlan(actor.companyId, input.subPlanId);
      if (!sub) throw fail('studyplan.subPlanNotFound');
      requireRole(manages(actor, sub), 'studyplan.notManager');
      const plan = (await repo.find(actor.companyId, sub.planId))!;
      if (timeStateOf(plan.startAt, plan.endAt) === 'ended') throw fail('studyplan.ended');
      const keys = new Set(plan.fields.map((f) => f.key));
      if (Object.keys(input.values).some((k) => !keys.has(k)))
        throw fail('common.parameterError', undefined, { field: 'values' });
      for (const f of plan.fields)
        if (planFieldError(f, input.values[f.key]))
          throw fail('studyplan.fieldInvalid', { name: f.name });
      const { titles } = await readItems(actor.companyId, input.items, null);
      if (input.items.some((i) => !titles.has(itemKey(i.kind, i.itemId))))
        throw fail('studyplan.itemNotFound');
      await deps.db.transaction(async (tx) => {
        const r = createStudyPlanRepository(tx);
        const locked = (await r.findSubPlan(actor.companyId, sub.id, { lock: true }))!;
        if (locked.status !== 'draft' && locked.status !== 'rejected')
          throw fail('studyplan.notEditable');
        await r.updateSubPlan(sub.id, {
          status: 'reviewing',
          values: Object.fromEntries(plan.fields.map((f) => [f.key, input.values[f.key] ?? ''])),
          items: input.items,
          remark: '',
          submittedBy: actor.userId,
          submittedAt: new Date(),
          reviewedBy: null,
          reviewedAt: null,
        });
        await r.addReview({ subPlanId: sub.id, action: 'submit', userId: actor.userId });
      });
      return service.detail(actor, plan.id);
    },

    /** The plans that concern me (a passed sub-plan of my department or one above it). */
    async myPlans(
      actor: Actor,
      q: { page: number; pageSize: number },
    ): Promise<TPage<TMyStudyPlanRow>> {
      const { departmentIds } = await deps.access.learner(actor);
      const { rows, total } = await repo.concerningPage(
        actor.companyId,
        departmentIds,
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const subs = await repo.passedFor(
        rows.map((r) => r.id),
        departmentIds,
      );
      const all = subs.flatMap((s) => s.items);
      const { states } = await readItems(actor.companyId, all, actor.userId);
      return {
        list: rows.map((p) => {
          const items = [
            ...new Set(
              subs
                .filter((s) => s.planId === p.id)
                .flatMap((s) => s.items.map((i) => itemKey(i.kind, i.itemId))),
            ),
          ];
          return {
            id: p.id,
            name: p.name,
            startAt: p.startAt.toISOString(),
            endAt: p.endAt.toISOString(),
            timeState: timeStateOf(p.startAt, p.endAt),
            itemCount: items.length,
            completedCount: items.filter((k) => states.get(k)?.state === 'completed').length,
          };
        }),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** AuditTmplDetailbyType: the submissions and reviews of the plan's sub-plans I manage. */
    async reviewTrail(actor: Actor, planId: number): Promise<TSubPlanReviewEntry[]> {
      const { managed } = await learnerView(actor, planId);
      const subs = actor.isAdmin && !managed.length ? await repo.subPlansOf([planId]) : managed;
      const reviews = await repo.reviewsOf(subs.map((s) => s.id));
      const [names, people] = await Promise.all([
        deps.directory.departmentNames(
          actor.companyId,
          subs.map((s) => s.departmentId),
        ),
        deps.directory.find(actor.companyId, [
          ...new Set(reviews.flatMap((r) => (r.userId ? [r.userId] : []))),
        ]),
      ]);
      const dept = new Map(subs.map((s) => [s.id, names.get(s.departmentId) ?? '']));
      const byId = new Map(people.map((p) => [p.id, p]));
      return reviews.map((r) => ({
        subPlanId: r.subPlanId,
        departmentName: dept.get(r.subPlanId) ?? '',
        action: r.action as TSubPlanReviewEntry['action'],
        remark: r.remark,
        by: r.userId ? (byId.get(r.userId) ?? null) : null,
        at: r.createdAt.toISOString(),
      }));
    },
  };
  return service;
}
export type StudyPlanService = ReturnType<typeof createStudyPlanService>;
