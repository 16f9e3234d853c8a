import { coverFor } from '@ascent/shared/home';
import type { TPage } from '@ascent/shared/admin';
import {
  TASK_MENU,
  TASK_MENU_TYPES,
  type TItemOption,
  type TItemSearch,
  type TTodoListQuery,
  type TTodoMenuEntry,
  type TTodoTask,
  type TTrainReport,
  type TTrainReportQuery,
  type TTrainTaskListQuery,
  type TaskMenuType,
  type TaskType,
  type TrainReportPeriod,
} from '@ascent/shared/task';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import type { ItemSources, TaskSources } from '../../core/learning-items.ts';
import type { Db } from '../../db/client.ts';
import type { Access } from '../../core/access.ts';

/** An admin picker offers at most this many items per search. */
export const ITEM_SEARCH_LIMIT = 20;

/** What the training report reads from the learning record. */
export interface ReportTotals {
  reportTotals(
    userId: number,
    from: Date | null,
  ): Promise<{ hours: number; credits: number; points: number; coursesCompleted: number }>;
}

/** The start of a report period in the server's time zone (null: everything). */
export function reportPeriodStart(period: TrainReportPeriod, now: Date): Date | null {
  if (period === 'all') return null;
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  if (period === 'week') d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  if (period === 'month') d.setDate(1);
  if (period === 'year') d.setMonth(0, 1);
  return d;
}

/**
 * The to-do centre's order: tasks in progress first, then not started, then ended; within
 * each, the nearest end first (open-ended last), then by title.
 */
const STATE_ORDER = { inProgress: 0, notStarted: 1, ended: 2 } as const;
export function compareTasks(a: TTodoTask, b: TTodoTask): number {
  const s = STATE_ORDER[a.timeState] - STATE_ORDER[b.timeState];
  if (s) return s;
  const ea = a.endAt ? Date.parse(a.endAt) : Number.POSITIVE_INFINITY;
  const eb = b.endAt ? Date.parse(b.endAt) : Number.POSITIVE_INFINITY;
  if (ea !== eb) return ea < eb ? -1 : 1;
  return a.title.localeCompare(b.title) || a.taskType - b.taskType || a.id - b.id;
}

const page = <T>(all: T[], p: { page: number; pageSize: number }): TPage<T> => ({
  list: all.slice((p.page - 1) * p.pageSize, p.page * p.pageSize),
  total: all.length,
  page: p.page,
  pageSize: p.pageSize,
});

/**
 * The to-do centre (center/todo/list and menu), the learner's training report
 * (train/report/member/train/*) and the admin's item pickers (manage/items/search), all over
 * the seams of core/learning-items.ts: this module owns no table.
 */
