import { z } from 'zod';
import { endpoint, endpoints, zPageOf } from '../api/index.ts';
import {
  ZItemOption,
  ZItemSearch,
  ZTodoListQuery,
  ZTodoMenuEntry,
  ZTodoTask,
  ZTrainReport,
  ZTrainReportQuery,
  ZTrainTaskListQuery,
} from './index.ts';

/** The learner's to-do centre and training report (spec s.7 "center/todo", "train/report"). */
export const taskEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/center/todo/list',
    auth: 'user',
    summary:
      "The learner's tasks of a menu entry, filtered by type, time state, completion and keyword, in progress first, paged",
    body: ZTodoListQuery,
    output: zPageOf(ZTodoTask),
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/center/todo/menu',
    auth: 'user',
    summary: "The to-do centre's filter menu: the entries served, each with its number of tasks",
    output: z.array(ZTodoMenuEntry),
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/train/report/member/train/detail',
    auth: 'user',
    summary:
      "The learner's training report: hours, credits, points and courses completed in a period, tasks by type",
    body: ZTrainReportQuery,
    output: ZTrainReport,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/train/report/member/train/tasklist',
    auth: 'user',
    summary: "The training report's tasks with progress, by type and completion, paged",
    body: ZTrainTaskListQuery,
    output: zPageOf(ZTodoTask),
  }),
);

/** The admin site's item pickers (a programme's items, a certificate's trigger, ...). */
export const taskAdminEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/items/search',
    auth: 'admin',
    summary:
      "An admin picker's choices: at most 20 of the company's items of one kind (knowledge, course, exam, survey, homework, face, news or programme) matching a keyword, each as its id and title whatever the kind (empty for a kind no module serves)",
    body: ZItemSearch,
    output: z.array(ZItemOption),
  }),
);
