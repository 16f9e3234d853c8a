import type { TaskMenuType, TTodoMenuEntry } from '@ascent/shared/task';

/** The name (catalogue leaf under `programme.taskType`) of a task type: the to-do centre's. */
export { taskTypeName } from '../../task/lib/task-labels.ts';

/** The catalogue leaf of a filter menu entry ('*' is 'all'). */
export function menuEntryName(menuType: TaskMenuType): Exclude<TaskMenuType, '*'> | 'all' {
  return menuType === '*' ? 'all' : menuType;
}

/** The menu with its 'all' entry first (counted from the others when the server sends none). */
export function withAllEntry(entries: readonly TTodoMenuEntry[]): TTodoMenuEntry[] {
  const all = entries.find((e) => e.menuType === '*');
  const rest = entries.filter((e) => e.menuType !== '*');
  return [
    all ?? { menuType: '*', taskTypes: [], count: rest.reduce((n, e) => n + e.count, 0) },
    ...rest,
  ];
}
