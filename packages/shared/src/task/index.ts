import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { pagingFields } from '../validators/index.ts';
import { TASK_TYPE, type TaskType } from './task-type.ts';
export * from './task-type.ts';

/**
 * Learning items and tasks (spec s.3): what a programme strings together, and what the to-do
 * centre (`center/todo/list`) and the task filter menu list.
 */

/** Learning item types of spec s.3 (the numbers are the spec's). */
export const LEARNING_ITEM_TYPE = {
  knowledge: 1,
  course: 2,
  exam: 3,
  survey: 4,
  homework: 5,
  favoriteScore: 6,
  assessment: 7,
  face: 8,
  live: 9,
  news: 10,
  vote: 11,
  signIn: 15,
  signOut: 16,
  questions: 17,
  photograph: 18,
  personnel: 30,
  questionnaire: 33,
  projectSignup: 34,
  package: 35,
  knowledgeItem: 36,
  newStaff: 37,
  subject: 38,
  activity: 39,
  taskSupervision: 40,
  demandCollection: 41,
  certificate: 42,
  helpManage: 43,
  aiPractice: 49,
} as const;
export type LearningItemType = (typeof LEARNING_ITEM_TYPE)[keyof typeof LEARNING_ITEM_TYPE];

/**
 * What kind of record decides an item's state. Surveys, votes and questionnaires are all the
 * survey module's; knowledge 1 and 36 are both knowledge items.
 */
export const ITEM_KINDS = [
  'knowledge',
  'course',
  'exam',
  'survey',
  'homework',
  'face',
  'news',
  'programme',
] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** The learning item types a programme stage may hold today, and the kind behind each. */
export const ITEM_KIND_OF_TYPE: Partial<Record<LearningItemType, ItemKind>> = {
  1: 'knowledge',
  36: 'knowledge',
  2: 'course',
  3: 'exam',
  4: 'survey',
  11: 'survey',
  33: 'survey',
  5: 'homework',
  8: 'face',
  10: 'news',
};

/** A task type of spec s.3 as the API answers it. */
export const zTaskType = z.literal(Object.values(TASK_TYPE));

/** The task filter menu of spec s.3: each menuType and the task types it lists ('*' all). */
export const TASK_MENU_TYPES = [
  '*',
  'project',
  'map',
  'newstaff',
  'subject',
  'exam',
  'dailyexam',
  'activity',
  'live',
  'trainindex',
] as const;
export type TaskMenuType = (typeof TASK_MENU_TYPES)[number];
export const TASK_MENU: Record<Exclude<TaskMenuType, '*'>, readonly TaskType[]> = {
  project: [1, 11, 14],
  map: [6],
  newstaff: [9],
  subject: [5],
  exam: [10],
  dailyexam: [2],
  activity: [12],
  live: [20],
  trainindex: [16],
};

/** Time state of an exam, activity, project, sign-up or study plan (spec s.4). */
export const TIME_STATES = ['notStarted', 'inProgress', 'ended'] as const;
export type TimeState = (typeof TIME_STATES)[number];

/** Where `now` falls between an optional start and end (open ends never bound). */
export function timeStateOf(
  startAt: string | Date | null | undefined,
  endAt: string | Date | null | undefined,
  now: Date = new Date(),
): TimeState {
  const t = now.getTime();
  if (startAt && new Date(startAt).getTime() > t) return 'notStarted';
  if (endAt && new Date(endAt).getTime() <= t) return 'ended';
  return 'inProgress';
}

/** `POST /api/study/center/todo/list`: the learner's tasks, filtered by the menu. */
export const ZTodoListQuery = z.object({
  menuType: z.enum(TASK_MENU_TYPES, { error: messageRef('common.parameterError') }).default('*'),
  /** Narrows the menu's task types further (must be within them). */
  taskType: z
    .array(z.number().int(), { error: messageRef('common.parameterError') })
    .max(20)
    .optional(),
  state: z.enum(TIME_STATES, { error: messageRef('common.parameterError') }).optional(),
  /** Hide tasks the learner has completed. */
  unfinished: z.boolean().optional(),
  keyword: z.string().max(50).optional(),
  ...pagingFields(),
});
export type TTodoListQuery = z.infer<typeof ZTodoListQuery>;

