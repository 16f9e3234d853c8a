import { TASK_TYPE, type TaskMenuType, type TTodoMenuEntry } from '@ascent/shared/task';

type TaskTypeName =
  | 'project'
  | 'dailyExam'
  | 'subject'
  | 'map'
  | 'package'
  | 'newstaff'
  | 'exam'
  | 'activity'
  | 'face'
  | 'live'
  | 'idp'
  | 'other';

const NAMES: Record<number, TaskTypeName> = {
  [TASK_TYPE.project]: 'project',
  [TASK_TYPE.projectAlt]: 'project',
  [TASK_TYPE.projectIssued]: 'project',
  [TASK_TYPE.dailyExam]: 'dailyExam',
  [TASK_TYPE.subject]: 'subject',
  [TASK_TYPE.map]: 'map',
  [TASK_TYPE.package]: 'package',
  [TASK_TYPE.newStaff]: 'newstaff',
  [TASK_TYPE.exam]: 'exam',
  [TASK_TYPE.activity]: 'activity',
  [TASK_TYPE.face]: 'face',
  [TASK_TYPE.live]: 'live',
  [TASK_TYPE.idp]: 'idp',
};

/** The name (catalogue leaf under `programme.taskType`) of a task type of spec s.3. */
export function taskTypeName(taskType: number): TaskTypeName {
  return NAMES[taskType] ?? 'other';
}

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
