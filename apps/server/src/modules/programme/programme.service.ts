import type { z } from 'zod';
import type { TPage } from '@ascent/shared/admin';
import type {
  ProgressState,
  TProgrammeDetail,
  TProgrammeItemOpened,
  TProgrammeItemView,
  TProgrammeStageView,
  ZProgrammeListQuery,
} from '@ascent/shared/programme';
import { timeStateOf, type ItemKind, type TTodoTask, type TaskType } from '@ascent/shared/task';
import type { Actor } from '../../core/context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import { requireRole, type Access } from '../../core/access.ts';
import type {
  ItemSummary,
  ItemSources,
  SignupRegistry,
  TaskContext,
} from '../../core/learning-items.ts';
import {
  createProgrammeRepository,
  type ItemRow,
  type ProgrammeRow,
  type StageRow,
} from './programme.repository.ts';
import { createProgressRepository, type MemberRow } from './programme-progress.repository.ts';
import type { ProgressEngine } from './programme-progress.service.ts';
import { passRuleOf } from './programme-progress.service.ts';
import { isDone, locksOf, type Locks } from './programme.rules.ts';
import { programmeCover, toCard, urlOf } from './programme.mapper.ts';

/** Items that have no module deciding their state: opening them completes them. */
const COMPLETED_ON_OPEN: readonly string[] = ['knowledge', 'news'];

interface Standing {
  programme: ProgrammeRow;
  member: MemberRow | undefined;
  supervising: boolean;
}

/**
 * The learner's programmes: lists by kind, the detail with stages, items, locks and progress,
 * opening an item, the to-do centre's tasks and the grant that lets members open the items.
 * Who may see a programme: its members (by participant rule, sign-up, package or an admin),
 * its supervisors and administrators; a programme by sign-up is shown to everyone so they can
 * sign up.
 */