/** `POST /api/manage/items/search`: an admin picker's choices of one kind (at most 20). */
export const ZItemSearch = z.object({
  kind: z.enum(ITEM_KINDS, { error: messageRef('common.parameterError') }),
  keyword: z.string().max(50).optional(),
});
export type TItemSearch = z.infer<typeof ZItemSearch>;
/** One choice of a picker, whatever its kind: every item source answers its id and title. */
export const ZItemOption = z.object({ id: z.number().int(), title: z.string() });
export type TItemOption = z.infer<typeof ZItemOption>;

/** One task as the to-do centre and /project list it. */
export const ZTodoTask = z.object({
  taskType: zTaskType,
  /** The task's own id within its type (a programme's, an exam's, a session's...). */
  id: z.number().int(),
  title: z.string(),
  cover: z.string().nullable(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  timeState: z.enum(TIME_STATES),
  /** 0-100. */
  progress: z.number(),
  completed: z.boolean(),
  /** The learner site's page for it (`/project/detail?id=3`). */
  url: z.string(),
});
export type TTodoTask = z.infer<typeof ZTodoTask>;

/** `POST /api/study/center/todo/menu`: the filter menu with the number of tasks in each entry. */
export const ZTodoMenuEntry = z.object({
  menuType: z.enum(TASK_MENU_TYPES),
  taskTypes: z.array(zTaskType).readonly(),
  count: z.number().int(),
});
export type TTodoMenuEntry = z.infer<typeof ZTodoMenuEntry>;

// ---------------------------------------------------------------------------------------------
// Issue 6 (items): the learner's training report (`train/report/member/train/*`).

/** The report's period: everything, this calendar year, this month, or this week (Monday on). */
export const TRAIN_REPORT_PERIODS = ['all', 'year', 'month', 'week'] as const;
export type TrainReportPeriod = (typeof TRAIN_REPORT_PERIODS)[number];

/** `POST /api/study/train/report/member/train/detail`. */
export const ZTrainReportQuery = z.strictObject({
  period: z
    .enum(TRAIN_REPORT_PERIODS, { error: messageRef('common.parameterError') })
    .default('all'),
});
export type TTrainReportQuery = z.infer<typeof ZTrainReportQuery>;

/** One task type's line of the report. */
export const ZTrainReportType = z.object({
  taskType: zTaskType,
  total: z.number().int(),
  completed: z.number().int(),
});
export type TTrainReportType = z.infer<typeof ZTrainReportType>;

export const ZTrainReport = z.object({
  period: z.enum(TRAIN_REPORT_PERIODS),
  /** Study hours, credits and points the learning ledger credited within the period. */
  hours: z.number(),
  credits: z.number(),
  points: z.number(),
  /** Courses completed within the period. */
  coursesCompleted: z.number().int(),
  /** Every task the learner has now, by task type (only types with tasks). */
  types: z.array(ZTrainReportType),
  total: z.number().int(),
  completed: z.number().int(),
});
export type TTrainReport = z.infer<typeof ZTrainReport>;

/** `POST /api/study/train/report/member/train/tasklist`: the report's tasks, paged. */
export const ZTrainTaskListQuery = z.strictObject({
  taskType: z
    .number({ error: messageRef('common.parameterError') })
    .int()
    .min(1)
    .optional(),
  /** Only finished (true) or unfinished (false) tasks; all when absent. */
  completed: z.boolean({ error: messageRef('common.parameterError') }).optional(),
  ...pagingFields(50, 10),
});
export type TTrainTaskListQuery = z.infer<typeof ZTrainTaskListQuery>;