export function createTaskService(deps: {
  db: Db;
  sources: ItemSources;
  tasks: TaskSources;
  learning: ReportTotals;
  /** The one refusal when the learner's account is gone (the sources then answer nothing). */
  access: Pick<Access, 'learner'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** Every task type some registered source lists. */
  const servedTypes = () => new Set(deps.tasks.all().flatMap((s) => s.taskTypes));

  /** The task types of a menu entry ('*': every served type). */
  const typesOf = (menuType: TaskMenuType): readonly TaskType[] =>
    menuType === '*' ? [...servedTypes()] : TASK_MENU[menuType];

  /** The learner's tasks of some types, from each source that lists any of them (one call each). */
  async function tasksOf(actor: Actor, types: readonly TaskType[]): Promise<TTodoTask[]> {
    const wanted = new Set(types);
    await deps.access.learner(actor);
    const ctx = { companyId: actor.companyId, userId: actor.userId, now: now() };
    const lists = await Promise.all(
      deps.tasks.all().flatMap((source) => {
        const mine = source.taskTypes.filter((t) => wanted.has(t));
        return mine.length ? [source.list(ctx, mine)] : [];
      }),
    );
    // A source that has no picture for a task (cover null) gets a built-in one: every card shows art.
    return lists
      .flat()
      .filter((t) => wanted.has(t.taskType))
      .map((t) =>
        t.cover ? t : { ...t, cover: coverFor('programme', null, `t${t.taskType}-${t.id}`) },
      );
  }

  return {
    /** center/todo/list: the menu entry's tasks (narrowed by taskType), filtered, sorted, paged. */
    async todoList(actor: Actor, q: TTodoListQuery): Promise<TPage<TTodoTask>> {
      const menu = typesOf(q.menuType);
      if (q.taskType?.some((t) => !menu.includes(t as TaskType)))
        throw fail('common.parameterError');
      const types = q.taskType?.length ? (q.taskType as TaskType[]) : menu;
      const keyword = q.keyword?.toLowerCase() ?? '';
      const all = (await tasksOf(actor, types))
        .filter((t) => !q.state || t.timeState === q.state)
        .filter((t) => !q.unfinished || !t.completed)
        .filter((t) => !keyword || t.title.toLowerCase().includes(keyword))
        .sort(compareTasks);
      return page(all, q);
    },

    /** center/todo/menu: the entries some source serves, each with the number of its tasks. */
    async todoMenu(actor: Actor): Promise<TTodoMenuEntry[]> {
      const served = servedTypes();
      const entries = TASK_MENU_TYPES.map((menuType) => ({
        menuType,
        taskTypes: typesOf(menuType),
      })).filter((e) => e.taskTypes.some((t) => served.has(t)));
      if (!entries.length) return [];
      const tasks = await tasksOf(actor, [...served]);
      return entries.map((e) => ({
        ...e,
        count: tasks.filter((t) => e.taskTypes.includes(t.taskType)).length,
      }));
    },

    /** train/report/member/train/detail: tasks by type, and the ledger's sums in the period. */
    async report(actor: Actor, q: TTrainReportQuery): Promise<TTrainReport> {
      const from = reportPeriodStart(q.period, now());
      const [tasks, totals] = await Promise.all([
        tasksOf(actor, [...servedTypes()]),
        deps.learning.reportTotals(actor.userId, from),
      ]);
      const byType = new Map<TaskType, { total: number; completed: number }>();
      for (const t of tasks) {
        const line = byType.get(t.taskType) ?? { total: 0, completed: 0 };
        line.total += 1;
        if (t.completed) line.completed += 1;
        byType.set(t.taskType, line);
      }
      return {
        period: q.period,
        ...totals,
        types: [...byType]
          .map(([taskType, line]) => ({ taskType, ...line }))
          .sort((a, b) => a.taskType - b.taskType),
        total: tasks.length,
        completed: tasks.filter((t) => t.completed).length,
      };
    },

    /** train/report/member/train/tasklist: the report's tasks with progress, paged. */
    async reportTasks(actor: Actor, q: TTrainTaskListQuery): Promise<TPage<TTodoTask>> {
      const served = servedTypes();
      if (q.taskType !== undefined && !served.has(q.taskType as TaskType)) return page([], q);
      const types = q.taskType !== undefined ? [q.taskType as TaskType] : [...served];
      const all = (await tasksOf(actor, types))
        .filter((t) => q.completed === undefined || t.completed === q.completed)
        .sort(compareTasks);
      return page(all, q);
    },

    /** manage/items/search: the company's items of one kind for an admin picker (at most 20). */
    async searchItems(actor: Actor, q: TItemSearch): Promise<TItemOption[]> {
      const source = deps.sources.get(q.kind);
      if (!source) return [];
      const found = await source.search(
        deps.db,
        actor.companyId,
        q.keyword ?? '',
        ITEM_SEARCH_LIMIT,
      );
      return found.slice(0, ITEM_SEARCH_LIMIT).map((i) => ({ id: i.id, title: i.title }));
    },
  };
}
export type TaskService = ReturnType<typeof createTaskService>;