export function createProgrammeService(deps: {
  db: Db;
  /** The learner's scope and a programme's visibility (its rule, else a package's grant). */
  access: Access;
  engine: ProgressEngine;
  itemSources: ItemSources;
  signups: SignupRegistry;
}) {
  const repo = createProgrammeRepository(deps.db);
  const progress = createProgressRepository(deps.db);

  /**
   * Where the learner stands: a member (joining now when the participant rule names them or a
   * package they are a member of grants the programme: the access module), a supervisor, or
   * neither. Unknown, other companies' and unpublished programmes are not found
   * (administrators may look at unpublished ones).
   */
  async function standing(actor: Actor, id: number): Promise<Standing> {
    const programme = deps.access.inCompany(
      actor.companyId,
      await repo.findInCompany(actor.companyId, id),
      'programme.notFound',
    );
    if (programme.status !== 'published' && !deps.access.isAdmin(actor))
      throw fail('programme.notFound');
    let member = await progress.memberOf(id, actor.userId);
    if (!member && programme.status === 'published') {
      const scope = await deps.access.learner(actor);
      if (await deps.access.canSee(deps.db, scope, 'programme', programme)) {
        await deps.db.transaction((tx) =>
          deps.engine.enrol(tx, programme, [actor.userId], 'audience'),
        );
        member = await progress.memberOf(id, actor.userId);
      }
    }
    const supervising = await repo.isSupervisor(id, actor.userId);
    return { programme, member, supervising };
  }

  /** The items' names and pages, one describe() per kind. */
  async function describeItems(
    q: DbOrTx,
    companyId: number,
    items: readonly ItemRow[],
  ): Promise<Map<string, ItemSummary>> {
    const out = new Map<string, ItemSummary>();
    const byKind = new Map<string, number[]>();
    for (const i of items) byKind.set(i.kind, [...(byKind.get(i.kind) ?? []), i.refId]);
    for (const [kind, ids] of byKind) {
      const source = deps.itemSources.get(kind as ItemKind);
      if (!source) continue;
      const found = await source.describe(q, companyId, [...new Set(ids)]);
      for (const [id, s] of found) out.set(`${kind}:${id}`, s);
    }
    return out;
  }

  /** The learner's locks over a programme's stages and items. */
  async function locksFor(
    q: DbOrTx,
    programme: ProgrammeRow,
    userId: number,
  ): Promise<{
    stages: StageRow[];
    items: ItemRow[];
    locks: Locks;
    done: (id: number) => boolean;
  }> {
    const r = createProgrammeRepository(q);
    const [stages, items, rows] = await Promise.all([
      r.stagesOf(programme.id),
      r.itemsOf([programme.id]),
      createProgressRepository(q).progressOf(programme.id, userId),
    ]);
    const byItem = new Map(rows.map((p) => [p.itemId, p]));
    const done = (id: number) => {
      const p = byItem.get(id);
      return isDone(p ? { state: p.state as ProgressState, passed: p.passed } : undefined);
    };
    return { stages, items, locks: locksOf(programme, stages, items, done), done };
  }

  return {
    async list(
      actor: Actor,
      q: z.output<typeof ZProgrammeListQuery>,
    ): Promise<TPage<ReturnType<typeof toCard>>> {
      const scope = await deps.access.learner(actor);
      const now = new Date();
      const { rows, total } = await repo.learnerList(
        scope,
        {
          kind: q.kind,
          taskType: q.taskType,
          mine: q.mine === true,
          keyword: q.keyword || undefined,
          state: q.state,
          now,
        },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const ids = rows.map((r) => r.id);
      const [members, counts] = await Promise.all([
        progress.membershipsOf(actor.userId, ids),
        repo.itemCounts(ids),
      ]);
      return {
        list: rows.map((r) => toCard(r, members.get(r.id), counts.get(r.id) ?? 0, now)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async detail(actor: Actor, id: number): Promise<TProgrammeDetail> {
      const { programme, member: before, supervising } = await standing(actor, id);
      // Participants, supervisors and administrators; everyone, of a programme by sign-up.
      requireRole(
        !!before || supervising || deps.access.isAdmin(actor) || programme.bySignup,
        'programme.noAccess',
      );
      let member = before;
      if (member) {
        // Refresh from the items' own records (an in-progress course has no event).
        await deps.db.transaction((tx) =>
          deps.engine.recomputeUsers(tx, programme, [actor.userId]),
        );
        member = await progress.memberOf(id, actor.userId);
      }
      const now = new Date();
      const { stages, items, locks } = await locksFor(deps.db, programme, actor.userId);
      const rows = await progress.progressOf(id, actor.userId);
      const byItem = new Map(rows.map((p) => [p.itemId, p]));
      const names = await describeItems(deps.db, actor.companyId, items);
      const rule = passRuleOf(items, programme.minElectives);

      const view = (i: ItemRow): TProgrammeItemView => {
        const p = byItem.get(i.id);
        const summary = names.get(`${i.kind}:${i.refId}`);
        return {
          id: i.id,
          itemType: i.itemType,
          kind: i.kind as ItemKind,
          refId: i.refId,
          title: summary?.title ?? '',
          url: summary?.url ?? '',
          compulsory: i.compulsory,
          state: (p?.state as ProgressState | undefined) ?? 'notStarted',
          passed: p?.passed ?? null,
          score: p?.score ?? null,
          locked: member ? locks.itemLocked.get(i.id) === true : false,
        };
      };
      const stageViews: TProgrammeStageView[] = stages.map((s) => ({
        id: s.id,
        sort: s.sort,
        name: s.name,
        locked: member ? locks.stageLocked.get(s.id) === true : false,
        completed: locks.stageDone.get(s.id) === true,
        items: items.filter((i) => i.stageId === s.id).map(view),
      }));

      let programmesOfPackage: TProgrammeDetail['programmes'] = [];
      if (programme.kind === 'package') {
        const refs = items.map((i) => i.refId);
        const bundled = (await repo.findManyInCompany(actor.companyId, refs)).filter(
          (r) => r.status === 'published',
        );
        const [mine, counts] = await Promise.all([
          progress.membershipsOf(
            actor.userId,
            bundled.map((b) => b.id),
          ),
          repo.itemCounts(bundled.map((b) => b.id)),
        ]);
        const order = new Map(refs.map((r, i) => [r, i]));
        programmesOfPackage = bundled
          .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
          .map((b) => toCard(b, mine.get(b.id), counts.get(b.id) ?? 0, now));
      }

      const standingOfSignup = await deps.signups.lookup(
        deps.db,
        actor.companyId,
        'programme',
        id,
        actor.userId,
      );
      return {
        id: programme.id,
        kind: programme.kind as TProgrammeDetail['kind'],
        taskType: programme.taskType,
        name: programme.name,
        cover: programmeCover(programme),
        intro: programme.intro,
        startAt: programme.startAt?.toISOString() ?? null,
        endAt: programme.endAt?.toISOString() ?? null,
        timeState: timeStateOf(programme.startAt, programme.endAt, now),
        orderMode: programme.orderMode as TProgrammeDetail['orderMode'],
        bySignup: programme.bySignup,
        minElectives: rule.minElectives,
        enrolled: !!member,
        supervising,
        progress: {
          percent: member?.percent ?? 0,
          state: (member?.state as ProgressState | undefined) ?? 'notStarted',
          completedAt: member?.completedAt?.toISOString() ?? null,
          compulsoryDone: member?.compulsoryDone ?? 0,
          compulsoryTotal: rule.compulsoryTotal,
          electivesDone: member?.electivesDone ?? 0,
        },
        stages: stageViews,
        programmes: programmesOfPackage,
        signup: standingOfSignup
          ? {
              signupId: standingOfSignup.signupId,
              window: standingOfSignup.window,
              mine: standingOfSignup.mine,
              url: `/signup/detail?id=${standingOfSignup.signupId}`,
            }
          : null,
      };
    },

    /** Opens an item: refused while locked; knowledge and news count as completed. */
    async openItem(
      actor: Actor,
      programmeId: number,
      itemId: number,
    ): Promise<TProgrammeItemOpened> {
      const { programme, member } = await standing(actor, programmeId);
      if (!member) throw fail('programme.notMember');
      if (timeStateOf(programme.startAt, programme.endAt) === 'notStarted')
        throw fail('programme.notStarted');
      const { items, locks, done } = await locksFor(deps.db, programme, actor.userId);
      const item = items.find((i) => i.id === itemId);
      if (!item) throw fail('programme.notFound');
      if (locks.itemLocked.get(item.id)) {
        const levelLocked = item.stageId !== null && locks.stageLocked.get(item.stageId);
        throw fail(levelLocked ? 'programme.levelLocked' : 'programme.previousItemFirst');
      }
      const summary = (await describeItems(deps.db, actor.companyId, [item])).get(
        `${item.kind}:${item.refId}`,
      );
      let state: ProgressState = done(item.id) ? 'completed' : 'notStarted';
      if (COMPLETED_ON_OPEN.includes(item.kind) && !done(item.id)) {
        await deps.db.transaction((tx) =>
          deps.engine.markCompleted(tx, programme, item, actor.userId),
        );
        state = 'completed';
      } else if (!done(item.id)) {
        const p = (await progress.progressOf(programme.id, actor.userId)).find(
          (r) => r.itemId === item.id,
        );
        state = (p?.state as ProgressState | undefined) ?? 'notStarted';
      }
      return { url: summary?.url ?? '', state };
    },

    /**
     * Item access (the grant the access module asks): the ids among `itemIds` a member of a
     * published, started programme holding them may open, except an item in a locked map level
     * or after an unfinished item of a sequential programme. A package grants its programmes
     * the same way (kind 'programme'). One query for the items, one for the memberships, and
     * the locks of each programme the learner is a member of.
     */
    async grantedAmong(
      q: DbOrTx,
      companyId: number,
      userId: number,
      kind: ItemKind,
      itemIds: readonly number[],
    ): Promise<Set<number>> {
      const open = new Set<number>();
      const refs = await createProgrammeRepository(q).itemsReferring(companyId, kind, itemIds);
      const programmeIds = [...new Set(refs.map((r) => r.programmeId))];
      if (!programmeIds.length) return open;
      const memberships = await createProgressRepository(q).membersAmong(programmeIds, [userId]);
      for (const m of memberships) {
        const held = refs.filter((r) => r.programmeId === m.programmeId);
        const programme = held[0]!.programme;
        if (timeStateOf(programme.startAt, programme.endAt) === 'notStarted') continue;
        if (held.every((r) => open.has(r.refId))) continue;
        const { locks } = await locksFor(q, programme, userId);
        for (const r of held) if (!locks.itemLocked.get(r.id)) open.add(r.refId);
      }
      return open;
    },

    /** The to-do centre's tasks of some task types. */
    async tasks(ctx: TaskContext, taskTypes: readonly TaskType[]): Promise<TTodoTask[]> {
      // The to-do centre refused a missing account already; another company's person has none.
      const scope = await deps.access.personScope(ctx.companyId, ctx.userId);
      if (!scope) return [];
      const rows = await repo.tasksOf(scope, taskTypes);
      const members = await progress.membershipsOf(
        ctx.userId,
        rows.map((r) => r.id),
      );
      return rows.map((r) => {
        const m = members.get(r.id);
        return {
          taskType: r.taskType as TaskType,
          id: r.id,
          title: r.name,
          cover: programmeCover(r),
          startAt: r.startAt?.toISOString() ?? null,
          endAt: r.endAt?.toISOString() ?? null,
          timeState: timeStateOf(r.startAt, r.endAt, ctx.now),
          progress: m?.percent ?? 0,
          completed: m?.state === 'completed',
          url: urlOf(r),
        };
      });
    },
  };
}
export type ProgrammeService = ReturnType<typeof createProgrammeService>;
